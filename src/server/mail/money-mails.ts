import { eq, sql } from 'drizzle-orm';
import { payments } from '../db/schema/payments';
import { orderMailContext, type OrderMailDeps } from './order-mail-context';

/** The mails about an order's money after its payment: a refund, and its deposit kept or returned. */
export function createMoneyMails(deps: OrderMailDeps) {
  const { db, settings } = deps;
  const { withInvoice, load, movement, orderUrl } = orderMailContext(deps);

  return {
    /** A refund: its amount, why (a late payment, the shop's reason, or the cancellation rules) and how it comes back. */
    async refunded(orderId: number, paymentId: number) {
      const { orderRefundedMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const refund = loaded && movement(loaded.order, paymentId, 'refund');
      if (!loaded || !refund) return null;
      // A refund of a rental's changed dates comes with that change's mail instead, and one a
      // cancellation gave with the cancellation's mail (cancellation-mail.ts): written in the same
      // transaction as a line's cancel, it has that line's cancelled_at (one now()).
      const [tied] = await db
        .select({
          changeId: payments.rentalChangeId,
          // Written out: drizzle leaves a one-table query's columns unqualified, which the subquery would read as its own.
          ofCancellation: sql<boolean>`EXISTS (SELECT 1 FROM rentals r WHERE r.order_id = payments.order_id AND r.cancelled_at = payments.created_at)`,
        })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (tied?.changeId != null || tied?.ofCancellation) return null;
      const { order, to, language } = loaded;
      const why =
        order.status === 'Lapsed'
          ? ({ kind: 'late-payment' } as const)
          : refund.reason
            ? ({ kind: 'reason', text: refund.reason } as const)
            : ({ kind: 'rules', ...(await settings.read()).cancellation } as const);
      return withInvoice(paymentId, (invoice) =>
        orderRefundedMail(language, {
          to,
          reference: order.reference,
          refunded: refund.amount,
          refundedInAll: order.refunded,
          channel: refund.channel,
          why,
          orderUrl: orderUrl(order),
          invoice,
        }),
      );
    },

    /** Some or all of the deposit kept (and why), or returned (and how). */
    async deposit(orderId: number, paymentId: number, outcome: 'kept' | 'returned') {
      const { depositSettledMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const row = loaded && movement(loaded.order, paymentId, outcome === 'kept' ? 'deposit_kept' : 'deposit_returned');
      if (!loaded || !row) return null;
      const { order, to, language } = loaded;
      const facts = {
        to,
        reference: order.reference,
        outcome,
        amount: row.amount,
        taken: order.deposit.taken,
        reason: row.reason,
        channel: row.channel,
        orderUrl: orderUrl(order),
      };
      // What is kept is charged, and invoiced; a returned deposit was never the shop's money.
      if (outcome === 'returned') return depositSettledMail(language, facts);
      return withInvoice(paymentId, (invoice) => depositSettledMail(language, { ...facts, invoice }));
    },
  };
}
