import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { kitParts, products } from '../db/schema/catalog';
import { ConflictError } from '../domain-errors';
import { insertCategory, insertItems, insertProduct } from '../test/factories';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { kitRefusal } from './kit-parts';

/* Kits in the product admin (issue 32, decision 050): built from parts, checked, never changing a booking. */

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

type Part = { productId: number; count: number };
const form = (categoryId: number, kitParts: Part[], name = 'FX3 cinema kit', dailyPrice = '120') => ({
  name,
  dailyPrice,
  brand: 'Sony',
  model: 'FX3 kit',
  categoryId,
  kitParts,
});

async function setting() {
  const category = await insertCategory(t.db);
  const body = await insertProduct(t.db, { name: 'Sony FX3', categoryId: category.id });
  const battery = await insertProduct(t.db, { name: 'NP-FZ100', categoryId: category.id });
  const cage = await insertProduct(t.db, { name: 'SmallRig cage', categoryId: category.id });
  await insertItems(t.db, body.id, 2);
  await insertItems(t.db, battery.id, 4);
  await insertItems(t.db, cage.id, 2);
  return { category, body, battery, cage };
}

const partsOf = async (kitId: number) =>
  t.db
    .select({ partId: kitParts.partId, count: kitParts.count })
    .from(kitParts)
    .where(eq(kitParts.kitId, kitId))
    .orderBy(kitParts.partId);

const productCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n as number;

