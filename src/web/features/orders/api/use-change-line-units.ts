import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { refetchAfterLineChange } from './refetch-after-line-change';

/**
 * Staff set how many pieces a line books (decision 067; a kit counts one). The answer is
 * the order as it now is; the order's money, its invoices (a credit note when fewer are given
 * back) and the audit log are refetched, and the availability: units are taken or freed.
 */
export function useChangeLineUnits(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rentalId: number; quantity: number }) =>
      unwrap(
        api.PATCH('/api/admin/orders/{id}/lines/{rentalId}', {
          params: { path: { id: orderId, rentalId: input.rentalId } },
          body: { quantity: input.quantity },
        }),
      ),
    onSettled: () => refetchAfterLineChange(queryClient, { availability: true }),
  });
}
