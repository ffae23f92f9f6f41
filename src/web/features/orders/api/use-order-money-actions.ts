import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Channel = 'cash' | 'terminal';
/** How a payment or a refund owed may be handed over by hand: a bank transfer too. */
export type TakenChannel = Channel | 'bank_transfer';
export type DepositAction = 'take' | 'keep' | 'return';

/** What an administrator does with an order's money at the counter. */
export type MoneyAction =
  /** Without an amount: all that is due. */
  | { kind: 'markPaid'; channel: TakenChannel; amount?: string }
  | { kind: 'deposit'; action: DepositAction; amount: string; channel: Channel; reason?: string }
  | { kind: 'refund'; amount: string; reason: string }
  /** A refund owed at the counter was handed over. */
  | { kind: 'refundGiven'; paymentId: number; channel: TakenChannel };

function send(id: number, action: MoneyAction) {
  const path = { params: { path: { id } } };
  switch (action.kind) {
    case 'markPaid':
      return unwrap(
        api.POST('/api/admin/orders/{id}/payments', {
          ...path,
          body: { channel: action.channel, ...(action.amount ? { amount: action.amount } : {}) },
        }),
      );
    case 'deposit': {
      const { kind: _kind, ...body } = action;
      return unwrap(api.POST('/api/admin/orders/{id}/deposits', { ...path, body }));
    }
    case 'refundGiven':
      return unwrap(
        api.POST('/api/admin/orders/{id}/refunds/{paymentId}/given', {
          params: { path: { id, paymentId: action.paymentId } },
          body: { channel: action.channel },
        }),
      );
    case 'refund':
      return unwrap(
        api.POST('/api/admin/orders/{id}/refunds', { ...path, body: { amount: action.amount, reason: action.reason } }),
      );
  }
}

/**
 * Marks an order paid, records a deposit movement or refunds. Every answer is the order as it now
 * is; the order and the lists that show its state (rentals, the dashboard's home, the audit log)
 * are refetched whatever happened, so a refusal because it changed meanwhile shows the change too.
 */
export function useOrderMoneyAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MoneyAction) => send(orderId, action),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
        queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
        // Marking paid issues an invoice, a refund a credit note: the accountant's list changes.
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
      ]),
  });
}
