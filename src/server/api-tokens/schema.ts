import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type ApiTokenScope, apiTokenScopes } from '../../shared/schemas/api-tokens';
import { accountOwner } from '../db/schema/auth';
import { identity } from '../db/schema/columns';

export type { ApiTokenScope };

/**
 * Personal API tokens of administrators (decision 055). The secret itself is never
 * stored: only its SHA-256 (`token_hash`) and its last four characters, which the list shows so
 * an administrator can tell tokens apart. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: identity(),
    // Who made it, and whom it acts as (while they are an administrator).
    userId: accountOwner(),
    name: text('name').notNull(),
    scope: text('scope', { enum: apiTokenScopes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Written at most once a minute per token (api-tokens/tokens.ts), never on every request.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('api_tokens_user_id_idx').on(table.userId),
    check('api_tokens_scope', sql`${table.scope} IN ('read', 'read-write')`),
    check('api_tokens_name_length', sql`char_length(${table.name}) BETWEEN 1 AND 100`),
  ],
);
