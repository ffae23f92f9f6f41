import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { orders, rentalChanges } from './rentals';

/**
 * What moved money for an order, one row per movement (issue 28): the payment itself, refunds,
 * and the deposit taken at pick-up, kept (in part, against damage) and returned. Rows are only
 * ever added; a refund through Stripe is added Pending and set Succeeded or Failed by its job.
 * What an order has paid, refunded and holds as deposit is summed from here, never stored twice.
 */
export const paymentKind = pgEnum('payment_kind', [
  'charge',
  'refund',
  'deposit_taken',
  'deposit_kept',
  'deposit_returned',
  // A late return's fee, collected at check-in (issue 30): invoiced with it.
  'late_fee',
  // What a change of a rental's dates added (issue 31): an extension, a move to a longer range.
  // An order has one 'charge'; each change paid has its own row, tied to it.
  'change_charge',
]);

/** Where the money went through: Stripe, or the shop's till (cash) or card terminal. */
export const paymentChannel = pgEnum('payment_channel', ['stripe', 'cash', 'terminal']);

export const paymentState = pgEnum('payment_state', ['pending', 'succeeded', 'failed']);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: paymentKind('kind').notNull(),
    channel: paymentChannel('channel').notNull(),
    state: paymentState('state').notNull().default('succeeded'),
    amountCents: integer('amount_cents').notNull(),
    // The change of a rental's dates this money is for (issue 31): a change_charge, or the
    // refund a shortened or moved rental gave back.
    rentalChangeId: integer('rental_change_id').references(() => rentalChanges.id, { onDelete: 'set null' }),
    // Stripe's id for it: the PaymentIntent of a charge, the Refund of a refund.
    stripeId: text('stripe_id'),
    // Why: an administrator's refund or kept deposit, or what the shop's rules refunded.
    reason: text('reason'),
    // The administrator who recorded it; null for the customer's own actions and Stripe's webhooks.
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId, table.id),
    // An order is paid once: a second webhook, a second click on "mark paid", a race of both.
    uniqueIndex('payments_one_charge_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'charge'`),
    uniqueIndex('payments_stripe_id_key').on(table.kind, table.stripeId),
    // A change is paid once, whatever races its webhook and the desk. Its payments are that
    // charge and refunds; the predicate names no kind added by migration 0018 (see there).
    uniqueIndex('payments_one_charge_per_change')
      .on(table.rentalChangeId)
      .where(sql`${table.kind} <> 'refund'`),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

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

export type PaymentRow = typeof payments.$inferSelect;
