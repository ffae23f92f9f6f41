import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database, Executor } from '../db/client';
import { orderAdjustments, payments, stripeEvents } from '../db/schema/payments';
import { orders } from '../db/schema/rentals';
import { InvalidInputError } from '../domain-errors';
import type { Publish } from '../events/publish';
import type { Invoicing } from '../invoices/issue';
import type { JobQueue } from '../jobs/queue';
import { createPaymentConfirmation, type PaymentReceipt } from '../flows/confirm-payment';
import { holdForReview, paysAsAsked, type RecordedSession, recordedSession } from './checkout-sessions';
import { lapseIn } from './holds';
import type { Disputes } from '../money/disputes';
import { addMovement, lockOrder } from '../money/order-ledger';
import { REFUND_TRIES, refundJobKey, STRIPE_REFUND_TASK, type StripeRefundJob } from '../money/refund-task';
import type { StripeClient } from './stripe-client';

/*
 * Stripe's webhooks, the only thing that confirms an online order (decision 042): the browser's
 * return to the success page confirms nothing. Each event is verified with the webhook secret,
 * then applied exactly once: its id goes into stripe_events in the transaction that applies it,
 * so a second delivery finds it and changes nothing. Every change is guarded by the order's
 * status, so events in any order, or late, leave the order as the facts say.
 */

export const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header is missing or does not match this body.';

type SessionEvent =
  | Stripe.CheckoutSessionCompletedEvent
  | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
  | Stripe.CheckoutSessionAsyncPaymentFailedEvent
  | Stripe.CheckoutSessionExpiredEvent;

