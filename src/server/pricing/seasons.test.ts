import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Seasonal prices (docs/pricing.md): a date range whose rentals cost a percentage more or less,
 * by the season of their first day; the cart's answer, the booking and an extension agree.
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

const SUMMER = { name: 'Summer', from: isoDate('2030-07-01'), to: isoDate('2030-08-31'), percent: 20 };
const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const patchSettings = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: headers(admin.cookie), payload });
const price = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/price', headers: headers(customer.cookie), payload });

/** 39.90 a day; 34.90 from 3 charged days, 24.90 from 7. */
async function weeklyLens() {
  const product = await insertProduct(t.db, {
    dailyPrice: '39.90',
    durationPrices: [
      { minDays: 3, dailyPriceCents: 3490 },
      { minDays: 7, dailyPriceCents: 2490 },
    ],
  });
  await insertItems(t.db, product.id, 4);
  return product;
}

describe('seasons', () => {
  it('are saved in date order, shown to customers, and refused when they share a day or move nothing', async () => {
    const winter = { name: 'Quiet January', from: isoDate('2031-01-02'), to: isoDate('2031-01-31'), percent: -15 };
    const saved = await patchSettings({ pricing: { seasons: [winter, SUMMER] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pricing.seasons).toEqual([SUMMER, winter]);
    expect((await t.app.inject('/api/shop')).json().seasons).toEqual([SUMMER, winter]);

    const overlap = await patchSettings({ pricing: { seasons: [SUMMER, { ...winter, from: SUMMER.to }] } });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.field).toBe('pricing.seasons.1.from');
    const zero = await patchSettings({ pricing: { seasons: [{ ...SUMMER, percent: 0 }] } });
    expect(zero.json().error.field).toBe('pricing.seasons.0.percent');
    const backwards = await patchSettings({ pricing: { seasons: [{ ...SUMMER, to: '2030-06-30' }] } });
    expect(backwards.json().error.field).toBe('pricing.seasons.0.to');
    // Refused patches changed nothing.
    expect((await t.app.inject('/api/shop')).json().seasons).toHaveLength(2);
  });

  it('price a rental by the season of its first day, as the cart showed and the booking books, extensions too', async () => {
    const lens = await weeklyLens();
    expect((await patchSettings({ pricing: { seasons: [SUMMER] } })).statusCode).toBe(200);
    const line = (dateFrom: string, days: number) => ({
      productId: lens.id,
      dateFrom,
      dateTo: addDays(isoDate(dateFrom), days - 1),
      quantity: 1,
    });
    // From the season's first day: 34.90 + 20 % = 41.88. From the day before: no season, all days.
    const answer = await price({ lines: [line('2030-07-01', 3), line('2030-06-30', 3), line('2030-08-31', 1)] });
    expect(answer.json().lines.map((one: { dailyPrice: string }) => one.dailyPrice)).toEqual([
      '41.88',
      '34.90',
      '47.88',
    ]);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers(customer.cookie),
      payload: { lines: [{ ...line('2030-07-01', 3), dailyPrice: '41.88' }] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ total: '125.64' });
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: headers(customer.cookie),
      payload: { lines: [{ ...line('2030-07-10', 3), dailyPrice: '34.90' }] },
    });
    expect(stale.json().error.lines).toEqual([
      expect.objectContaining({ code: 'PRICE_CHANGED', dailyPrice: '41.88' }),
    ]);

    // Extended to 7 days: the week's 24.90, in the season of its first day: 29.88 x 7 = 209.16.
    const rental = booked.json().rentals[0];
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental.id}/extend`,
      headers: headers(customer.cookie),
      payload: { dateTo: '2030-07-07' },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ amount: '83.52' });
  });
});
