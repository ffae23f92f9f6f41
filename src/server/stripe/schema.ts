import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema/orders';
import { rentalChanges } from '../db/schema/rentals';

/**
 * Every Stripe webhook event applied, by its id: one inserted in the transaction that applies it,
 * so a second delivery of the same event finds it and changes nothing (decision 042).
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every Checkout Session the shop made at Stripe, with what it asked for. A webhook is
 * applied only to a session found here, to the order (or change) stored with it, and only when
 * the amount and currency paid are the ones asked: a session's metadata is never trusted, since
 * any other tool on the same Stripe account can write an order_id there.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Set for a session that pays a change of a rental's dates, not the order.
    rentalChangeId: integer('rental_change_id').references(() => rentalChanges.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checkout_sessions_order_id_idx').on(table.orderId),
    check('checkout_sessions_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
