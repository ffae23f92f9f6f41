import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Asks Stripe again for a refund that did not go through; the home reads its list again, on failure too. */
export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/api/admin/refunds/{id}/retry', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
  });
}

/** How the shop paid a refund back without Stripe. */
export type PaidBackChannel = 'cash' | 'terminal' | 'bank_transfer';

/** Records a refund that did not go through as paid back another way (how, and the staff's note). */
export function useSettleRefundAnotherWay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note, channel }: { id: number; note: string; channel: PaidBackChannel }) =>
      unwrap(
        api.POST('/api/admin/refunds/{id}/settled-another-way', { params: { path: { id } }, body: { note, channel } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
  });
}
