import { sql } from 'drizzle-orm';
import type { DateRange, IsoDate } from '../../shared/calendar-date';
import type { AvailabilityCalendar, Month } from '../../shared/schemas/availability';
import type { Database } from '../db/client';
import { namedStatement } from '../db/named-statement';
import { NotFoundError } from '../domain-errors';
import { freeStockCount, operationalStock } from './free-units';

/*
 * Both reads are named statements (db/named-statement.ts): their plans do not turn on the values
 * (a product's units by its index, their rentals by the exclusion constraint's), and planning the
 * nested counts was four fifths of an availability answer's database time (0.63 against 0.13 ms
 * a call, EXPLAIN of the statement on the bench's data: planning 2.5 ms cold).
 */
export function createAvailabilityService(db: Database) {
  return {
    /**
     * Free units of a product (for a kit, whole kits) over an inclusive range, and its operational
     * units (whole kits), in one statement.
     */
    async freeUnits(productId: number, range: DateRange): Promise<{ free: number; units: number }> {
      const result = await namedStatement<{ free: number; units: number }>(
        db,
        sql`
        SELECT ${freeStockCount(sql`p.id`, range.dateFrom, range.dateTo)} AS free, ${operationalStock(sql`p.id`)} AS units
        FROM products p WHERE p.id = ${productId}`,
      );
      const row = result.rows[0];
      if (!row) throw new NotFoundError('Product');
      return row;
    },

    /**
     * Free units on each day of a month, and the product's operational units; for a kit, the
     * whole kits its parts' free (and operational) units make each day.
     */
    async calendar(productId: number, month: Month): Promise<AvailabilityCalendar> {
      const first = `${month}-01`;
      const result = await namedStatement<{ date: string; free: number; units: number }>(
        db,
        sql`
        WITH product AS (SELECT p.id, ${operationalStock(sql`p.id`)} AS units FROM products p WHERE p.id = ${productId}),
        days AS (
          SELECT d::date AS day FROM generate_series(
            ${first}::date, (${first}::date + interval '1 month' - interval '1 day')::date, interval '1 day'
          ) AS d
        )
        SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
               product.units,
               ${freeStockCount(sql`product.id`, sql`days.day`, sql`days.day`, false)} AS free
        FROM product CROSS JOIN days
        ORDER BY days.day`,
      );
      if (result.rows.length === 0) throw new NotFoundError('Product');
      return {
        month,
        units: result.rows[0]!.units,
        days: result.rows.map(({ date, free }) => ({ date: date as IsoDate, free })),
      };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
