import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate, type IsoDate } from '../../shared/calendar-date';
import { bufferEnd, DEFAULT_OPENING_RULES, type OpeningRules } from '../../shared/opening-days';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 31: the shop's opening days, lead time and per-product buffers, through the API a shop
 * owner and a customer use. Today is Sunday 2030-03-10 (TEST_TODAY); 2030-04-01 is a Monday.
 */

let t: TestApp;
let admin: { cookie: string; id: string };
let customer: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
  customer = await t.signIn({ email: 'returning@example.com', isAdmin: true });
});

const MONDAY = isoDate('2030-04-01');
const day = (offset: number) => addDays(MONDAY, offset);
const FRIDAY = day(4);
const SATURDAY = day(5);
const SUNDAY = day(6);
const NEXT_MONDAY = day(7);
const NEXT_TUESDAY = day(8);
const NEXT_WEDNESDAY = day(9);

const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const patchSettings = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: headers(admin.cookie), payload });
const book = (payload: object, who = customer) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: headers(who.cookie), payload });

async function productWithUnits(units: number, bufferDays = 0) {
  const product = await insertProduct(t.db, { dailyPrice: '10.00', bufferDays });
  const items = await insertItems(t.db, product.id, units);
  return { product, items };
}

describe('the opening days in the settings', () => {
  it('are saved by the administrator, sorted, and published to visitors', async () => {
    const saved = await patchSettings({
      openingDays: [6, 1, 2, 3, 4, 5],
      closedDates: ['2030-12-25', '2030-04-08', '2030-12-25'],
      leadTimeDays: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      openingDays: [1, 2, 3, 4, 5, 6],
      closedDates: ['2030-04-08', '2030-12-25'],
      leadTimeDays: 2,
      closedDaysFree: false,
    });
    const shop = (await t.app.inject('/api/shop')).json();
    expect(shop).toMatchObject({
      openingDays: [1, 2, 3, 4, 5, 6],
      closedDates: ['2030-04-08', '2030-12-25'],
      leadTimeDays: 2,
      closedDaysFree: false,
    });
  });

  it('refuses a week without an open day, a weekday that is not one, and an impossible date, changing nothing', async () => {
    for (const [payload, field] of [
      [{ openingDays: [] }, 'openingDays'],
      [{ openingDays: [0, 1] }, 'openingDays.0'],
      [{ openingDays: [1, 1] }, 'openingDays'],
      [{ closedDates: ['2030-02-30'] }, 'closedDates.0'],
      [{ leadTimeDays: -1 }, 'leadTimeDays'],
      [{ closedDaysFree: 'yes' }, 'closedDaysFree'],
    ] as const) {
      const refused = await patchSettings(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.field).toBe(field);
    }
    const shop = (await t.app.inject('/api/shop')).json();
    expect(shop.openingDays).toEqual(DEFAULT_OPENING_RULES.openingDays);
  });
});

