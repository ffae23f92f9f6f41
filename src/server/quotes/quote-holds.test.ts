import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';

/*
 * Quotes that hold their units (the shop's `quotes.holdUnits`, decision 090): a quote's lines
 * are booked as a Held order under the exclusion constraint, so nobody else gets its units;
 * nobody sees that order anywhere (lists, desk, account, order reads); accepting books the same
 * units for the order at the quoted prices, revising holds the new version's instead, and the
 * job queue's sweep lets a hold go when it ends (the waitlist told through `stock.released`).
 * Two quotes racing for the last unit: one holds it, the other is refused per line.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const lines = (productId: number, quantity = 1, from = 20, to = 22) => [
  { productId, dateFrom: kit.day(from), dateTo: kit.day(to), quantity },
];

/** Lines as a checkout sends them, with the daily price the cart showed. */
const priced = (asked: ReturnType<typeof lines>) => asked.map((line) => ({ ...line, dailyPrice: '10.00' }));

async function holdingShop() {
  const admin = await t.signIn({ email: 'desk@example.com', isAdmin: true });
  const saved = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { holdUnits: true, validDays: 7 } });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().quotes.holdUnits).toBe(true);
  return admin;
}

async function ask(customer: Session, body: object) {
  const asked = await kit.post(customer.cookie, '/api/quotes', body);
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json();
}

/** The Held orders and the units they hold. */
async function holds() {
  const { rows } = await t.pool.query(`
    SELECT o.id, count(ri.item_id)::int AS units FROM orders o
      JOIN rentals r ON r.order_id = o.id JOIN rental_items ri ON ri.rental_id = r.id AND NOT ri.cancelled
     WHERE o.status = 'Held' GROUP BY o.id ORDER BY o.id`);
  return rows as { id: number; units: number }[];
}

/** The job queue's crontab task, run now as the worker runs it. */
async function sweep() {
  await t.pool.query(`SELECT graphile_worker.add_job('quotes:release-holds')`);
  await t.jobsDone();
}

describe('a quote that holds its units', () => {
  it('keeps them from everyone else and from every list, until the customer accepts it at its prices', async () => {
    const admin = await holdingShop();
    const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
    const bob = await t.signIn({ email: 'bob@example.com' });
    const camera = await kit.product(2, '10.00');

    const quote = await ask(claire, { lines: lines(camera.id, 2) });
    // Held through its last valid day, seven days on (the shop's day: Berlin's in these tests).
    expect(quote.heldUntil).toBe(new Date(`${kit.day(8)}T00:00:00+01:00`).toISOString());
    expect(await holds()).toEqual([{ id: expect.any(Number), units: 2 }]);
    const heldId = (await holds())[0]!.id;

    // Nobody else can book them, and the shop's availability says so.
    const refused = await kit.post(bob.cookie, '/api/orders', { lines: priced(lines(camera.id)) });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.lines[0]).toMatchObject({ code: 'NOT_ENOUGH_STOCK', available: 0 });

    // Nobody reads the hold as an order or a rental.
    expect((await kit.get(claire.cookie, `/api/orders/${heldId}`)).statusCode).toBe(404);
    expect((await kit.get(admin.cookie, `/api/admin/orders/${heldId}`)).statusCode).toBe(404);
    expect((await kit.get(claire.cookie, '/api/rentals')).json()).toEqual([]);
    expect((await kit.get(admin.cookie, '/api/admin/rentals')).json().items).toEqual([]);
    expect((await kit.get(claire.cookie, '/api/me/overview')).json()).toMatchObject({ rentals: 0 });
    const csv = await kit.get(admin.cookie, '/api/admin/exports/orders.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(1);

    // A price rise does not reach it; accepting books the held units for the order.
    await t.pool.query('UPDATE products SET daily_price = 99 WHERE id = $1', [camera.id]);
    const accepted = await kit.post(claire.cookie, `/api/quotes/${quote.id}/accept`, {
      name: 'Claire Martin',
      acceptTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ status: 'Placed', total: '60.00' });
    expect(await holds()).toEqual([]);
    const read = (await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json();
    expect(read).toMatchObject({ status: 'accepted', heldUntil: null, orderId: accepted.json().id });
    // Only the order's units are booked now.
    const { rows } = await t.pool.query(
      `SELECT count(*)::int AS n FROM rental_items ri JOIN rentals r ON r.id = ri.rental_id WHERE NOT ri.cancelled`,
    );
    expect(rows[0].n).toBe(2);
    // The acceptance booked the units it had just let go: nobody waiting is told they are free.
    await t.jobsDone();
    const { rows: released } = await t.pool.query(
      `SELECT count(*)::int AS n FROM domain_events WHERE type = 'stock.released'`,
    );
    expect(released[0].n).toBe(0);
  });

  it('is refused per line when the units are not free, and writes no quote', async () => {
    await holdingShop();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(1, '10.00');
    await ask(claire, { lines: lines(camera.id) });
    const second = await kit.post(claire.cookie, '/api/quotes', { lines: lines(camera.id) });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'ORDER_REFUSED',
      lines: [{ index: 0, code: 'NOT_ENOUGH_STOCK' }],
    });
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM quotes');
    expect(rows[0].n).toBe(1);
  });

  it('holds the new version instead when the shop revises it', async () => {
    const admin = await holdingShop();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(2, '10.00');
    const first = await ask(claire, { lines: lines(camera.id, 2) });
    const revised = await kit.post(admin.cookie, `/api/admin/quotes/${first.id}/revise`, {
      lines: lines(camera.id, 1, 21, 22),
    });
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json().heldUntil).not.toBeNull();
    expect(await holds()).toEqual([{ id: expect.any(Number), units: 1 }]);
    expect((await kit.get(claire.cookie, `/api/quotes/${first.id}`)).json()).toMatchObject({
      status: 'superseded',
      heldUntil: null,
    });
    // The unit the first version held is free for someone else.
    const bob = await t.signIn({ email: 'bob@example.com' });
    const booked = await kit.post(bob.cookie, '/api/orders', { lines: priced(lines(camera.id)) });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('lets them go when the hold ends, and the waitlist hears of it', async () => {
    await holdingShop();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(1, '10.00');
    // Held through its first rental day, sooner than its last valid day.
    const quote = await ask(claire, { lines: lines(camera.id, 1, 3, 4) });
    expect(quote.heldUntil).toBe(new Date(`${kit.day(4)}T00:00:00+01:00`).toISOString());

    await sweep();
    expect(await holds()).toHaveLength(1);
    now = new Date(Date.parse(quote.heldUntil) + 60_000);
    await sweep();
    expect(await holds()).toEqual([]);
    const read = (await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json();
    expect(read.heldUntil).toBeNull();
    const { rows } = await t.pool.query(`SELECT payload FROM domain_events WHERE type = 'stock.released'`);
    expect(rows).toEqual([{ payload: { productIds: [camera.id] } }]);
  });
});

describe('two quotes racing for the last unit', () => {
  it('holds it for one; the other is refused, and no unit is ever held twice', async () => {
    await holdingShop();
    const camera = await kit.product(1, '10.00');
    const customers = await Promise.all(['a', 'b', 'c'].map((name) => t.signIn({ email: `${name}@example.com` })));
    const answers = await Promise.all(
      customers.map((customer) => kit.post(customer.cookie, '/api/quotes', { lines: lines(camera.id) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await holds()).toEqual([{ id: expect.any(Number), units: 1 }]);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM quotes');
    expect(rows[0].n).toBe(1);
  });
});
