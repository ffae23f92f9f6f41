import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('simultaneous checkouts', () => {
  it('200 two-line orders at once book exactly the orders that fit, whole, and no unit twice', async () => {
    // N free units of each product; each order asks one unit of both, on overlapping dates.
    const N = 15;
    const camera = await insertProduct(t.db, { dailyPrice: '10.00' });
    const lens = await insertProduct(t.db, { dailyPrice: '10.00' });
    await insertItems(t.db, camera.id, N);
    await insertItems(t.db, lens.id, N);
    const customers = await Promise.all(
      // Administrators: the new customers' share (decision 036) is not what this test is about.
      Array.from({ length: 40 }, (_, index) => t.signIn({ email: `racer-${index}@example.com`, isAdmin: true })),
    );
    const line = (productId: number, from: number) => ({
      productId,
      dateFrom: addDays(TEST_TODAY, from),
      dateTo: addDays(TEST_TODAY, from + 2),
      quantity: 1,
      dailyPrice: '10.00',
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: customers[index % customers.length]!.cookie },
          // The lens a day later than the camera: every camera line overlaps every other, so does every lens line.
          payload: { lines: [line(camera.id, 3), line(lens.id, 4)] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(N);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().error.code).toBe('ORDER_REFUSED');
    }
    // No order half-booked: every order has both its lines, each with its one unit.
    const { rows: orders } = await t.pool.query(`
      SELECT o.id, count(DISTINCT r.id)::int AS lines, count(ri.item_id)::int AS units
      FROM orders o JOIN rentals r ON r.order_id = o.id JOIN rental_items ri ON ri.rental_id = r.id
      GROUP BY o.id`);
    expect(orders).toHaveLength(N);
    for (const order of orders) expect(order).toMatchObject({ lines: 2, units: 2 });
    // No unit on two overlapping rentals (the exclusion constraint's promise, checked from outside).
    const { rows: clashes } = await t.pool.query(`
      SELECT a.item_id FROM rental_items a JOIN rental_items b
        ON a.item_id = b.item_id AND a.rental_id < b.rental_id
       AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`);
    expect(clashes).toEqual([]);
  }, 120_000);
});
