import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PlannerFilters = { from: IsoDate; to: IsoDate; productId?: number; categoryId?: number; q?: string };

/** Units asked for at once: a screenful and more, so scrolling seldom waits. */
export const PLANNER_PAGE_SIZE = 100;

/**
 * GET /api/admin/planner: the units of the period (a product, a category, a search), a page at a
 * time as the grid scrolls near its end. While another period or filter loads, the last answer
 * stays on screen (`isPlaceholderData`), drawn on its own days. Asked again on every visit: the
 * bookings change all day.
 */
export function usePlanner(filters: PlannerFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.planner.view(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/admin/planner', {
          params: { query: { ...filters, q: filters.q || undefined, limit: PLANNER_PAGE_SIZE, after: pageParam } },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
