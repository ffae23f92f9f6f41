import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../db/client';
import { orderAdjustments, payments } from '../db/schema/payments';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import type { Disputes } from '../money/disputes';
import { addMovement, lockOrder } from '../money/order-ledger';
import { REFUND_TRIES } from '../money/refund-task';

/*
 * Stripe's events about money after the payment (webhook.ts receives them, decision 064): refunds
 * made in Stripe's dashboard, refunds Stripe failed, and disputes closed. Each runs in the
 * webhook's transaction, once per event.
 */

/** The reason a refund made in Stripe's dashboard carries in the ledger and on its credit note. */
export const REFUNDED_IN_STRIPE_REASON = 'Refunded in Stripe';
/** The reason of the refund a lost dispute writes: the card's bank gave the money back. */
export const DISPUTE_LOST_REASON = 'Dispute lost';

/** What these events work with: the webhook's own dependencies. */
export type RefundEventDeps = {
  publish: Publish;
  invoicing: Invoicing;
  disputes?: Disputes;
  logError?: (error: unknown, message: string) => void;
};

/**
 * The ledger's payment Stripe's PaymentIntent `intent` is (the order's charge or a change's),
 * found by its id only: a charge, refund or dispute event names nothing else the shop trusts.
 */
export async function paymentOfIntent(tx: Executor, intent: string | null | undefined) {
  if (!intent) return undefined;
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.stripeId, intent),
        eq(payments.channel, 'stripe'),
        inArray(payments.kind, ['charge', 'change_charge']),
      ),
    );
  return found;
}

export const intentOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/**
 * charge.refunded: money given back in Stripe's dashboard (or by another tool on the account).
 * Each refund of the payment Stripe lists that the ledger does not have by its id is added as a
 * refund given, with its credit note, taking as much off the order's price as a refund by hand
 * does (decision 062). A refund the shop asked for itself, whose job has not yet written Stripe's
 * id down, is left to that job: it is one of the order's refunds through Stripe still without
 * an id, of the same amount, that the refund's metadata names (the metadata only ever keeps a
 * refund from being added twice, never applies money).
 */
export async function refundedInStripe(
  deps: RefundEventDeps,
  tx: Executor,
  charge: Stripe.Charge,
  listed: Stripe.Refund[],
) {
  const paid = await paymentOfIntent(tx, intentOf(charge.payment_intent));
  if (!paid) return 'ignored';
  const order = await lockOrder(tx, paid.orderId);
  let added = 0;
  for (const refund of listed) {
    if (refund.status === 'failed' || refund.status === 'canceled') continue;
    if (intentOf(refund.payment_intent) !== intentOf(charge.payment_intent)) continue;
    if (refund.currency !== 'eur' || !(refund.amount > 0)) continue;
    if (order.rows.some((row) => row.kind === 'refund' && row.stripeId === refund.id)) continue;
    const ownId = Number(refund.metadata?.payment_id);
    const own = order.rows.find(
      (row) =>
        row.id === ownId &&
        row.kind === 'refund' &&
        row.channel === 'stripe' &&
        row.stripeId === null &&
        row.amountCents === refund.amount,
    );
    if (own) continue;
    const row = await givenBackAtStripe(deps, tx, order.id, refund.amount, refund.id, REFUNDED_IN_STRIPE_REASON);
    await deps.publish({ type: 'order.refunded', orderId: order.id, paymentId: row.id }, tx);
    added += 1;
  }
  return added > 0 ? 'refunded' : 'unchanged';
}

/**
 * Money that went back to the customer at Stripe without the shop asking (a refund in Stripe's
 * dashboard, a dispute lost): a refund given, taking as much off the order's price as a refund
 * by hand does (decision 062), with its credit note.
 */
async function givenBackAtStripe(
  deps: RefundEventDeps,
  tx: Executor,
  orderId: number,
  cents: number,
  stripeId: string,
  reason: string,
) {
  const row = await addMovement(tx, {
    orderId,
    kind: 'refund',
    channel: 'stripe',
    state: 'succeeded',
    amountCents: cents,
    stripeId,
    reason,
  });
  await tx.insert(orderAdjustments).values({ orderId, kind: 'goodwill', amountCents: -cents, paymentId: row.id });
  await deps.invoicing.forRefund(tx, orderId, row, { reason });
  return row;
}

/**
 * charge.dispute.closed for a dispute the shop recorded: its outcome is kept (the dashboard
 * home shows it until staff mark it reviewed). A dispute lost took the disputed money back to
 * the customer through their bank: it is a refund given in the ledger, with its credit note,
 * as a refund made in Stripe's dashboard is. Won or closed with a warning: no money moved.
 */
export async function disputeClosed(deps: RefundEventDeps, tx: Executor, dispute: Stripe.Dispute) {
  const closed = deps.disputes ? await deps.disputes.closed(tx, dispute.id, String(dispute.status)) : null;
  if (!closed) return 'ignored';
  if (dispute.status !== 'lost') return 'unchanged';
  await lockOrder(tx, closed.orderId);
  await givenBackAtStripe(deps, tx, closed.orderId, closed.amountCents, dispute.id, DISPUTE_LOST_REASON);
  return 'refunded';
}

/**
 * refund.updated / refund.failed: a refund the ledger has by its Stripe id that Stripe now says
 * failed (or was canceled) is failed here too, with Stripe's reason, and listed on the dashboard
 * home (decision 064); its next request is a new one. Any other state changes nothing.
 */
export async function refundUpdated(deps: RefundEventDeps, tx: Executor, refund: Stripe.Refund) {
  const [row] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.kind, 'refund'), eq(payments.stripeId, refund.id)));
  if (!row) return 'ignored';
  if (refund.status !== 'failed' && refund.status !== 'canceled') return 'unchanged';
  const order = await lockOrder(tx, row.orderId);
  const current = order.rows.find((candidate) => candidate.id === row.id)!;
  if (current.state === 'failed') return 'unchanged';
  await tx
    .update(payments)
    .set({
      state: 'failed',
      failureReason: `Stripe ${refund.status} the refund: ${refund.failure_reason ?? 'no reason given'}.`,
      failedAt: sql`now()`,
      stripeTries: REFUND_TRIES,
      stripeKeyRound: current.stripeKeyRound + 1,
    })
    .where(eq(payments.id, row.id));
  deps.logError?.(
    new Error(`Stripe ${refund.status} refund ${refund.id} (${refund.failure_reason ?? 'no reason'})`),
    `payments: refund ${row.id} of order ${row.orderId} did not go through; listed on the dashboard`,
  );
  return 'refund-failed';
}
