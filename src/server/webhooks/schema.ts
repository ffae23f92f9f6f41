import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { webhookDisabledReasons } from '../../shared/schemas/webhooks';
import { apiTokens } from '../api-tokens/schema';
import { domainEvents } from '../events/schema';

/**
 * An administrator's webhook endpoint (decision 053). The signing secret is kept as it is: it
 * must sign every delivery, so a hash would not do; the API shows it only when it is made.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // Why the shop switched it off on its own (decision 096); null when on, or switched off by staff.
    disabledReason: text('disabled_reason', { enum: webhookDisabledReasons }),
    // The API token that set it up (made it, or last changed its URL, events or secret): revoking
    // that token switches it off (decision 096). Null when a signed-in person made it or gave it its URL.
    tokenId: integer('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('webhook_endpoints_events_chosen', sql`cardinality(${table.events}) > 0`),
    // A reason only for an endpoint that is off, and only a known one.
    check(
      'webhook_endpoints_disabled_reason',
      sql`${table.disabledReason} IS NULL OR (NOT ${table.enabled} AND ${table.disabledReason} IN ('token_revoked', 'token_owner_left_staff'))`,
    ),
    index('webhook_endpoints_token_id_idx').on(table.tokenId),
  ],
);

/**
 * One event for one endpoint, sent in event order per endpoint. `messageId` is the webhook-id
 * header, the same on every try; `tries` counts the attempts since it was last queued (a resend
 * by hand starts again), `attempts` all of them.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    tries: integer('tries').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('webhook_deliveries_endpoint_event').on(table.endpointId, table.eventId),
    check('webhook_deliveries_status_known', sql`${table.status} IN ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, sql`${table.id} DESC`),
    index('webhook_deliveries_pending_idx')
      .on(table.endpointId, table.eventId)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_event_id_idx').on(table.eventId),
  ],
);

/** Every attempt's answer as it came; the delivery row keeps the last one. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_id_idx').on(table.deliveryId)],
);