const SESSION_EVENTS = new Set<string>([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const isSessionEvent = (event: Stripe.Event): event is SessionEvent => SESSION_EVENTS.has(event.type);

export type WebhookOutcome =
  | 'duplicate'
  | 'ignored'
  | 'paid'
  | 'refunded'
  | 'lapsed'
  | 'unchanged'
  | 'held-for-review'
  | 'refund-failed'
  | 'disputed';

/** The reason a refund made in Stripe's dashboard carries in the ledger and on its credit note. */
export const REFUNDED_IN_STRIPE_REASON = 'Refunded in Stripe';
/** The reason of the refund a lost dispute writes: the card's bank gave the money back. */
export const DISPUTE_LOST_REASON = 'Dispute lost';

export function createStripeWebhook(deps: {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
  publish: Publish;
  jobs: JobQueue;
  invoicing: Invoicing;
  logError?: (error: unknown, message: string) => void;
  /** Disputes: recorded and listed on the dashboard home (disputes.ts). */
  disputes?: Disputes;
  /** Sessions for a rental's change: recorded with it, and change-payment.ts applies them. */
  changes?: {
    apply(
      tx: Executor,
      type: string,
      session: Stripe.Checkout.Session,
      changeId: number,
    ): Promise<WebhookOutcome | 'ignored'>;
  };
}) {
  const { db, publish } = deps;
  // What Stripe confirms is the shop's to apply: the flow records the charge and places the order.
  const confirmation = createPaymentConfirmation({ publish, invoicing: deps.invoicing, refundOnline });

  /** The order a recorded session was made for, locked: two events about one order apply one after the other. */
  async function lockedOrder(tx: Executor, orderId: number) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order;
  }

  /** A refund back to the card, pending until its job has asked Stripe. */
  async function refundOnline(tx: Executor, orderId: number, amountCents: number, reason: string) {
    const [refund] = await tx
      .insert(payments)
      .values({ orderId, kind: 'refund', channel: 'stripe', state: 'pending', amountCents, reason })
      .returning({ id: payments.id });
    // Its event (order.refunded) once Stripe has accepted it (stripe-refund-job.ts).
    await deps.jobs.add(
      STRIPE_REFUND_TASK,
      { paymentId: refund!.id } satisfies StripeRefundJob,
      { jobKey: refundJobKey(refund!.id) },
      tx,
    );
  }

  /** The money a Checkout Session took: the amount it asked (apply() checked) and its PaymentIntent. */
  const receiptOf = (session: Stripe.Checkout.Session): PaymentReceipt => ({
    amountCents: session.amount_total!,
    channel: 'stripe',
    providerId:
      (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? null,
  });

  const paidEvent = (event: SessionEvent) =>
    event.type === 'checkout.session.async_payment_succeeded' ||
    (event.type === 'checkout.session.completed' && event.data.object.payment_status === 'paid');

  /**
   * Applies a session event to what the shop made the session for (decision 061): a session it
   * never made, or money other than what its session asked, is held for review and confirms
   * nothing. The session's metadata is never read.
   */
  async function apply(
    tx: Executor,
    event: SessionEvent,
    recorded: RecordedSession | undefined,
  ): Promise<WebhookOutcome> {
    const session = event.data.object;
    if (!recorded || (paidEvent(event) && !paysAsAsked(recorded, session))) {
      if (!paidEvent(event)) return 'ignored';
      const reason = recorded ? 'amount_mismatch' : 'unknown_session';
      await holdForReview(tx, event.id, session, { reason, orderId: recorded?.orderId ?? null });
      deps.logError?.(
        new Error(`Stripe event ${event.id}: ${reason} for Checkout Session ${session.id}`),
        'payments: money Stripe reported matches nothing the shop asked for; held for review on the dashboard',
      );
      return 'held-for-review';
    }
    // A change's session pays the change, never the order.
    if (recorded.rentalChangeId !== null) {
      return deps.changes ? deps.changes.apply(tx, event.type, session, recorded.rentalChangeId) : 'ignored';
    }
    const order = await lockedOrder(tx, recorded.orderId);
    if (!order) return 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
        // Cards are known paid at once; a delayed method completes unpaid and waits for its async event.
        return session.payment_status === 'paid' ? confirmation.paid(tx, order, receiptOf(session)) : 'unchanged';
      case 'checkout.session.async_payment_succeeded':
        return confirmation.paid(tx, order, receiptOf(session));
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return (await lapseIn(tx, publish, order.id)) ? 'lapsed' : 'unchanged';
    }
  }

  /**
   * The ledger's payment Stripe's PaymentIntent `intent` is (the order's charge or a change's),
   * found by its id only: a charge, refund or dispute event names nothing else the shop trusts.
   */
  async function paymentOfIntent(tx: Executor, intent: string | null | undefined) {
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

  const intentOf = (value: string | { id: string } | null | undefined) =>
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
  async function refundedInStripe(tx: Executor, charge: Stripe.Charge, listed: Stripe.Refund[]) {
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
      const row = await givenBackAtStripe(tx, order.id, refund.amount, refund.id, REFUNDED_IN_STRIPE_REASON);
      await publish({ type: 'order.refunded', orderId: order.id, paymentId: row.id }, tx);
      added += 1;
    }
    return added > 0 ? 'refunded' : 'unchanged';
  }

  /**
   * Money that went back to the customer at Stripe without the shop asking (a refund in Stripe's
   * dashboard, a dispute lost): a refund given, taking as much off the order's price as a refund
   * by hand does (decision 062), with its credit note.
   */
  async function givenBackAtStripe(tx: Executor, orderId: number, cents: number, stripeId: string, reason: string) {
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
  async function disputeClosed(tx: Executor, dispute: Stripe.Dispute) {
    const closed = deps.disputes ? await deps.disputes.closed(tx, dispute.id, String(dispute.status)) : null;
    if (!closed) return 'ignored';
    if (dispute.status !== 'lost') return 'unchanged';
    await lockOrder(tx, closed.orderId);
    await givenBackAtStripe(tx, closed.orderId, closed.amountCents, dispute.id, DISPUTE_LOST_REASON);
    return 'refunded';
  }

  /**
   * refund.updated / refund.failed: a refund the ledger has by its Stripe id that Stripe now says
   * failed (or was canceled) is failed here too, with Stripe's reason, and listed on the dashboard
   * home (decision 064); its next request is a new one. Any other state changes nothing.
   */
  async function refundUpdated(tx: Executor, refund: Stripe.Refund) {
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

  return {
    /** Verifies the signature (400 when it does not match, nothing changed) and applies the event once. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no signature');
        event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.webhookSecret);
      } catch {
        throw new InvalidInputError('WEBHOOK_SIGNATURE_INVALID', BAD_SIGNATURE_MESSAGE, 'stripe-signature');
      }
      // The refunds of a payment refunded in Stripe's dashboard, as Stripe's API lists them (its
      // charge carries none): asked before the transaction, never while holding the order's lock.
      const listed =
        event.type === 'charge.refunded' && intentOf(event.data.object.payment_intent)
          ? (
              await deps.stripe.refunds.list({
                payment_intent: intentOf(event.data.object.payment_intent)!,
                limit: 100,
              })
            ).data
          : undefined;
      return db.transaction(async (tx) => {
        const sessionId = isSessionEvent(event) ? event.data.object.id : undefined;
        const recorded = typeof sessionId === 'string' ? await recordedSession(tx, sessionId) : undefined;
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, orderId: recorded?.orderId ?? null })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        // Delivered before (Stripe retries until it gets a 2xx): applied then, not again.
        if (!fresh) return 'duplicate';
        if (isSessionEvent(event)) return typeof sessionId === 'string' ? apply(tx, event, recorded) : 'ignored';
        switch (event.type) {
          case 'charge.refunded':
            return refundedInStripe(tx, event.data.object, listed ?? []);
          case 'refund.updated':
          case 'refund.failed':
            return refundUpdated(tx, event.data.object);
          case 'charge.dispute.created':
            return deps.disputes ? deps.disputes.created(tx, event.data.object, paymentOfIntent) : 'ignored';
          case 'charge.dispute.closed':
            return disputeClosed(tx, event.data.object);
          default:
            return 'ignored';
        }
      });
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
