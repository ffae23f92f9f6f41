import type { Task } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import { earliestStart, type OpeningRules } from '../../shared/opening-days';
import { freeUnitCount } from '../catalog/free-units';
import type { Database } from '../db/client';
import type { ShopEvent } from '../events/events';
import { type EventDelivery, type Publish, readEvent } from '../events/publish';
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

/** The products whose units an event may have freed; none for the events that free nothing. */
async function productsFreedBy(db: Database, event: ShopEvent): Promise<number[]> {
  let query;
  switch (event.type) {
    case 'order.cancelled':
    case 'order.lapsed':
      query = sql`SELECT DISTINCT product_id FROM rentals WHERE order_id = ${event.orderId}`;
      break;
    case 'rental.cancelled':
    case 'rental.rescheduled':
    case 'rental.change_lapsed':
      query = sql`SELECT product_id FROM rentals WHERE id = ${event.rentalId}`;
      break;
    case 'unit.back_in_service':
      return [event.productId];
    default:
      return [];
  }
  const { rows } = await db.execute<{ product_id: number }>(query);
  return rows.map((row) => row.product_id).sort((a, b) => a - b);
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
          AND ${freeUnitCount(sql`w.product_id`, sql`w.date_from`, sql`w.date_to`)} > 0
        RETURNING w.id, w.user_id`);
      for (const row of rows) {
        await publish({ type: 'waitlist.unit_free', requestId: row.id, userId: row.user_id, productId }, tx);
      }
    });
  }

  return async (payload) => {
    const recorded = await readEvent(db, (payload as EventDelivery).eventId);
    if (!recorded) return;
    const productIds = await productsFreedBy(db, recorded.event);
    if (productIds.length === 0) return;
    // A request whose first day is inside the lead time could not be booked any more: not told.
    const firstDay = earliestStart(deps.calendar.today(), await deps.openingRules());
    for (const productId of productIds) await tellWaiting(productId, firstDay);
  };
}
