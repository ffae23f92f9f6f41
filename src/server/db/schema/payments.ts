import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentChannels, paymentKinds, paymentStates } from '../../../shared/schemas/order';
import { user } from './auth';
import { orders } from './orders';
import { rentalChanges, rentals } from './rentals';

/*
 * Shared records (decision 078): every module may read the ledger; money/ writes it, and so do the
 * flows (confirm-payment.ts) and stripe/ (what Stripe confirms, refunds it sends).
 */

/**
 * What moved money for an order, one row per movement: the payment itself, refunds,
 * and the deposit taken at pick-up, kept (in part, against damage) and returned. Rows are only
 * ever added; a refund through Stripe is added Pending and set Succeeded or Failed by its job.
 * What an order has paid, refunded and holds as deposit is summed from here, never stored twice.
 */
// The values are the API's (shared/schemas/order.ts), which says what each one is.
export const paymentKind = pgEnum('payment_kind', paymentKinds);

/** Where the money went through: Stripe, the shop's till (cash) or card terminal, or a bank transfer. */
export const paymentChannel = pgEnum('payment_channel', paymentChannels);

export const paymentState = pgEnum('payment_state', paymentStates);

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
    // The change of a rental's dates this money is for: a change_charge, or the
    // refund a shortened or moved rental gave back.
    rentalChangeId: integer('rental_change_id').references(() => rentalChanges.id, { onDelete: 'set null' }),
    // Stripe's id for it: the PaymentIntent of a charge, the Refund of a refund.
    stripeId: text('stripe_id'),
    // Why: an administrator's refund or kept deposit, or what the shop's rules refunded.
    reason: text('reason'),
    // The administrator who recorded it; null for the customer's own actions and Stripe's webhooks.
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A refund through Stripe (decision 064): the tries its job made that Stripe did
    // not accept, and the round of its Idempotency-Key, moved on after Stripe refused a try (so
    // the next try is a new request) and never after one left unanswered (which Stripe may
    // have made: asked again with the same key, it answers as the first time).
    stripeTries: integer('stripe_tries').notNull().default(0),
    stripeKeyRound: integer('stripe_key_round').notNull().default(0),
    // Stripe's reason for the last try it did not accept, and when the refund was given up on
    // (state failed): listed on the dashboard home until retried or refunded another way.
    failureReason: text('failure_reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // A failed refund staff paid back by other means: their note, who, when (state succeeded).
    settledNote: text('settled_note'),
    settledBy: text('settled_by').references(() => user.id, { onDelete: 'set null' }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
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
    // The dashboard home's refunds that did not go through.
    index('payments_failed_refunds_idx')
      .on(table.failedAt)
      .where(sql`${table.kind} = 'refund' AND ${table.state} = 'failed'`),
  ],
);

/**
 * What an order costs beyond its live lines, one row per change (decision 062): what
 * the cancellation rules kept of a cancelled paid line, or of the days a change took off a paid
 * line; what an administrator's refund by hand took off the price (negative); and, for an order
 * placed before this ledger, what it had settled at. An order's cost is its live lines plus
 * these; its balance is that cost minus what was paid plus what was refunded (order-money.ts).
 */
export const adjustmentKind = pgEnum('order_adjustment_kind', [
  'cancellation_fee',
  'change_fee',
  'goodwill',
  'before_ledger',
]);

export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: adjustmentKind('kind').notNull(),
    // Signed: a fee adds to the cost, goodwill takes off it.
    amountCents: integer('amount_cents').notNull(),
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    rentalChangeId: integer('rental_change_id').references(() => rentalChanges.id, { onDelete: 'set null' }),
    // The refund that went with it (goodwill is its refund's other half).
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_adjustments_order_id_idx').on(table.orderId),
    check('order_adjustments_amount_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
