import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database, Executor } from '../db/client';
import { payments, stripeEvents } from '../db/schema/payments';
import { orders, rentals } from '../db/schema/rentals';
import { InvalidInputError } from '../domain-errors';
import type { Publish } from '../events/publish';
import type { Invoicing } from '../invoices/issue';
import type { JobQueue } from '../jobs/queue';
import { lapseIn } from './holds';
import { STRIPE_REFUND_TASK, type StripeRefundJob } from './refund-task';
import type { StripeClient } from './stripe-client';

/*
 * Stripe's webhooks, the only thing that confirms an online order (decision 042): the browser's
 * return to the success page confirms nothing. Each event is verified with the webhook secret,
 * then applied exactly once: its id goes into stripe_events in the transaction that applies it,
 * so a second delivery finds it and changes nothing. Every change is guarded by the order's
 * status, so events in any order, or late, leave the order as the facts say.
 */

/** Why a paid order was refunded at once. */
export const LATE_PAYMENT_REASON = 'Paid after the order had lapsed or was cancelled: refunded in full automatically.';

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

/** The order id a session's metadata names, when it is one an order can have. */
function metadataOrderId(session: Stripe.Checkout.Session | undefined): number | null {
  const id = Number(session?.metadata?.order_id);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export type WebhookOutcome = 'duplicate' | 'ignored' | 'paid' | 'refunded' | 'lapsed' | 'unchanged';

export function createStripeWebhook(deps: {
  db: Database;
  stripe: StripeClient;
  webhookSecret: string;
  publish: Publish;
  jobs: JobQueue;
  invoicing: Invoicing;
  /** Sessions for a rental's change (issue 31): their metadata names it, and change-payment.ts applies them. */
  changes?: {
    apply(tx: Executor, type: string, session: Stripe.Checkout.Session): Promise<WebhookOutcome | 'ignored'>;
  };
}) {
  const { db, publish } = deps;

  /** The order a session is for: by the session's id as stored, else by its metadata. */
  async function orderOf(tx: Executor, session: Stripe.Checkout.Session) {
    const byMetadata = metadataOrderId(session);
    const where =
      byMetadata !== null
        ? sql`${orders.checkoutSessionId} = ${session.id} OR ${orders.id} = ${byMetadata}`
        : eq(orders.checkoutSessionId, session.id);
    // Locked: two different events about one order apply one after the other.
    const [order] = await tx.select().from(orders).where(where).orderBy(orders.id).limit(1).for('update');
    return order;
  }

  async function orderTotalCents(tx: Executor, orderId: number) {
    const { rows } = await tx.execute<{ cents: number }>(sql`
      SELECT coalesce(sum(r.daily_price_cents * r.charged_days
        * (SELECT (count(*) + r.units_per_kit - 1) / r.units_per_kit FROM rental_items ri WHERE ri.rental_id = r.id)), 0)::int AS cents
      FROM ${rentals} r WHERE r.order_id = ${orderId} AND r.cancelled_at IS NULL`);
    return rows[0]?.cents ?? 0;
  }

  /** Stripe says the money is taken: the order is placed, or, if it lapsed meanwhile, refunded. */
  async function paid(tx: Executor, order: typeof orders.$inferSelect, session: Stripe.Checkout.Session) {
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    const [existing] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge')));
    // Already paid (completed, then async_payment_succeeded about the same payment): nothing new.
    if (existing) return 'unchanged';
    const amountCents = session.amount_total ?? (await orderTotalCents(tx, order.id));
    const [charge] = await tx
      .insert(payments)
      .values({ orderId: order.id, kind: 'charge', channel: 'stripe', amountCents, stripeId: intent ?? null })
      .returning();
    if (order.status === 'AwaitingPayment') {
      await tx.update(orders).set({ status: 'Placed', holdExpiresAt: null }).where(eq(orders.id, order.id));
      await publish({ type: 'order.placed', orderId: order.id }, tx);
      await publish({ type: 'order.paid', orderId: order.id, paymentId: charge!.id }, tx);
      // Issued with the payment, in its transaction (issue 29): the order.paid mail attaches it.
      await deps.invoicing.forCharge(tx, order.id, charge!);
      return 'paid';
    }
    if (order.status === 'Lapsed' || order.status === 'Cancelled') {
      // Its units may be someone else's by now: the money goes back, all of it (decision 042).
      const [refund] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          kind: 'refund',
          channel: 'stripe',
          state: 'pending',
          amountCents,
          reason: LATE_PAYMENT_REASON,
        })
        .returning({ id: payments.id });
      await deps.jobs.add(STRIPE_REFUND_TASK, { paymentId: refund!.id } satisfies StripeRefundJob, {}, tx);
      await publish({ type: 'order.refunded', orderId: order.id, paymentId: refund!.id }, tx);
      return 'refunded';
    }
    return 'unchanged';
  }

  async function apply(tx: Executor, event: SessionEvent): Promise<WebhookOutcome> {
    const session = event.data.object;
    // A change's session names its order too, but pays the change, never the order.
    if (session.metadata?.rental_change_id !== undefined) {
      return deps.changes ? deps.changes.apply(tx, event.type, session) : 'ignored';
    }
    const order = await orderOf(tx, session);
    if (!order) return 'ignored';
    switch (event.type) {
      case 'checkout.session.completed':
        // Cards are known paid at once; a delayed method completes unpaid and waits for its async event.
        return session.payment_status === 'paid' ? paid(tx, order, session) : 'unchanged';
      case 'checkout.session.async_payment_succeeded':
        return paid(tx, order, session);
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
      return db.transaction(async (tx) => {
        const session = isSessionEvent(event) ? event.data.object : undefined;
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, orderId: metadataOrderId(session) })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        // Delivered before (Stripe retries until it gets a 2xx): applied then, not again.
        if (!fresh) return 'duplicate';
        return isSessionEvent(event) ? apply(tx, event) : 'ignored';
      });
    },
  };
}

export type StripeWebhook = ReturnType<typeof createStripeWebhook>;
