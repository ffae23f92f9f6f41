import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { UtilisationReport } from '../../shared/schemas/reports';
import type { Database } from '../db/client';
import { dataVersions } from '../db/data-version';
import { keptBetweenChanges } from '../db/kept-between-changes';
import type { ShopCalendar } from '../shop-calendar';

/*
 * Utilisation (decision 093): per unit, the days it was booked out within the period over the
 * period's days; per product, its units' together. Read from the units' bookings (rental_items,
 * quotes' holds left out), through the GiST index on each booking's days, so a month costs what
 * that month's bookings cost, not the whole history's (decision 098).
 *
 * The answer names the most used products (and their units) up to a limit, then the kits (their
 * days count on their parts' units, their late returns and incidents on their own rows), then
 * idle products by name to fill the limit, and the shop's totals: a shop of a hundred thousand products
 * reads its top and its idle count, and downloads the CSV for every row.
 */

type Period = { from: IsoDate; to: IsoDate };

type ProductFigures = {
  product_id: number;
  is_kit: boolean;
  name: string;
  category: string;
  units: number;
  days_out: number;
  late: number;
  incidents: number;
};

/** Each unit's days booked out within the period: the CTE `booked (item_id, days)`. */
const bookedWithin = ({ from, to }: Period) => sql`
  booked AS (
    SELECT ri.item_id, sum(LEAST(ri.date_to, ${to}::date) - GREATEST(ri.date_from, ${from}::date) + 1)::int AS days
      FROM rental_items ri
     WHERE NOT ri.cancelled
       AND daterange(ri.date_from, ri.date_to, '[]') && daterange(${from}::date, ${to}::date, '[]')
       AND ri.rental_id NOT IN (
         SELECT r.id FROM rentals r JOIN orders held ON held.id = r.order_id WHERE held.status = 'Held')
     GROUP BY ri.item_id
  )`;

