import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A customer gives up an order waiting for payment: each of its live lines is cancelled (the
 * same DELETE as on the rental requests), so its units are free at once rather than at the end
 * of the hold. Nothing was paid, so nothing is refunded.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rentalIds: number[]) => {
      for (const id of rentalIds) await unwrap(api.DELETE('/api/rentals/{id}', { params: { path: { id } } }));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
