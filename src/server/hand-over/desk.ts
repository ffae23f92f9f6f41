import { and, asc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { OpeningRules } from '../../shared/opening-days';
import {
  type Desk,
  DESK_LIST_LIMIT,
  type DeskClosedDay,
  type DeskPickUp,
  type DeskRental,
} from '../../shared/schemas/hand-over';
import type { Rental } from '../../shared/schemas/rental';
import type { Database } from '../db/client';
import { notHeld, notHeldSql } from '../db/held-orders';
import { containsPattern, countOf } from '../db/listing';
import { rentals } from '../db/schema/rentals';
import { unitOut } from '../db/units-out';
import type { RentalQueries } from '../rentals/queries';
import type { ShopCalendar } from '../shop-calendar';
import { closedDaysOf } from './desk-closed-days';

/** Most rentals a desk search answers. */
export const DESK_SEARCH_LIMIT = 20;

const live = and(isNull(rentals.cancelledAt), notHeld(rentals.orderId))!;

const OUT = unitOut('ri');

/**
 * The rentals with a unit out whose last day is `when` today: read from the few units out, by
 * the partial index on their last day (rental_items_out_idx), then the rentals by their key. The
 * ids are gathered first (ARRAY(...), run once): the planner cannot tell that few units are out
 * (it takes "handed over" and "not back" for independent columns) and would read every rental.
 */
const withUnitsOut = (when: 'today' | 'before', today: IsoDate) =>
  sql`${rentals.id} = ANY (ARRAY(
    SELECT ri.rental_id FROM rental_items ri
    WHERE ${OUT} AND ri.date_to ${sql.raw(when === 'today' ? '=' : '<')} ${today}::date
  ))`;

/**
 * A unit of the rental not handed over yet: the rental's own rows, by its key, for each rental
 * the dates leave (OFFSET 0 keeps it a per-rental look-up rather than a join over every unit).
 */
const unitsInShop = sql`EXISTS (
  SELECT 1 FROM rental_items ri WHERE ri.rental_id = ${rentals.id} AND ri.checked_out_at IS NULL OFFSET 0
)`;

/**
 * The rental is under way on `day` (started on it or before, not over): as the index
 * rentals_live_period_idx is written, so only the live rentals under way are read.
 */
const underWayOn = (day: IsoDate) => sql`daterange(${rentals.dateFrom}, ${rentals.dateTo}, '[]') @> ${day}::date`;

/** Any unit of the rental out now (a missing one stays out). */
const anyUnitOut = sql`${rentals.id} = ANY (ARRAY(SELECT ri.rental_id FROM rental_items ri WHERE ${OUT}))`;

/** The text as the start of a LIKE pattern, its wildcards escaped. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The hand-over desk's lists, on the shop's calendar: what to hand out, what comes
 * back today, what is late; and the desk's search. Each rental is read whole, as every rental
 * list reads it (rentals/queries.ts), so the desk shows its units and where each one is.
 */
export function createDesk(
  db: Database,
  calendar: ShopCalendar,
  queries: RentalQueries,
  /** The pick-ups with what their orders owe and the deposit they ask (flows/desk-rentals.ts, handed in by app/). */
  withDues: (rentals: Rental[]) => Promise<DeskRental[]>,
  /** The shop's opening days now: a kept closed day is marked only while the day is still closed. */
  openingRules: () => Promise<OpeningRules>,
) {
  /** Up to DESK_LIST_LIMIT rentals matching `where` in the order `by`, and how many match. */
  async function list(where: SQL, by: SQL[]): Promise<{ total: number; items: Rental[] }> {
    const total = await countOf(db, rentals, where);
    if (total === 0) return { total, items: [] };
    return { total, items: await queries.load(where, { by, limit: DESK_LIST_LIMIT }) };
  }

  /** The rentals each with its pick-up or return on a closed day, so the counter knows to open (decision 102). */
  async function withClosedDays<R extends Rental>(
    list: R[],
    rules: OpeningRules,
  ): Promise<(R & { closedDays: DeskClosedDay[] })[]> {
    const days = await closedDaysOf(db, list, rules);
    return list.map((rental) => ({ ...rental, closedDays: days.get(rental.id) ?? [] }));
  }

  return {
    async get(): Promise<Desk> {
      const today = calendar.today();
      const soonest = [asc(rentals.dateFrom), asc(rentals.id)];
      const [pickUps, returns, overdue, rules] = await Promise.all([
        // Started today or before (a customer who did not come yet may still), not over, a unit still here.
        list(and(live, underWayOn(today), unitsInShop)!, soonest),
        list(and(live, eq(rentals.dateTo, today), withUnitsOut('today', today))!, soonest),
        // The longest late first.
        list(and(live, withUnitsOut('before', today))!, [asc(rentals.dateTo), asc(rentals.id)]),
        openingRules(),
      ]);
      return {
        today,
        pickUps: { ...pickUps, items: await withClosedDays(await withDues(pickUps.items), rules) },
        returns: { ...returns, items: await withClosedDays(returns.items, rules) },
        overdue: { ...overdue, items: await withClosedDays(overdue.items, rules) },
      };
    },

    /**
     * Rentals by an order's reference (the whole of it or its start, any case), a unit's serial
     * number (exactly, any case: a scan), or a part of the customer's name or e-mail; not
     * cancelled, and not over or with a unit still out. The soonest first.
     */
    async search(q: string): Promise<{ items: DeskPickUp[] }> {
      const today = calendar.today();
      const contains = containsPattern(q);
      const prefix = prefixPattern(q);
      // The matches are gathered first, each way by its own index (the customers whose name or
      // e-mail has it, then the soonest of each one's rentals not over; orders by the start of
      // their reference; a unit by its serial; the few units out and late), the soonest
      // DESK_SEARCH_LIMIT of them kept, and only those read whole. Read as one condition, the
      // soonest-first walk went through the shop's whole history for a common name: five
      // seconds at a million rentals.
      const current = sql`r.cancelled_at IS NULL AND ${notHeldSql('r.order_id')}`;
      const matches = sql`${rentals.id} = ANY (ARRAY(
        SELECT m.id FROM (
          SELECT r.id, r.date_from FROM "user" u CROSS JOIN LATERAL (
            SELECT r.id, r.date_from FROM rentals r
              WHERE r.user_id = u.id AND r.date_to >= ${today}::date AND ${current}
              ORDER BY r.date_from, r.id LIMIT ${DESK_SEARCH_LIMIT}) r
            WHERE u.name ILIKE ${contains} OR u.email ILIKE ${contains}
          UNION
          SELECT r.id, r.date_from FROM orders o JOIN rentals r ON r.order_id = o.id
            WHERE upper(o.reference) LIKE upper(${prefix}) AND r.date_to >= ${today}::date AND ${current}
          UNION
          SELECT r.id, r.date_from FROM items i JOIN rental_items ri ON ri.item_id = i.id JOIN rentals r ON r.id = ri.rental_id
            WHERE lower(i.serial_number) = lower(${q}) AND ${current}
              AND (r.date_to >= ${today}::date
                OR EXISTS (SELECT 1 FROM rental_items held WHERE held.rental_id = r.id AND ${unitOut('held')}))
          UNION
          SELECT late.id, late.date_from FROM rental_items ri CROSS JOIN LATERAL (
            -- Each unit out late's rental by its key (OFFSET 0 keeps the planner from joining
            -- the customers and orders whole instead).
            SELECT r.id, r.date_from FROM rentals r
              JOIN "user" u ON u.id = r.user_id JOIN orders o ON o.id = r.order_id
              WHERE r.id = ri.rental_id AND ${current}
                AND (u.name ILIKE ${contains} OR u.email ILIKE ${contains} OR upper(o.reference) LIKE upper(${prefix}))
              OFFSET 0) late
            WHERE ${unitOut('ri')} AND ri.date_to < ${today}::date
        ) m ORDER BY m.date_from, m.id LIMIT ${DESK_SEARCH_LIMIT}
      ))`;
      const where = and(live, or(gte(rentals.dateTo, today), anyUnitOut), matches);
      const items = await queries.load(where, {
        by: [asc(rentals.dateFrom), asc(rentals.id)],
        limit: DESK_SEARCH_LIMIT,
        matchesText: true,
      });
      // Each with what it takes at the counter and its closed days, as the pick-ups carry them.
      const [withMoney, rules] = await Promise.all([withDues(items), openingRules()]);
      return { items: await withClosedDays(withMoney, rules) };
    },
  };
}

export type DeskService = ReturnType<typeof createDesk>;
