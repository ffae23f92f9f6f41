import type { Executor } from '../db/client';
import type { JobQueue } from '../jobs';

/*
 * A refund through Stripe is two steps: the transaction that decides it adds a
 * `refund` row to payments (state pending) and this job; the job asks Stripe, with the row's id
 * as the idempotency key so a retried job never refunds twice, and marks the row succeeded (with
 * Stripe's refund id) or, after its last try, failed. A refund owed at the counter (cash,
 * terminal) stays pending, with no job, until an administrator marks it given (decision 043).
 *
 * Tries and backoff (decision 064): a try Stripe does not accept (it refused the refund,
 * or could not be reached) is tried again by a new job, REFUND_RETRY_MINUTES[n - 1] after the
 * n-th; after REFUND_TRIES the refund has failed and waits on the dashboard home for staff.
 */
export const STRIPE_REFUND_TASK = 'payments:stripe-refund';

export type StripeRefundJob = { paymentId: number };

/** Minutes before the 2nd, 3rd, … try: about a day and a half from the first try to the last. */
export const REFUND_RETRY_MINUTES = [1, 10, 60, 6 * 60, 24 * 60] as const;

/** Tries at Stripe before a refund is given up on (the first and one per delay above). */
export const REFUND_TRIES = REFUND_RETRY_MINUTES.length + 1;

/** The one job of a refund's next try: a retry asked by staff replaces one still waiting. */
export const refundJobKey = (paymentId: number) => `stripe-refund-${paymentId}`;

/** In the refund's transaction: the job that asks Stripe for the pending refund `paymentId`. */
export const queueStripeRefund = (jobs: JobQueue, paymentId: number, tx: Executor) =>
  jobs.add(STRIPE_REFUND_TASK, { paymentId } satisfies StripeRefundJob, { jobKey: refundJobKey(paymentId) }, tx);
