import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { DESK_LIST_LIMIT } from '../../shared/schemas/hand-over';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { DESK_SEARCH_LIMIT } from './desk';

let t: TestApp;
let admin: { cookie: string };
let products = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const day = (offset: number) => addDays(TEST_TODAY, offset);
type Row = { id: number; overdue: boolean; daysLate: number; items: { checkedOutAt: string | null }[] };
const ids = (list: { items: { id: number }[] }) => list.items.map((row) => row.id);

/** A customer's rental of `units` fresh units of a product; `out` of them handed over, `back` of those returned. */
async function rental(
  userId: string,
  dateFrom: IsoDate,
  dateTo: IsoDate,
  state: { units?: number; out?: number; back?: number; missing?: number; cancelled?: boolean } = {},
) {
  const product = await insertProduct(t.db, { name: `Sony FX3 #${(products += 1)}` });
  const units = await insertItems(t.db, product.id, state.units ?? 1);
  const row = await insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom,
    dateTo,
    itemIds: units.map((u) => u.id),
  });
  const out = units.slice(0, state.out ?? 0);
  for (const [index, unit] of out.entries()) {
    const back = index < (state.back ?? 0);
    const missing = !back && index < (state.back ?? 0) + (state.missing ?? 0);
    await t.pool.query(
      `UPDATE rental_items SET checked_out_at = $1, checked_in_at = $2, return_condition = $3
       WHERE rental_id = $4 AND item_id = $5`,
      [
        `${dateFrom}T09:00:00Z`,
        back ? `${dateTo}T17:00:00Z` : null,
        back ? 'ok' : missing ? 'missing' : null,
        row.id,
        unit.id,
      ],
    );
  }
  if (state.cancelled) await t.pool.query('UPDATE rentals SET cancelled_at = now() WHERE id = $1', [row.id]);
  return { ...row, units };
}

const get = async (url: string, cookie = admin.cookie) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  return response;
};