describe('a booking and the opening days', () => {
  beforeEach(async () => {
    // Closed on Sundays and on Monday 2030-04-08 (a holiday).
    expect((await patchSettings({ openingDays: [1, 2, 3, 4, 5, 6], closedDates: [NEXT_MONDAY] })).statusCode).toBe(200);
  });

  it('may run across closed days, charging every day unless closed days are free', async () => {
    const { product } = await productWithUnits(2);
    const across = await book({ productId: product.id, dateFrom: SATURDAY, dateTo: NEXT_TUESDAY, quantity: 1 });
    expect(across.statusCode, across.body).toBe(201);
    expect(across.json()).toMatchObject({ chargedDays: 4, total: '40.00' });

    await patchSettings({ closedDaysFree: true });
    const free = await book({ productId: product.id, dateFrom: SATURDAY, dateTo: NEXT_TUESDAY, quantity: 1 });
    expect(free.statusCode, free.body).toBe(201);
    // Saturday and Tuesday are charged; Sunday and the holiday are not.
    expect(free.json()).toMatchObject({ chargedDays: 2, total: '20.00' });
    // What was booked stays when the setting changes again.
    await patchSettings({ closedDaysFree: false });
    const rentals = (await t.app.inject({ url: '/api/rentals', headers: headers(customer.cookie) })).json();
    expect(rentals.map((rental: { total: string }) => rental.total).sort()).toEqual(['20.00', '40.00']);
  });

  it('refuses one that starts or ends on a closed day, or inside the lead time, and books nothing', async () => {
    const { product } = await productWithUnits(2);
    const startsSunday = await book({ productId: product.id, dateFrom: SUNDAY, dateTo: NEXT_TUESDAY, quantity: 1 });
    expect(startsSunday.statusCode).toBe(400);
    expect(startsSunday.json().error).toEqual({
      code: 'CLOSED_ON_FIRST_DAY',
      field: 'dateFrom',
      message: `The shop is closed on ${SUNDAY}: a rental starts and ends on a day the shop is open.`,
      reason: 'closed_day',
    });
    const endsOnHoliday = await book({ productId: product.id, dateFrom: FRIDAY, dateTo: NEXT_MONDAY, quantity: 1 });
    expect(endsOnHoliday.json().error).toMatchObject({ code: 'CLOSED_ON_LAST_DAY', field: 'dateTo' });
    // An order names the line.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers(customer.cookie),
      payload: {
        lines: [{ productId: product.id, dateFrom: SUNDAY, dateTo: NEXT_TUESDAY, quantity: 1, dailyPrice: '10.00' }],
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error).toMatchObject({
      code: 'CLOSED_ON_FIRST_DAY',
      lines: [{ index: 0, code: 'CLOSED_ON_FIRST_DAY' }],
    });

    await patchSettings({ leadTimeDays: 3 });
    const tooSoon = await book({
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 4),
      quantity: 1,
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toMatchObject({ code: 'TOO_SHORT_NOTICE', field: 'dateFrom' });
    expect((await t.pool.query('SELECT id FROM rentals')).rowCount).toBe(0);
  });
});

describe("a product's buffer", () => {
  it('keeps each unit back for its open days after a rental, in the database too', async () => {
    const { product, items } = await productWithUnits(1, 2);
    const first = await book({ productId: product.id, dateFrom: day(0), dateTo: day(1), quantity: 1 });
    expect(first.statusCode, first.body).toBe(201);
    // Blocked: Monday and Tuesday, and the buffer on Wednesday and Thursday.
    const inBuffer = await book({ productId: product.id, dateFrom: day(3), dateTo: day(4), quantity: 1 });
    expect(inBuffer.statusCode).toBe(409);
    expect(inBuffer.json().error.code).toBe('NOT_ENOUGH_STOCK');
    // A rental before it whose own buffer would reach into it cannot be booked either.
    const before = await book({
      productId: product.id,
      dateFrom: addDays(day(0), -3),
      dateTo: addDays(day(0), -2),
      quantity: 1,
    });
    expect(before.statusCode).toBe(409);
    const after = await book({ productId: product.id, dateFrom: day(4), dateTo: day(4), quantity: 1 });
    expect(after.statusCode, after.body).toBe(201);

    // Written straight into the table, the exclusion constraint refuses it whatever wrote it.
    await expect(
      insertRental(t.db, {
        userId: customer.id,
        productId: product.id,
        dateFrom: day(2),
        dateTo: day(2),
        itemIds: [items[0]!.id],
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('counts in the availability, the month calendar and the stock badge', async () => {
    const { product } = await productWithUnits(2, 1);
    expect((await book({ productId: product.id, dateFrom: day(0), dateTo: day(1), quantity: 1 })).statusCode).toBe(201);
    const availability = (from: IsoDate, to: IsoDate) =>
      t.app.inject(`/api/products/${product.id}/availability?dateFrom=${from}&dateTo=${to}`).then((r) => r.json());
    // The buffer day (Wednesday) holds one unit; a rental ending on Sunday needs Monday for its own.
    expect(await availability(day(2), day(2))).toMatchObject({ free: 1 });
    expect(await availability(day(3), day(3))).toMatchObject({ free: 2 });
    expect(await availability(addDays(day(0), -2), addDays(day(0), -1))).toMatchObject({ free: 1 });
    const calendar = (await t.app.inject(`/api/products/${product.id}/calendar?month=2030-04`)).json();
    const freeOn = (date: IsoDate) => calendar.days.find((d: { date: string }) => d.date === date).free;
    expect([freeOn(day(0)), freeOn(day(1)), freeOn(day(2)), freeOn(day(3))]).toEqual([1, 1, 1, 2]);
  });

  it('spans closed days: after a Saturday, a one-day buffer is the next open day', async () => {
    await patchSettings({ openingDays: [1, 2, 3, 4, 5, 6], closedDates: [NEXT_MONDAY] });
    const { product } = await productWithUnits(1, 1);
    expect((await book({ productId: product.id, dateFrom: FRIDAY, dateTo: SATURDAY, quantity: 1 })).statusCode).toBe(
      201,
    );
    const { rows } = await t.pool.query('SELECT blocked_to::text FROM rental_items');
    // Sunday (weekday) and Monday (holiday) are closed: the buffer is Tuesday.
    expect(rows).toEqual([{ blocked_to: NEXT_TUESDAY }]);
    expect(
      (await book({ productId: product.id, dateFrom: NEXT_TUESDAY, dateTo: NEXT_TUESDAY, quantity: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await book({ productId: product.id, dateFrom: NEXT_WEDNESDAY, dateTo: NEXT_WEDNESDAY, quantity: 1 })).statusCode,
    ).toBe(201);
  });

  it('is counted by the database as the shared rule counts it, over a year of last days and buffers', async () => {
    const rules: OpeningRules = {
      ...DEFAULT_OPENING_RULES,
      openingDays: [2, 3, 4, 5, 6],
      closedDates: [NEXT_MONDAY, NEXT_TUESDAY, isoDate('2030-12-24'), isoDate('2030-12-25'), isoDate('2030-12-26')],
    };
    await patchSettings({ openingDays: rules.openingDays, closedDates: rules.closedDates });
    const cases = Array.from({ length: 366 }, (_, offset) => ({ last: day(offset), buffer: offset % 6 }));
    const { rows } = await t.pool.query<{ end: string }>(
      `SELECT buffer_end(c.last::date, c.buffer)::text AS end
       FROM jsonb_to_recordset($1::jsonb) AS c(last text, buffer int, n int) ORDER BY c.n`,
      [JSON.stringify(cases.map((c, n) => ({ ...c, n })))],
    );
    expect(rows.map((row) => row.end)).toEqual(cases.map((c) => bufferEnd(c.last, c.buffer, rules)));
  });

  it('is part of the admin product body', async () => {
    const { product } = await productWithUnits(1, 3);
    const read = await t.app.inject({ url: `/api/admin/products/${product.id}`, headers: headers(admin.cookie) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().bufferDays).toBe(3);
  });
});
