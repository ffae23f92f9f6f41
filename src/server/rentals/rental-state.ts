import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import type { LateFeeRule } from '../../shared/late-fee';
import type { RentalState, RentalStatus } from '../../shared/rental-rules';
import { unitOutSql } from '../db/units-out';

/*
 * A rental's one status (issue 48, decision 099), computed here and nowhere else: the rental's
 * JSON (the customer's account, the dashboard's lists, the desk, orders), the overview's lists,
 * the calendar feeds and the CSV exports all read this expression, so no reader can say
 * "Completed" of a rental whose units are still out.
 *
 * `state` is where it stands at the counter, from its row, its units and its order:
 *   cancelled (its line was cancelled, a lapsed online payment's included), overdue (a unit handed
 *   over is not back and its last day has passed), out (a unit handed over is not back, within its
 *   dates), returned (nothing is out and a unit came back: all of them, or those that went out),
 *   awaitingPayment (nothing handed over yet, its order waits for an online payment), booked
 *   (nothing handed over yet).
 * `status` is SPEC section 4's word by its dates (Requested before its first day, InProgress to
 * its last, Completed after), but Overdue in place of Completed while a unit is out, and Cancelled
 * for a cancelled line.
 * `days_late` counts the days past its last day while it is overdue; 0 otherwise.
 *
 * One drizzle expression; the exports' COPY (which takes no bind parameters) runs it as text with
 * `today` written in. `rental` names the rentals row in the caller's query (a constant of the
 * caller's, never input).
 */

/** How the caller's query names the rentals row: `r` (raw SQL) or the drizzle table's own name. */
type RentalAlias = 'r' | 'rentals';

/**
 * Its order's status: read by the rental's order id; or the order the caller's query joined to
 * the rental as `orders` (`joined`: no second read of it per row); or for a line booked in the
 * same statement (rentals/book-line.ts) the order that statement wrote (`placed`), which a read of
 * orders there would not see yet.
 */
type OrderStatusOf = 'orders' | 'joined' | 'placed';
const orderStatusSql = (rental: RentalAlias, order: OrderStatusOf) =>
  order === 'placed'
    ? 'placed.status'
    : order === 'joined'
      ? 'orders.status'
      : `(SELECT paying.status FROM orders paying WHERE paying.id = ${rental}.order_id)`;

/** The units of the rental: how many are out now and how many came back, with the late fees charged at check-in. */
const unitCounts = (rental: RentalAlias) => `SELECT
    count(*) FILTER (WHERE ${unitOutSql('ri')}) AS units_out,
    count(*) FILTER (WHERE ri.checked_in_at IS NOT NULL) AS units_back,
    coalesce(sum(ri.late_fee_cents), 0) AS fees_charged
  FROM rental_items ri WHERE ri.rental_id = ${rental}.id`;

/**
 * A SELECT of one row: `state`, `status`, `days_late` (and `units_out`, `units_back`,
 * `fees_charged` for the late fee) of the rental row `rental` on the shop's `today` (a
 * parameter). Joined LATERAL by the exports (as text, rentalStateSelectText), wrapped as one JSON
 * value by the drizzle queries (rentalStateOf).
 */
export function rentalStateSelect(rental: RentalAlias, today: IsoDate, order: OrderStatusOf = 'orders'): SQL {
  const r = sql.raw(rental);
  const day = sql`${today}::date`;
  // `OFFSET 0` keeps `s` a subquery of its own: pulled up, each use of `s.state` below became a
  // copy of its CASE, and a booked rental read its order's status four times (four InitPlans per
  // row in EXPLAIN; a customer's feed of 500 booked rentals paid 2,000 reads for it).
  return sql`SELECT s.state, CASE
      WHEN s.state = 'cancelled' THEN 'Cancelled'
      WHEN ${r}.date_from > ${day} THEN 'Requested'
      WHEN ${r}.date_to >= ${day} THEN 'InProgress'
      WHEN s.state = 'overdue' THEN 'Overdue'
      ELSE 'Completed' END AS status,
    CASE WHEN s.state = 'overdue' THEN ${day} - ${r}.date_to ELSE 0 END AS days_late,
    s.units_out, s.units_back, s.fees_charged
  FROM (SELECT CASE
      WHEN ${r}.cancelled_at IS NOT NULL THEN 'cancelled'
      WHEN u.units_out > 0 AND ${r}.date_to < ${day} THEN 'overdue'
      WHEN u.units_out > 0 THEN 'out'
      WHEN u.units_back > 0 THEN 'returned'
      WHEN ${sql.raw(orderStatusSql(rental, order))} = 'AwaitingPayment' THEN 'awaitingPayment'
      ELSE 'booked' END AS state, u.*
    FROM (${sql.raw(unitCounts(rental))}) u OFFSET 0) s`;
}