describe('GET /api/admin/desk', () => {
  it("lists today's pick-ups, today's returns and the overdue rentals, each whole, on the shop's calendar", async () => {
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    const u = ada.id;
    // Pick-ups: a unit still in the shop, started today or before, not over.
    const startsToday = await rental(u, day(0), day(3));
    const startedBefore = await rental(u, day(-2), day(1));
    const partlyOut = await rental(u, day(-1), day(2), { units: 2, out: 1 });
    const noShowEndsToday = await rental(u, day(-1), day(0));
    await rental(u, day(-1), day(2), { out: 1 }); // handed over: under way
    await rental(u, day(1), day(2)); // tomorrow's
    await rental(u, day(0), day(2), { cancelled: true });
    // Returns: ending today with a unit out.
    const returnsToday = await rental(u, day(-3), day(0), { units: 2, out: 2, back: 1 });
    await rental(u, day(-3), day(0), { out: 1, back: 1 }); // already back
    // Overdue: past the last day with a unit out (a missing unit stays out), the longest late first.
    const lateThree = await rental(u, day(-6), day(-3), { out: 1 });
    const lateOne = await rental(u, day(-4), day(-1), { units: 2, out: 2, back: 1 });
    const missing = await rental(u, day(-9), day(-5), { units: 2, out: 2, back: 1, missing: 1 });
    await rental(u, day(-4), day(-1)); // never handed over: not overdue
    await rental(u, day(-4), day(-2), { out: 1, back: 1 }); // back late, but back
    await rental(u, day(-4), day(-2), { out: 1, cancelled: true });

    const response = await get('/api/admin/desk');
    expect(response.statusCode, response.body).toBe(200);
    const desk = response.json();
    expect(desk.today).toBe(TEST_TODAY);
    expect(ids(desk.pickUps)).toEqual([startedBefore.id, partlyOut.id, noShowEndsToday.id, startsToday.id]);
    expect(desk.pickUps.total).toBe(4);
    expect(desk.pickUps.items[1]).toMatchObject({
      id: partlyOut.id,
      userName: 'Ada Lovelace',
      productName: expect.stringMatching(/^Sony FX3 #/),
      checkedOutAt: null,
      overdue: false,
    });
    expect(
      desk.pickUps.items[1].items.filter((unit: { checkedOutAt: string | null }) => unit.checkedOutAt),
    ).toHaveLength(1);
    expect(desk.returns).toMatchObject({ total: 1, items: [{ id: returnsToday.id, overdue: false }] });
    expect(ids(desk.overdue)).toEqual([missing.id, lateThree.id, lateOne.id]);
    expect(desk.overdue.items.map((row: Row) => [row.overdue, row.daysLate])).toEqual([
      [true, 5],
      [true, 3],
      [true, 1],
    ]);
  });

  it('keeps each list to its limit and says how many there are', async () => {
    const ben = await t.signIn({ email: 'ben@example.com' });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, DESK_LIST_LIMIT + 2);
    await t.pool.query(
      `INSERT INTO rentals (user_id, product_id, date_from, date_to) SELECT $1, $2, $3, $3 FROM generate_series(1, $4::int)`,
      [ben.id, product.id, day(-4), units.length],
    );
    await t.pool.query(
      `INSERT INTO rental_items (rental_id, item_id, date_from, date_to, checked_out_at)
       SELECT r.id, i.id, r.date_from, r.date_to, now() - interval '4 days'
       FROM (SELECT id, date_from, date_to, row_number() OVER (ORDER BY id) AS n FROM rentals) r
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM items WHERE product_id = $1) i USING (n)`,
      [product.id],
    );
    const desk = (await get('/api/admin/desk')).json();
    expect(desk.overdue.total).toBe(DESK_LIST_LIMIT + 2);
    expect(desk.overdue.items).toHaveLength(DESK_LIST_LIMIT);
    expect(desk.pickUps).toEqual({ total: 0, items: [] });
  });

  it('answers administrators only', async () => {
    const customer = await t.signIn({ email: 'cleo@example.com' });
    expect((await get('/api/admin/desk', customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/desk' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/desk/search', () => {
  const search = async (q: string) => {
    const response = await get(`/api/admin/desk/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return ids(response.json());
  };

  it("finds a customer's rentals not over or still out by a part of their name or e-mail, an order's reference, or a scanned serial number", async () => {
    const ada = await t.signIn({ email: 'ada.lovelace@example.com', fullName: 'Ada Lovelace' });
    const ben = await t.signIn({ email: 'ben@example.org', fullName: 'Ben Byron' });
    const current = await rental(ada.id, day(-1), day(2), { out: 1 });
    const future = await rental(ada.id, day(5), day(6));
    const late = await rental(ada.id, day(-8), day(-2), { out: 1 });
    await rental(ada.id, day(-8), day(-2), { out: 1, back: 1 }); // over and back
    await rental(ada.id, day(-8), day(-2)); // over, never handed over
    await rental(ada.id, day(3), day(4), { cancelled: true });
    const bens = await rental(ben.id, day(0), day(1));

    const adas = [late.id, current.id, future.id];
    expect(await search('LOVEL')).toEqual(adas);
    expect(await search('lace@EXAMPLE.c')).toEqual(adas);
    expect(await search('Byron')).toEqual([bens.id]);
    expect(await search('example')).toEqual([late.id, current.id, bens.id, future.id]);

    const reference = async (id: number) =>
      (await t.pool.query('SELECT o.reference FROM rentals r JOIN orders o ON o.id = r.order_id WHERE r.id = $1', [id]))
        .rows[0].reference as string;
    const futureReference = await reference(future.id);
    expect(await search(futureReference)).toEqual([future.id]);
    expect(await search(futureReference.toLowerCase())).toEqual([future.id]);
    // Its start: every order whose reference starts so.
    expect(await search(futureReference.slice(0, 8))).toEqual([late.id, current.id, bens.id, future.id]);

    // A scanned unit: exactly its serial number, whatever the case; a part of it finds nothing.
    const serial = current.units[0]!.serialNumber;
    expect(await search(serial.toLowerCase())).toEqual([current.id]);
    expect(await search(serial.slice(0, -1))).toEqual([]);

    // LIKE's wildcards are plain characters.
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it(`answers at most ${DESK_SEARCH_LIMIT}, the soonest first`, async () => {
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
    const made = [];
    for (let offset = DESK_SEARCH_LIMIT + 2; offset > 0; offset -= 1)
      made.push(await rental(ada.id, day(offset), day(offset)));
    const found = await search('ada@');
    expect(found).toEqual(
      made
        .map((row) => row.id)
        .reverse()
        .slice(0, DESK_SEARCH_LIMIT),
    );
  });

  it('refuses a search too short or too long', async () => {
    for (const url of [
      '/api/admin/desk/search',
      '/api/admin/desk/search?q=a',
      '/api/admin/desk/search?q=%20a%20',
      `/api/admin/desk/search?q=${'a'.repeat(101)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'q' });
    }
  });
});

describe('a pick-up or return on a closed day (decision 102)', () => {
  /** The shop's settings saved as staff save them, closing `dates` and choosing what happens to the rentals on them. */
  async function closeDays(dates: IsoDate[], confirmAffected?: 'keep' | 'notify') {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { closedDates: dates, ...(confirmAffected ? { confirmAffected } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  type Card = { id: number; closedDays: { date: string; kind: string; choice: string }[] };
  const closedDaysIn = (list: { items: Card[] }) =>
    Object.fromEntries(list.items.map((row) => [row.id, row.closedDays]));

  it('carries the kept or told day on the rental’s card while it is still to come and the day still closed', async () => {
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    await closeDays([]);
    const picksUp = await rental(ada.id, day(0), day(2));
    const bringsBack = await rental(ada.id, day(-2), day(0), { out: 1 });
    const oneDay = await rental(ada.id, day(0), day(0));
    const onOpenDays = await rental(ada.id, day(-1), day(1));
    // Today closed, its rentals kept: the counter opens for them.
    await closeDays([day(0)], 'keep');
    // Tomorrow closed too, its customer told: the rental was not moved.
    const tomorrow = await rental(ada.id, day(1), day(3));
    await closeDays([day(0), day(1)], 'notify');

    const desk = (await get('/api/admin/desk')).json();
    const keptPickUp = { date: day(0), kind: 'pick-up', choice: 'keep' };
    const keptReturn = { date: day(0), kind: 'return', choice: 'keep' };
    expect(closedDaysIn(desk.pickUps)).toEqual({
      [picksUp.id]: [keptPickUp],
      [oneDay.id]: [keptPickUp, keptReturn],
      // Its return tomorrow is on a day told about, the customer may still come.
      [onOpenDays.id]: [{ date: day(1), kind: 'return', choice: 'notify' }],
    });
    expect(closedDaysIn(desk.returns)).toEqual({ [bringsBack.id]: [keptReturn] });
    const found = (await get('/api/admin/desk/search?q=ada@')).json();
    expect(closedDaysIn(found)[tomorrow.id]).toEqual([{ date: day(1), kind: 'pick-up', choice: 'notify' }]);

    // Handed over: its pick-up is done, its return is on an open day.
    await t.pool.query(`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1`, [picksUp.id]);
    // The rental moved off the day: no longer on it.
    await t.pool.query(`UPDATE rentals SET date_to = $2 WHERE id = $1`, [onOpenDays.id, day(2)]);
    const later = (await get('/api/admin/desk/search?q=ada@')).json();
    expect(closedDaysIn(later)[picksUp.id]).toEqual([]);
    expect(closedDaysIn(later)[onOpenDays.id]).toEqual([]);

    // Today open again: nothing to mark on it (the rows stay, as decision 102 says).
    await closeDays([day(1)]);
    const reopened = (await get('/api/admin/desk')).json();
    expect(closedDaysIn(reopened.pickUps)[oneDay.id]).toEqual([]);
    expect(closedDaysIn(reopened.returns)[bringsBack.id]).toEqual([]);
  });
});
