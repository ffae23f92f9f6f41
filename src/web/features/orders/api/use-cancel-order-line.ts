import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { refetchAfterLineChange } from './refetch-after-line-change';

/**
 * Staff cancel one line of an order, from its page or the desk. The answer is the
 * order as it now is; everything that shows the line, its units or the order's money is
 * refetched, and the availability: its units are free at once.
 */
export function useCancelOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: number) =>
      unwrap(
        api.POST('/api/admin/orders/{id}/lines/{rentalId}/cancel', { params: { path: { id: orderId, rentalId } } }),
      ),
    onSettled: () => refetchAfterLineChange(queryClient, { availability: true }),
  });
}