/**
 * rentalStateSelect as SQL text, `today` written as a literal: for the exports' COPY, which takes
 * no bind parameters (`today` is a calendar date, quoted as drizzle quotes any inlined text).
 */
export function rentalStateSelectText(rental: RentalAlias, today: IsoDate): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a calendar date: ${today}`);
  return new PgDialect().sqlToQuery(rentalStateSelect(rental, today).inlineParams()).sql;
}

/** A rental's state as the drizzle queries read it. */
export type RentalStanding = { state: RentalState; status: Exclude<RentalStatus, 'Unknown'>; daysLate: number };

/**
 * rentalStateSelect as one JSON value per row, for a drizzle select of the `rentals` table;
 * `joined` when that select joins the rental's order as `orders`.
 */
export const rentalStateOf = (today: IsoDate, order: 'orders' | 'joined' = 'orders'): SQL<RentalStanding> =>
  sql<RentalStanding>`(SELECT json_build_object('state', x.state, 'status', x.status, 'daysLate', x.days_late)
    FROM (${rentalStateSelect('rentals', today, order)}) x)`;

/** The drizzle queries' test of the rental's state: `rentals` row's state is one of `states`. */
export const rentalStateIn = (today: IsoDate, states: readonly RentalState[]): SQL =>
  sql`(SELECT x.state FROM (${rentalStateSelect('rentals', today)}) x) IN (${sql.join(
    states.map((state) => sql`${state}`),
    sql`, `,
  )})`;

/**
 * The `rentals` row has a unit out now: read from the few units out (the partial index
 * rental_items_out_idx), gathered first (ARRAY(...), run once), so a filter by Overdue reads those
 * rentals by their key rather than testing every rental's state.
 */
export const rentalsWithUnitsOut: SQL = sql`rentals.id = ANY (ARRAY(
  SELECT ri.rental_id FROM rental_items ri WHERE ${sql.raw(unitOutSql('ri'))}))`;

/** The drizzle queries' test of the rental's status. */
export const rentalStatusIs = (today: IsoDate, status: RentalStatus): SQL =>
  sql`(SELECT x.status FROM (${rentalStateSelect('rentals', today)}) x) = ${status}`;

/**
 * The late fee so far in cents, in SQL, from rentalStateSelect's row `s` joined to the rental row
 * `r` (the exports' form of rentals/queries.ts's lateFeeSoFarCents, which the JSON and the
 * overview use; rentals/one-status.test.ts holds the two equal): what check-in charged, and while overdue, the
 * shop's fee per piece for the days late shared over the units out as a kit's units share it.
 */
export function lateFeeSoFarSql(rule: LateFeeRule): string {
  const perDay =
    rule.mode === 'fixed'
      ? `${Math.trunc(rule.fixedCents)}`
      : `round(r.daily_price_cents * ${Math.trunc(rule.percent)} / 100.0)::bigint`;
  const perPiece = `(${perDay} * s.days_late)`;
  return `(s.fees_charged + CASE WHEN s.state = 'overdue' THEN
      (${perPiece} * (s.units_back + s.units_out)) / r.units_per_kit - (${perPiece} * s.units_back) / r.units_per_kit
    ELSE 0 END)`;
}
