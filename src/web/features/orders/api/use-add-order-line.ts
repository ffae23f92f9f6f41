import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderLineInput } from '@shared/schemas/order';
import { api, unwrap } from '@/lib/api-client';
import { refetchAfterLineChange } from './refetch-after-line-change';

/**
 * Staff add a line to an order not yet charged (decision 067), at the price the popup
 * showed. The answer is the order as it now is; its money, the audit log and the availability
 * (the new line takes units) are refetched.
 */
export function useAddOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: OrderLineInput) =>
      unwrap(api.POST('/api/admin/orders/{id}/lines', { params: { path: { id: orderId } }, body: line })),
    onSettled: () => refetchAfterLineChange(queryClient, { availability: true }),
  });
}
