import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MAX_ID } from '../../shared/schemas/input';
import type { Page } from '../../shared/schemas/paging';
import { InvalidInputError } from '../domain-errors';
import type { Executor } from './client';

/** `%` and `_` typed by a person are literal characters, not wildcards (for ILIKE '%…%'). */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A keyset page from rows fetched with `LIMIT limit + 1`: the extra row only tells that a next
 * page exists, and the last row kept gives its `after` key.
 */
export function toPage<Row>(rows: Row[], limit: number, keyOf: (row: Row) => string): Page<Row> {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? keyOf(items.at(-1)!) : null };
}

/** The `after` key of an id-ordered list: an id, as the list's `next` gave it. */
export function idCursor(after: string | undefined): number | undefined {
  if (after === undefined) return undefined;
  if (!/^\d{1,10}$/.test(after) || Number(after) > MAX_ID) {
    throw new InvalidInputError('BAD_CURSOR', 'after: must be the next key of the previous page', 'after');
  }
  return Number(after);
}

/** How many rows of `table` match `where`, as a number (PostgreSQL's count(*) is a bigint). */
export async function countOf(ex: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await ex
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.total ?? 0;
}
