import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Executor } from '../db/client';
import { payments } from '../db/schema/payments';
import { stripeEvents } from './schema';
import { orders } from '../db/schema/orders';
import { InvalidInputError } from '../domain-errors';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import type { JobQueue } from '../jobs';
import { holdForReview, paysAsAsked, type RecordedSession, recordedSession } from './checkout-sessions';
import { lapseIn } from './holds';
import { disputeClosed, intentOf, paymentOfIntent, refundedInStripe, refundUpdated } from './refund-events';
import type { Disputes } from '../money/disputes';
import type { ConfirmPayments, PaymentReceipt } from '../orders/online-payment';
import { queueStripeRefund } from '../money/refund-task';
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

export function createStripeWebhook(deps: {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
  publish: Publish;
  jobs: JobQueue;
  invoicing: Invoicing;
  /** What a confirmed payment means to the shop: the flow (flows/confirm-payment.ts), given Stripe's refund. */
  confirmPayments: ConfirmPayments;
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
  const confirmation = deps.confirmPayments(refundOnline);

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
    await queueStripeRefund(deps.jobs, refund!.id, tx);
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
            return refundedInStripe(deps, tx, event.data.object, listed ?? []);
          case 'refund.updated':
          case 'refund.failed':
            return refundUpdated(deps, tx, event.data.object);
          case 'charge.dispute.created':
            return deps.disputes ? deps.disputes.created(tx, event.data.object, paymentOfIntent) : 'ignored';
          case 'charge.dispute.closed':
            return disputeClosed(deps, tx, event.data.object);
          default:
            return 'ignored';
        }
      });
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
