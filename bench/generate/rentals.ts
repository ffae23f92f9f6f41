import type pg from 'pg';
import { LAST_GENERATED_END_DAYS } from '../bench-data';
import { customerIdSql } from './customers';
import { count } from './progress';
import { continueIdentity } from './session';

/**
 * The rentals' days: as many days as it takes for RENTALS_PER_DAY a day, ending
 * LAST_GENERATED_END_DAYS ahead (the last day of a segment stays free), at least a year back. A
 * shop with a million rentals is an older shop, not a busier one today: about 20 years back
 * against one at 100,000, so the rentals around today (the desk's, the overview's, the feeds')
 * are as many at either size, and only history grows.
 */
const RENTALS_PER_DAY = 130;
const windowDaysOf = (shape: RentalShape) =>
  Math.max(365 + LAST_GENERATED_END_DAYS + 1, Math.ceil(shape.rentals / RENTALS_PER_DAY));
const daysBackOf = (shape: RentalShape) => windowDaysOf(shape) - LAST_GENERATED_END_DAYS - 1;
const yearsOf = (shape: RentalShape) => windowDaysOf(shape) / 365;
const MAX_LENGTH_DAYS = 14;
/** Products 1, 101, 201…: their units get a fifth of the rentals, up to this many each a year (the products to ask about). */
const HOT_EVERY = 100;
const HOT_SHARE = 0.2;
const HOT_PER_UNIT_A_YEAR = 60;
/** Rentals are written this many at a time, to show progress. */
const BATCH = 100_000;

export type RentalShape = { rentals: number; products: number; unitsPerProduct: number; customers: number };

/**
 * Which unit each rental holds: a fifth go to the units of every hundredth product (the shop's
 * best sellers), the rest to any unit, uniformly. Then each unit's rentals are numbered k = 0..n-1.
 */
async function planUnits(client: pg.ClientBase, shape: RentalShape) {
  const hotProducts = Math.floor((shape.products - 1) / HOT_EVERY) + 1;
  const hotUnits = hotProducts * shape.unitsPerProduct;
  const hotRentals = Math.min(Math.round(shape.rentals * HOT_SHARE), Math.round(hotUnits * HOT_PER_UNIT_A_YEAR * yearsOf(shape)));
  const units = shape.products * shape.unitsPerProduct;
  await client.query(
    `CREATE TEMP TABLE bench_rental_unit AS
     SELECT g, ${HOT_EVERY} * (h / $3) * $3 + h % $3 + 1 AS item_id
       FROM generate_series(1, $1::int) AS g, LATERAL (SELECT (g - 1) % $2 AS h) AS hot
     UNION ALL
     SELECT g, 1 + floor(pg_temp.rnd(g, 10) * $4)::int FROM generate_series($1::int + 1, $5::int) AS g`,
    [hotRentals, hotUnits, shape.unitsPerProduct, units, shape.rentals],
  );
  await client.query(`
    CREATE TEMP TABLE bench_rental_slot AS
    SELECT g, item_id,
           (row_number() OVER (PARTITION BY item_id ORDER BY g) - 1)::int AS k,
           (count(*) OVER (PARTITION BY item_id))::int AS n
    FROM bench_rental_unit`);
  const { rows } = await client.query<{ most: number | null }>('SELECT max(n) AS most FROM bench_rental_slot');
  const most = rows[0]?.most ?? 0;
  // Each rental needs a segment of at least two days: one rented, one free before the next.
  if (most > windowDaysOf(shape) / 2) {
    throw new Error(`A unit would get ${most} rentals in ${windowDaysOf(shape)} days: ask for fewer rentals or more units`);
  }
  console.log(
    `  busiest unit: ${most} rentals; ${count(hotRentals)} rentals on the units of ${count(hotProducts)} best-selling products`,
  );
}

/**
 * Each unit's days are cut into n equal segments, one per rental; rental k lies inside segment k,
 * 1 to 14 days long, and ends at least a day before the segment does, so a unit's rentals never
 * overlap (rental_items_no_overlap) and the last ends by LAST_GENERATED_END_DAYS. Booked 1 to 45
 * days ahead, and never in the future; ids follow the booking time, as in a shop.
 */
async function planDates(client: pg.ClientBase, today: string, shape: RentalShape) {
  await client.query(
    `CREATE TEMP TABLE bench_rental_plan AS
     WITH segment AS (
       SELECT g, item_id, k * $2 / n AS seg_start, (k + 1) * $2 / n - k * $2 / n AS seg_len
       FROM bench_rental_slot
     ),
     sized AS (
       SELECT *, 1 + floor(pg_temp.rnd(g, 12) * least(${MAX_LENGTH_DAYS}, seg_len - 1))::int AS len FROM segment
     ),
     placed AS (
       SELECT g, item_id, len,
              $1::date - ${daysBackOf(shape)} + seg_start + floor(pg_temp.rnd(g, 13) * (seg_len - len))::int AS date_from
       FROM sized
     ),
     booked AS (
       SELECT g, item_id, date_from, date_from + len - 1 AS date_to,
              date_from::timestamptz - (1 + floor(pg_temp.rnd(g, 14) * 45)) * interval '1 day'
                + (8 + pg_temp.rnd(g, 15) * 12) * interval '1 hour' AS asked_at
       FROM placed
     )
     SELECT (row_number() OVER (ORDER BY created_at, g))::int AS id, g, item_id,
            (item_id - 1) / $3 + 1 AS product_id, date_from, date_to, created_at,
            ${customerIdSql(`1 + floor(pg_temp.rnd(g, 17) * $4)::int`)} AS user_id
     FROM (SELECT *, CASE WHEN asked_at < now() THEN asked_at
                          ELSE now() - pg_temp.rnd(g, 16) * interval '30 days' END AS created_at
           FROM booked) AS b`,
    [today, windowDaysOf(shape), shape.unitsPerProduct, shape.customers],
  );
  await client.query('CREATE INDEX ON bench_rental_plan (id)');
}

/**
 * `shape.rentals` rentals, each with one unit of its product (rental_items), over the years up to
 * `today` and a little beyond, handed over and back as their days say.
 */
export async function insertRentals(client: pg.ClientBase, today: string, shape: RentalShape) {
  await planUnits(client, shape);
  await planDates(client, today, shape);
  for (let from = 1; from <= shape.rentals; from += BATCH) {
    const to = Math.min(shape.rentals, from + BATCH - 1);
    await client.query(
      `INSERT INTO rentals (id, user_id, product_id, date_from, date_to, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT id, user_id, product_id, date_from, date_to, created_at
       FROM bench_rental_plan WHERE id BETWEEN $1 AND $2 ORDER BY id`,
      [from, to],
    );
    // As a shop's history is: what began by today was handed over in the morning of its first
    // day, what ended before today came back in the evening of its last, in good order (so
    // nothing is overdue); what is under way is out.
    await client.query(
      `INSERT INTO rental_items (rental_id, item_id, date_from, date_to, checked_out_at, checked_in_at, return_condition)
       SELECT id, item_id, date_from, date_to,
              CASE WHEN date_from <= $3::date THEN (date_from + time '09:30')::timestamptz END,
              CASE WHEN date_to < $3::date THEN (date_to + time '17:30')::timestamptz END,
              CASE WHEN date_to < $3::date THEN 'ok'::return_condition END
       FROM bench_rental_plan WHERE id BETWEEN $1 AND $2 ORDER BY id`,
      [from, to, today],
    );
    console.log(`  ${count(to)} / ${count(shape.rentals)} rentals`);
  }
  await continueIdentity(client, 'rentals');
}
