import type { Task } from 'graphile-worker';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/client';
import { type PaymentRow, payments } from '../db/schema/payments';
import type { Publish } from '../events';
import type { JobQueue } from '../jobs';
import {
  REFUND_RETRY_MINUTES,
  REFUND_TRIES,
  refundJobKey,
  STRIPE_REFUND_TASK,
  type StripeRefundJob,
} from '../money/refund-task';
import { isStripeUnavailable, type StripeClient } from './stripe-client';

/*
 * The STRIPE_REFUND_TASK job (refund-task.ts): carries one pending refund row to Stripe. The
 * row's id is the Idempotency-Key, so a job retried after a crash (or run twice) gets Stripe's
 * first answer again and never refunds twice.
 *
 * A try Stripe does not accept is tried again later, by a job of its own (REFUND_RETRY_MINUTES):
 * one left unanswered (Stripe unreachable, or failing on its side) with the same key, since
 * Stripe may have made it; one Stripe refused with the next key, a new request (Stripe answers
 * a key it refused with the same refusal). After REFUND_TRIES the row is failed, with Stripe's
 * reason, which no sum counts and the dashboard home lists (decision 064). Only when Stripe has
 * accepted the refund (succeeded, or pending on its way to the card) is `order.refunded`
 * published, and the customer's mail says the money is on its way.
 */

/**
 * The refund's Idempotency-Key at Stripe: its row, and when the row was made, so a payment id used
 * again (a database restored from a backup) is never taken for an earlier refund; from the second
 * round on (after a refusal), the round.
 */
export const refundKey = (refund: Pick<PaymentRow, 'id' | 'createdAt' | 'stripeKeyRound'>) =>
  `refund-${refund.id}-${refund.createdAt.getTime()}${refund.stripeKeyRound > 0 ? `-${refund.stripeKeyRound}` : ''}`;

/** When the try after the `tries`-th (1-based) runs, or null when that was the last. */
export function nextRefundTry(tries: number, now: Date): Date | null {
  if (tries >= REFUND_TRIES) return null;
  const minutes = REFUND_RETRY_MINUTES[tries - 1]!;
  return new Date(now.getTime() + minutes * 60_000);
}

export function createStripeRefundTask(deps: {
  db: Database;
  stripe: StripeClient;
  publish: Publish;
  jobs: JobQueue;
  logError: (error: unknown, message: string) => void;
}): Task {
  const { db, stripe, publish, jobs } = deps;
  const pendingRow = (paymentId: number) => and(eq(payments.id, paymentId), eq(payments.state, 'pending'));

  /** Stripe accepted it: succeeded, and its event (the customer's mail, the shop's webhooks). */
  const accepted = (refund: PaymentRow, stripeId: string) =>
    db.transaction(async (tx) => {
      const [done] = await tx
        .update(payments)
        .set({ state: 'succeeded', stripeId, failureReason: null })
        .where(pendingRow(refund.id))
        .returning({ id: payments.id });
      if (done) await publish({ type: 'order.refunded', orderId: refund.orderId, paymentId: refund.id }, tx);
    });

  /** A try not accepted: another later, or failed after the last; `refused` moves the key on. */
  const notAccepted = (refund: PaymentRow, reason: string, refused: boolean, last = false) =>
    db.transaction(async (tx) => {
      const tries = refund.stripeTries + 1;
      const next = last ? null : nextRefundTry(tries, new Date());
      const [kept] = await tx
        .update(payments)
        .set({
          stripeTries: tries,
          stripeKeyRound: refused ? refund.stripeKeyRound + 1 : refund.stripeKeyRound,
          failureReason: reason.slice(0, 500),
          ...(next ? {} : { state: 'failed' as const, failedAt: sql`now()` }),
        })
        .where(pendingRow(refund.id))
        .returning({ id: payments.id });
      if (kept && next) {
        const job: StripeRefundJob = { paymentId: refund.id };
        await jobs.add(STRIPE_REFUND_TASK, job, { runAt: next, jobKey: refundJobKey(refund.id) }, tx);
      }
    });

  return async (payload) => {
    const { paymentId } = payload as StripeRefundJob;
    const [refund] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!refund || refund.kind !== 'refund' || refund.channel !== 'stripe' || refund.state !== 'pending') return;
    // A change's late payment goes back to the payment that made it; any other refund,
    // a shortened rental's too (its change has no payment of its own), to the order's payment.
    const [changeCharge] =
      refund.rentalChangeId === null
        ? []
        : await db
            .select()
            .from(payments)
            .where(and(eq(payments.rentalChangeId, refund.rentalChangeId), eq(payments.kind, 'change_charge')));
    const [charge] = changeCharge
      ? [changeCharge]
      : await db
          .select()
          .from(payments)
          .where(
            and(eq(payments.orderId, refund.orderId), eq(payments.kind, 'charge'), eq(payments.channel, 'stripe')),
          );
    if (!charge?.stripeId) {
      deps.logError(
        new Error(`order ${refund.orderId} has no Stripe payment`),
        `payments: refund ${paymentId} cannot be made`,
      );
      // No try will find one: failed at once.
      await notAccepted(refund, 'The order has no payment at Stripe to refund.', false, true);
      return;
    }
    try {
      const made = await stripe.refunds.create(
        {
          payment_intent: charge.stripeId,
          amount: refund.amountCents,
          metadata: { order_id: String(refund.orderId), payment_id: String(paymentId) },
        },
        { idempotencyKey: refundKey(refund) },
      );
      // Pending at Stripe is accepted (on its way to the card); failed or canceled is not.
      if (made.status === 'failed' || made.status === 'canceled') {
        await notAccepted(
          refund,
          `Stripe ${made.status} the refund: ${made.failure_reason ?? 'no reason given'}.`,
          true,
        );
      } else {
        await accepted(refund, made.id);
      }
    } catch (error) {
      const unanswered = isStripeUnavailable(stripe, error) || !(error instanceof stripe.errors.StripeError);
      deps.logError(
        error,
        `payments: ${unanswered ? 'Stripe did not answer' : 'Stripe refused'} refund ${paymentId} of order ${refund.orderId}`,
      );
      await notAccepted(
        refund,
        unanswered
          ? 'Stripe could not be reached.'
          : (error as Stripe.errors.StripeError).message || 'Stripe refused the refund.',
        !unanswered,
      );
    }
  };
}
