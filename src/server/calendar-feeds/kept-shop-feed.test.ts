import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { orders } from '../db/schema/orders';
import { rentalItems } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { parseFeed } from '../test/ical-feed';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';

/*
 * The shop's feed written once per change (issue 49, decision 103): twenty calendar apps at once
 * cause one render; the next fetch after any change the feed shows (a booking, a hand-over, a
 * cancellation, a renamed customer or product, the shop's name, a new day) has it, and so does
 * one after a change that was still being committed while the feed was read.
 */

let t: TestApp;
let now = TEST_NOW;
/** The feeds' reads of their lines, by whose: each is one render. */
const renders = { shop: 0, customer: 0 };

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    logQuery: (query) => {
      // The feeds' own read of their lines (feed-rentals.ts): a mail or webhook the job worker
      // sends meanwhile may read serial numbers too, and is no render.
      if (!query.includes(`'partName'`)) return;
      if (query.includes('"rentals"."user_id" = ')) renders.customer += 1;
      else renders.shop += 1;
    },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  now = TEST_NOW;
});

const day = (n: number) => addDays('2030-03-10' as IsoDate, n);

async function setUp() {
  const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana' });
  const address = await t.app.inject({
    method: 'GET',
    url: '/api/admin/calendar-feed',
    headers: { cookie: admin.cookie },
  });
  expect(address.statusCode, address.body).toBe(200);
  return { admin, ana, path: new URL(address.json<{ url: string }>().url).pathname };
}

async function rent(userId: string, name: string, from: IsoDate, to: IsoDate) {
  const product = await insertProduct(t.db, { name });
  const [unit] = await insertItems(t.db, product.id, 1);
  return insertRental(t.db, { userId, productId: product.id, dateFrom: from, dateTo: to, itemIds: [unit!.id] });
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });

/** The feed's body, read once, and how many renders that took. */
async function read(path: string) {
  const before = renders.shop;
  const response = await fetchFeed(path);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, rendered: renders.shop - before, etag: response.headers.etag as string };
}

const summaries = (body: string) => parseFeed(body).events.map((event) => event.summary);

