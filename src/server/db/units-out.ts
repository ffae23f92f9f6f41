import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';

/*
 * The units in customers' hands, as the partial indexes of units out say it
 * (rental_items_out_idx, rental_items_unit_out_once): one spelling for every query that reads
 * them, so each stays on those indexes. `alias` names a rental_items row in the query; it is
 * always a constant of the caller's, never input.
 */

type Alias = 'ri' | 'late' | 'held';

/** The unit of rental_items row `alias` was handed over and has not come back (a missing one never does), as SQL text. */
export const unitOutSql = (alias: Alias) => `${alias}.checked_out_at IS NOT NULL AND ${alias}.checked_in_at IS NULL`;

/** unitOut for the drizzle queries. */
export const unitOut = (alias: Alias) => sql.raw(unitOutSql(alias));

/** ... and its rental, not cancelled, is past its last day on the shop's `today`: the unit is late. */
export const unitOutLate = (alias: Alias, today: IsoDate) =>
  sql`${unitOut(alias)} AND NOT ${sql.raw(alias)}.cancelled AND ${sql.raw(alias)}.date_to < ${today}::date`;

/**
 * The order a booking, a swap or a move picks free units in: units in the shop before units
 * still with a customer (out late, or not yet due back though free on the dates asked), so a
 * unit that may not come back in time is given only when no other is free (issue 48); then by
 * id, as before. `unit` is the items row's alias in the query.
 */
export const inShopFirst = (unit: 'i') =>
  sql`EXISTS (SELECT 1 FROM rental_items held WHERE held.item_id = ${sql.raw(unit)}.id AND ${unitOut('held')}), ${sql.raw(unit)}.id`;
