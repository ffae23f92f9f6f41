import { sql } from 'drizzle-orm';
import { check, integer, pgSequence, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiTokens } from '../api-tokens/schema';
import { user } from '../db/schema/auth';

/**
 * The secret addresses of the calendar feeds (decisions 052 and 096): one per customer who asked
 * for theirs, and the shop's pick-ups and returns at an address of each staff member's own and
 * one of each API token that asked for it. The address's token is never stored: it is an HMAC,
 * under a key derived from AUTH_SECRET, of the random `seed`; `token_hash` (its SHA-256) is what
 * a feed request is looked up by. Renewing replaces both, so the old address finds nothing at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'customer' | 'shop'>().notNull(),
    // Whose address it is: the customer, the staff member, or the owner of the token that asked.
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The API token a shop feed's address was asked for with: revoking the token deletes the
    // address (decision 096). Null for an address asked for by a signed-in person.
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'cascade' }),
    // 32 random bytes, base64url.
    seed: text('seed').notNull(),
    // SHA-256 of the token, hex.
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('calendar_feeds_token_hash_key').on(table.tokenHash),
    // One address of each kind per person (a staff member who rents has both), one per token.
    uniqueIndex('calendar_feeds_one_per_person')
      .on(table.userId, table.kind)
      .where(sql`${table.apiTokenId} IS NULL`),
    unique('calendar_feeds_api_token_id_key').on(table.apiTokenId),
    check('calendar_feeds_kind', sql`${table.kind} IN ('customer', 'shop')`),
    check('calendar_feeds_token_shop_only', sql`${table.apiTokenId} IS NULL OR ${table.kind} = 'shop'`),
  ],
);

/**
 * Moves (nextval) at the end of every statement that may change what the shop's feed shows:
 * rentals, their units, orders, customers' names and e-mails, products' names, units' serial
 * numbers (statement triggers, migration 0045), so a kept feed is served only while it has not
 * moved (decision 103). A sequence, not a counter row: nextval never waits for another
 * transaction, so bookings do not queue on it. CACHE 1 (the default) on purpose: with a cache,
 * a session's nextval would not move the value other sessions read.
 */
export const shopFeedChanges = pgSequence('shop_feed_changes', { startWith: 1, cache: 1 });
