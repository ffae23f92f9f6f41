import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Cheaper by the week (docs/pricing.md): a line books the daily price for its charged days, at
 * the edges of each duration price, with the shop's closed days free; and what the cart showed is
 * what is booked, or PRICE_CHANGED says the price now. 2030-04-01 is a Monday.
 */

let t: TestApp;
let admin: { cookie: string };
let customer: { cookie: string };

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
const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const book = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: headers(customer.cookie), payload });

/** 39.90 a day; 34.90 from 3 charged days, 24.90 from 7. */
async function weeklyLens(units = 12) {
  const product = await insertProduct(t.db, {
    dailyPrice: '39.90',
    durationPrices: [
      { minDays: 3, dailyPriceCents: 3490 },
      { minDays: 7, dailyPriceCents: 2490 },
    ],
  });
  await insertItems(t.db, product.id, units);
  return product;
}

describe('a line with duration prices', () => {
  it('books the price of its charged days at each edge: N-1, N and N+1 days', async () => {
    const product = await weeklyLens();
    const cases: [days: number, dailyPrice: string, total: string][] = [
      [1, '39.90', '39.90'],
      [2, '39.90', '79.80'],
      [3, '34.90', '104.70'],
      [4, '34.90', '139.60'],
      [6, '34.90', '209.40'],
      [7, '24.90', '174.30'],
      [8, '24.90', '199.20'],
    ];
    let start = MONDAY;
    for (const [days, dailyPrice, total] of cases) {
      const dateTo = addDays(start, days - 1);
      const booked = await book({ productId: product.id, dateFrom: start, dateTo, quantity: 1 });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(booked.json(), `${days} days`).toMatchObject({ chargedDays: days, dailyPrice, total });
      start = addDays(dateTo, 1);
    }
  });

  it('counts charged days, not calendar days: a week across a free closed Sunday pays the 6-day price', async () => {
    const product = await weeklyLens();
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: headers(admin.cookie),
      payload: { openingDays: [1, 2, 3, 4, 5, 6], closedDaysFree: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // Monday to Monday: 8 calendar days, a Sunday free, 7 charged.
    const week = await book({ productId: product.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 7), quantity: 1 });
    expect(week.json()).toMatchObject({ chargedDays: 7, dailyPrice: '24.90', total: '174.30' });
    // Tuesday to Monday: 7 calendar days, 6 charged.
    const sixDays = await book({
      productId: product.id,
      dateFrom: addDays(MONDAY, 8),
      dateTo: addDays(MONDAY, 14),
      quantity: 2,
    });
    expect(sixDays.json()).toMatchObject({ chargedDays: 6, dailyPrice: '34.90', total: '418.80' });
  });

  it('books the price the cart showed, and refuses the daily price for a week with PRICE_CHANGED naming the week price', async () => {
    const product = await weeklyLens();
    const line = { productId: product.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 6), quantity: 1 };
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers(customer.cookie),
      payload: { lines: [{ ...line, dailyPrice: '39.90' }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.lines).toEqual([
      expect.objectContaining({ index: 0, code: 'PRICE_CHANGED', dailyPrice: '24.90' }),
    ]);
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers(customer.cookie),
      payload: { lines: [{ ...line, dailyPrice: '24.90' }] },
    });
    expect(shown.statusCode, shown.body).toBe(201);
    expect(shown.json().rentals[0]).toMatchObject({ dailyPrice: '24.90', total: '174.30' });
  });

  it('keeps what was booked when the product’s duration prices change afterwards', async () => {
    const product = await weeklyLens();
    const booked = await book({ productId: product.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 6), quantity: 1 });
    expect(booked.json()).toMatchObject({ dailyPrice: '24.90' });
    await t.pool.query(`UPDATE products SET duration_prices = '[]' WHERE id = $1`, [product.id]);
    const rentals = (await t.app.inject({ url: '/api/rentals', headers: headers(customer.cookie) })).json();
    expect(rentals[0]).toMatchObject({ dailyPrice: '24.90', total: '174.30' });
  });

  it('re-prices an extension that crosses a duration price, never making the longer rental cheaper', async () => {
    const product = await weeklyLens();
    const extend = (id: number, dateTo: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rentals/${id}/extend`,
        headers: headers(customer.cookie),
        payload: { dateTo },
      });
    const rentalNow = async (id: number) =>
      (await t.app.inject({ url: '/api/rentals', headers: headers(customer.cookie) }))
        .json()
        .find((rental: { id: number }) => rental.id === id);

    // 2 days at 39.90 (79.80), extended to 4: every day at 34.90 (139.60), 59.80 more.
    const short = (
      await book({ productId: product.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 1), quantity: 1 })
    ).json();
    const longer = await extend(short.id, addDays(MONDAY, 3));
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ amount: '59.80' });
    expect(await rentalNow(short.id)).toMatchObject({ chargedDays: 4, dailyPrice: '34.90', total: '139.60' });

    // 6 days at 34.90 (209.40), extended to 7: the week's 24.90 would make it 174.30, less than
    // booked, so the least price that keeps it at 209.40 (29.92 x 7 = 209.44): 0.04 more.
    const six = (
      await book({ productId: product.id, dateFrom: addDays(MONDAY, 7), dateTo: addDays(MONDAY, 12), quantity: 1 })
    ).json();
    expect((await extend(six.id, addDays(MONDAY, 13))).json()).toMatchObject({ amount: '0.04' });
    expect(await rentalNow(six.id)).toMatchObject({ chargedDays: 7, dailyPrice: '29.92', total: '209.44' });

    // 3 days at 34.90 (104.70) to 8: 8 x 24.90 = 199.20, 94.50 more, as booking 8 days would cost.
    const three = (
      await book({ productId: product.id, dateFrom: addDays(MONDAY, 14), dateTo: addDays(MONDAY, 16), quantity: 1 })
    ).json();
    expect((await extend(three.id, addDays(MONDAY, 21))).json()).toMatchObject({ amount: '94.50' });
    expect(await rentalNow(three.id)).toMatchObject({ chargedDays: 8, dailyPrice: '24.90', total: '199.20' });
  });

  it('re-prices a change of dates: a week shortened to three days pays the three days’ price, a move into a cheaper season less', async () => {
    const product = await weeklyLens();
    const change = (id: number, dateFrom: string, dateTo: string, quote = false) =>
      t.app.inject({
        method: quote ? 'GET' : 'POST',
        url: `/api/rentals/${id}/reschedule${quote ? `?dateFrom=${dateFrom}&dateTo=${dateTo}` : ''}`,
        headers: headers(customer.cookie),
        ...(quote ? {} : { payload: { dateFrom, dateTo } }),
      });
    const rentalNow = async (id: number) =>
      (await t.app.inject({ url: '/api/rentals', headers: headers(customer.cookie) }))
        .json()
        .find((rental: { id: number }) => rental.id === id);

    // A week at 24.90 (174.30) shortened to 3 days: 3 x 34.90 = 104.70, 69.60 less, not 4 x 24.90.
    const week = (
      await book({ productId: product.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 6), quantity: 1 })
    ).json();
    const shown = await change(week.id, MONDAY, addDays(MONDAY, 2), true);
    expect(shown.json()).toMatchObject({
      allowed: true,
      chargedDays: 3,
      dailyPriceBefore: '24.90',
      dailyPrice: '34.90',
      totalBefore: '174.30',
      total: '104.70',
      removed: '69.60',
    });
    expect((await change(week.id, MONDAY, addDays(MONDAY, 2))).statusCode).toBe(200);
    expect(await rentalNow(week.id)).toMatchObject({ chargedDays: 3, dailyPrice: '34.90', total: '104.70' });
    const [row] = (
      await t.pool.query('SELECT daily_price_cents_before, amount_cents FROM rental_changes WHERE rental_id = $1', [
        week.id,
      ])
    ).rows;
    expect(row).toEqual({ daily_price_cents_before: 2490, amount_cents: -6960 });

    // Moved as long as it was, the same price: a price raised since moves both ranges alike.
    await t.pool.query('UPDATE products SET daily_price = 49.90 WHERE id = $1', [product.id]);
    const two = (
      await book({ productId: product.id, dateFrom: addDays(MONDAY, 14), dateTo: addDays(MONDAY, 15), quantity: 1 })
    ).json();
    expect(two).toMatchObject({ dailyPrice: '49.90' });
    await t.pool.query('UPDATE products SET daily_price = 59.90 WHERE id = $1', [product.id]);
    expect((await change(two.id, addDays(MONDAY, 21), addDays(MONDAY, 22))).statusCode).toBe(200);
    expect(await rentalNow(two.id)).toMatchObject({ chargedDays: 2, dailyPrice: '49.90', total: '99.80' });

    // Into a season 20 % cheaper: 49.90 x 0.8 = 39.92 a day.
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: headers(admin.cookie),
      payload: {
        pricing: { seasons: [{ name: 'Winter', from: addDays(MONDAY, 28), to: addDays(MONDAY, 40), percent: -20 }] },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await change(two.id, addDays(MONDAY, 28), addDays(MONDAY, 29))).statusCode).toBe(200);
    expect(await rentalNow(two.id)).toMatchObject({ chargedDays: 2, dailyPrice: '39.92', total: '79.84' });
  });
});
