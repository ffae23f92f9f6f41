import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeTableReads as readsOfWholeTables } from './test/query-plans';
import { createTestApp, type TestApp } from './test/test-app';

/*
 * Every administrator's list at shop scale (100,000 rentals and their orders, items, reviews, audit entries; 50,000 incidents;
 * 10,000 customers): each answers one bounded page, and the plan of every statement it runs reads
 * the big tables through an index, never a whole table. Times are the benchmark's business.
 */

/** A table this big is never read whole; smaller ones (here products and customers) may be, by the planner's choice. */
const BIG_TABLE_ROWS = 50_000;

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let statements: { query: string; params: unknown[] }[] = [];
let bigTables = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ logQuery: (query, params) => statements.push({ query, params }) });
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
  await t.pool.query(`
    INSERT INTO "user" (id, name, email, email_verified)
      SELECT 'u' || g, 'Customer ' || g, 'customer' || g || '@example.com', true FROM generate_series(1, 10000) g;
    INSERT INTO categories (name) SELECT 'Category ' || g FROM generate_series(1, 20) g;
    INSERT INTO products (name, daily_price, brand, model, category_id)
      SELECT 'Product ' || g, 10, 'Brand', 'M' || g, (SELECT min(id) FROM categories) + g % 20 FROM generate_series(0, 999) g;
    INSERT INTO items (serial_number, product_id)
      SELECT 'SN-' || lpad(g::text, 6, '0'), (SELECT min(id) FROM products) + g % 1000 FROM generate_series(0, 99999) g;
    INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT 'u' || (1 + g % 10000), (SELECT min(id) FROM products) + g % 1000,
             date '2029-01-01' + g % 700, date '2029-01-01' + g % 700 + 2
      FROM generate_series(0, 99999) g;
    -- Rental n has unit n, of the same product: no unit is on two rentals.
    INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
      SELECT r.id, i.id, r.date_from, r.date_to
      FROM rentals r JOIN items i ON i.id - (SELECT min(id) FROM items) = r.id - (SELECT min(id) FROM rentals);
    INSERT INTO incidents (user_id, rental_id, type, description)
      SELECT user_id, id, 'Other', 'Generated incident ' || id FROM rentals WHERE id % 2 = 0;
    INSERT INTO reviews (user_id, product_id, rating, comments)
      SELECT 'u' || (1 + g % 10000), (SELECT min(id) FROM products) + g / 10000 * 100 + g % 100, 1 + g % 5, 'Generated'
      FROM generate_series(0, 99999) g;
    INSERT INTO audit_log (actor_name, action, entity, entity_id, before, after)
      SELECT 'Boss', 'edit', (enum_range(NULL::audit_entity))[1 + g % 6], 1 + g / 6 % 1000,
             jsonb_build_object('name', 'Before ' || g), jsonb_build_object('name', 'After ' || g)
      FROM generate_series(0, 99999) g;
    ANALYZE;
  `);
  const { rows } = await t.pool.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
    [BIG_TABLE_ROWS],
  );
  bigTables = new Set(rows.map((row) => row.name));
  // Each rental above became a one-line order (the migration's trigger, decision 038).
  expect([...bigTables].sort()).toEqual([
    'audit_log',
    'incidents',
    'items',
    'orders',
    'rental_items',
    'rentals',
    'reviews',
  ]);
}, 120_000);
afterAll(() => t.close());

/** The whole-table reads of the big tables in the plans of the statements the request ran. */
const wholeTableReads = () => readsOfWholeTables(t.pool, statements, bigTables);

async function page(url: string) {
  statements = [];
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: unknown[]; next: string | null };
}

