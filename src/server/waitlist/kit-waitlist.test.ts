import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertKit, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 32: waiting for a kit. A kit is free when whole kits are (its parts' free units over
 * their counts), and cancelling anything that frees a part, a kit's rental or the part booked
 * alone, tells those waiting for the kit and for the part.
 */

let t: TestApp;
const SHOP = 'http://localhost:3000';
const day = (offset: number) => addDays(TEST_TODAY, offset);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = { cookie: string; id: string };
const send = (who: Session, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie, origin: SHOP } });
const wait = (who: Session, productId: number) =>
  send(who, 'POST', '/api/waitlist', { productId, dateFrom: day(5), dateTo: day(6) });

/** A kit of one body (its only unit) and two batteries (three units). */
async function oneKit() {
  const body = await insertProduct(t.db, { name: 'Body' });
  const battery = await insertProduct(t.db, { name: 'Battery' });
  await insertItems(t.db, body.id, 1);
  await insertItems(t.db, battery.id, 3);
  const kit = await insertKit(t.db, [
    { productId: body.id, count: 1 },
    { productId: battery.id, count: 2 },
  ]);
  return { kit, body, battery };
}

/** The waiting requests told so far, once `expected` are (polled, with a deadline), by product. */
async function toldOnce(expected: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows } = await t.pool.query<{ product_id: number }>(
      'SELECT product_id FROM waitlist_requests WHERE notified_at IS NOT NULL ORDER BY product_id',
    );
    if (rows.length >= expected || Date.now() > deadline) return rows.map((row) => row.product_id);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('waiting for a kit', () => {
  it('is refused while a whole kit is free, and told when the kit rental holding it is cancelled', async () => {
    const { kit, body } = await oneKit();
    const [ana, ben, cleo] = await Promise.all(
      ['ana', 'ben', 'cleo'].map((name) => t.signIn({ email: `${name}@example.com` })),
    );
    const early = await wait(ben!, kit.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('UNITS_FREE');

    const booked = await send(ana!, 'POST', '/api/rentals', {
      productId: kit.id,
      dateFrom: day(4),
      dateTo: day(7),
      quantity: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await wait(ben!, kit.id)).statusCode).toBe(201);
    expect((await wait(cleo!, body.id)).statusCode).toBe(201);

    const cancelled = await send(ana!, 'DELETE', `/api/rentals/${booked.json().id}`);
    expect(cancelled.statusCode).toBe(204);
    expect(await toldOnce(2)).toEqual([body.id, kit.id].sort((a, b) => a - b));
  });

  it('is told when a part booked alone is cancelled and a whole kit is free again', async () => {
    const { kit, body } = await oneKit();
    const [ana, ben] = await Promise.all(['ana', 'ben'].map((name) => t.signIn({ email: `${name}@example.com` })));
    const booked = await send(ana!, 'POST', '/api/rentals', {
      productId: body.id,
      dateFrom: day(5),
      dateTo: day(5),
      quantity: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await wait(ben!, kit.id)).statusCode).toBe(201);
    expect((await send(ana!, 'DELETE', `/api/rentals/${booked.json().id}`)).statusCode).toBe(204);
    expect(await toldOnce(1)).toEqual([kit.id]);
  });
});
