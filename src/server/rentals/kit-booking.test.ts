import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../shared/calendar-date';
import { insertItems, insertKit, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 32: booking a kit books count x quantity units of every part, as rows of one rental of
 * the kit, in one transaction, or nothing.
 */

let t: TestApp;
let customer: { cookie: string; id: string };
const start = addDays(TEST_TODAY, 30);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  customer = await t.signIn({ email: 'kit-renter@example.com' });
});

const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const book = (payload: object, who = customer) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: headers(who.cookie), payload });
const order = (lines: object[], who = customer) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: headers(who.cookie), payload: { lines } });
const free = async (productId: number, from: string, to: string) =>
  (await t.app.inject(`/api/products/${productId}/availability?dateFrom=${from}&dateTo=${to}`)).json().free as number;

/** A body (1 per kit, 3 units), batteries (2 per kit, 5 units) and a cage (1 per kit, 2 units): 2 kits fit. */
async function cameraKit(overrides: { bufferDays?: number } = {}) {
  const body = await insertProduct(t.db, { name: 'Body', bufferDays: overrides.bufferDays ?? 0 });
  const battery = await insertProduct(t.db, { name: 'Battery' });
  const cage = await insertProduct(t.db, { name: 'Cage' });
  const units = {
    body: await insertItems(t.db, body.id, 3),
    battery: await insertItems(t.db, battery.id, 5),
    cage: await insertItems(t.db, cage.id, 2),
  };
  const kit = await insertKit(
    t.db,
    [
      { productId: body.id, count: 1 },
      { productId: battery.id, count: 2 },
      { productId: cage.id, count: 1 },
    ],
    { name: 'Camera kit', dailyPrice: '50.00', deposit: '300.00' },
  );
  return { kit, body, battery, cage, units };
}

async function unitsOf(rentalId: number) {
  const { rows } = await t.pool.query<{ product_id: number; item_id: number }>(
    `SELECT i.product_id, ri.item_id FROM rental_items ri JOIN items i ON i.id = ri.item_id
     WHERE ri.rental_id = $1 ORDER BY i.product_id, ri.item_id`,
    [rentalId],
  );
  return rows;
}

