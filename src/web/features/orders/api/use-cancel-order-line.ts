import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Staff cancel one line of an order from its page (issue 43). The answer is the order as it now
 * is; everything that shows the line, its units or the order's money is refetched.
 */
export function useCancelOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: number) =>
      unwrap(
        api.POST('/api/admin/orders/{id}/lines/{rentalId}/cancel', { params: { path: { id: orderId, rentalId } } }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
      ]),
  });
}
