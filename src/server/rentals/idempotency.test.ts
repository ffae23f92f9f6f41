import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/* Idempotency-Key on POST /api/rentals as payment APIs keep it (decision 022). */

let t: TestApp;
const day = addDays(TEST_TODAY, 7);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const book = (cookie: string, payload: object, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: { cookie, 'idempotency-key': key }, payload });

const counts = async () => {
  const { rows } = await t.pool.query(
    'SELECT (SELECT count(*)::int FROM rentals) AS rentals, (SELECT count(*)::int FROM rental_items) AS units',
  );
  return rows[0] as { rentals: number; units: number };
};

async function twoProducts() {
  const camera = await insertProduct(t.db, { name: 'Camera' });
  const lens = await insertProduct(t.db, { name: 'Lens' });
  await insertItems(t.db, camera.id, 3);
  await insertItems(t.db, lens.id, 3);
  return { camera: camera.id, lens: lens.id };
}

describe('Idempotency-Key on POST /api/rentals', () => {
  it('refuses the same key with another body (422) and books nothing', async () => {
    const { cookie } = await t.signIn({ email: 'key@example.com' });
    const { camera, lens } = await twoProducts();
    const first = await book(cookie, { productId: camera, dateFrom: day, dateTo: day, quantity: 1 }, 'order-1');
    expect(first.statusCode).toBe(201);
    for (const other of [
      { productId: lens, dateFrom: day, dateTo: day, quantity: 1 },
      { productId: camera, dateFrom: day, dateTo: day, quantity: 2 },
      { productId: camera, dateFrom: day, dateTo: addDays(day, 1), quantity: 1 },
    ]) {
      const reused = await book(cookie, other, 'order-1');
      expect(reused.statusCode, JSON.stringify(other)).toBe(422);
      expect(reused.json().error).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This Idempotency-Key was already used for a different rental request: send a new key for a new request.',
      });
    }
    expect(await counts()).toEqual({ rentals: 1, units: 1 });
  });

  it('replays the first rental for the same key and body, and keeps keys apart per customer', async () => {
    const ada = await t.signIn({ email: 'ada@example.com' });
    const ben = await t.signIn({ email: 'ben@example.com' });
    const { camera } = await twoProducts();
    const body = { productId: camera, dateFrom: day, dateTo: day, quantity: 2 };
    const first = await book(ada.cookie, body, 'same');
    const again = await book(ada.cookie, body, 'same');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Another customer's identical key is their own request.
    expect((await book(ben.cookie, { ...body, quantity: 1 }, 'same')).statusCode).toBe(201);
    expect(await counts()).toEqual({ rentals: 2, units: 3 });
  });

  it('answers one of two simultaneous requests with one key but different bodies with 422', async () => {
    const { cookie } = await t.signIn({ email: 'race@example.com' });
    const { camera, lens } = await twoProducts();
    const statuses = await Promise.all([
      book(cookie, { productId: camera, dateFrom: day, dateTo: day, quantity: 1 }, 'double'),
      book(cookie, { productId: lens, dateFrom: day, dateTo: day, quantity: 1 }, 'double'),
    ]).then((answers) => answers.map((answer) => answer.statusCode).sort());
    expect(statuses).toEqual([201, 422]);
    expect(await counts()).toEqual({ rentals: 1, units: 1 });
  });

  it('replays a retry that raced its first request, even when that one took the last open place', async () => {
    const { cookie } = await t.signIn({ email: 'retry@example.com' });
    const { camera } = await twoProducts();
    for (let i = 0; i < 9; i += 1) {
      const other = addDays(TEST_TODAY, 20 + i);
      const booked = await book(cookie, { productId: camera, dateFrom: other, dateTo: other, quantity: 1 }, `n-${i}`);
      expect(booked.statusCode).toBe(201);
    }
    const body = { productId: camera, dateFrom: day, dateTo: day, quantity: 1 };
    const [a, b] = await Promise.all([book(cookie, body, 'tenth'), book(cookie, body, 'tenth')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('lets a key book anew once it has expired (24 hours)', async () => {
    const { cookie } = await t.signIn({ email: 'later@example.com' });
    const { camera, lens } = await twoProducts();
    const body = { productId: camera, dateFrom: day, dateTo: day, quantity: 1 };
    const first = await book(cookie, body, 'yesterday');
    expect(first.statusCode).toBe(201);
    await t.pool.query(`UPDATE orders SET placed_at = now() - interval '23 hours 59 minutes'`);
    expect((await book(cookie, body, 'yesterday')).statusCode).toBe(200);

    await t.pool.query(`UPDATE orders SET placed_at = now() - interval '24 hours 1 minute'`);
    const sameBody = await book(cookie, body, 'yesterday');
    expect(sameBody.statusCode).toBe(201);
    expect(sameBody.json().id).not.toBe(first.json().id);

    await t.pool.query(`UPDATE orders SET placed_at = now() - interval '25 hours'`);
    const otherBody = await book(cookie, { productId: lens, dateFrom: day, dateTo: day, quantity: 1 }, 'yesterday');
    expect(otherBody.statusCode).toBe(201);
    expect(await counts()).toEqual({ rentals: 3, units: 3 });
  });
});