describe('a kit in the product admin', () => {
  it('is created with its parts in one go, read back by name and count, in the audit log and the catalogue', async () => {
    const { category, body, battery, cage } = await setting();
    const created = await call(
      'POST',
      '/api/admin/products',
      form(category.id, [
        { productId: battery.id, count: 2 },
        { productId: body.id, count: 1 },
        { productId: cage.id, count: 1 },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const kit = created.json();
    const expected = [
      { productId: body.id, name: 'Sony FX3', count: 1 },
      { productId: battery.id, name: 'NP-FZ100', count: 2 },
      { productId: cage.id, name: 'SmallRig cage', count: 1 },
    ];
    expect(kit).toMatchObject({ name: 'FX3 cinema kit', itemCount: 0, kitParts: expected });
    expect((await call('GET', `/api/admin/products/${kit.id}`)).json().kitParts).toEqual(expected);
    const listed = (await call('GET', '/api/admin/products?limit=10')).json().items;
    expect(listed.find((row: { id: number }) => row.id === kit.id).kitParts).toEqual(expected);
    expect(listed.find((row: { id: number }) => row.id === body.id).kitParts).toEqual([]);
    const [product] = await t.db.select({ isKit: products.isKit }).from(products).where(eq(products.id, kit.id));
    expect(product!.isKit).toBe(true);

    const { rows } = await t.pool.query(`SELECT after FROM audit_log WHERE entity = 'product' AND entity_id = $1`, [
      kit.id,
    ]);
    expect(rows[0].after.kitParts).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${kit.id}` })).json().kitParts).toEqual(expected);
  });

  it('replaces its parts on an edit, and logs them before and after', async () => {
    const { category, body, battery, cage } = await setting();
    const kit = (
      await call(
        'POST',
        '/api/admin/products',
        form(category.id, [
          { productId: body.id, count: 1 },
          { productId: battery.id, count: 2 },
        ]),
      )
    ).json();
    const edited = await call(
      'PUT',
      `/api/admin/products/${kit.id}`,
      form(category.id, [
        { productId: body.id, count: 1 },
        { productId: battery.id, count: 3 },
        { productId: cage.id, count: 1 },
      ]),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await partsOf(kit.id)).toEqual([
      { partId: body.id, count: 1 },
      { partId: battery.id, count: 3 },
      { partId: cage.id, count: 1 },
    ]);
    const { rows } = await t.pool.query(
      `SELECT before, after FROM audit_log WHERE entity = 'product' AND entity_id = $1 AND action = 'edit'`,
      [kit.id],
    );
    expect(rows[0].before.kitParts.map((part: Part) => part.count)).toEqual([1, 2]);
    expect(rows[0].after.kitParts.map((part: Part) => part.count)).toEqual([1, 3, 1]);
  });

  it('refuses a part that does not exist, is a kit, or is the kit itself, naming the part, and writes nothing', async () => {
    const { category, body, battery } = await setting();
    const before = await productCount();
    const unknown = await call(
      'POST',
      '/api/admin/products',
      form(category.id, [
        { productId: body.id, count: 1 },
        { productId: 999_999, count: 1 },
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'UNKNOWN_PRODUCT', field: 'kitParts.1.productId' });

    const kit = (
      await call('POST', '/api/admin/products', form(category.id, [{ productId: body.id, count: 1 }]))
    ).json();
    const nested = await call(
      'POST',
      '/api/admin/products',
      form(category.id, [{ productId: kit.id, count: 1 }], 'Kit of kits'),
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error).toMatchObject({ code: 'KIT_PART_IS_KIT', field: 'kitParts.0.productId' });
    expect(nested.json().error.message).toContain('FX3 cinema kit');

    const itself = await call(
      'PUT',
      `/api/admin/products/${kit.id}`,
      form(category.id, [
        { productId: battery.id, count: 2 },
        { productId: kit.id, count: 1 },
      ]),
    );
    expect(itself.statusCode).toBe(400);
    expect(itself.json().error).toMatchObject({ code: 'KIT_PART_IS_ITSELF', field: 'kitParts.1.productId' });
    expect(await productCount()).toBe(before + 1);
    expect(await partsOf(kit.id)).toEqual([{ partId: body.id, count: 1 }]);
  });

  it('keeps a product with units, or one that is a part, from becoming a kit, with a 409 naming kitParts', async () => {
    const { category, body, battery } = await setting();
    const withUnits = await call(
      'PUT',
      `/api/admin/products/${body.id}`,
      form(category.id, [{ productId: battery.id, count: 1 }], 'Sony FX3'),
    );
    expect(withUnits.statusCode).toBe(409);
    expect(withUnits.json().error).toMatchObject({ code: 'PRODUCT_HAS_UNITS', field: 'kitParts' });
    expect(withUnits.json().error.message).toContain('2 units');

    const lonely = await insertProduct(t.db, { name: 'Lonely', categoryId: category.id });
    await call('POST', '/api/admin/products', form(category.id, [{ productId: lonely.id, count: 1 }]));
    const part = await call(
      'PUT',
      `/api/admin/products/${lonely.id}`,
      form(category.id, [{ productId: battery.id, count: 1 }], 'Lonely'),
    );
    expect(part.statusCode).toBe(409);
    expect(part.json().error).toMatchObject({ code: 'PRODUCT_IS_KIT_PART', field: 'kitParts' });
    expect(part.json().error.message).toContain('FX3 cinema kit');
    const kinds = await t.db.select({ id: products.id, isKit: products.isKit }).from(products);
    expect(kinds.filter((row) => row.isKit)).toHaveLength(1);
  });

  it('turns a kit never booked back into a product, but not a booked one', async () => {
    const { category, body } = await setting();
    const kit = (
      await call('POST', '/api/admin/products', form(category.id, [{ productId: body.id, count: 1 }]))
    ).json();
    const plain = await call('PUT', `/api/admin/products/${kit.id}`, form(category.id, []));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().kitParts).toEqual([]);
    expect(await partsOf(kit.id)).toEqual([]);

    const booked = await insertKitWithParts(t.db, [{ count: 1, units: 1 }]);
    const user = await t.signIn({ email: 'ana@example.com' });
    await insertKitRental(t.db, {
      userId: user.id,
      kitId: booked.kit.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 3),
      itemIds: booked.parts[0]!.items.map((item) => item.id),
      unitsPerKit: 1,
    });
    const refused = await call(
      'PUT',
      `/api/admin/products/${booked.kit.id}`,
      form(booked.kit.categoryId, [], booked.kit.name),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'KIT_HAS_BOOKINGS', field: 'kitParts' });
    expect(await partsOf(booked.kit.id)).toHaveLength(1);
  });

  it('gives a kit no units of its own, and keeps a part while a kit holds it', async () => {
    const { category, body } = await setting();
    const kit = (
      await call('POST', '/api/admin/products', form(category.id, [{ productId: body.id, count: 1 }]))
    ).json();
    const unit = await call('POST', '/api/admin/items', {
      serialNumber: 'KIT-1',
      productId: kit.id,
      status: 'Operational',
    });
    expect(unit.statusCode).toBe(400);
    expect(unit.json().error).toMatchObject({ code: 'KIT_HAS_NO_UNITS', field: 'productId' });

    const [own] = await insertItems(t.db, body.id, 1);
    const moved = await call('PUT', `/api/admin/items/${own!.id}`, {
      serialNumber: own!.serialNumber,
      productId: kit.id,
      status: 'Operational',
    });
    expect(moved.json().error).toMatchObject({ code: 'KIT_HAS_NO_UNITS', field: 'productId' });

    const spare = await insertProduct(t.db, { name: 'Spare part', categoryId: category.id });
    await call(
      'PUT',
      `/api/admin/products/${kit.id}`,
      form(category.id, [
        { productId: body.id, count: 1 },
        { productId: spare.id, count: 1 },
      ]),
    );
    const gone = await call('DELETE', `/api/admin/products/${spare.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toMatchObject({ code: 'PRODUCT_IS_KIT_PART' });
    expect(gone.json().error.message).toContain('FX3 cinema kit');
    // The kit itself goes, and its parts list with it; the parts stay.
    expect((await call('DELETE', `/api/admin/products/${kit.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/products/${spare.id}`)).statusCode).toBe(204);
  });

  it("turns the database's own kit refusals into the same answers", async () => {
    const { kit, parts } = await insertKitWithParts(t.db, [{ count: 1, units: 0 }]);
    const other = await insertKitWithParts(t.db, [{ count: 1, units: 0 }]);
    const refusal = async (write: Promise<unknown>) => {
      try {
        await write;
      } catch (error) {
        return kitRefusal(error);
      }
      throw new Error('The write was not refused');
    };
    expect(
      await refusal(t.db.insert(kitParts).values({ kitId: kit.id, partId: other.kit.id, count: 1 })),
    ).toMatchObject({ code: 'KIT_PART_IS_KIT' });
    // A kit as its own part meets the trigger first: it is a kit.
    expect(await refusal(t.db.insert(kitParts).values({ kitId: kit.id, partId: kit.id, count: 1 }))).toMatchObject({
      code: 'KIT_PART_IS_KIT',
    });
    const loose = await insertProduct(t.db);
    expect(await refusal(t.db.insert(kitParts).values({ kitId: kit.id, partId: loose.id, count: 21 }))).toMatchObject({
      code: 'KIT_PART_COUNT',
      field: 'kitParts',
    });
    const partDeleted = await refusal(t.db.delete(products).where(eq(products.id, parts[0]!.product.id)));
    expect(partDeleted).toBeInstanceOf(ConflictError);
    expect(partDeleted).toMatchObject({ code: 'PRODUCT_IS_KIT_PART' });
    expect(await refusal(insertItems(t.db, kit.id, 1))).toMatchObject({ code: 'KIT_HAS_NO_UNITS', field: 'productId' });
    expect(await refusal(t.db.update(products).set({ isKit: false }).where(eq(products.id, kit.id)))).toMatchObject({
      code: 'KIT_CHANGED',
    });
  });
});

describe('a booked kit, edited', () => {
  it('keeps its booking: the same units, quantity, price and total', async () => {
    const { kit, parts } = await insertKitWithParts(
      t.db,
      [
        { count: 1, units: 2, name: 'Body' },
        { count: 2, units: 4, name: 'Battery' },
      ],
      { name: 'Kit booked', dailyPrice: '100.00' },
    );
    const customer = await t.signIn({ email: 'ana@example.com' });
    const units = [parts[0]!.items[0]!.id, parts[1]!.items[0]!.id, parts[1]!.items[1]!.id];
    const rental = await insertKitRental(t.db, {
      userId: customer.id,
      kitId: kit.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 4),
      itemIds: units,
      unitsPerKit: 3,
    });
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/rentals/${rental.id}`, headers: { cookie: admin.cookie } })
      ).json();
    const before = await read();
    expect(before).toMatchObject({ isKit: true, quantity: 1, dailyPrice: '100.00', total: '300.00' });

    const cage = await insertProduct(t.db, { name: 'Cage' });
    const edited = await call('PUT', `/api/admin/products/${kit.id}`, {
      ...form(
        kit.categoryId,
        [
          { productId: parts[0]!.product.id, count: 1 },
          { productId: cage.id, count: 1 },
        ],
        'Kit booked',
        '150',
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read();
    expect(after).toMatchObject({ isKit: true, quantity: 1, dailyPrice: '100.00', total: '300.00' });
    expect(after.items).toEqual(before.items);
    const [kept] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`rental_items`)
      .where(sql`rental_id = ${rental.id}`);
    expect(kept!.n).toBe(3);
  });
});
