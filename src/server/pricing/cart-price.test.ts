import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/* POST /api/cart/price (docs/pricing.md): the cart's prices from the server, booked exactly as answered. */

let t: TestApp;
let customer: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  customer = await t.signIn({ email: 'returning@example.com', isAdmin: true });
});

const MONDAY = isoDate('2030-04-01');
const headers = { origin: 'http://localhost:3000' };
const price = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cart/price', headers, payload });

async function products() {
  const lens = await insertProduct(t.db, {
    dailyPrice: '39.90',
    durationPrices: [
      { minDays: 3, dailyPriceCents: 3490 },
      { minDays: 7, dailyPriceCents: 2490 },
    ],
  });
  const tripod = await insertProduct(t.db, { dailyPrice: '8.50' });
  await insertItems(t.db, lens.id, 3);
  await insertItems(t.db, tripod.id, 3);
  return { lens, tripod };
}

const none = { discount: '0.00', damageWaiver: '0.00' };

describe('the cart’s prices', () => {
  it('answers each line’s charged days, daily price for them and total, and the cart’s, to a visitor', async () => {
    const { lens, tripod } = await products();
    const answer = await price({
      lines: [
        { productId: lens.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 6), quantity: 2 },
        { productId: tripod.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 6), quantity: 1 },
        { productId: lens.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 1), quantity: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      lines: [
        { chargedDays: 7, dailyPrice: '24.90', total: '348.60', ...none },
        { chargedDays: 7, dailyPrice: '8.50', total: '59.50', ...none },
        { chargedDays: 2, dailyPrice: '39.90', total: '79.80', ...none },
      ],
      ...none,
      deposit: '0.00',
      // 19 % of each line's gross, rounded per line: 55.66 + 9.50 + 12.74.
      vat: [{ rate: 19, amount: '77.90' }],
      total: '487.90',
      vatTreatment: 'standard',
    });
  });

  it('is what the order books: the same daily prices and the same total', async () => {
    const { lens, tripod } = await products();
    const lines = [
      { productId: lens.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 3), quantity: 1 },
      { productId: tripod.id, dateFrom: MONDAY, dateTo: addDays(MONDAY, 3), quantity: 2 },
    ];
    const quote = (await price({ lines })).json();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers, cookie: customer.cookie },
      payload: { lines: lines.map((line, index) => ({ ...line, dailyPrice: quote.lines[index].dailyPrice })) },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().total).toBe(quote.total);
    expect(order.json().rentals.map((rental: { total: string }) => rental.total)).toEqual(
      quote.lines.map((line: { total: string }) => line.total),
    );
  });

  it('says which line names a product that does not exist, and refuses a coupon code it never gave out', async () => {
    const { lens } = await products();
    const line = { productId: lens.id, dateFrom: MONDAY, dateTo: MONDAY, quantity: 1 };
    const missing = await price({ lines: [line, { ...line, productId: 999_999 }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.lines).toEqual([expect.objectContaining({ index: 1, code: 'NOT_FOUND' })]);
    const coupon = await price({ lines: [line], couponCode: 'SUMMER10' });
    expect(coupon.statusCode).toBe(400);
    expect(coupon.json().error).toMatchObject({ code: 'COUPON_UNKNOWN', field: 'couponCode' });
  });
});
