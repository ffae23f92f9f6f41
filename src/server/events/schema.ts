import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox: every domain event (src/server/events), written in the same transaction as the
 * change it tells of, so an event exists exactly when its change committed. Subscribers (the
 * mails; later the webhooks) read it from here.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_events_type_idx').on(table.type, table.id)],
);
