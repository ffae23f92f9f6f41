import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/* The weekend rate (docs/pricing.md): Friday or Saturday to the Monday after is charged as one day. */

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

// 2030-04-05 is a Friday.
const FRIDAY = isoDate('2030-04-05');
const SATURDAY = isoDate('2030-04-06');
const MONDAY = isoDate('2030-04-08');
const TUESDAY = isoDate('2030-04-09');
const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const patchSettings = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: headers(admin.cookie), payload });

describe('the weekend rate', () => {
  it('is off by default, and the shop owner turns it on for customers to see', async () => {
    expect((await t.app.inject('/api/shop')).json().weekendAsOneDay).toBe(false);
    const saved = await patchSettings({ pricing: { weekendAsOneDay: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pricing).toMatchObject({ weekendAsOneDay: true });
    expect((await t.app.inject('/api/shop')).json().weekendAsOneDay).toBe(true);
    const refused = await patchSettings({ pricing: { weekendAsOneDay: 'yes' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('pricing.weekendAsOneDay');
  });

  it('prices and books Friday or Saturday to Monday as one day, and a day more as every day', async () => {
    const product = await insertProduct(t.db, { dailyPrice: '39.90' });
    await insertItems(t.db, product.id, 4);
    await patchSettings({ pricing: { weekendAsOneDay: true } });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        lines: [
          { productId: product.id, dateFrom: FRIDAY, dateTo: MONDAY, quantity: 1 },
          { productId: product.id, dateFrom: SATURDAY, dateTo: MONDAY, quantity: 2 },
          { productId: product.id, dateFrom: FRIDAY, dateTo: TUESDAY, quantity: 1 },
        ],
      },
    });
    expect(quote.json()).toMatchObject({
      lines: [
        { chargedDays: 1, total: '39.90' },
        { chargedDays: 1, total: '79.80' },
        { chargedDays: 5, total: '199.50' },
      ],
      total: '319.20',
    });
    const book = (dateFrom: string, dateTo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: headers(customer.cookie),
        payload: { productId: product.id, dateFrom, dateTo, quantity: 1 },
      });
    expect((await book(FRIDAY, MONDAY)).json()).toMatchObject({ chargedDays: 1, total: '39.90' });
    // What was booked keeps its charged days when the shop turns the rate off again.
    await patchSettings({ pricing: { weekendAsOneDay: false } });
    const rentals = (await t.app.inject({ url: '/api/rentals', headers: headers(customer.cookie) })).json();
    expect(rentals[0]).toMatchObject({ chargedDays: 1, total: '39.90' });
    expect((await book(SATURDAY, MONDAY)).json()).toMatchObject({ chargedDays: 3, total: '119.70' });
  });
});
