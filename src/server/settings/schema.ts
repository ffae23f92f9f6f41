import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../db/schema/auth';

/**
 * The shop owner's settings (GET/PATCH /api/admin/settings): one row, its sections as JSON read
 * through the zod schema in src/shared/schemas/settings.ts, which fills in the defaults, so a
 * section added later needs no migration. Operator limits stay environment variables.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    value: jsonb('value')
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (table) => [check('shop_settings_one_row', sql`${table.id} = 1`)],
);