describe('administrator lists at 100,000 rentals', () => {
  const firstProduct = async () => (await t.pool.query('SELECT min(id) AS id FROM products')).rows[0].id as number;
  const firstCategory = async () => (await t.pool.query('SELECT min(id) AS id FROM categories')).rows[0].id as number;

  it.each([
    '/api/admin/rentals?limit=25',
    '/api/admin/rentals?limit=25&status=Completed',
    '/api/admin/rentals?limit=25&userId=u42',
    '/api/admin/rentals?limit=25&when=upcoming',
    '/api/admin/rentals?limit=25&when=past',
    '/api/admin/incidents?limit=25',
    '/api/admin/incidents?limit=25&status=Open',
    '/api/admin/reviews?limit=25',
    '/api/admin/users?limit=25',
    '/api/admin/items?limit=25',
    '/api/admin/products?limit=25',
    '/api/admin/audit-log?limit=25',
  ])('%s answers one page, through indexes only, and its next page too', async (url) => {
    const first = await page(url);
    expect(first.items.length).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(25);
    expect(await wholeTableReads()).toEqual([]);
    if (first.next === null) return;
    const second = await page(`${url}&after=${encodeURIComponent(first.next)}`);
    expect(second.items).not.toContainEqual(first.items.at(-1));
    expect(await wholeTableReads()).toEqual([]);
  });

  it('filters by product and category through their indexes', async () => {
    for (const url of [
      `/api/admin/items?limit=25&productId=${await firstProduct()}`,
      `/api/admin/reviews?limit=25&productId=${await firstProduct()}`,
      `/api/admin/products?limit=25&categoryId=${await firstCategory()}`,
      // One record's history, as the dashboard opens it.
      '/api/admin/audit-log?limit=25&entity=product&entityId=42',
    ]) {
      expect((await page(url)).items.length, url).toBeGreaterThan(0);
      expect(await wholeTableReads(), url).toEqual([]);
    }
  });
});

describe('the dashboard home at 100,000 rentals', () => {
  it('reads each of its lists through indexes only', async () => {
    // As in a shop: a few units out of service (some on rentals not over yet), most incidents closed.
    await t.pool.query(`
      UPDATE items SET status = 'NonOperational' WHERE id % 5000 = 0;
      UPDATE incidents SET status = 'Closed' WHERE id % 1000 <> 0;
      ANALYZE items; ANALYZE incidents;
    `);
    statements = [];
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json();
    expect(overview.handOut.today.total).toBeGreaterThan(0);
    expect(overview.needsReplacement.total).toBeGreaterThan(0);
    expect(overview.outOfService.total).toBe(20);
    expect(await wholeTableReads()).toEqual([]);
  });
});

describe('the hand-over desk at 100,000 rentals', () => {
  it('reads its lists, its search and the overview of late units through indexes only', async () => {
    // As in a shop that uses the desk: every rental that started was handed over, those that
    // ended came back, but for a few still out (some of their units booked again soon).
    await t.pool.query(`
      UPDATE rental_items SET checked_out_at = date_from + time '10:00'
        WHERE date_from <= date '2030-03-10';
      UPDATE rental_items SET checked_in_at = date_to + time '17:00', return_condition = 'ok'
        WHERE date_to < date '2030-03-10' AND rental_id % 2000 <> 0;
      ANALYZE rental_items;
    `);
    statements = [];
    const desk = await t.app.inject({ method: 'GET', url: '/api/admin/desk', headers: { cookie: admin.cookie } });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().overdue.total).toBeGreaterThan(0);
    expect(desk.json().returns.total).toBeGreaterThan(0);
    expect(await wholeTableReads()).toEqual([]);

    for (const q of ['SN-000123', 'FH-2030-000042', 'Customer 42']) {
      statements = [];
      const url = `/api/admin/desk/search?q=${encodeURIComponent(q)}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      expect(await wholeTableReads(), q).toEqual([]);
    }

    statements = [];
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: admin.cookie },
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().overdue.total).toBeGreaterThan(0);
    expect(await wholeTableReads()).toEqual([]);

    // The rentals by their one status (decision 099): the few overdue, and the many completed.
    for (const url of [
      '/api/admin/rentals?limit=25&status=Overdue&when=past',
      '/api/admin/rentals?limit=25&status=Completed&when=past',
    ]) {
      expect((await page(url)).items.length, url).toBeGreaterThan(0);
      expect(await wholeTableReads(), url).toEqual([]);
    }
  });
});