describe('booking a kit', () => {
  it('books count x quantity units of every part as one rental of the kit, at the kit price and deposit', async () => {
    const { kit, body, battery, cage } = await cameraKit();
    const response = await book({ productId: kit.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 2 });
    expect(response.statusCode, response.body).toBe(201);
    const rental = response.json();
    expect(rental).toMatchObject({
      productId: kit.id,
      quantity: 2,
      isKit: true,
      dailyPrice: '50.00',
      deposit: '300.00',
    });
    expect(rental.total).toBe('200.00');
    expect(rental.items).toHaveLength(8);

    const { rows } = await t.pool.query(`SELECT product_id, units_per_kit, charged_days FROM rentals`);
    expect(rows).toEqual([{ product_id: kit.id, units_per_kit: 4, charged_days: 2 }]);
    const units = await unitsOf(rental.id);
    const count = (productId: number) => units.filter((unit) => unit.product_id === productId).length;
    expect([count(body.id), count(battery.id), count(cage.id)]).toEqual([2, 4, 2]);

    // The parts' own pages count the units the kit holds; the kit has none left.
    expect(await free(kit.id, start, start)).toBe(0);
    expect(await free(body.id, start, start)).toBe(1);
    expect(await free(battery.id, start, start)).toBe(1);
    expect(await free(cage.id, start, start)).toBe(0);
    expect(await free(cage.id, addDays(start, 2), addDays(start, 2))).toBe(2);
  });

  it('refuses the kit when one part is short, naming the kits free, and books nothing', async () => {
    const { kit, cage, units } = await cameraKit();
    // One cage taken on the first day: one kit can still be booked over the range.
    const other = await t.signIn({ email: 'other@example.com' });
    await insertRental(t.db, {
      userId: other.id,
      productId: cage.id,
      dateFrom: start,
      dateTo: start,
      itemIds: [units.cage[0]!.id],
    });
    expect(await free(kit.id, start, addDays(start, 1))).toBe(1);

    const refused = await order([
      { productId: kit.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 2, dailyPrice: '50.00' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.lines).toEqual([
      { index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 1, reason: 'no_stock' },
    ]);
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM rentals WHERE product_id = $1`, [kit.id]);
    expect(rows[0].n).toBe(0);
    const { rows: items } = await t.pool.query(`SELECT count(*)::int AS n FROM rental_items`);
    expect(items[0].n).toBe(1);

    // A kit line refused refuses its whole order: the plain line with it books nothing either.
    const plain = await insertProduct(t.db);
    await insertItems(t.db, plain.id, 1);
    const mixed = await order([
      { productId: plain.id, dateFrom: start, dateTo: start, quantity: 1, dailyPrice: '10.00' },
      { productId: kit.id, dateFrom: start, dateTo: start, quantity: 2, dailyPrice: '50.00' },
    ]);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().error.lines).toMatchObject([{ index: 1, code: 'NOT_ENOUGH_STOCK', available: 1 }]);
    const { rows: after } = await t.pool.query(`SELECT count(*)::int AS n FROM rental_items`);
    expect(after[0].n).toBe(1);

    const one = await book({ productId: kit.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 1 });
    expect(one.statusCode, one.body).toBe(201);
    expect(await free(kit.id, start, addDays(start, 1))).toBe(0);
  });

  it('never books a unit a part booking holds, nor lets a part booking take a kit unit', async () => {
    const { kit, body } = await cameraKit();
    const parts = await book({ productId: body.id, dateFrom: start, dateTo: start, quantity: 2 });
    expect(parts.statusCode).toBe(201);
    expect(await free(kit.id, start, start)).toBe(1);
    expect((await book({ productId: kit.id, dateFrom: start, dateTo: start, quantity: 2 })).statusCode).toBe(409);
    const kitRental = await book({ productId: kit.id, dateFrom: start, dateTo: start, quantity: 1 });
    expect(kitRental.statusCode).toBe(201);
    expect((await book({ productId: body.id, dateFrom: start, dateTo: start, quantity: 1 })).statusCode).toBe(409);
    const held = new Set(parts.json().items.map((unit: { id: number }) => unit.id));
    for (const unit of kitRental.json().items) expect(held.has(unit.id)).toBe(false);
  });

  it("keeps a part's buffer after a kit booking, in the shop's open days", async () => {
    const { kit, body } = await cameraKit({ bufferDays: 2 });
    // Two bodies held elsewhere: one left for kits.
    expect(
      (await book({ productId: body.id, dateFrom: start, dateTo: addDays(start, 20), quantity: 2 })).statusCode,
    ).toBe(201);
    const first = await book({ productId: kit.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 1 });
    expect(first.statusCode).toBe(201);
    const { rows } = await t.pool.query<{ product_id: number; blocked_to: string; date_to: string }>(
      `SELECT i.product_id, ri.date_to::text, ri.blocked_to::text FROM rental_items ri JOIN items i ON i.id = ri.item_id
       WHERE ri.rental_id = $1`,
      [first.json().id],
    );
    // Only the body's own buffer: the battery and cage are free the next day.
    for (const row of rows) {
      expect(row.blocked_to).toBe(row.product_id === body.id ? addDays(start, 3) : addDays(start, 1));
    }
    expect(await free(kit.id, addDays(start, 2), addDays(start, 2))).toBe(0);
    expect(await free(kit.id, addDays(start, 4), addDays(start, 4))).toBe(1);
    expect(
      (await book({ productId: kit.id, dateFrom: addDays(start, 3), dateTo: addDays(start, 3), quantity: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await book({ productId: kit.id, dateFrom: addDays(start, 4), dateTo: addDays(start, 4), quantity: 1 }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a kit on a closed day as any product, and charges only open days when closed days are free', async () => {
    const admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: headers(admin.cookie),
      payload: { openingDays: [1, 2, 3, 4, 5, 6], closedDaysFree: true },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const { kit } = await cameraKit();
    const sunday = isoDate('2030-04-07');
    const onSunday = await book({ productId: kit.id, dateFrom: sunday, dateTo: addDays(sunday, 1), quantity: 1 });
    expect(onSunday.statusCode).toBe(400);
    const saturday = addDays(sunday, -1);
    const overSunday = await book({ productId: kit.id, dateFrom: saturday, dateTo: addDays(sunday, 1), quantity: 1 });
    expect(overSunday.statusCode, overSunday.body).toBe(201);
    expect(overSunday.json()).toMatchObject({ chargedDays: 2, total: '100.00', quantity: 1 });
  });

  it('refuses a kit without parts as out of stock', async () => {
    const empty = await insertKit(t.db, []);
    expect(await free(empty.id, start, start)).toBe(0);
    const refused = await order([
      { productId: empty.id, dateFrom: start, dateTo: start, quantity: 1, dailyPrice: '10.00' },
    ]);
    expect(refused.json().error.lines).toMatchObject([{ code: 'NOT_ENOUGH_STOCK', available: 0 }]);
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM rentals`);
    expect(rows[0].n).toBe(0);
  });
});
