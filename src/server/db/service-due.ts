import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { items, products } from './schema/catalog';

/*
 * When a unit is due for a service (decision 094): its product says every so many rentals or
 * days; they count from the unit's last service (`items.serviced_at`, or when it was added). One
 * spelling, read by the units' lists, the sweep, check-in and the desk's rental (under its own
 * table aliases), so they cannot disagree.
 */

/** The columns the spelling reads: the unit's id and last service, its product's intervals. */
export type ServiceColumns = {
  id: SQLWrapper;
  servicedAt: SQLWrapper;
  everyRentals: SQLWrapper;
  everyDays: SQLWrapper;
};

/** The unit's rentals it came back from since its last service. */
export const rentalsSinceServiceOf = (unit: ServiceColumns) => sql`(SELECT count(*) FROM rental_items done
  WHERE done.item_id = ${unit.id} AND done.checked_in_at > ${unit.servicedAt})`;

/**
 * The unit's rentals since its last service, counted up to its product's interval: whether they
 * reach it is all the question asks, so a unit long unserviced costs no more than one just due.
 */
const rentalsUpTo = (unit: ServiceColumns) => sql`(SELECT count(*) FROM (SELECT 1 FROM rental_items done
  WHERE done.item_id = ${unit.id} AND done.checked_in_at > ${unit.servicedAt} LIMIT ${unit.everyRentals}) enough)`;

/**
 * Whether the unit's service is due on the shop's `today`; `pending` rentals (an SQL count) are
 * counted as come back too: the desk's unit still out is due once it is back.
 */
export const serviceDueOf = (unit: ServiceColumns, today: IsoDate, timeZone: string, pending: SQL = sql`0`) =>
  sql<boolean>`((${unit.everyRentals} IS NOT NULL AND ${rentalsUpTo(unit)} + ${pending} >= ${unit.everyRentals})
    OR (${unit.everyDays} IS NOT NULL
        AND ${today}::date - (${unit.servicedAt} AT TIME ZONE ${timeZone})::date >= ${unit.everyDays}))`;

/** In queries over `items` joined with its product. */
const itemColumns: ServiceColumns = {
  id: items.id,
  servicedAt: items.servicedAt,
  everyRentals: products.serviceEveryRentals,
  everyDays: products.serviceEveryDays,
};

/** The unit's rentals it came back from since its last service. */
export const rentalsSinceService = rentalsSinceServiceOf(itemColumns);

/** Whether the unit's service is due on the shop's `today`. */
export const serviceDue = (today: IsoDate, timeZone: string) => serviceDueOf(itemColumns, today, timeZone);
