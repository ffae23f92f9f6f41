import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../shared/calendar-date';
import { type Statement, wholeTableReads } from '../test/query-plans';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 32: a kit's stock costs one statement per request, and that statement reads units and
 * their rentals through the indexes (items by product, rental_items' GiST), never whole tables,
 * in a shop of 300 products, 200 kits, 6,000 units and 30,000 booked units. Booking a kit line costs as
 * many statements as booking a plain product.
 */

let t: TestApp;
let statements: Statement[] = [];
let kitId: number;
let plainId: number;
let cookie: string;

const BIG = new Set(['items', 'rental_items', 'rentals', 'kit_parts']);

beforeAll(async () => {
  t = await createTestApp({ logQuery: (query, params) => statements.push({ query, params }) });
  const user = await t.signIn({ email: 'plans@example.com' });
  cookie = (await t.signIn({ email: 'booker@example.com' })).cookie;
  await t.pool.query(`
    INSERT INTO categories (name) VALUES ('Everything');
    INSERT INTO products (name, daily_price, brand, model, category_id)
      SELECT 'Part ' || g, 10, 'Brand', 'M' || g, (SELECT id FROM categories) FROM generate_series(1, 300) g;
    INSERT INTO items (serial_number, product_id)
      SELECT 'SN-' || p.id || '-' || g, p.id FROM products p CROSS JOIN generate_series(1, 20) g;
  `);
  // Five rentals of every unit over the year, two months apart.
  await t.pool.query(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT $1, p.id, '2030-04-01'::date + w * 60, '2030-04-01'::date + w * 60 + 2
      FROM products p CROSS JOIN generate_series(0, 4) w`,
    [user.id],
  );
  await t.pool.query(`
    INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
      SELECT r.id, i.id, r.date_from, r.date_to FROM rentals r JOIN items i ON i.product_id = r.product_id`);
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO products (name, daily_price, brand, model, category_id, is_kit)
     VALUES ('Big kit', 50, 'Brand', 'Kit', (SELECT id FROM categories), true) RETURNING id`,
  );
  kitId = rows[0]!.id;
  await t.pool.query(
    `INSERT INTO kit_parts (kit_id, part_id, count) SELECT $1, id, 1 + id % 3 FROM products WHERE NOT is_kit ORDER BY id LIMIT 5`,
    [kitId],
  );
  // 200 other kits of 5 parts each, so kit_parts is no table a planner would just read through.
  await t.pool.query(`
    INSERT INTO products (name, daily_price, brand, model, category_id, is_kit)
      SELECT 'Other kit ' || g, 50, 'Brand', 'K' || g, (SELECT id FROM categories), true FROM generate_series(1, 200) g;
    INSERT INTO kit_parts (kit_id, part_id, count)
      SELECT k.id, p.id, 1 FROM products k
      CROSS JOIN LATERAL (SELECT id FROM products WHERE NOT is_kit ORDER BY random() LIMIT 5) p
      WHERE k.name LIKE 'Other kit %'`);
  plainId = (await t.pool.query(`SELECT id FROM products WHERE NOT is_kit ORDER BY id DESC LIMIT 1`)).rows[0].id;
  await t.pool.query('VACUUM (ANALYZE) products, items, rentals, rental_items, kit_parts');
}, 120_000);
afterAll(() => t.close());

async function get(url: string) {
  statements = [];
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe("a kit's stock in a large shop", () => {
  it('is one index-backed statement for a range and for a month', async () => {
    expect(await get(`/api/products/${kitId}/availability?dateFrom=2030-04-02&dateTo=2030-04-05`)).toEqual({
      free: 0,
      status: 'OutOfStock',
    });
    expect(statements).toHaveLength(1);
    expect(await wholeTableReads(t.pool, statements, BIG)).toEqual([]);

    const free = await get(`/api/products/${kitId}/availability?dateFrom=2030-04-10&dateTo=2030-04-12`);
    // 20 units of each part, 1 to 3 per kit: the part of 3 per kit decides.
    expect(free.free).toBe(6);

    const month = await get(`/api/products/${kitId}/calendar?month=2030-04`);
    expect(statements).toHaveLength(1);
    expect(await wholeTableReads(t.pool, statements, BIG)).toEqual([]);
    expect(month.units).toBe(6);
    expect(month.days.slice(0, 4).map((d: { free: number }) => d.free)).toEqual([0, 0, 0, 6]);
  });

  it('books a kit line in as many statements as a plain one', async () => {
    /**
     * The job queue's subscribers (mails, webhooks) log their own statements, in transactions of
     * their own, after each booking: the next booking is counted once they are done.
     */
    const queueIdle = async () => {
      for (let waited = 0; waited < 15_000; waited += 50) {
        const { rows } = await t.pool.query<{ busy: number }>(
          `SELECT count(*)::int AS busy FROM graphile_worker._private_jobs
            WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`,
        );
        if (rows[0]!.busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const book = async (productId: number, dailyPrice: string) => {
      await queueIdle();
      statements = [];
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie, origin: 'http://localhost:3000' },
        payload: {
          lines: [
            { productId, dateFrom: isoDate('2030-04-20'), dateTo: isoDate('2030-04-21'), quantity: 2, dailyPrice },
          ],
          payment: 'at_pickup',
        },
      });
      expect(answer.statusCode, answer.body).toBe(201);
      // The booking's own transaction (jobs of the worker may log statements around it).
      const queries = statements.map((statement) => statement.query.trim());
      const booking = statements.slice(queries.indexOf('begin'), queries.indexOf('commit') + 1);
      const line = booking.filter((statement) => statement.query.includes('unnest'));
      expect(line).toHaveLength(1);
      expect(await wholeTableReads(t.pool, line, BIG)).toEqual([]);
      return booking.length;
    };
    const plain = await book(plainId, '10.00');
    const kit = await book(kitId, '50.00');
    expect(kit).toBe(plain);
    expect(kit).toBeLessThanOrEqual(10);
  });
});
