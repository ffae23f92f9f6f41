import { sql } from 'drizzle-orm';
import type { AvailabilityCalendar } from '../../shared/schemas/availability';
import type { Database } from '../db/client';

/*
 * A unit is free on a range when it is Operational and no rental of it overlaps the range,
 * both ends included. The `&&` on inclusive dateranges is answered by the exclusion
 * constraint's GiST index on rental_items (item_id, daterange).
 */

export function createAvailabilityService(db: Database) {
  return {
    /** Free units of a product over [from, to], or null when the product does not exist. One statement. */
    async freeUnits(productId: number, from: string, to: string): Promise<number | null> {
      const result = await db.execute<{ free: number }>(sql`
        SELECT (
          SELECT count(*)::int FROM items i
          WHERE i.product_id = p.id AND i.status = 'Operational'
            AND NOT EXISTS (
              SELECT 1 FROM rental_items ri
              WHERE ri.item_id = i.id
                AND daterange(ri.date_from, ri.date_to, '[]') && daterange(${from}::date, ${to}::date, '[]')
            )
        ) AS free
        FROM products p WHERE p.id = ${productId}`);
      return result.rows[0]?.free ?? null;
    },

    /** Free units on each day of a month (YYYY-MM), or null when the product does not exist. */
    async calendar(productId: number, month: string): Promise<AvailabilityCalendar | null> {
      const result = await db.execute<{ date: string; free: number; units: number }>(sql`
        WITH product AS (SELECT id FROM products WHERE id = ${productId}),
        units AS (
          SELECT i.id FROM items i JOIN product p ON p.id = i.product_id WHERE i.status = 'Operational'
        ),
        days AS (
          SELECT d::date AS day FROM generate_series(
            ${`${month}-01`}::date,
            (${`${month}-01`}::date + interval '1 month' - interval '1 day')::date,
            interval '1 day'
          ) AS d
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               (SELECT count(*)::int FROM units) AS units,
               (SELECT count(*)::int FROM units u
                 WHERE NOT EXISTS (
                   SELECT 1 FROM rental_items ri
                   WHERE ri.item_id = u.id AND days.day BETWEEN ri.date_from AND ri.date_to
                 )) AS free
        FROM days WHERE EXISTS (SELECT 1 FROM product)
        ORDER BY days.day`);
      if (result.rows.length === 0) return null;
      return {
        month,
        units: result.rows[0]!.units,
        days: result.rows.map(({ date, free }) => ({ date, free })),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
