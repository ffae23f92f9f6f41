import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Quotes accepted under a race (issue 46, decision 090): the same quote accepted twice at once
 * places one order, the other is told 409; a quote accepted while someone else books its units
 * at once gets the order or the per-line refusal, and no unit is ever booked twice.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const line = (productId: number) => ({ productId, dateFrom: kit.day(3), dateTo: kit.day(5), quantity: 1 });

async function quoteOf(cookie: string, productId: number): Promise<number> {
  const asked = await kit.post(cookie, '/api/quotes', { lines: [line(productId)] });
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().id;
}

const acceptance = { name: 'Claire Martin', acceptTerms: true };

/** No unit on two overlapping live rentals: the exclusion constraint's promise, checked from outside. */
async function expectNoUnitTwice() {
  const { rows } = await t.pool.query(`
    SELECT a.item_id FROM rental_items a JOIN rental_items b
      ON a.item_id = b.item_id AND a.rental_id < b.rental_id AND NOT a.cancelled AND NOT b.cancelled
     AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`);
  expect(rows).toEqual([]);
}

describe('one quote accepted twice at once', () => {
  it('places exactly one order; the other accept is refused with 409', async () => {
    const claire = await t.signIn({ email: 'claire@example.com' });
    // Units enough for both: only the quote can stop the second order.
    const camera = await kit.product(10, '10.00');
    for (let round = 0; round < 5; round += 1) {
      const id = await quoteOf(claire.cookie, camera.id);
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => kit.post(claire.cookie, `/api/quotes/${id}/accept`, acceptance)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json().error.code).toBe('QUOTE_NOT_OPEN');
      }
      const { rows } = await t.pool.query('SELECT order_id FROM quotes WHERE id = $1', [id]);
      const placed = answers.find((answer) => answer.statusCode === 201)!.json();
      expect(rows).toEqual([{ order_id: placed.id }]);
    }
    const { rows: orders } = await t.pool.query('SELECT count(*)::int AS n FROM orders');
    expect(orders[0].n).toBe(5);
  }, 60_000);
});

describe('a quote accepted while someone else books its units', () => {
  it('either places the order or refuses its line, never both beyond stock', async () => {
    const claire = await t.signIn({ email: 'claire@example.com' });
    const jonas = await t.signIn({ email: 'jonas@example.com' });
    for (let round = 0; round < 8; round += 1) {
      // One unit: the quote and the other checkout want it on overlapping days.
      const camera = await kit.product(1, '10.00');
      const id = await quoteOf(claire.cookie, camera.id);
      const [accepted, booked] = await Promise.all([
        kit.post(claire.cookie, `/api/quotes/${id}/accept`, acceptance),
        kit.post(jonas.cookie, '/api/orders', {
          lines: [{ ...line(camera.id), dateFrom: kit.day(4), dateTo: kit.day(6), dailyPrice: '10.00' }],
        }),
      ]);
      expect([accepted.statusCode, booked.statusCode].sort(), `${accepted.body}\n${booked.body}`).toEqual([201, 409]);
      if (accepted.statusCode === 409) {
        expect(accepted.json().error).toMatchObject({
          code: 'ORDER_REFUSED',
          lines: [{ index: 0, code: 'NOT_ENOUGH_STOCK' }],
        });
        expect((await kit.get(claire.cookie, `/api/quotes/${id}`)).json().status).toBe('open');
      } else {
        expect(booked.json().error.code).toBe('ORDER_REFUSED');
      }
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id
          WHERE i.product_id = $1 AND NOT ri.cancelled`,
        [camera.id],
      );
      expect(rows[0].n).toBe(1);
    }
    await expectNoUnitTwice();
  }, 60_000);
});
