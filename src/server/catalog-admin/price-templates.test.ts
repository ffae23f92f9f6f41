import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCategory, insertItems } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Price templates (docs/pricing.md): tiers as percentages of the daily price that products follow;
 * the database writes each product's duration prices from its template, and a change to the
 * template re-prices its products but nothing booked.
 */

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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: admin.origin },
    ...(payload ? { payload } : {}),
  });

const WEEKLY = {
  name: 'Weekly lenses',
  tiers: [
    { minDays: 7, percent: 60 },
    { minDays: 3, percent: 85 },
  ],
};
const product = (categoryId: number, name: string, dailyPrice: string, priceTemplateId: number | null) => ({
  name,
  dailyPrice,
  brand: 'Brand',
  model: name,
  categoryId,
  priceTemplateId,
});

describe('price templates', () => {
  it('give the products that follow them duration prices, again when a daily price or the template changes', async () => {
    // Another template first: ids of templates and products must not happen to be the same.
    await call('POST', '/api/admin/price-templates', { name: 'Unused', tiers: [{ minDays: 5, percent: 90 }] });
    const created = await call('POST', '/api/admin/price-templates', WEEKLY);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Weekly lenses',
      tiers: [
        { minDays: 3, percent: 85 },
        { minDays: 7, percent: 60 },
      ],
      productCount: 0,
    });
    const category = await insertCategory(t.db);
    const lens = (await call('POST', '/api/admin/products', product(category.id, 'Lens', '39.90', template.id))).json();
    // 85 % of 39.90 = 33.915 -> 33.92 (halves up); 60 % = 23.94.
    expect(lens).toMatchObject({
      priceTemplateId: template.id,
      durationPrices: [
        { minDays: 3, dailyPrice: '33.92' },
        { minDays: 7, dailyPrice: '23.94' },
      ],
    });
    const repriced = await call(
      'PUT',
      `/api/admin/products/${lens.id}`,
      product(category.id, 'Lens', '50.00', template.id),
    );
    expect(repriced.json().durationPrices).toEqual([
      { minDays: 3, dailyPrice: '42.50' },
      { minDays: 7, dailyPrice: '30.00' },
    ]);

    // Booked at the week's price, then the template changes: the product follows, the booking not.
    await insertItems(t.db, lens.id, 2);
    const customer = await t.signIn({ email: 'ana@example.com' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie },
      payload: {
        lines: [{ productId: lens.id, dateFrom: '2030-04-01', dateTo: '2030-04-07', quantity: 1, dailyPrice: '30.00' }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const changed = await call('PUT', `/api/admin/price-templates/${template.id}`, {
      name: 'Weekly lenses',
      tiers: [{ minDays: 7, percent: 50 }],
    });
    expect(changed.json()).toMatchObject({ productCount: 1 });
    expect((await call('GET', `/api/admin/products/${lens.id}`)).json().durationPrices).toEqual([
      { minDays: 7, dailyPrice: '25.00' },
    ]);
    const order = (
      await t.app.inject({ url: `/api/orders/${booked.json().id}`, headers: { cookie: customer.cookie } })
    ).json();
    expect(order.rentals[0]).toMatchObject({ dailyPrice: '30.00', total: '210.00' });

    // Deleted: the product keeps what the template gave it, as its own.
    expect((await call('DELETE', `/api/admin/price-templates/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${lens.id}`)).json()).toMatchObject({
      priceTemplateId: null,
      durationPrices: [{ minDays: 7, dailyPrice: '25.00' }],
    });
    const audit = await t.pool.query(`SELECT action FROM audit_log WHERE entity = 'price-template' ORDER BY id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'create', 'edit', 'delete']);
  });

  it('refuse tiers out of shape, a name taken and a template that does not exist, changing nothing', async () => {
    await call('POST', '/api/admin/price-templates', WEEKLY);
    const refused = async (payload: object) => (await call('POST', '/api/admin/price-templates', payload)).json().error;
    expect(await refused({ ...WEEKLY, name: 'Other', tiers: [] })).toMatchObject({ field: 'tiers' });
    expect(await refused({ name: 'Other', tiers: [{ minDays: 1, percent: 80 }] })).toMatchObject({
      field: 'tiers.0.minDays',
    });
    expect(await refused({ name: 'Other', tiers: [{ minDays: 3, percent: 100 }] })).toMatchObject({
      field: 'tiers.0.percent',
    });
    expect(
      await refused({
        name: 'Other',
        tiers: [
          { minDays: 3, percent: 80 },
          { minDays: 7, percent: 90 },
        ],
      }),
    ).toMatchObject({ field: 'tiers.1.percent' });
    expect(await refused({ ...WEEKLY, name: ' Weekly lenses ' })).toMatchObject({
      code: 'PRICE_TEMPLATE_EXISTS',
      field: 'name',
    });
    // The database keeps the tiers' shape whoever writes them.
    await expect(
      t.pool.query(`INSERT INTO price_templates (name, tiers) VALUES ('Raw', '[{"minDays": 3, "percent": 0}]')`),
    ).rejects.toThrow(/price_templates_tiers_valid/);
    const category = await insertCategory(t.db);
    const missing = await call('POST', '/api/admin/products', product(category.id, 'Lens', '39.90', 999_999));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'PRICE_TEMPLATE_UNKNOWN', field: 'priceTemplateId' });
    expect(
      (await call('GET', '/api/admin/price-templates')).json().items.map((item: { name: string }) => item.name),
    ).toEqual(['Weekly lenses']);
  });
});
