import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * A quote that holds its units books them as an order in status Held (decision 090): the
 * exclusion constraint and availability count them as any order's, but nobody placed it. Every
 * reader of orders and rentals that lists what customers booked (the desk, the overview, the
 * customer's and the shop's lists, the feeds, the exports, the reminders) leaves them out with
 * this, the one place that says so. The few Held orders are read from their partial index
 * (orders_held_idx), so the test costs a hashed look-up whatever the size of the history.
 */

/** The rental or order whose order id is `orderId` is not a quote's hold. */
export const notHeld = (orderId: AnyPgColumn | SQL): SQL =>
  sql`${orderId} NOT IN (SELECT held.id FROM orders held WHERE held.status = 'Held')`;

/** The same for raw SQL that names the order id column itself: always a constant of the caller's, never input. */
export const notHeldSql = (orderIdColumn: 'r.order_id' | 'o.id' | 'order_id'): SQL => notHeld(sql.raw(orderIdColumn));
