import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../../shared/calendar-date';
import { accountOwner, user } from './auth';
import { items, productOf } from './catalog';
import { identity, period } from './columns';
import { orders } from './orders';
import { incidentStatuses, incidentTypes } from '../../../shared/schemas/incident';
import { returnConditions } from '../../../shared/schemas/rental';
import { closedDayChoices, closedDayKinds } from '../../../shared/schemas/closed-days';

/*
 * Shared records (decision 078): every module may read rentals, their units, changes, reviews and
 * incidents; the booking statement (rentals/book-line.ts), the flows, stripe/'s holds, reviews/
 * and incidents/ write them.
 */

export const incidentType = pgEnum('incident_type', incidentTypes);
export const incidentStatus = pgEnum('incident_status', incidentStatuses);

/**
 * How a unit came back at the hand-over desk: fine, damaged (it goes out of service at
 * once), or missing (it did not come back: the rental stays open and the unit out of service).
 */
export const returnCondition = pgEnum('return_condition', returnConditions);

/** An insert that leaves a column to the rentals_into_order trigger (migration 0013). */
const byTrigger = sql`DEFAULT`;

export const rentals = pgTable(
  'rentals',
  {
    id: identity(),
    userId: accountOwner(),
    // A product that was ever rented cannot be deleted: the rental history would lose its product.
    productId: productOf('restrict'),
    ...period(),
    // The order this rental is a line of. A rental inserted without one (tools, old scripts)
    // becomes a one-line order in the trigger of migration 0013.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .$defaultFn(() => byTrigger),
    // The daily price it was booked at, in cents: every total is computed from it, never from
    // the product's price now (decision 038). Filled from the product's price when not given.
    dailyPriceCents: integer('daily_price_cents')
      .notNull()
      .$defaultFn(() => byTrigger),
    // The days its total counts: every day, or only the open ones when the shop's
    // settings made closed days free when it was booked or last changed. Filled with every day
    // by the rentals_into_order trigger when not given.
    chargedDays: smallint('charged_days')
      .notNull()
      .$defaultFn(() => byTrigger),
    // What a coupon took off its rent, and what the damage waiver added, in cents, as booked
    // (shared/discounts.ts): the line's cost is its rent less the one plus the other, and a
    // cancelled line takes both with it. A later change of its dates, units or price keeps them.
    discountCents: integer('discount_cents').notNull().default(0),
    waiverCents: integer('waiver_cents').notNull().default(0),
    // The deposit per unit asked when it was booked, in cents (the product's may change later).
    depositCents: integer('deposit_cents').notNull().default(0),
    // Units per booked piece: 1, or a kit's units per kit when it was booked, so its
    // quantity (live units / units_per_kit) stays what was booked when the kit is edited later.
    unitsPerKit: smallint('units_per_kit').notNull().default(1),
    // The VAT rate in percent it was booked at: the product's, else the shop's standard
    // rate then, filled by the rentals_vat_rate trigger (migration 0015). Its daily price includes it.
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 })
      .notNull()
      .$defaultFn(() => byTrigger),
    // Set when cancelled: the row stays (its order keeps it), its units are freed (rental_items.cancelled).
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Rentals booked before orders (migration 0013) kept their keys here; new keys are on orders.
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the request the key came with: the same key with another body is refused (decision 022).
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('rentals_user_idempotency_key').on(table.userId, table.idempotencyKey),
    // A customer's rentals not yet ended (the open-rentals limit, every booking): one index range.
    index('rentals_user_id_date_to_idx').on(table.userId, table.dateTo),
    // A customer's earliest end with a product (whether they may review it), read for every rental shown.
    index('rentals_user_product_date_to_idx').on(table.userId, table.productId, table.dateTo),
    // A product's rentals; by their last days too, for a product's late returns in a period
    // (reports/utilisation.ts): the few due back then, not its whole history.
    index('rentals_product_id_date_to_idx').on(table.productId, table.dateTo),
    index('rentals_order_id_idx').on(table.orderId),
    // The daily reminders look for rentals starting or ending tomorrow; the rentals CSV reads
    // the whole history in this order, a piece at a time (exports/queries.ts).
    index('rentals_date_from_id_idx').on(table.dateFrom, table.id),
    index('rentals_date_to_idx').on(table.dateTo),
    // The live rentals under way on a day (the desk's pick-ups: started, not over): only those,
    // whatever the history's size. By their last day alone, a day read every rental booked ahead
    // of it (52,000 in the bench's shop) to find the thousand that had started.
    index('rentals_live_period_idx')
      .using('gist', sql`daterange(${table.dateFrom}, ${table.dateTo}, '[]')`)
      .where(sql`${table.cancelledAt} IS NULL`),
    check('rentals_dates_ordered', sql`${table.dateTo} >= ${table.dateFrom}`),
    check(
      'rentals_charged_days_range',
      sql`${table.chargedDays} BETWEEN 1 AND ${table.dateTo} - ${table.dateFrom} + 1`,
    ),
    check('rentals_units_per_kit_range', sql`${table.unitsPerKit} >= 1`),
    check('rentals_extras_not_negative', sql`${table.discountCents} >= 0 AND ${table.waiverCents} >= 0`),
    check('rentals_vat_rate_range', sql`${table.vatRate} BETWEEN 0 AND 100`),
    // Target of rental_items' composite key, which keeps the copied dates equal to the rental's.
    unique('rentals_id_dates_key').on(table.id, table.dateFrom, table.dateTo),
  ],
);

