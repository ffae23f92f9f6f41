import type { Task } from 'graphile-worker';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../db/client';
import { payments } from '../db/schema/payments';
import type { StripeRefundJob } from './refund-task';
import { isStripeUnavailable, type StripeClient } from './stripe-client';

/*
 * The STRIPE_REFUND_TASK job (refund-task.ts): carries one pending refund row to Stripe. The
 * row's id is the Idempotency-Key, so a job retried after a crash (or run twice) gets Stripe's
 * first answer again and never refunds twice. Stripe unreachable: the job fails and the queue
 * tries again later; Stripe refusing it (nothing left to refund, no such payment): the row is
 * marked failed, which no sum counts.
 */

/**
 * The refund's Idempotency-Key at Stripe: its row, and when the row was made, so a payment id used
 * again (a database restored from a backup) is never taken for an earlier refund.
 */
export const refundKey = (refund: { id: number; createdAt: Date }) =>
  `refund-${refund.id}-${refund.createdAt.getTime()}`;

export function createStripeRefundTask(deps: {
  db: Database;
  stripe: StripeClient;
  logError: (error: unknown, message: string) => void;
}): Task {
  const { db, stripe } = deps;
  const settle = (paymentId: number, state: 'succeeded' | 'failed', stripeId?: string) =>
    db
      .update(payments)
      .set({ state, ...(stripeId ? { stripeId } : {}) })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'pending')));

  return async (payload) => {
    const { paymentId } = payload as StripeRefundJob;
    const [refund] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!refund || refund.kind !== 'refund' || refund.channel !== 'stripe' || refund.state !== 'pending') return;
    // A change's late payment (issue 31) goes back to the payment that made it; any other refund,
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
      await settle(paymentId, 'failed');
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
      await settle(paymentId, made.status === 'failed' || made.status === 'canceled' ? 'failed' : 'succeeded', made.id);
    } catch (error) {
      if (isStripeUnavailable(error) || !(error instanceof Stripe.errors.StripeError)) throw error;
      deps.logError(error, `payments: Stripe refused refund ${paymentId} of order ${refund.orderId}`);
      await settle(paymentId, 'failed');
    }
  };
}
