import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from '../db/schema/auth';

/**
 * The secret addresses of the calendar feeds (decision 052): one per customer who asked
 * for theirs, and one of the shop's pick-ups and returns. The address's token is never stored:
 * it is an HMAC, under a key derived from AUTH_SECRET, of the random `seed`; `token_hash` (its
 * SHA-256) is what a feed request is looked up by. Renewing replaces both, so the old address
 * finds nothing at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'customer' | 'shop'>().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    // 32 random bytes, base64url.
    seed: text('seed').notNull(),
    // SHA-256 of the token, hex.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('calendar_feeds_token_hash_key').on(table.tokenHash),
    unique('calendar_feeds_user_id_key').on(table.userId),
    uniqueIndex('calendar_feeds_one_shop_feed')
      .on(table.kind)
      .where(sql`${table.kind} = 'shop'`),
    check('calendar_feeds_kind', sql`${table.kind} IN ('customer', 'shop')`),
    check('calendar_feeds_owner', sql`(${table.kind} = 'customer') = (${table.userId} IS NOT NULL)`),
  ],
);
