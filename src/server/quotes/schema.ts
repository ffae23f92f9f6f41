import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import { accountOwner, user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { orders, vatTreatment } from '../db/schema/orders';

/*
 * Quotes (decision 090): a number of their own, gapless per prefix and year (quote_counters, as
 * the invoices' counter works: taken in the quote's transaction); each revision a new row of the
 * same number with the next version, the one before kept as `superseded`. Expiry is read from
 * `valid_until` against the shop's calendar, so no job has to run for it. The acceptance (name,
 * time, IP, the terms' version and text) and the order it placed are written in that order's
 * transaction; one order per quote.
 */

/** What is stored; `expired` is an open quote past its day, read at read time. */
export const quoteRowStatus = pgEnum('quote_status', ['open', 'accepted', 'superseded']);

export const quoteCounters = pgTable(
  'quote_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** QUO-2030-00001: the same for every version. */
    number: text('number').notNull(),
    version: integer('version').notNull().default(1),
    userId: accountOwner(),
    /** The staff member who made or revised it; null when the customer asked from the cart. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    status: quoteRowStatus('status').notNull().default('open'),
    vatTreatment: vatTreatment('vat_treatment').notNull().default('standard'),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    damageWaiver: boolean('damage_waiver'),
    /** The customer's business when the quote was made: the buyer its PDF names. */
    company: text('company'),
    vatId: text('vat_id'),
    totalCents: integer('total_cents').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).$type<IsoDate>().notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    termsVersion: integer('terms_version'),
    /** The terms' text as the customer accepted it: the agreement prints this, whatever the shop writes later. */
    termsText: text('terms_text'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    /**
     * The Held order that holds its units while the shop's `quotes.holdUnits` is on (decision 090);
     * null once the hold ended (accepted, revised, expired: the order is deleted).
     */
    heldOrderId: integer('held_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** Until when its units were held: kept as it was when the hold ends. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
  },
  (table) => [
    unique('quotes_number_version').on(table.number, table.version),
    unique('quotes_order').on(table.orderId),
    // One live version per number: two revisions at once cannot both supersede the same one.
    uniqueIndex('quotes_one_live_version')
      .on(table.number)
      .where(sql`${table.status} <> 'superseded'`),
    index('quotes_user_idx').on(table.userId, table.id),
    check(
      'quotes_accepted_whole',
      sql`(${table.status} = 'accepted') = (${table.orderId} IS NOT NULL AND ${table.acceptedName} IS NOT NULL
        AND ${table.acceptedAt} IS NOT NULL AND ${table.acceptedIp} IS NOT NULL AND ${table.termsVersion} IS NOT NULL)`,
    ),
    check('quotes_version_positive', sql`${table.version} >= 1`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    dateFrom: date('date_from', { mode: 'string' }).$type<IsoDate>().notNull(),
    dateTo: date('date_to', { mode: 'string' }).$type<IsoDate>().notNull(),
    quantity: integer('quantity').notNull(),
    chargedDays: integer('charged_days').notNull(),
    dailyCents: integer('daily_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    waiverCents: integer('waiver_cents').notNull().default(0),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [
    unique('quote_lines_position').on(table.quoteId, table.position),
    check('quote_lines_dates', sql`${table.dateFrom} <= ${table.dateTo}`),
    check('quote_lines_amounts', sql`${table.quantity} >= 1 AND ${table.dailyCents} >= 0`),
  ],
);
