import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (decision 023), in the database so every process of the shop counts
 * together. One row per key (`signin-account:ana@example.com`) and fixed window: the window ends
 * at `expires_at`, and the next hit after it starts a new one.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Old rows are found by it and removed on write.
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);
