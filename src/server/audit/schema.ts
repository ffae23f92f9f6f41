import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditActions, auditEntities } from '../../shared/schemas/audit';
import { user } from '../db/schema/auth';

// The values are the API's (shared/schemas/audit.ts), which says what each one is.
export const auditAction = pgEnum('audit_action', auditActions);
export const auditEntity = pgEnum('audit_entity', auditEntities);

/**
 * What an administrator did, written in the same transaction as the change itself, so the log
 * holds exactly the changes that happened. `before` is NULL for a creation, `after` for a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // The account may be deleted later; the name written at the time still says who it was.
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: auditAction('action').notNull(),
    entity: auditEntity('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    // A record's history, newest first.
    index('audit_log_entity_idx').on(table.entity, table.entityId, sql`${table.id} DESC`),
    index('audit_log_actor_id_idx').on(table.actorId),
  ],
);
