import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { Database, Executor } from '../db/client';
import { orders } from '../db/schema/orders';
import type { Publish } from '../events';
import { AT_PICKUP, type BookingLine, type OrderBooking, type QuoteHold } from '../rentals/booking-terms';
import type { ShopCalendar } from '../shop-calendar';

/*
 * A quote that holds its units (the shop's `quotes.holdUnits`, decision 090). Its lines are
 * booked through the booking every order goes through, as an order in status Held: the
 * exclusion constraint and availability see its units as taken, and no reader of orders shows it
 * (db/held-orders.ts). A hold is let go by deleting that order (its rentals and units go with
 * it): when the quote is accepted (the order is booked again in the same transaction, on the units
 * just freed), revised (the new version holds anew in the same transaction), or ends (the sweep).
 */

/** The sweep that lets go of holds that have ended; every five minutes, as the job queue's crontab runs it. */
export const QUOTE_HOLDS_TASK = 'quotes:release-holds';
export const QUOTE_HOLDS_CRONTAB = `*/5 * * * * ${QUOTE_HOLDS_TASK}`;

/** Holds let go per sweep at most; the next one takes the rest. */
const SWEEP_BATCH = 100;

/** A hold as the quote asks for it: until the end of `lastDay` in the shop's calendar. */
export type HoldAsked = Omit<QuoteHold, 'until'> & { lastDay: IsoDate };

export function createQuoteHolds(deps: {
  db: Database;
  calendar: ShopCalendar;
  publish: Publish;
  booking: OrderBooking;
}) {
  const { db, calendar, publish, booking } = deps;

  /** The instant the shop's day after `day` begins: a hold lasts through its last day. */
  async function endOf(day: IsoDate): Promise<Date> {
    const { rows } = await db.execute<{ until: string }>(
      sql`SELECT ((${day}::date + 1)::timestamp AT TIME ZONE ${calendar.timeZone})::text AS until`,
    );
    return new Date(rows[0]!.until);
  }

  /**
   * Lets the Held order `orderId` go in `tx`: deleted with its lines, its units free at commit.
   * `stock.released` is published with the products whose units it held (a kit's parts too),
   * unless `quietly` (an acceptance books the same units again in the same transaction). Answers
   * whether there was a hold to let go.
   */
  async function release(tx: Executor, orderId: number, options: { quietly?: boolean } = {}): Promise<boolean> {
    const { rows } = await tx.execute<{ gone: boolean; product_ids: number[] }>(sql`
      WITH held AS (SELECT r.id, r.product_id FROM rentals r WHERE r.order_id = ${orderId}),
      gone AS (DELETE FROM orders WHERE id = ${orderId} AND status = 'Held' RETURNING id)
      SELECT EXISTS (SELECT 1 FROM gone) AS gone, ARRAY(
        SELECT product_id FROM held
        UNION SELECT i.product_id FROM held JOIN rental_items ri ON ri.rental_id = held.id JOIN items i ON i.id = ri.item_id
        ORDER BY 1) AS product_ids`);
    const [released] = rows;
    if (!released?.gone) return false;
    if (!options.quietly) await publish({ type: 'stock.released', productIds: released.product_ids }, tx);
    return true;
  }

  return {
    release,

    /**
     * Books the quote's lines as a Held order through the booking (stock under the exclusion
     * constraint, refused per line with 409 ORDER_REFUSED when they are not free); `hold.written`
     * writes the quote beside it. `byStaff`: a quote staff make, without the limits meant
     * against strangers, as their orders are. The Held order's id.
     */
    async hold(
      customer: { id: string },
      lines: BookingLine[],
      language: Language,
      asked: HoldAsked,
      byStaff: boolean,
    ): Promise<number> {
      const { lastDay, ...hold } = asked;
      const until = await endOf(lastDay);
      const staff = byStaff ? { after: async () => {} } : undefined;
      const placed = await booking.place(customer, lines, undefined, 'order', AT_PICKUP, undefined, language, staff, {
        hold: { ...hold, until },
      });
      return placed.orderId;
    },

    /** Lets go of every hold that has ended; answers how many. One hold's failure does not stop the rest. */
    async sweep(logError: (error: unknown, message: string) => void): Promise<number> {
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'Held'), lte(orders.holdExpiresAt, calendar.now())))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(SWEEP_BATCH);
      let released = 0;
      for (const { id } of due) {
        try {
          if (await db.transaction((tx) => release(tx, id))) released += 1;
        } catch (error) {
          logError(error, `quotes: the hold of order ${id} could not be let go yet; the next sweep tries again`);
        }
      }
      return released;
    },
  };
}

export type QuoteHolds = ReturnType<typeof createQuoteHolds>;