/**
 * One row per physical unit on a rental. The rental's dates are repeated here because an
 * exclusion constraint can only see its own row: `rental_items_no_overlap` (migration 0001)
 * refuses two rows for the same item whose inclusive date ranges overlap.
 */
export const rentalItems = pgTable(
  'rental_items',
  {
    rentalId: integer('rental_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    ...period(),
    // The last day the unit is kept for this rental: its last day plus its product's buffer in
    // open days. Always set by the rental_items_blocked_to trigger (migration 0018)
    // from buffer_end(); rental_items_no_overlap compares [date_from, blocked_to].
    blockedTo: date('blocked_to', { mode: 'string' })
      .$type<IsoDate>()
      .notNull()
      .$defaultFn(() => byTrigger),
    // The rental was cancelled: the row stays as its history, and rental_items_no_overlap
    // (WHERE NOT cancelled, migration 0013) no longer counts the unit as taken.
    cancelled: boolean('cancelled').notNull().default(false),
    // The hand-over desk: when and by whom this unit was handed to the customer, and
    // when and by whom it came back, in what condition. A unit swapped at check-out is a new row
    // value (item_id changes), so these always describe the unit the customer holds.
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: text('checked_out_by').references(() => user.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    // Null until checked in; 'missing' leaves checked_in_at null (the unit is still out).
    returnCondition: returnCondition('return_condition'),
    returnNote: text('return_note'),
    // The late fee charged for this unit at its check-in, in cents (null: none was due).
    lateFeeCents: integer('late_fee_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.rentalId, table.itemId] }),
    index('rental_items_item_id_idx').on(table.itemId),
    // A unit is in one customer's hands at a time: handed out and not back (a missing one never is).
    uniqueIndex('rental_items_unit_out_once')
      .on(table.itemId)
      .where(sql`${table.checkedOutAt} IS NOT NULL AND ${table.checkedInAt} IS NULL`),
    // Units out and not back, for the overdue sweep and the desk: few rows, read often.
    index('rental_items_out_idx')
      .on(table.dateTo)
      .where(sql`${table.checkedOutAt} IS NOT NULL AND ${table.checkedInAt} IS NULL`),
    // Units booked and not handed over yet (a shop's history is all handed over): the overview's
    // rentals needing another unit read these, by unit and last day, whatever the history's size.
    index('rental_items_to_hand_out_idx')
      .on(table.itemId, table.dateTo)
      .where(sql`${table.checkedOutAt} IS NULL AND NOT ${table.cancelled}`),
    // Bookings by their days, for the reports over a period (reports/utilisation.ts): a month
    // reads that month's bookings, whatever the size of the history.
    index('rental_items_days_idx')
      .using('gist', sql`daterange(${table.dateFrom}, ${table.dateTo}, '[]')`)
      .where(sql`NOT ${table.cancelled}`),
    check('rental_items_in_after_out', sql`${table.checkedInAt} IS NULL OR ${table.checkedOutAt} IS NOT NULL`),
    check(
      'rental_items_returned_with_condition',
      sql`(${table.checkedInAt} IS NULL) = (${table.returnCondition} IS NULL OR ${table.returnCondition} = 'missing')`,
    ),
    check('rental_items_blocked_after_end', sql`${table.blockedTo} >= ${table.dateTo}`),
    check('rental_items_late_fee_positive', sql`${table.lateFeeCents} IS NULL OR ${table.lateFeeCents} > 0`),
    foreignKey({
      name: 'rental_items_rental_fk',
      columns: [table.rentalId, table.dateFrom, table.dateTo],
      foreignColumns: [rentals.id, rentals.dateFrom, rentals.dateTo],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    userId: accountOwner(),
    productId: productOf('cascade'),
    rating: smallint('rating').notNull(),
    comments: text('comments').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reviews_user_product_key').on(table.userId, table.productId),
    index('reviews_product_id_idx').on(table.productId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

export const incidents = pgTable(
  'incidents',
  {
    id: identity(),
    userId: accountOwner(),
    // NO ACTION (checked at the end of the statement) rather than RESTRICT, so deleting a user
    // cascades through both their rentals and their incidents, while a lone rental with an
    // incident still cannot be deleted.
    rentalId: integer('rental_id')
      .notNull()
      .unique()
      .references(() => rentals.id, { onDelete: 'no action' }),
    // Who reported it: the rental's customer, or an administrator (null once their account is gone;
    // the audit log still names them).
    reportedBy: text('reported_by').references(() => user.id, { onDelete: 'set null' }),
    // An administrator's report on someone else's rental: it does not stop the customer from
    // cancelling, as their own report does (decision 035).
    byShop: boolean('by_shop').notNull().default(false),
    type: incidentType('type').notNull(),
    description: text('description').notNull(),
    status: incidentStatus('status').notNull().default('Open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('incidents_user_id_idx').on(table.userId),
    // The dashboard home's open incidents, newest first.
    index('incidents_open_idx')
      .on(table.id)
      .where(sql`${table.status} = 'Open'`),
  ],
);

/**
 * How a rental changed after it was booked. extend, shorten, move: a customer (or an
 * administrator for them) changed its dates. price, units, line: staff raised a line's
 * price, gave it more units, or added it, after the order's charge (decision 069): the
 * difference is a later charge the counter takes, with its own invoice.
 */
export const rentalChangeKind = pgEnum('rental_change_kind', ['extend', 'shorten', 'move', 'price', 'units', 'line']);

/**
 * pending: the new dates hold the units while the customer pays the difference online (until
 * `hold_expires_at`); done: in force; lapsed: not paid in time, the old dates came back.
 */
export const rentalChangeStatus = pgEnum('rental_change_status', ['pending', 'done', 'lapsed']);

/**
 * Every change of a rental's dates, with the dates and charged days before and after and the
 * money it moved: the rental row holds the dates in force, this is their history. `amount_cents`
 * is what the customer owes for it (an extension, a move to a longer range: positive) or what
 * the shop's cancellation rules give back (shortened or moved to a shorter range: negative).
 */
export const rentalChanges = pgTable(
  'rental_changes',
  {
    id: identity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    kind: rentalChangeKind('kind').notNull(),
    status: rentalChangeStatus('status').notNull().default('done'),
    dateFromBefore: date('date_from_before', { mode: 'string' }).$type<IsoDate>().notNull(),
    dateToBefore: date('date_to_before', { mode: 'string' }).$type<IsoDate>().notNull(),
    dateFromAfter: date('date_from_after', { mode: 'string' }).$type<IsoDate>().notNull(),
    dateToAfter: date('date_to_after', { mode: 'string' }).$type<IsoDate>().notNull(),
    chargedDaysBefore: smallint('charged_days_before').notNull(),
    chargedDaysAfter: smallint('charged_days_after').notNull(),
    // The line's daily price before an extension that moved it to a lower duration price
    // (docs/pricing.md); null when the change kept it. A lapsed change restores it.
    dailyPriceCentsBefore: integer('daily_price_cents_before'),
    amountCents: integer('amount_cents').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // The Stripe Checkout Session the difference is paid on, and where it is.
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    // Who asked: the customer, or the administrator acting for them.
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rental_changes_rental_id_idx').on(table.rentalId, table.id),
    // One change waits for its payment at a time per rental.
    uniqueIndex('rental_changes_one_pending')
      .on(table.rentalId)
      .where(sql`${table.status} = 'pending'`),
    // The lapse sweep reads the holds that have run out.
    index('rental_changes_pending_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('rental_changes_hold_while_pending', sql`${table.status} <> 'pending' OR ${table.holdExpiresAt} IS NOT NULL`),
    check(
      'rental_changes_dates_ordered',
      sql`${table.dateToBefore} >= ${table.dateFromBefore} AND ${table.dateToAfter} >= ${table.dateFromAfter}`,
    ),
  ],
);

/** Which of a rental's days a closed day falls on: its first (pick-up) or its last (return). */
export const closedDayKind = pgEnum('closed_day_kind', closedDayKinds);

/**
 * What the shop chose when it closed a day a live rental picks up or returns on (issue 48):
 * keep it as an exception the desk expects, or tell the customer (decision 102).
 */
export const closedDayChoice = pgEnum('closed_day_choice', closedDayChoices);

/**
 * The rentals a change of the opening days or closed dates reached, and what the shop chose for
 * each: written by settings/ in the transaction that saves the change. `keep`: the shop opens for
 * that rental on that day (the desk expects it, a change of its other date is not refused for it);
 * `notify`: the customer was told, and cancelling the rental while it is still on that day is
 * refunded in full (money/refunds.ts). Read by the reschedule, the refunds and the mail.
 */
export const rentalClosedDays = pgTable(
  'rental_closed_days',
  {
    id: identity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).$type<IsoDate>().notNull(),
    kind: closedDayKind('kind').notNull(),
    choice: closedDayChoice('choice').notNull(),
    // Who saved the settings (null once their account is gone; the audit log still names them).
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('rental_closed_days_rental_date_kind_key').on(table.rentalId, table.date, table.kind)],
);
