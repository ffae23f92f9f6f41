import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/* Cheaper by the week in the product admin (docs/pricing.md): duration prices kept, checked and read back. */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: admin.origin },
    ...(payload ? { payload } : {}),
  });

type Tier = { minDays: number; dailyPrice: string };
const form = (categoryId: number, durationPrices: Tier[], dailyPrice = '39.90') => ({
  name: 'Sony FE 24-70mm GM II',
  dailyPrice,
  brand: 'Sony',
  model: 'SEL2470GM2',
  categoryId,
  durationPrices,
});

const stored = async (id: number) =>
  (await t.pool.query('SELECT duration_prices FROM products WHERE id = $1', [id])).rows[0].duration_prices;

describe('duration prices in the product admin', () => {
  it('are kept in cents, answered sorted by days as money strings, to administrators and customers alike', async () => {
    const category = await insertCategory(t.db);
    const created = await call(
      'POST',
      '/api/admin/products',
      form(category.id, [
        { minDays: 7, dailyPrice: '24.9' },
        { minDays: 3, dailyPrice: '34.90' },
      ]),
    );
    expect(created.statusCode).toBe(201);
    const expected = [
      { minDays: 3, dailyPrice: '34.90' },
      { minDays: 7, dailyPrice: '24.90' },
    ];
    expect(created.json().durationPrices).toEqual(expected);
    expect(await stored(created.json().id)).toEqual([
      { minDays: 3, dailyPriceCents: 3490 },
      { minDays: 7, dailyPriceCents: 2490 },
    ]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${created.json().id}` });
    expect(shown.json().durationPrices).toEqual(expected);

    // The form sends the whole product: without them, the product has one price again.
    const edited = await call('PUT', `/api/admin/products/${created.json().id}`, form(category.id, []));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().durationPrices).toEqual([]);
  });

  it('refuses a price not below the daily price, one not below fewer days, a count twice or out of range, changing nothing', async () => {
    const category = await insertCategory(t.db);
    const product = await insertProduct(t.db, { name: 'Kept', categoryId: category.id, dailyPrice: '39.90' });
    const refusals: [Tier[], string, string][] = [
      [[{ minDays: 3, dailyPrice: '39.90' }], 'durationPrices.0.dailyPrice', 'below the daily price'],
      [[{ minDays: 3, dailyPrice: '0' }], 'durationPrices.0.dailyPrice', 'above 0'],
      [
        [
          { minDays: 3, dailyPrice: '30.00' },
          { minDays: 7, dailyPrice: '30.00' },
        ],
        'durationPrices.1.dailyPrice',
        'fewer days',
      ],
      [
        [
          { minDays: 3, dailyPrice: '30.00' },
          { minDays: 3, dailyPrice: '25.00' },
        ],
        'durationPrices.1.minDays',
        'one price',
      ],
      [[{ minDays: 1, dailyPrice: '30.00' }], 'durationPrices.0.minDays', '2 to 365'],
      [[{ minDays: 366, dailyPrice: '30.00' }], 'durationPrices.0.minDays', '2 to 365'],
      [[{ minDays: 3, dailyPrice: '30.001' }], 'durationPrices.0.dailyPrice', 'two decimals'],
    ];
    for (const [tiers, field, words] of refusals) {
      const answer = await call('PUT', `/api/admin/products/${product.id}`, form(category.id, tiers));
      expect(answer.statusCode, JSON.stringify(tiers)).toBe(400);
      expect(answer.json().error.field).toBe(field);
      expect(answer.json().error.message).toContain(words);
    }
    const nine = Array.from({ length: 9 }, (_, index) => ({ minDays: index + 2, dailyPrice: `${30 - index}.00` }));
    const tooMany = await call('PUT', `/api/admin/products/${product.id}`, form(category.id, nine));
    expect(tooMany.json().error).toMatchObject({
      field: 'durationPrices',
      message: expect.stringContaining('at most 8'),
    });
    expect(await stored(product.id)).toEqual([]);
  });

  it('are checked by the database too: no malformed price, none at or above the daily price, even when that price is lowered', async () => {
    const category = await insertCategory(t.db);
    const product = await insertProduct(t.db, { name: 'Guarded', categoryId: category.id, dailyPrice: '39.90' });
    const set = (value: unknown) =>
      t.pool.query('UPDATE products SET duration_prices = $1::jsonb WHERE id = $2', [
        JSON.stringify(value),
        product.id,
      ]);
    await set([{ minDays: 3, dailyPriceCents: 3490 }]);
    for (const bad of [
      [{ minDays: 3, dailyPriceCents: 3990 }],
      [{ minDays: 1, dailyPriceCents: 3490 }],
      [{ minDays: 3, dailyPriceCents: 0 }],
      [{ minDays: '3', dailyPriceCents: 3490 }],
      [{ minDays: 3.5, dailyPriceCents: 3490 }],
      [{ minDays: 3, dailyPriceCents: 3490, note: 'x' }],
      [
        { minDays: 3, dailyPriceCents: 3490 },
        { minDays: 3, dailyPriceCents: 2490 },
      ],
      { minDays: 3, dailyPriceCents: 3490 },
    ]) {
      await expect(set(bad), JSON.stringify(bad)).rejects.toMatchObject({
        constraint: 'products_duration_prices_valid',
      });
    }
    await expect(
      t.pool.query('UPDATE products SET daily_price = 30 WHERE id = $1', [product.id]),
    ).rejects.toMatchObject({ constraint: 'products_duration_prices_valid' });
    expect(await stored(product.id)).toEqual([{ minDays: 3, dailyPriceCents: 3490 }]);
  });
});
