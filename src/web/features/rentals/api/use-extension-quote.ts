import { skipToken, useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import type { ExtensionQuote } from '@shared/schemas/rental-extension';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * What extending rental `id` to `dateTo` would add and cost now, or why it cannot be
 * (GET /api/rentals/:id/extend); asked when a day is picked, never kept: stock and rules change.
 */
export function useExtensionQuote(id: number | null, dateTo: IsoDate | null) {
  return useQuery({
    queryKey: queryKeys.extensionQuote(id ?? 0, dateTo ?? ''),
    queryFn:
      id === null || dateTo === null
        ? skipToken
        : (): Promise<ExtensionQuote> =>
            unwrap(api.GET('/api/rentals/{id}/extend', { params: { path: { id }, query: { dateTo } } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