export function createUtilisation(db: Database, calendar: ShopCalendar) {
  const periodDays = ({ from, to }: Period) => sql`(${to}::date - ${from}::date + 1)`;

  /**
   * The rentals of product `productId` (an SQL expression) due back in the period that came back
   * late or are still out past their last day, read by the product and its last days
   * (rentals_product_id_date_to_idx). A kit's rental counts for the kit, whose parts' units it
   * took out.
   */
  const lateOf = (productId: SQL, { from, to }: Period) => sql`
    (SELECT count(DISTINCT r.id)::int FROM rentals r JOIN rental_items ri ON ri.rental_id = r.id
      WHERE r.product_id = ${productId} AND r.date_to BETWEEN ${from}::date AND ${to}::date AND NOT ri.cancelled
        AND ri.checked_out_at IS NOT NULL
        AND coalesce((ri.checked_in_at AT TIME ZONE ${calendar.timeZone})::date, ${calendar.today()}::date) > r.date_to)`;

  /** The units of `products` with their days out, by product and serial number. */
  async function unitsOf(period: Period, products: number[]) {
    if (products.length === 0) return [];
    const { from, to } = period;
    // Each listed unit's own bookings in the period, by the unit and its days in the exclusion
    // constraint's index (rental_items_no_overlap: a booking within the period keeps its unit
    // within it too, blocked_to being on or after date_to): a few rows per unit, not its history.
    const { rows } = await db.execute<{ id: number; serial_number: string; product_id: number; days_out: number }>(sql`
      SELECT i.id, i.serial_number, i.product_id,
             LEAST(coalesce((
               SELECT sum(LEAST(ri.date_to, ${to}::date) - GREATEST(ri.date_from, ${from}::date) + 1)
                 FROM rental_items ri
                WHERE ri.item_id = i.id AND NOT ri.cancelled
                  AND ri.date_from <= ${to}::date AND ri.date_to >= ${from}::date
                  AND daterange(ri.date_from, ri.blocked_to, '[]') && daterange(${from}::date, ${to}::date, '[]')
                  AND ri.rental_id NOT IN (
                    SELECT r.id FROM rentals r JOIN orders held ON held.id = r.order_id WHERE held.status = 'Held')
             ), 0), ${periodDays(period)})::int AS days_out
        FROM items i
       WHERE i.product_id = ANY(${`{${products.join(',')}}`}::int[])
       ORDER BY i.product_id, i.serial_number`);
    return rows;
  }

  const share = (out: number, possible: number) => (possible > 0 ? Math.min(1, out / possible) : 0);

  function productRow(row: ProductFigures, days: number) {
    const daysPossible = row.units * days;
    return {
      productId: row.product_id,
      isKit: row.is_kit,
      productName: row.name,
      categoryName: row.category,
      units: row.units,
      daysOut: row.days_out,
      daysPossible,
      utilisation: share(row.days_out, daysPossible),
      lateReturns: row.late,
      incidents: row.incidents,
    };
  }

  const dayCount = ({ from, to }: Period) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

  const reads = {
    /** The `limit` most used products with their units (idle ones by name after them), and the shop's totals. */
    async report(period: Period, limit: number): Promise<UtilisationReport> {
      const days = dayCount(period);
      const figures = (product: SQL) =>
        sql`${lateOf(product, period)} AS late, coalesce(reported.incidents, 0) AS incidents`;
      const unitsOfProduct = (product: SQL) =>
        sql`(SELECT count(*)::int FROM items WHERE items.product_id = ${product})`;
      type Totals = { products: number; used: number; units: number; days_out: number };
      const { rows } = await db.execute<{
        ranked: ProductFigures[] | null;
        kits: ProductFigures[] | null;
        idle: ProductFigures[] | null;
        totals: Totals;
      }>(sql`
        WITH ${bookedWithin(period)},
        -- The products used in the period, from its bookings alone (their units by primary key):
        -- each one's days out, and how many of its units were booked.
        used AS MATERIALIZED (
          SELECT i.product_id, count(*)::int AS booked_units, sum(LEAST(b.days, ${days}))::int AS days_out
            FROM booked b JOIN items i ON i.id = b.item_id GROUP BY i.product_id
        ),
        -- A product has at least its booked units, so days out over booked units bounds its share
        -- from above. The lowest true share among the \`limit\` best bounds is one that \`limit\`
        -- products reach: a product whose bound falls below it cannot be listed, and only the rest
        -- have their units counted (by items' product index), not every product's.
        bar AS (
          SELECT min(u.days_out::float8 / ${unitsOfProduct(sql`u.product_id`)}) AS share
            FROM (SELECT * FROM used ORDER BY days_out::float8 / booked_units DESC, product_id LIMIT ${limit}) u
        ),
        top AS (
          SELECT u.product_id, u.days_out, n.units
            FROM used u CROSS JOIN LATERAL (SELECT ${unitsOfProduct(sql`u.product_id`)} AS units) n
           WHERE u.days_out::float8 / u.booked_units >= (SELECT share FROM bar)
           ORDER BY u.days_out::float8 / n.units DESC, u.product_id
           LIMIT ${limit}
        ),
        -- The incidents reported in the period, by their rentals' products (a kit's rental is the
        -- kit's): the period's few incidents looked up, not every rental of each listed product.
        reported AS MATERIALIZED (
          SELECT r.product_id, count(*)::int AS incidents
            FROM incidents n JOIN rentals r ON r.id = n.rental_id
           WHERE (n.created_at AT TIME ZONE ${calendar.timeZone})::date BETWEEN ${period.from}::date AND ${period.to}::date
           GROUP BY r.product_id
        ),
        -- Names only for those listed.
        ranked AS (
          SELECT t.product_id, false AS is_kit, p.name, cat.name AS category, t.units, t.days_out,
                 ${figures(sql`t.product_id`)}
            FROM top t JOIN products p ON p.id = t.product_id JOIN categories cat ON cat.id = p.category_id
            LEFT JOIN reported ON reported.product_id = t.product_id
        ),
        -- Kits (decision 093): no units of their own, their days on their parts' units; listed for
        -- their late returns and incidents, which count on the kit's row only. Read from their
        -- own index by name (products_kits_name_idx).
        kits AS (
          SELECT p.id AS product_id, true AS is_kit, p.name, cat.name AS category, 0 AS units, 0 AS days_out,
                 ${figures(sql`p.id`)}
            FROM products p JOIN categories cat ON cat.id = p.category_id
            LEFT JOIN reported ON reported.product_id = p.id
           WHERE p.is_kit
           ORDER BY lower(p.name), p.id
           LIMIT ${limit}
        ),
        -- Idle ones by name to fill the list: the name index walked, skipping the used (looked up
        -- by hash) and those without units (kits among them).
        idle AS (
          SELECT p.id AS product_id, false AS is_kit, p.name, cat.name AS category, n.units, 0 AS days_out,
                 ${figures(sql`p.id`)}
            FROM products p JOIN categories cat ON cat.id = p.category_id
            CROSS JOIN LATERAL (SELECT ${unitsOfProduct(sql`p.id`)} AS units) n
            LEFT JOIN reported ON reported.product_id = p.id
           -- Read at all only when the most used leave room (a one-time filter).
           WHERE (SELECT count(*) FROM top) < ${limit}
             AND EXISTS (SELECT FROM items WHERE items.product_id = p.id)
             AND p.id NOT IN (SELECT product_id FROM used)
           ORDER BY lower(p.name), p.id
           LIMIT GREATEST(${limit} - (SELECT count(*) FROM top), 0)
        )
        SELECT (SELECT json_agg(ranked) FROM ranked) AS ranked,
               (SELECT json_agg(kits) FROM kits) AS kits,
               (SELECT json_agg(idle) FROM idle) AS idle,
               -- The shop's units and the products that have any: one pass over items' product
               -- index, not grouped; the used ones and their days from the period's bookings.
               (SELECT json_build_object('products', i.products, 'units', i.units,
                                         'used', u.used, 'days_out', u.days_out)
                  FROM (SELECT count(DISTINCT product_id) AS products, count(*) AS units FROM items) i,
                       (SELECT count(*) AS used, coalesce(sum(days_out), 0) AS days_out FROM used) u) AS totals`);
      const { ranked, kits, idle, totals } = rows[0]!;
      const products = [
        ...(ranked ?? [])
          .map((row) => productRow(row, days))
          .sort((a, b) => b.utilisation - a.utilisation || a.productName.localeCompare(b.productName)),
        ...(kits ?? []).map((row) => productRow(row, days)),
        ...(idle ?? []).map((row) => productRow(row, days)),
      ];
      const units = (
        await unitsOf(
          period,
          products.map((product) => product.productId),
        )
      ).map((unit) => ({
        id: unit.id,
        serialNumber: unit.serial_number,
        productId: unit.product_id,
        daysOut: unit.days_out,
        daysPossible: days,
        utilisation: share(unit.days_out, days),
      }));
      const daysPossible = Number(totals.units) * days;
      return {
        ...period,
        products,
        units,
        totals: {
          products: Number(totals.products),
          idleProducts: Number(totals.products) - Number(totals.used),
          units: Number(totals.units),
          daysOut: Number(totals.days_out),
          daysPossible,
          utilisation: share(Number(totals.days_out), daysPossible),
        },
      };
    },

    /** Every product with units and every kit, the most used first (then kits, then idle ones, by name), for the CSV. */
    async allProducts(period: Period): Promise<UtilisationReport['products']> {
      const days = dayCount(period);
      const { from, to } = period;
      const { rows } = await db.execute<ProductFigures>(sql`
        WITH ${bookedWithin(period)},
        per_product AS (
          SELECT i.product_id, count(*)::int AS units, sum(LEAST(coalesce(b.days, 0), ${days}))::int AS days_out
            FROM items i LEFT JOIN booked b ON b.item_id = i.id GROUP BY i.product_id
        ),
        late AS (
          SELECT r.product_id, count(DISTINCT r.id)::int AS late
            FROM rentals r JOIN rental_items ri ON ri.rental_id = r.id
           WHERE r.date_to BETWEEN ${from}::date AND ${to}::date AND NOT ri.cancelled AND ri.checked_out_at IS NOT NULL
             AND coalesce((ri.checked_in_at AT TIME ZONE ${calendar.timeZone})::date, ${calendar.today()}::date) > r.date_to
           GROUP BY r.product_id
        ),
        reported AS (
          SELECT r.product_id, count(*)::int AS incidents
            FROM incidents n JOIN rentals r ON r.id = n.rental_id
           WHERE (n.created_at AT TIME ZONE ${calendar.timeZone})::date BETWEEN ${from}::date AND ${to}::date
           GROUP BY r.product_id
        )
        SELECT p.id AS product_id, p.is_kit, p.name, cat.name AS category,
               coalesce(pp.units, 0) AS units, coalesce(pp.days_out, 0) AS days_out,
               coalesce(late.late, 0) AS late, coalesce(reported.incidents, 0) AS incidents
          FROM products p JOIN categories cat ON cat.id = p.category_id
          LEFT JOIN per_product pp ON pp.product_id = p.id
          LEFT JOIN late ON late.product_id = p.id
          LEFT JOIN reported ON reported.product_id = p.id
         WHERE pp.product_id IS NOT NULL OR p.is_kit
         -- The most used first, then kits, then idle ones, each by name.
         ORDER BY coalesce(pp.days_out::float8 / pp.units, 0) DESC, p.is_kit DESC, lower(p.name), p.id`);
      return rows.map((row) => productRow(row, days));
    },
  };

  // A year's report reads some 50,000 bookings and looks up 40,000 units: about 200 ms of the
  // database's CPU at 100,000 rentals, and ten members of staff at once queued for seconds. It is
  // written once per change of what it reads and shared by those who ask at once (decision 107),
  // as the shop's calendar feed is; the shop's today is in its key (late returns are counted to it).
  const kept = keptBetweenChanges<UtilisationReport>(dataVersions(db));
  return {
    report: (period: Period, limit: number): Promise<UtilisationReport> =>
      kept(JSON.stringify([period.from, period.to, limit, calendar.today()]), () => reads.report(period, limit)),
    allProducts: reads.allProducts,
  };
}

export type Utilisation = ReturnType<typeof createUtilisation>;
