import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** What a customer gets back for cancelling one rental now, by the shop's rules. */
export type RefundQuote = { refund: string; percent: number; paid: boolean };

/**
 * The refund quote of rental `id` (null: not asked; GET /api/rentals/:id/cancellation-refund),
 * read when the customer opens the cancellation: never kept, since it changes with the day.
 */
export function useCancellationRefund(id: number | null) {
  return useQuery({
    queryKey: queryKeys.cancellationRefund(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : (): Promise<RefundQuote> =>
            unwrap(api.GET('/api/rentals/{id}/cancellation-refund', { params: { path: { id } } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
