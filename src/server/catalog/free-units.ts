import { type SQL, sql } from 'drizzle-orm';
import type { DateRange } from '../../shared/calendar-date';
import type { Executor } from '../db/client';
import { inShopFirst } from '../db/units-out';

type Operand = SQL | number | string;

/**
 * The one definition of a free unit (SPEC section 5): an Operational item of the product that no
 * rental blocks on any day of [from, to], both ends included (a cancelled rental blocks none).
 * A rental blocks its days and its product's buffer after them (`blocked_to`), and a
 * new rental needs its own buffer free too: booking and availability ask with `ownBuffer` (the
 * default), the month calendar's free units per day without it. The `&&` on inclusive
 * dateranges is answered by the GiST index of rental_items' exclusion constraint (partial: WHERE
 * NOT cancelled, so the predicate is repeated here). Availability, the month calendar and booking
 * all count or pick from this.
 */
export function freeUnitsQuery(productId: Operand, from: Operand, to: Operand, ownBuffer = true): SQL {
  const blockedTo = ownBuffer
    ? // A scalar subquery: worked out once per statement, not once per unit compared.
      sql`(SELECT buffer_end(${to}::date, buffer_days) FROM products WHERE id = ${productId})`
    : sql`${to}::date`;
  return sql`SELECT i.id, i.serial_number FROM items i
    WHERE i.product_id = ${productId} AND i.status = 'Operational'
      AND NOT EXISTS (
        SELECT 1 FROM rental_items ri
        WHERE ri.item_id = i.id AND NOT ri.cancelled
          AND daterange(ri.date_from, ri.blocked_to, '[]') && daterange(${from}::date, ${blockedTo}, '[]')
      )`;
}

/** How many units are free over the range, as an SQL expression to select. */
export const freeUnitCount = (productId: Operand, from: Operand, to: Operand, ownBuffer = true) =>
  sql`(SELECT count(*)::int FROM (${freeUnitsQuery(productId, from, to, ownBuffer)}) AS free_units)`;

/**
 * Locks up to `quantity` free units for a booking (or a swap), units in the shop first. SKIP LOCKED lets simultaneous bookings take
 * different units instead of queueing on the same ones; whatever slips through is still refused
 * by the exclusion constraint.
 */
export async function pickFreeUnits(
  tx: Executor,
  productId: number,
  range: DateRange,
  quantity: number,
  /** A further condition on the unit `i` (a swap leaves out units still out late elsewhere). */
  also?: SQL,
) {
  const result = await tx.execute<{ id: number; serial_number: string }>(sql`
    ${freeUnitsQuery(productId, range.dateFrom, range.dateTo)}
    ${also ? sql`AND ${also}` : sql``}
    ORDER BY ${inShopFirst('i')}
    LIMIT ${quantity}
    FOR UPDATE OF i SKIP LOCKED`);
  return result.rows.map((row) => ({ id: row.id, serialNumber: row.serial_number }));
}

/**
 * How many of the product can be booked over the range, as an SQL expression to select: its free
 * units, or for a kit the smallest, over its parts, of the part's free units divided
 * by its count (each part with its own buffer), never below 0; a kit without parts has none. A
 * kit has no units of its own and a part's units held through kits are simply not free, so the
 * two cases never mix. CASE runs only the branch it takes: a plain product costs what
 * freeUnitCount always did, a kit one index-backed count per part.
 */
export const freeStockCount = (productId: Operand, from: Operand, to: Operand, ownBuffer = true) => sql`(
  SELECT CASE WHEN NOT stocked.is_kit THEN ${freeUnitCount(sql`stocked.id`, from, to, ownBuffer)}
    ELSE coalesce((
      SELECT min(${freeUnitCount(sql`kp.part_id`, from, to, ownBuffer)} / kp.count)::int
      FROM kit_parts kp WHERE kp.kit_id = stocked.id
    ), 0) END
  FROM products stocked WHERE stocked.id = ${productId})`;

/** Operational units of the product, or for a kit how many whole kits its parts' operational units make. */
export const operationalStock = (productId: Operand) => {
  const units = (id: SQL) => sql`(SELECT count(*)::int FROM items WHERE product_id = ${id} AND status = 'Operational')`;
  return sql`(
  SELECT CASE WHEN NOT stocked.is_kit THEN ${units(sql`stocked.id`)}
    ELSE coalesce((SELECT min(${units(sql`kp.part_id`)} / kp.count)::int FROM kit_parts kp WHERE kp.kit_id = stocked.id), 0) END
  FROM products stocked WHERE stocked.id = ${productId})`;
};
