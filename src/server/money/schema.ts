import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { payments } from '../db/schema/payments';

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
