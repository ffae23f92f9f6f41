import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import { accountOwner } from '../db/schema/auth';
import { identity } from '../db/schema/columns';
import { orders } from '../db/schema/orders';

/**
 * A code the shop gives out for a percentage or an amount off the rent (docs/pricing.md). `uses`
 * counts its rows in coupon_uses, kept by their trigger (migration 0028), and the check keeps it
 * within `max_uses`: the last use cannot be taken twice, however many checkouts race for it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: identity(),
    // In capitals (shared/schemas/coupon.ts): a code is found whatever case the customer types.
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    validFrom: date('valid_from', { mode: 'string' }).$type<IsoDate>(),
    validTo: date('valid_to', { mode: 'string' }).$type<IsoDate>(),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minDays: integer('min_days'),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'`),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('coupons_one_kind', sql`(${table.percentOff} IS NULL) <> (${table.amountOffCents} IS NULL)`),
    check('coupons_percent_range', sql`${table.percentOff} BETWEEN 1 AND 100`),
    check('coupons_amount_positive', sql`${table.amountOffCents} > 0`),
    check('coupons_code_form', sql`${table.code} ~ '^[A-Z0-9][A-Z0-9_-]{2,39}$'`),
    check('coupons_valid_ordered', sql`${table.validTo} >= ${table.validFrom}`),
    check('coupons_uses_within_max', sql`${table.uses} >= 0 AND (${table.maxUses} IS NULL OR ${table.uses} <= ${table.maxUses})`),
  ],
);

/**
 * One order's use of a coupon. Written in the booking's transaction; its trigger counts it on
 * the coupon (and refuses a customer's use past `max_uses_per_customer`); an order that lapses
 * unpaid loses its row and gives the use back.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: accountOwner(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId] }),
    index('coupon_uses_coupon_user_idx').on(table.couponId, table.userId),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;