describe("the shop's feed, kept between changes", () => {
  it('answers twenty calendar apps at once with one render, the same body to each, and 304 to an ETag', async () => {
    const { ana, path } = await setUp();
    for (let n = 0; n < 5; n += 1) await rent(ana.id, `Camera ${n}`, day(n), day(n + 2));
    const before = renders.shop;
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetchFeed(path)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renders.shop - before).toBe(1);
    expect(parseFeed(answers[0]!.body).events).toHaveLength(10);

    // Nothing changed: kept, whoever asks next.
    const again = await read(path);
    expect(again).toMatchObject({ body: answers[0]!.body, rendered: 0 });
    const notChanged = await fetchFeed(path, { 'if-none-match': again.etag });
    expect(notChanged.statusCode).toBe(304);
    expect(renders.shop - before).toBe(1);
  });

  it('has every change on the next fetch: a booking, a hand-over, a cancellation, renames, the shop’s name, a new day', async () => {
    const { admin, ana, path } = await setUp();
    const first = await rent(ana.id, 'Canon EOS R5', day(0), day(1));
    let last = await read(path);
    expect(last.rendered).toBe(1);
    /** The next fetch: written again, with `expected` among its summaries (or its name). */
    async function changed(expected: (body: string) => void) {
      const next = await read(path);
      expect(next.rendered).toBe(1);
      expect(next.body).not.toBe(last.body);
      expect(next.etag).not.toBe(last.etag);
      expected(next.body);
      last = next;
    }

    const booked = await rent(ana.id, 'Sony FX3', day(3), day(4));
    const [order] = await t.db
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, booked.orderId));
    await changed((body) => expect(summaries(body)).toContain(`Pick-up: 1 × Sony FX3, Ana, ${order!.reference}`));

    await t.db.update(rentalItems).set({ checkedOutAt: new Date() }).where(eq(rentalItems.rentalId, first.id));
    await changed((body) =>
      expect(summaries(body).some((s) => s.includes('Canon EOS R5') && s.endsWith('(handed over)'))).toBe(true),
    );

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${booked.id}`,
      headers: { cookie: ana.cookie, origin: ana.origin },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await changed((body) => expect(body).not.toContain('Sony FX3'));

    await t.db.update(user).set({ name: 'Ana María' }).where(eq(user.id, ana.id));
    await changed((body) => expect(body).toContain('Ana María'));

    await t.db.update(products).set({ name: 'Canon EOS R5 C' }).where(eq(products.id, first.productId));
    await changed((body) => expect(body).toContain('Canon EOS R5 C'));

    const named = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: admin.origin },
      payload: { legal: { name: 'Luz y Cámara S.L.' } },
    });
    expect(named.statusCode, named.body).toBe(200);
    await changed((body) => expect(parseFeed(body).name).toBe('Luz y Cámara S.L.: pick-ups and returns'));

    // Two days on, the unit handed over is not back after its last day: the return is late.
    now = new Date(TEST_NOW.getTime() + 2 * 24 * 3600 * 1000);
    await changed((body) =>
      expect(summaries(body).some((s) => s.startsWith('Return: 1 × Canon EOS R5 C') && s.endsWith('(overdue)'))).toBe(
        true,
      ),
    );

    // And nothing since: kept.
    expect(await read(path)).toMatchObject({ body: last.body, rendered: 0 });
  });

  it('is not kept while a booking is being committed, and has it on the first fetch after the commit', async () => {
    const { ana, path } = await setUp();
    await rent(ana.id, 'Canon EOS R5', day(0), day(1));
    const before = await read(path);
    const product = await insertProduct(t.db, { name: 'Sony FX3' });
    const [unit] = await insertItems(t.db, product.id, 1);

    // Its statements have counted it; it is not visible until its commit, which counts nothing
    // more. A feed kept under that count would miss it for good: none is.
    await t.db.transaction(async (tx) => {
      await insertRental(tx, {
        userId: ana.id,
        productId: product.id,
        dateFrom: day(2),
        dateTo: day(3),
        itemIds: [unit!.id],
      });
      expect(await read(path)).toMatchObject({ body: before.body, rendered: 1 });
      expect(await read(path)).toMatchObject({ body: before.body, rendered: 1 });
    });
    const after = await read(path);
    expect(after.rendered).toBe(1);
    expect(after.body).toContain('Sony FX3');
    expect(await read(path)).toMatchObject({ body: after.body, rendered: 0 });
  });

  it('lets writers go on side by side, and a fetch answer while they are under way', async () => {
    const { ana, path } = await setUp();
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben' });
    const anas = await rent(ana.id, 'Canon EOS R5', day(0), day(1));
    const bens = await rent(ben.id, 'Sony FX3', day(0), day(1));
    const [one, two] = [await t.pool.connect(), await t.pool.connect()];
    try {
      for (const client of [one, two]) {
        await client.query('BEGIN');
        await client.query(`SET LOCAL lock_timeout = '1s'`);
      }
      await one.query('UPDATE rentals SET discount_cents = discount_cents WHERE id = $1', [anas.id]);
      await two.query(`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1`, [bens.id]);
      expect((await fetchFeed(path)).statusCode).toBe(200);
      await one.query(`UPDATE "user" SET name = 'Ana María' WHERE id = $1`, [ana.id]);
      await two.query('COMMIT');
      await one.query('COMMIT');
    } finally {
      one.release();
      two.release();
    }
    const after = parseFeed((await read(path)).body);
    expect(after.events.some((event) => event.summary.includes('Ana María'))).toBe(true);
    expect(
      after.events.some((event) => event.summary.includes('Sony FX3') && event.summary.endsWith('(handed over)')),
    ).toBe(true);
  });
});

describe("a customer's feed", () => {
  it('is written at each fetch, as before, and never answered with the shop’s', async () => {
    const { ana, path } = await setUp();
    await rent(ana.id, 'Canon EOS R5', day(0), day(1));
    const address = await t.app.inject({
      method: 'GET',
      url: '/api/me/calendar-feed',
      headers: { cookie: ana.cookie },
    });
    const own = new URL(address.json<{ url: string }>().url).pathname;
    const shop = await read(path);
    const before = renders.customer;
    const first = await fetchFeed(own);
    const second = await fetchFeed(own);
    expect(renders.customer - before).toBe(2);
    expect(second.body).toBe(first.body);
    expect(first.body).not.toBe(shop.body);
    expect(parseFeed(first.body).name).toBe('Framehire: my rentals');
    expect((await read(path)).rendered).toBe(0);
  });
});
