import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertKit, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 32: a kit rental's dates change as any rental's, unit by unit of each unit's own part:
 * extending, shortening and moving replace a part's unit taken on the new days with a free unit
 * of that part, are charged per kit, and never double-book a part (the exclusion constraint has
 * the last word); a swap brings a unit of the same part; cancelling frees every part's units.
 */

let t: TestApp;
let customer: { cookie: string; id: string };
let admin: { cookie: string; id: string };
const day = (offset: number) => addDays(TEST_TODAY, offset);
const SHOP = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  customer = await t.signIn({ email: 'kit-changer@example.com' });
  admin = await t.signIn({ email: 'kit-admin@example.com', isAdmin: true });
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = customer) =>
  t.app.inject({ method, url, payload, headers: { cookie: who.cookie, origin: SHOP } });
const free = async (productId: number, from: string, to: string) =>
  (await send('GET', `/api/products/${productId}/availability?dateFrom=${from}&dateTo=${to}`)).json().free as number;

/** A kit of 1 body and 2 batteries at 40.00 a day; `spare` units of each part beyond one kit's. */
async function kitSetUp(spare: { body?: number; battery?: number } = {}) {
  const body = await insertProduct(t.db, { name: 'Body' });
  const battery = await insertProduct(t.db, { name: 'Battery' });
  const bodies = await insertItems(t.db, body.id, 1 + (spare.body ?? 0));
  const batteries = await insertItems(t.db, battery.id, 2 + (spare.battery ?? 0));
  const kit = await insertKit(
    t.db,
    [
      { productId: body.id, count: 1 },
      { productId: battery.id, count: 2 },
    ],
    { name: 'Kit', dailyPrice: '40.00' },
  );
  return { kit, body, battery, bodies, batteries };
}

async function bookKit(kitId: number, from: number, to: number, quantity = 1) {
  const response = await send('POST', '/api/rentals', {
    productId: kitId,
    dateFrom: day(from),
    dateTo: day(to),
    quantity,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; items: { id: number; productId: number }[] };
}

async function unitsOf(rentalId: number) {
  const { rows } = await t.pool.query<{ item_id: number; product_id: number; date_to: string; cancelled: boolean }>(
    `SELECT ri.item_id, i.product_id, ri.date_to::text, ri.cancelled FROM rental_items ri JOIN items i ON i.id = ri.item_id
     WHERE ri.rental_id = $1 ORDER BY ri.item_id`,
    [rentalId],
  );
  return rows;
}

const clashes = async () =>
  (
    await t.pool.query(`
      SELECT a.item_id FROM rental_items a JOIN rental_items b
        ON a.item_id = b.item_id AND a.rental_id < b.rental_id AND NOT a.cancelled AND NOT b.cancelled
       AND daterange(a.date_from, a.blocked_to, '[]') && daterange(b.date_from, b.blocked_to, '[]')`)
  ).rows;

describe('extending a kit rental', () => {
  it('charges per kit and keeps its units when they are free', async () => {
    const { kit } = await kitSetUp({ body: 1, battery: 2 });
    const rental = await bookKit(kit.id, 3, 5, 2);
    const quote = await send('GET', `/api/rentals/${rental.id}/extend?dateTo=${day(7)}`);
    expect(quote.json()).toMatchObject({ addedDays: 2, amount: '160.00', unitReplaced: false, refusal: null });
    const extended = await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: day(7) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({
      amount: '160.00',
      rental: { quantity: 2, dateTo: day(7), total: '400.00' },
    });
    const units = await unitsOf(rental.id);
    expect(units.map((unit) => unit.item_id)).toEqual(rental.items.map((unit) => unit.id).sort((a, b) => a - b));
    expect(units.every((unit) => unit.date_to === day(7))).toBe(true);
  });

  it("replaces a part's unit taken on the new days with a free unit of that part", async () => {
    const { kit, battery, batteries } = await kitSetUp({ battery: 1 });
    const rental = await bookKit(kit.id, 3, 5);
    const heldBattery = rental.items.find((unit) => unit.productId === battery.id)!;
    // Someone else takes that battery from day 6: the spare one steps in.
    await insertRental(t.db, {
      userId: admin.id,
      productId: battery.id,
      dateFrom: day(6),
      dateTo: day(8),
      itemIds: [heldBattery.id],
    });
    const extended = await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: day(7) });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ unitReplaced: true, amount: '80.00' });
    const units = await unitsOf(rental.id);
    expect(units.map((unit) => unit.item_id)).not.toContain(heldBattery.id);
    const spare = batteries.find((unit) => !rental.items.some((held) => held.id === unit.id))!;
    expect(units.find((unit) => unit.item_id === spare.id)).toMatchObject({ product_id: battery.id });
    expect(units.filter((unit) => unit.product_id === battery.id)).toHaveLength(2);
    expect(await clashes()).toEqual([]);
  });

  it('is refused, changing nothing, when no unit of the part is free on the new days', async () => {
    const { kit, body } = await kitSetUp({ battery: 3 });
    const rental = await bookKit(kit.id, 3, 5);
    const bodyUnit = rental.items.find((unit) => unit.productId === body.id)!;
    await insertRental(t.db, {
      userId: admin.id,
      productId: body.id,
      dateFrom: day(7),
      dateTo: day(7),
      itemIds: [bodyUnit.id],
    });
    const before = await unitsOf(rental.id);
    const quote = await send('GET', `/api/rentals/${rental.id}/extend?dateTo=${day(7)}`);
    expect(quote.json().refusal).toMatchObject({ code: 'UNIT_NOT_FREE' });
    const refused = await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: day(7) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('UNIT_NOT_FREE');
    expect(await unitsOf(rental.id)).toEqual(before);
  });

  it('races bookings of its parts on the new days without ever double-booking a part', async () => {
    const { kit, body, battery } = await kitSetUp();
    const rental = await bookKit(kit.id, 3, 5);
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, index) => t.signIn({ email: `part-racer-${index}@example.com` })),
    );
    const answers = await Promise.all([
      send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: day(8) }),
      ...others.map((who, index) =>
        send(
          'POST',
          '/api/rentals',
          { productId: index % 2 ? body.id : battery.id, dateFrom: day(6), dateTo: day(7), quantity: 1 },
          who,
        ),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
    expect(await clashes()).toEqual([]);
    const extended = answers[0]!.statusCode === 200;
    const partsBooked = answers.slice(1).filter((answer) => answer.statusCode === 201).length;
    // Either the kit kept its units to day 8, or part bookings took some of them (not both).
    expect(extended).toBe(partsBooked === 0);
  });
});

