import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Locks up to `quantity` operational units of the product that no rental holds on any day of
 * [from, to]. SKIP LOCKED lets simultaneous bookings take different units instead of queueing
 * on the same ones; whatever slips through is still refused by the exclusion constraint.
 */
export async function pickFreeItems(db: Executor, productId: number, from: string, to: string, quantity: number) {
  const result = await db.execute<{ id: number; serial_number: string }>(sql`
    SELECT i.id, i.serial_number FROM items i
    WHERE i.product_id = ${productId} AND i.status = 'Operational'
      AND NOT EXISTS (
        SELECT 1 FROM rental_items ri
        WHERE ri.item_id = i.id
          AND daterange(ri.date_from, ri.date_to, '[]') && daterange(${from}::date, ${to}::date, '[]')
      )
    ORDER BY i.id
    LIMIT ${quantity}
    FOR UPDATE OF i SKIP LOCKED`);
  return result.rows.map((row) => ({ id: row.id, serialNumber: row.serial_number }));
}
