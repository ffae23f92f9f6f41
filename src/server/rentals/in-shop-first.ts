import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-date';
import { recordAudit, SHOP_ACTOR } from '../audit';
import { freeUnitsQuery } from '../catalog/free-units';
import type { Database } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { unitOut } from '../db/units-out';
import type { ShopCalendar } from '../shop-calendar';
import type { SwapEvents } from './swap';

/*
 * The re-check before pick-ups (issue 48): a rental starting today or tomorrow whose unit is still
 * with another customer (late, or not yet back though due before this rental starts) is given a
 * free unit that is in the shop instead, when one is; otherwise the desk flags it and offers a
 * swap, as it always has. Bookings already pick units in the shop first (db/units-out.ts
 * inShopFirst); this catches a unit that was in the shop when booked and has gone out since, or
 * one that was not brought back in time. Each change is the desk's swap: the same audit entry and
 * `unit.swapped` event (the customer's mail), by the shop itself.
 */

/** Every hour at minute 25 (graphile-worker crontab): the night's check, and again as the day's returns come in. */
export const IN_SHOP_FIRST_TASK = 'units:in-shop-first';
export const IN_SHOP_FIRST_CRONTAB = `25 * * * * ${IN_SHOP_FIRST_TASK}`;

type Stranded = { rental_id: number; item_id: number; product_id: number; date_from: string; date_to: string };

export async function giveUnitsInShop(deps: { db: Database; calendar: ShopCalendar; events: SwapEvents }) {
  const { db, calendar, events } = deps;
  const today = calendar.today();
  // Rentals by their first day (rentals_date_from_id_idx); the units out from their partial index.
  const { rows } = await db.execute<Stranded>(sql`
    SELECT ri.rental_id, ri.item_id, i.product_id, ri.date_from::text, ri.date_to::text
      FROM rentals r
      JOIN rental_items ri ON ri.rental_id = r.id
      JOIN items i ON i.id = ri.item_id
     WHERE r.cancelled_at IS NULL AND r.date_from BETWEEN ${today}::date AND ${addDays(today, 1)}::date
       AND NOT ri.cancelled AND ri.checked_out_at IS NULL
       AND EXISTS (SELECT 1 FROM rental_items held
                    WHERE held.item_id = ri.item_id AND held.rental_id <> ri.rental_id AND ${unitOut('held')})
     ORDER BY ri.rental_id, ri.item_id`);
  let given = 0;
  for (const stranded of rows) {
    try {
      given += await db.transaction(async (tx) => {
        // The rental's row first, as the desk's swap locks it: a hand-over or a swap at the same moment waits.
        const { rows: still } = await tx.execute<{ serial_number: string }>(sql`
          SELECT i.serial_number FROM rentals r
            JOIN rental_items ri ON ri.rental_id = r.id AND ri.item_id = ${stranded.item_id}
            JOIN items i ON i.id = ri.item_id
           WHERE r.id = ${stranded.rental_id} AND r.cancelled_at IS NULL AND ri.checked_out_at IS NULL
           FOR UPDATE OF r`);
        if (still.length === 0) return 0;
        const { rows: free } = await tx.execute<{ id: number; serial_number: string }>(sql`
          ${freeUnitsQuery(stranded.product_id, stranded.date_from, stranded.date_to)}
            AND NOT EXISTS (SELECT 1 FROM rental_items held WHERE held.item_id = i.id AND ${unitOut('held')})
          ORDER BY i.id LIMIT 1 FOR UPDATE OF i SKIP LOCKED`);
        const unit = free[0];
        if (!unit) return 0;
        await tx.execute(sql`
          UPDATE rental_items SET item_id = ${unit.id}
           WHERE rental_id = ${stranded.rental_id} AND item_id = ${stranded.item_id}`);
        await recordAudit(tx, {
          actor: SHOP_ACTOR,
          action: 'swap',
          entity: 'rental',
          entityId: stranded.rental_id,
          before: { items: [{ id: stranded.item_id, serialNumber: still[0]!.serial_number }] },
          after: { items: [{ id: unit.id, serialNumber: unit.serial_number }] },
        });
        await events.swapped(
          { rentalId: stranded.rental_id, newItemId: unit.id, replacedItemId: stranded.item_id },
          tx,
        );
        return 1;
      });
    } catch (error) {
      // A booking took the free unit between the pick and the write: this one waits for the next round.
      if (sqlState(error) !== EXCLUSION_VIOLATION) throw error;
    }
  }
  return given;
}
