/*
 * A refund through Stripe is two steps (issue 28): the transaction that decides it adds a
 * `refund` row to payments (state pending) and this job; the job asks Stripe, with the row's id
 * as the idempotency key so a retried job never refunds twice, and marks the row succeeded (with
 * Stripe's refund id) or failed. A refund owed at the counter (cash, terminal) stays pending,
 * with no job, until an administrator marks it given (decision 043).
 */
export const STRIPE_REFUND_TASK = 'payments:stripe-refund';

export type StripeRefundJob = { paymentId: number };
