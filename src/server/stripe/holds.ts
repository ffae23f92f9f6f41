import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import type { Publish } from '../events';
import type { JobQueue } from '../jobs';
import type { ShopCalendar } from '../shop-calendar';
import type { StripeClient } from './stripe-client';

/*
 * Units held while the customer pays (decision 042): an online order is AwaitingPayment until
 * Stripe's webhook says it is paid, or its hold ends and it lapses. Lapsing asks Stripe to expire
 * the Checkout Session first, so nobody can pay for units that are about to be freed; if Stripe
 * says the session is already complete, the payment is on its way and the webhook decides. Then,
 * in one transaction guarded by the status: Lapsed, every line cancelled, every unit free at once.
 */

/** The job that lapses one order when its hold ends; added in the booking's transaction. */
export const LAPSE_ORDER_TASK = 'payments:lapse-order';
export type LapseOrderJob = { orderId: number };

/** The sweep that lapses whatever hold has ended (a lapse job lost or failed): every minute. */
export const LAPSE_SWEEP_TASK = 'payments:lapse-sweep';
export const LAPSE_SWEEP_CRONTAB = `* * * * * ${LAPSE_SWEEP_TASK}`;

/** Orders lapsed per sweep at most; the next minute takes the rest. */
const SWEEP_BATCH = 100;

/**
 * Lapses the order inside `tx` if it still awaits payment: Lapsed, its lines cancelled and their
 * units freed, `order.lapsed` published. `forgetKey` frees its Idempotency-Key (a checkout that
 * never reached Stripe may be sent again as it was). Answers whether it lapsed it.
 */
export async function lapseIn(
  tx: Executor,
  publish: Publish,
  orderId: number,
  options: { forgetKey?: boolean } = {},
): Promise<boolean> {
  const [lapsed] = await tx
    .update(orders)
    .set({
      status: 'Lapsed',
      ...(options.forgetKey ? { idempotencyKey: null, idempotencyFingerprint: null } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AwaitingPayment')))
    .returning({ id: orders.id });
  if (!lapsed) return false;
  const lines = await tx
    .update(rentals)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(rentals.orderId, orderId), isNull(rentals.cancelledAt)))
    .returning({ id: rentals.id });
  if (lines.length > 0) {
    await tx
      .update(rentalItems)
      .set({ cancelled: true })
      .where(
        inArray(
          rentalItems.rentalId,
          lines.map((line) => line.id),
        ),
      );
  }
  await publish({ type: 'order.lapsed', orderId }, tx);
  return true;
}

export type LapseResult = 'lapsed' | 'not-awaiting' | 'still-held' | 'paid-at-stripe';

export function createHolds(deps: {
  db: Database;
  calendar: ShopCalendar;
  publish: Publish;
  jobs: JobQueue;
  stripe: StripeClient;
  logError: (error: unknown, message: string) => void;
}) {
  const { db, calendar, publish, jobs, stripe } = deps;

  /**
   * Expires a Checkout Session so it can no longer be paid; answers 'complete' when Stripe says
   * it was paid already (its webhook is on the way). Throws when Stripe cannot be reached.
   */
  async function expireSession(sessionId: string): Promise<'expired' | 'complete'> {
    try {
      await stripe.checkout.sessions.expire(sessionId);
      return 'expired';
    } catch (error) {
      if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
      // Refused: only an open session can be expired. Which state is it in?
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return 'complete';
      if (session.status === 'expired') return 'expired';
      throw error;
    }
  }

  /**
   * Lapses an order awaiting payment. With `whenHoldEnded`, only once its hold has ended (the
   * lapse job and the sweep); without, at once (Stripe unreachable at checkout).
   */
  async function lapse(
    orderId: number,
    options: { whenHoldEnded?: boolean; forgetKey?: boolean } = {},
  ): Promise<LapseResult> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'AwaitingPayment') return 'not-awaiting';
    if (options.whenHoldEnded && order.holdExpiresAt! > calendar.now()) return 'still-held';
    if (order.checkoutSessionId && (await expireSession(order.checkoutSessionId)) === 'complete') {
      return 'paid-at-stripe';
    }
    const lapsed = await db.transaction((tx) => lapseIn(tx, publish, orderId, options));
    return lapsed ? 'lapsed' : 'not-awaiting';
  }

  return {
    lapse,
    expireSession,

    /** In the booking's transaction: the lapse job, due when the hold ends. */
    async held(orderId: number, holdExpiresAt: Date, tx: Executor) {
      await jobs.add(
        LAPSE_ORDER_TASK,
        { orderId } satisfies LapseOrderJob,
        { runAt: holdExpiresAt, jobKey: `lapse-order-${orderId}` },
        tx,
      );
    },

    /** Lapses every order whose hold has ended; answers how many lapsed. One order's failure does not stop the rest. */
    async sweep(): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'AwaitingPayment'), lte(orders.holdExpiresAt, calendar.now())))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(SWEEP_BATCH);
      let lapsed = 0;
      for (const { id } of due) {
        try {
          if ((await lapse(id, { whenHoldEnded: true })) === 'lapsed') lapsed += 1;
        } catch (error) {
          deps.logError(error, `payments: order ${id} could not be lapsed yet; the next sweep tries again`);
        }
      }
      return lapsed;
    },
  };
}

export type Holds = ReturnType<typeof createHolds>;
