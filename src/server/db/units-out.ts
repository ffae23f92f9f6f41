import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';

/*
 * The units in customers' hands, as the partial indexes of units out say it
 * (rental_items_out_idx, rental_items_unit_out_once): one spelling for every query that reads
 * them, so each stays on those indexes. `alias` names a rental_items row in the query; it is
 * always a constant of the caller's, never input.
 */

type Alias = 'ri' | 'late';

/** The unit of rental_items row `alias` was handed over and has not come back (a missing one never does). */
export const unitOut = (alias: Alias) =>
  sql.raw(`${alias}.checked_out_at IS NOT NULL AND ${alias}.checked_in_at IS NULL`);

/** ... and its rental, not cancelled, is past its last day on the shop's `today`: the unit is late. */
export const unitOutLate = (alias: Alias, today: IsoDate) =>
  sql`${unitOut(alias)} AND NOT ${sql.raw(alias)}.cancelled AND ${sql.raw(alias)}.date_to < ${today}::date`;
