import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { payments } from '../db/schema/payments';
import { rentals } from '../db/schema/rentals';

/** Why money Stripe reported was not applied to an order. */
export const reviewReason = pgEnum('payment_review_reason', ['unknown_session', 'amount_mismatch']);

/**
 * Money Stripe says was taken that matches nothing the shop asked for: a session it never made,
 * or a paid amount or currency other than its session's. It never confirms an order; it waits on
 * the dashboard home until staff have looked at it (refunded it in Stripe, or matched it by hand).
 */
export const paymentsForReview = pgTable(
  'payments_for_review',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stripeEventId: text('stripe_event_id').notNull().unique(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    // The order its session was made for, when the shop made it (never the metadata's).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: reviewReason('reason').notNull(),
    // What Stripe reported, as it reported it (a forged event may carry anything).
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('payments_for_review_open_idx')
      .on(table.receivedAt)
      .where(sql`${table.reviewedAt} IS NULL`),
  ],
);

/**
 * A customer's dispute of a payment with their bank (Stripe's charge.dispute.created,
 * decision 064), for a payment the shop has by its PaymentIntent: the money is held by Stripe
 * until the dispute is decided there. Listed on the dashboard home until staff mark it reviewed
 * (they answer it in Stripe's dashboard); kept after.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stripeDisputeId: text('stripe_dispute_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    // Stripe's reason code (fraudulent, product_not_received, …), as it gave it.
    reason: text('reason').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    // Stripe's decision (charge.dispute.closed): won, lost or warning_closed, and when it came.
    outcome: text('outcome'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('payment_disputes_closed_with_outcome', sql`(${table.outcome} IS NULL) = (${table.closedAt} IS NULL)`),
    index('payment_disputes_open_idx')
      .on(table.receivedAt)
      .where(sql`${table.reviewedAt} IS NULL`),
  ],
);

/**
 * "Customer pays later": units handed over while their order still owed money, and why, as the
 * counter said it (hand-over/, docs/hand-over.md). The order's last note shows on its page and on
 * the dashboard's overview while the order still owes; a payment later settles the balance, the
 * note stays as the record of what was said.
 */
export const payLaterNotes = pgTable(
  'pay_later_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The line handed over.
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    // What the order owed when its units went, in cents.
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pay_later_notes_order_idx').on(table.orderId, table.id),
    check('pay_later_notes_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
