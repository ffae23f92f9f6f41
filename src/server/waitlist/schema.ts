import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountOwner } from '../db/schema/auth';
import { productOf } from '../db/schema/catalog';
import { identity, period } from '../db/schema/columns';

/**
 * A signed-in customer waiting for a product on dates it is booked out. It ends when
 * the customer is told a unit is free (`notified_at`, one mail) or withdraws it (`withdrawn_at`).
 */
export const waitlistRequests = pgTable(
  'waitlist_requests',
  {
    id: identity(),
    userId: accountOwner(),
    productId: productOf('cascade'),
    ...period(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    // A customer waits once for the same product and dates.
    uniqueIndex('waitlist_requests_one_open')
      .on(table.userId, table.productId, table.dateFrom, table.dateTo)
      .where(sql`${table.notifiedAt} IS NULL AND ${table.withdrawnAt} IS NULL`),
    // What is waited for on a product, read when one of its units may have freed up.
    index('waitlist_requests_open_product_idx')
      .on(table.productId, table.dateFrom)
      .where(sql`${table.notifiedAt} IS NULL AND ${table.withdrawnAt} IS NULL`),
    index('waitlist_requests_user_idx').on(table.userId, table.id),
    check('waitlist_requests_dates_ordered', sql`${table.dateTo} >= ${table.dateFrom}`),
    check('waitlist_requests_ends_once', sql`${table.notifiedAt} IS NULL OR ${table.withdrawnAt} IS NULL`),
  ],
);