describe('shortening and moving a kit rental', () => {
  it('moves every unit, replacing a part unit taken on the new dates with one of that part', async () => {
    const { kit, body, bodies } = await kitSetUp({ body: 1 });
    const rental = await bookKit(kit.id, 10, 12);
    const bodyUnit = rental.items.find((unit) => unit.productId === body.id)!;
    await insertRental(t.db, {
      userId: admin.id,
      productId: body.id,
      dateFrom: day(20),
      dateTo: day(20),
      itemIds: [bodyUnit.id],
    });
    const quote = await send('GET', `/api/rentals/${rental.id}/reschedule?dateFrom=${day(19)}&dateTo=${day(21)}`);
    expect(quote.json()).toMatchObject({ allowed: true, unitsReplaced: 1, total: '120.00' });
    const moved = await send('POST', `/api/rentals/${rental.id}/reschedule`, { dateFrom: day(19), dateTo: day(21) });
    expect(moved.statusCode, moved.body).toBe(200);
    const units = await unitsOf(rental.id);
    expect(units).toHaveLength(3);
    expect(units.every((unit) => unit.date_to === day(21))).toBe(true);
    const spare = bodies.find((unit) => unit.id !== bodyUnit.id)!;
    expect(units.filter((unit) => unit.product_id === body.id).map((unit) => unit.item_id)).toEqual([spare.id]);
    expect(await clashes()).toEqual([]);
  });

  it('takes off per kit when shortened, and refuses a move with no unit of a part free', async () => {
    const { kit, battery } = await kitSetUp();
    const rental = await bookKit(kit.id, 10, 13, 1);
    const shorter = await send('GET', `/api/rentals/${rental.id}/reschedule?dateFrom=${day(10)}&dateTo=${day(11)}`);
    expect(shorter.json()).toMatchObject({ allowed: true, totalBefore: '160.00', total: '80.00', removed: '80.00' });

    const other = rental.items.find((unit) => unit.productId === battery.id)!;
    await insertRental(t.db, {
      userId: admin.id,
      productId: battery.id,
      dateFrom: day(30),
      dateTo: day(30),
      itemIds: [other.id],
    });
    const before = await unitsOf(rental.id);
    const refused = await send('POST', `/api/rentals/${rental.id}/reschedule`, { dateFrom: day(29), dateTo: day(31) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NOT_ENOUGH_STOCK');
    expect(await unitsOf(rental.id)).toEqual(before);
  });
});

describe("swapping a kit's unit", () => {
  it('brings in a free unit of the same part', async () => {
    const { kit, battery, batteries } = await kitSetUp({ body: 2, battery: 1 });
    const rental = await bookKit(kit.id, 3, 5);
    const broken = rental.items.find((unit) => unit.productId === battery.id)!;
    await t.pool.query(`UPDATE items SET status = 'NonOperational' WHERE id = $1`, [broken.id]);
    const swapped = await send('POST', `/api/admin/rentals/${rental.id}/swap`, { itemId: broken.id }, admin);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const units = await unitsOf(rental.id);
    const spare = batteries.find((unit) => !rental.items.some((held) => held.id === unit.id))!;
    expect(units.map((unit) => unit.item_id)).toContain(spare.id);
    expect(units.map((unit) => unit.item_id)).not.toContain(broken.id);
    expect(units.filter((unit) => unit.product_id === battery.id)).toHaveLength(2);

    // No spare battery left: a body is never brought in instead.
    const second = units.find((unit) => unit.product_id === battery.id && unit.item_id !== spare.id)!;
    await t.pool.query(`UPDATE items SET status = 'NonOperational' WHERE id = $1`, [second.item_id]);
    const none = await send('POST', `/api/admin/rentals/${rental.id}/swap`, { itemId: second.item_id }, admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_FREE_UNIT');
  });
});

describe('cancelling a kit rental', () => {
  it('frees the units of every part at once', async () => {
    const { kit, body, battery } = await kitSetUp();
    const rental = await bookKit(kit.id, 3, 5);
    expect([await free(kit.id, day(3), day(5)), await free(body.id, day(4), day(4))]).toEqual([0, 0]);
    const cancelled = await send('DELETE', `/api/rentals/${rental.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    expect((await unitsOf(rental.id)).every((unit) => unit.cancelled)).toBe(true);
    expect(await free(kit.id, day(3), day(5))).toBe(1);
    expect(await free(body.id, day(3), day(5))).toBe(1);
    expect(await free(battery.id, day(3), day(5))).toBe(2);
  });
});
