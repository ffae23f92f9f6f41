/**
 * `npm run bench:data -- --products 100000 --rentals 1000000 [--units-per-product 3] [--customers 2000]`:
 * fills the bench database (bench-database.ts) from scratch with a shop of that size, on the
 * real schema with every constraint on, in a few minutes. Each table is written by INSERT …
 * SELECT over generate_series inside PostgreSQL, deterministically (the same options give the
 * same shop); the rentals sit around the day it runs (bench-data.ts says which days stay free).
 */
import { todayIn } from '../src/shared/calendar-date';
import { machineTimeZone } from '../src/shared/shop-page';
import { createDatabase } from '../src/server/db/client';
import { endPool, openBenchDatabase } from './bench-database';
import { insertCategories } from './generate/categories';
import { insertCustomers } from './generate/customers';
import { insertIncidents } from './generate/incidents';
import { insertItems } from './generate/items';
import { parseGenerateOptions } from './generate/options';
import { insertProducts } from './generate/products';
import { count, seconds, timed } from './generate/progress';
import { resetSchema } from './generate/reset';
import { insertRentals } from './generate/rentals';
import { insertReviews } from './generate/reviews';
import { prepareSession } from './generate/session';

/** Reviews and incidents per rental, as the admin lists' data: 100,000 and 20,000 at a million rentals. */
const REVIEWS_PER_RENTAL = 0.1;
const INCIDENTS_PER_RENTAL = 0.02;

const TABLES = [
  'categories',
  'products',
  'items',
  '"user"',
  'account',
  'rentals',
  'rental_items',
  'reviews',
  'incidents',
];

const options = (() => {
  try {
    return parseGenerateOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
})();
// The shop's today, as the server (and its SHOP_TIME_ZONE default) will see it.
const today = todayIn(machineTimeZone());
const started = performance.now();
const bench = await openBenchDatabase((line) => console.log(line));
const { pool, db } = createDatabase(bench.url, { max: 2 });
try {
  console.log(
    `Generating ${count(options.products)} products × ${options.unitsPerProduct} units, ${count(options.rentals)} rentals, ` +
      `${count(options.customers)} customers around ${today}`,
  );
  await timed('schema (migrations)', () => resetSchema(db));
  const client = await pool.connect();
  try {
    await prepareSession(client);
    const leaves = await timed('categories', () => insertCategories(client));
    await timed('products', () => insertProducts(client, leaves, options.products));
    await timed('items', () => insertItems(client, options.unitsPerProduct));
    await timed('customers', () => insertCustomers(client, options.customers));
    await timed('rentals and rental_items', () => insertRentals(client, today, options));
    await timed('reviews', () => insertReviews(client, today, Math.round(options.rentals * REVIEWS_PER_RENTAL)));
    await timed('incidents', () => insertIncidents(client, today, Math.round(options.rentals * INCIDENTS_PER_RENTAL)));
    await timed('vacuum (analyze)', async () => {
      for (const table of TABLES) await client.query(`VACUUM (ANALYZE) ${table}`);
    });
    const { rows } = await client.query<Record<string, string>>(`
      SELECT (SELECT count(*) FROM categories) AS categories,
             (SELECT count(*) FROM categories WHERE parent_id IS NULL) AS "parent categories",
             (SELECT count(*) FROM products) AS products,
             (SELECT count(*) FROM items) AS items,
             (SELECT count(*) FROM "user" WHERE NOT is_admin) AS customers,
             (SELECT count(*) FROM "user" WHERE is_admin) AS administrators,
             (SELECT count(*) FROM rentals) AS rentals,
             (SELECT count(*) FROM rental_items) AS rental_items,
             (SELECT count(*) FROM reviews) AS reviews,
             (SELECT count(*) FROM incidents) AS incidents`);
    for (const [table, rowCount] of Object.entries(rows[0] ?? {})) {
      console.log(`${table.padEnd(18)} ${count(Number(rowCount)).padStart(10)}`);
    }
  } finally {
    client.release();
  }
  console.log(`Total: ${seconds(performance.now() - started)}`);
} finally {
  await endPool(pool);
  await bench.stop();
}
