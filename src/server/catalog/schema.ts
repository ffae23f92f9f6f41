import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row counting every change to categories and products (statement triggers, migration 0010):
 * the catalogue's answers carry it in their ETag, so a client that has the current version gets
 * a 304 for one primary-key read instead of the list's query, in every server process.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);
