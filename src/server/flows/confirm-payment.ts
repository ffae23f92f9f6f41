import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { orders } from '../db/schema/orders';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import { lockOrder } from '../money/order-ledger';
import {
  EXCESS_PAYMENT_REASON,
  LATE_PAYMENT_REASON,
  type PaymentConfirmation,
  type ProviderRefund,
} from '../orders/online-payment';
import { adjustmentsOf, balanceDueCents } from '../money/order-money';

/*
 * The payment provider says an order's money is taken (stripe/webhook.ts, decision 042): the
 * charge goes into the ledger and the order is placed, with its invoice and its events, in the
 * webhook's transaction. The provider only says what happened; what it means for the order is
 * the shop's, here.
 */

export function createPaymentConfirmation(deps: {
  publish: Publish;
  invoicing: Invoicing;
  refundOnline: ProviderRefund;
}): PaymentConfirmation {
  const { publish, refundOnline } = deps;
  return {
    async paid(tx, order, receipt) {
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge')));
      // Already paid (completed, then async_payment_succeeded about the same payment): nothing new.
      if (existing) return 'unchanged';
      const { amountCents, channel } = receipt;
      const [charge] = await tx
        .insert(payments)
        .values({ orderId: order.id, kind: 'charge', channel, amountCents, stripeId: receipt.providerId })
        .returning();
      if (order.status === 'AwaitingPayment') {
        await tx.update(orders).set({ status: 'Placed', holdExpiresAt: null }).where(eq(orders.id, order.id));
        await publish({ type: 'order.placed', orderId: order.id }, tx);
        await publish({ type: 'order.paid', orderId: order.id, paymentId: charge!.id }, tx);
        // Issued with the payment, in its transaction: the order.paid mail attaches it.
        await deps.invoicing.forCharge(tx, order.id, charge!);
        // A line cancelled while the customer was paying: the session still asked for it. What the
        // order no longer costs goes back to the card at once (decision 061).
        // Read from the order's one balance (decision 062): negative is what the shop owes back.
        const ledger = await lockOrder(tx, order.id);
        const cost = { liveCents: ledger.totalCents, adjustmentsCents: await adjustmentsOf(tx, order.id) };
        const excessCents = -balanceDueCents(cost, ledger.totals);
        if (excessCents > 0) await refundOnline(tx, order.id, excessCents, EXCESS_PAYMENT_REASON);
        return 'paid';
      }
      if (order.status === 'Lapsed' || order.status === 'Cancelled') {
        // Its units may be someone else's by now: the money goes back, all of it (decision 042).
        await refundOnline(tx, order.id, amountCents, LATE_PAYMENT_REASON);
        return 'refunded';
      }
      return 'unchanged';
    },
  };
}
