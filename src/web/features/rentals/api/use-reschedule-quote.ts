import { skipToken, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fetchQuote = (id: number, range: DateRange) =>
  unwrap(api.GET('/api/rentals/{id}/reschedule', { params: { path: { id }, query: range } }));

export type RescheduleQuote = Awaited<ReturnType<typeof fetchQuote>>;

/**
 * What moving rental `id` to `range` would do (null: nothing picked yet): the new total, the
 * refund by the shop's rules, or why it cannot. Never kept: it changes with the day and the stock.
 */
export function useRescheduleQuote(id: number | null, range: DateRange | null) {
  return useQuery({
    queryKey: queryKeys.rescheduleQuote(id ?? 0, range?.dateFrom ?? '', range?.dateTo ?? ''),
    queryFn: id === null || range === null ? skipToken : () => fetchQuote(id, range),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
