import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertCategory, insertItems, insertProduct, insertRental } from '../test/factories';
import { insertKitWithParts, insertKitRental } from '../test/kit-fixtures';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * GET /api/admin/desk/pick-list (issue 48): the units to prepare for a day's pick-ups, in shelf
 * order (category, product, serial number: the shop records no shelf), a kit's parts one by one,
 * each with its customer and order; tomorrow unless a date is given.
 */

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const day = (offset: number) => addDays(TEST_TODAY, offset);
const pickList = (query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/desk/pick-list${query}`,
    headers: { cookie: admin.cookie, ...headers },
  });

async function productIn(category: string, name: string, units: number, nameDe?: string) {
  const categoryId = (await insertCategory(t.db, { name: category })).id;
  const product = await insertProduct(t.db, { name, categoryId, ...(nameDe ? { nameDe } : {}) });
  const items = await insertItems(t.db, product.id, units);
  return { product, items };
}

describe('the pick list', () => {
  it("lists tomorrow's units in shelf order with their customers and orders, a kit's parts one by one", async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Brown' });
    const lens = await productIn('Lenses', 'Sigma 18-35', 2, 'Sigma 18-35 Objektiv');
    const camera = await productIn('Cameras', 'Sony FX3', 2);
    const rentalA = await insertRental(t.db, {
      userId: ana.id,
      productId: lens.product.id,
      dateFrom: day(1),
      dateTo: day(3),
      itemIds: lens.items.map((unit) => unit.id),
    });
    const rentalB = await insertRental(t.db, {
      userId: ben.id,
      productId: camera.product.id,
      dateFrom: day(1),
      dateTo: day(2),
      itemIds: [camera.items[1]!.id],
    });
    // Not tomorrow's, cancelled, or handed over already: not on the list.
    await insertRental(t.db, {
      userId: ben.id,
      productId: camera.product.id,
      dateFrom: day(2),
      dateTo: day(3),
      itemIds: [camera.items[0]!.id],
    });
    const cancelled = await insertRental(t.db, {
      userId: ben.id,
      productId: camera.product.id,
      dateFrom: day(1),
      dateTo: day(1),
      itemIds: [],
    });
    await t.pool.query('UPDATE rentals SET cancelled_at = now() WHERE id = $1', [cancelled.id]);
    const { kit, parts } = await insertKitWithParts(t.db, [{ count: 1, units: 1, name: 'Aputure LS 600d' }], {
      name: 'Aputure Key Light Kit',
    });
    const lights = await insertCategory(t.db, { name: 'Lights' });
    await t.pool.query('UPDATE products SET category_id = $1 WHERE id = $2', [lights.id, parts[0]!.product.id]);
    const kitRental = await insertKitRental(t.db, {
      userId: ana.id,
      kitId: kit.id,
      dateFrom: day(1),
      dateTo: day(2),
      itemIds: [parts[0]!.items[0]!.id],
      unitsPerKit: 1,
    });
    const handedOver = await productIn('Audio', 'Rode NTG', 1);
    const out = await insertRental(t.db, {
      userId: ben.id,
      productId: handedOver.product.id,
      dateFrom: day(1),
      dateTo: day(2),
      itemIds: [handedOver.items[0]!.id],
    });
    await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [out.id]);

    const response = await pickList();
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ date: day(1), closed: null, rentals: 3, total: 4 });
    expect(
      list.units.map((unit: { categoryName: string; productName: string; serialNumber: string }) => [
        unit.categoryName,
        unit.productName,
        unit.serialNumber,
      ]),
    ).toEqual([
      ['Cameras', 'Sony FX3', camera.items[1]!.serialNumber],
      ['Lenses', 'Sigma 18-35', lens.items[0]!.serialNumber],
      ['Lenses', 'Sigma 18-35', lens.items[1]!.serialNumber],
      ['Lights', 'Aputure LS 600d', parts[0]!.items[0]!.serialNumber],
    ]);
    const [first] = list.units;
    expect(first).toMatchObject({
      rentalId: rentalB.id,
      customerName: 'Ben Brown',
      orderReference: expect.stringMatching(/^FH-/),
      kitName: null,
      stillOut: false,
    });
    const kitUnit = list.units.find((unit: { rentalId: number }) => unit.rentalId === kitRental.id);
    expect(kitUnit).toMatchObject({ kitName: 'Aputure Key Light Kit', customerName: 'Ana Pérez' });
    expect(list.units.filter((unit: { rentalId: number }) => unit.rentalId === rentalA.id)).toHaveLength(2);

    // Names in the language asked; the order stays the shelves'.
    const german = (await pickList(`?date=${day(1)}`, { 'accept-language': 'de' })).json();
    expect(german.units.map((unit: { productName: string }) => unit.productName)).toContain('Sigma 18-35 Objektiv');
  });

  it('says a unit is still with an earlier customer, and that the shop is closed on the day', async () => {
    await t.pool.query(`INSERT INTO shop_settings (id, value) VALUES (1, $1::jsonb)`, [
      JSON.stringify({ closedDates: [day(4)] }),
    ]);
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Brown' });
    const camera = await productIn('Cameras', 'Sony FX3', 1);
    const late = await insertRental(t.db, {
      userId: ben.id,
      productId: camera.product.id,
      dateFrom: day(-3),
      dateTo: day(-1),
      itemIds: [camera.items[0]!.id],
    });
    await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [late.id]);
    await insertRental(t.db, {
      userId: ana.id,
      productId: camera.product.id,
      dateFrom: day(4),
      dateTo: day(5),
      itemIds: [camera.items[0]!.id],
    });
    const list = (await pickList(`?date=${day(4)}`)).json();
    expect(list).toMatchObject({ date: day(4), closed: 'closedDate', rentals: 1, total: 1 });
    expect(list.units[0]).toMatchObject({ customerName: 'Ana Pérez', stillOut: true });
    // A day with nothing to prepare.
    expect((await pickList(`?date=${day(9)}`)).json()).toMatchObject({ rentals: 0, total: 0, units: [] });
  });

  it('refuses a date out of shape with a 400 naming it, and is for staff only', async () => {
    for (const date of ['2030-02-30', 'tomorrow', '0000-01-01', '2030-1-5']) {
      const refused = await pickList(`?date=${encodeURIComponent(date)}`);
      expect(refused.statusCode, date).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'date' });
    }
    const customer = await t.signIn({ email: 'ana@example.com' });
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/desk/pick-list',
      headers: { cookie: customer.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
