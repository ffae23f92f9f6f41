import type { Task } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import { earliestStart, type OpeningRules } from '../../shared/opening-days';
import { freeStockCount } from '../catalog/free-units';
import type { Database } from '../db/client';
import { type EventType, type Publish, type ShopEvent, deliveredEvent } from '../events';
import type { ShopCalendar } from '../shop-calendar';
import { lockProductWaitlist } from './waiting-lock';

/*
 * The waitlist as a subscriber of the shop's events (decision 049): after anything that may free
 * a unit, each open request of the product whose dates can still be booked and now have a free
 * unit (with the product's buffer, as a booking counts) ends and publishes waitlist.unit_free,
 * in one transaction; the mail subscriber sends its one mail. Every customer waiting for those
 * dates is told at once, and whoever books first gets the unit.
 */

export const WAITLIST_SUBSCRIBER = 'waitlist';

/** The events that may free a unit (productsFreedBy's cases): only these get a waitlist job. */
export const WAITLIST_EVENTS = [
  'order.cancelled',
  'order.lapsed',
  'rental.cancelled',
  'rental.rescheduled',
  'rental.change_lapsed',
  'unit.back_in_service',
  'stock.released',
] as const satisfies readonly EventType[];

/**
 * The products whose stock an event may have freed; none for the events that free nothing. Units
 * freed are units of their own products (a kit's rental frees its parts'), and a
 * part's units freed may complete the kits it is in: those are asked about too.
 */
async function productsFreedBy(db: Database, event: ShopEvent): Promise<number[]> {
  let rentalsOf;
  switch (event.type) {
    case 'order.cancelled':
    case 'order.lapsed':
      rentalsOf = sql`SELECT id, product_id FROM rentals WHERE order_id = ${event.orderId}`;
      break;
    case 'rental.cancelled':
    case 'rental.rescheduled':
    case 'rental.change_lapsed':
      rentalsOf = sql`SELECT id, product_id FROM rentals WHERE id = ${event.rentalId}`;
      break;
    case 'unit.back_in_service':
      rentalsOf = sql`SELECT NULL::int AS id, ${event.productId}::int AS product_id`;
      break;
    case 'stock.released':
      rentalsOf = sql`SELECT NULL::int AS id, unnest(${`{${event.productIds.join(',')}}`}::int[]) AS product_id`;
      break;
    default:
      return [];
  }
  const { rows } = await db.execute<{ product_id: number }>(sql`
    WITH freed AS (${rentalsOf}),
    units AS (
      SELECT product_id FROM freed
      UNION SELECT i.product_id FROM freed JOIN rental_items ri ON ri.rental_id = freed.id JOIN items i ON i.id = ri.item_id
    )
    SELECT product_id FROM units
    UNION SELECT kp.kit_id FROM units JOIN kit_parts kp ON kp.part_id = units.product_id
    ORDER BY product_id`);
  return rows.map((row) => row.product_id);
}

export function createWaitlistSubscriber(deps: {
  db: Database;
  calendar: ShopCalendar;
  openingRules: () => Promise<OpeningRules>;
  publish: Publish;
}): Task {
  const { db, publish } = deps;

  /**
   * Ends the product's requests that a free unit now answers, and publishes one event each. The
   * UPDATE's `notified_at IS NULL` is checked again on each row it waits for, so a second
   * delivery (or a simultaneous one) finds nothing left to tell.
   */
  async function tellWaiting(productId: number, firstDay: string) {
    await db.transaction(async (tx) => {
      await lockProductWaitlist(tx, productId);
      const { rows } = await tx.execute<{ id: number; user_id: string }>(sql`
        UPDATE waitlist_requests w SET notified_at = now()
        WHERE w.product_id = ${productId} AND w.notified_at IS NULL AND w.withdrawn_at IS NULL
          AND w.date_from >= ${firstDay}::date
          AND ${freeStockCount(sql`w.product_id`, sql`w.date_from`, sql`w.date_to`)} > 0
        RETURNING w.id, w.user_id`);
      for (const row of rows) {
        await publish({ type: 'waitlist.unit_free', requestId: row.id, userId: row.user_id, productId }, tx);
      }
    });
  }

  return async (payload) => {
    const recorded = await deliveredEvent(db, payload);
    if (!recorded) return;
    const productIds = await productsFreedBy(db, recorded.event);
    if (productIds.length === 0) return;
    // A request whose first day is inside the lead time could not be booked any more: not told.
    const firstDay = earliestStart(deps.calendar.today(), await deps.openingRules());
    for (const productId of productIds) await tellWaiting(productId, firstDay);
  };
}
