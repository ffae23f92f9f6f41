import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * A customer gives up an order waiting for payment: every live line is cancelled in one step
 * (POST /api/orders/{id}/cancel), so its units are free at once rather than at the end of the
 * hold, and the customer gets one mail for it. Nothing was paid, so nothing is refunded.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => unwrap(api.POST('/api/orders/{id}/cancel', { params: { path: { id: orderId } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
