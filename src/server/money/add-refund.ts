import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderAdjustments, type PaymentRow } from '../db/schema/payments';
import type { Publish } from '../events';
import type { Invoicing } from './invoicing';
import type { JobQueue } from '../jobs';
import { addMovement, chargeOf, liveSumsOf, type LockedOrder } from './order-ledger';
import { adjustmentsOf } from './order-money';
import { queueStripeRefund } from './refund-task';

/*
 * Writing a refund and an adjustment of what an order costs (decision 043), in the transaction
 * that decided them under the order's lock: refunds.ts and counter-refunds.ts decide.
 */

/** What writing a refund works with. */
export type RefundWriting = { publish: Publish; jobs: JobQueue; invoicing: Invoicing };

/** A refund goes back the way the money came: the order's charge, else its last part payment. */
function refundChannelOf(order: LockedOrder): PaymentRow['channel'] {
  const paidBy = chargeOf(order) ?? order.rows.findLast((row) => row.kind === 'part_payment');
  return paidBy?.channel ?? 'cash';
}

/** One adjustment of what an order costs (db/schema/payments.ts); nothing for a zero. */
export async function addFee(
  tx: Executor,
  orderId: number,
  kind: 'cancellation_fee' | 'change_fee' | 'goodwill',
  amountCents: number,
  link: { rentalId?: number; rentalChangeId?: number; paymentId?: number | null },
) {
  if (amountCents === 0) return;
  await tx.insert(orderAdjustments).values({ orderId, kind, amountCents, ...link });
}

/**
 * Goodwill takes money off what an order costs, never below nothing. A customer who had goodwill
 * back and then cancels (or shortens) is refunded what they paid less that goodwill, since it is
 * all they have left to get back; the goodwill beyond what the order still costs ends with the
 * line, an adjustment that gives it back to the cost, so the balance is not a refund owed that
 * nothing is left to pay. Staff lowering a price are refused instead (PRICE_BELOW_REFUNDS).
 */
export async function endGoodwillBeyondCost(
  tx: Executor,
  orderId: number,
  link: { rentalId: number; rentalChangeId?: number },
) {
  const costCents = (await liveSumsOf(tx, orderId)).totalCents + (await adjustmentsOf(tx, orderId));
  if (costCents >= 0) return;
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderAdjustments.amountCents}), 0)::int` })
    .from(orderAdjustments)
    .where(and(eq(orderAdjustments.orderId, orderId), eq(orderAdjustments.kind, 'goodwill')));
  await addFee(tx, orderId, 'goodwill', Math.min(-costCents, Math.max(0, -(given?.cents ?? 0))), link);
}

/**
 * Adds a pending refund the way the order was paid, its Stripe job if online, and the event.
 * `creditCents` of it correct the invoice with a credit note (all of it unless said): money
 * paid beyond what the order costs was never invoiced, so giving it back credits nothing.
 */
export async function addRefundIn(
  deps: RefundWriting,
  tx: Executor,
  order: LockedOrder,
  amountCents: number,
  cause:
    | { rentalId: number; rentalChangeId?: number }
    | { reason: string }
    | { rentalId: number; lineChange: 'price' | 'quantity'; reason: string | null },
  actorId: string | null,
  creditCents = amountCents,
): Promise<PaymentRow> {
  // No reason written for a cancellation: the refund mail explains the shop's rules in the
  // customer's language, where a stored sentence would be shown as written, in one language.
  const reason = 'reason' in cause ? cause.reason : null;
  const row = await addMovement(tx, {
    orderId: order.id,
    kind: 'refund',
    channel: refundChannelOf(order),
    state: 'pending',
    amountCents,
    reason,
    actorId,
    rentalChangeId: 'rentalChangeId' in cause ? cause.rentalChangeId : null,
  });
  // Through Stripe, its event (order.refunded, and so the customer's mail) comes once Stripe
  // has accepted it (stripe-refund-job.ts); a refund owed at the counter has it now.
  if (row.channel === 'stripe') {
    await queueStripeRefund(deps.jobs, row.id, tx);
  } else {
    await deps.publish({ type: 'order.refunded', orderId: order.id, paymentId: row.id }, tx);
  }
  // A refund corrects the order's invoice with a credit note, in its transaction.
  if (creditCents > 0) {
    await deps.invoicing.forRefund(
      tx,
      order.id,
      creditCents === row.amountCents ? row : { ...row, amountCents: creditCents },
      'rentalChangeId' in cause ? { rentalId: cause.rentalId, dateChange: true } : cause,
    );
  }
  return row;
}

/** addRefund with the refunds' own dependencies. */
export type RefundAdder = (
  ...args: Parameters<typeof addRefundIn> extends [unknown, ...infer Rest] ? Rest : never
) => Promise<PaymentRow>;
