import { and, asc, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { RentalTiming } from '../../shared/schemas/rental';
import { rentals } from '../db/schema/rentals';
import { InvalidInputError } from '../domain-errors';

/**
 * The dashboard's rental list by start date: upcoming rentals (not ended) soonest
 * first, past ones (ended) latest first. Keyset paging on (date_from, id), so the next page's
 * cursor is `<date_from>_<id>` of the last row shown.
 */
export function byStartDate(timing: RentalTiming, today: IsoDate, after: string | undefined) {
  const cursor = dateCursor(after);
  const upcoming = timing === 'upcoming';
  const keyset =
    cursor === undefined
      ? undefined
      : upcoming
        ? sql`(${rentals.dateFrom}, ${rentals.id}) > (${cursor.dateFrom}::date, ${cursor.id})`
        : sql`(${rentals.dateFrom}, ${rentals.id}) < (${cursor.dateFrom}::date, ${cursor.id})`;
  const where: SQL | undefined = and(upcoming ? gte(rentals.dateTo, today) : lt(rentals.dateTo, today), keyset);
  const by = upcoming ? [asc(rentals.dateFrom), asc(rentals.id)] : [desc(rentals.dateFrom), desc(rentals.id)];
  return { where, by, cursorOf: (row: { dateFrom: string; id: number }) => `${row.dateFrom}_${row.id}` };
}

function dateCursor(after: string | undefined): { dateFrom: string; id: number } | undefined {
  if (after === undefined) return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})$/.exec(after);
  if (!match || Number(match[2]) > 2_147_483_647) {
    throw new InvalidInputError('BAD_CURSOR', 'after: must be the next key of the previous page', 'after');
  }
  return { dateFrom: match[1] as string, id: Number(match[2]) };
}
