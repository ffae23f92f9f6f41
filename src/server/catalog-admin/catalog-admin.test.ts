import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';

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

async function created(url: string, payload: object) {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const category = (name: string, parentId: number | null = null) => created('/api/admin/categories', { name, parentId });
const product = (name: string, categoryId: number, dailyPrice = '25') =>
  created('/api/admin/products', { name, dailyPrice, brand: 'Canon', model: 'X', categoryId });

describe('categories', () => {
  it('keeps two levels: a child under a parent, never a grandchild, a cycle, or a parent moved under another', async () => {
    const cameras = await category('Cameras');
    const drones = await category('Drones', cameras.id);
    expect(drones).toMatchObject({ parentId: cameras.id, parentName: 'Cameras' });

    const deeper = await call('POST', '/api/admin/categories', { name: 'Racing drones', parentId: drones.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error).toMatchObject({ code: 'CATEGORY_TOO_DEEP', field: 'parentId' });

    const self = await call('PUT', `/api/admin/categories/${cameras.id}`, { name: 'Cameras', parentId: cameras.id });
    expect(self.json().error.code).toBe('CATEGORY_CYCLE');

    const lenses = await category('Lenses');
    const moved = await call('PUT', `/api/admin/categories/${cameras.id}`, { name: 'Cameras', parentId: lenses.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.code).toBe('CATEGORY_HAS_CHILDREN');

    const missingParent = await call('POST', '/api/admin/categories', { name: 'Tripods', parentId: 999999 });
    expect(missingParent.json().error).toMatchObject({ code: 'UNKNOWN_CATEGORY', field: 'parentId' });
  });

  it('refuses a name already taken, in any case, with the spec message; two simultaneous creates give one 201 and one 409', async () => {
    await category('Lighting');
    const again = await call('POST', '/api/admin/categories', { name: '  lighting ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CATEGORY_EXISTS',
      message: 'A category with the same name already exists!',
    });

    const race = await Promise.all(
      Array.from({ length: 2 }, () => call('POST', '/api/admin/categories', { name: 'Audio', description: 'Mics' })),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const taken = await call('GET', '/api/admin/categories?name=AUDIO');
    expect(taken.json().items).toHaveLength(1);
  });

  it('deletes only an empty category, saying what still depends on it', async () => {
    const cameras = await category('Cameras');
    const child = await category('Drones', cameras.id);
    await product('DJI Mini 4', child.id);

    const parent = await call('DELETE', `/api/admin/categories/${cameras.id}`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().error).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: expect.stringContaining('1 sub-category'),
    });
    const withProduct = await call('DELETE', `/api/admin/categories/${child.id}`);
    expect(withProduct.json().error.message).toContain('1 product');

    const empty = await category('Empty');
    expect((await call('DELETE', `/api/admin/categories/${empty.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });

  it('pages in name order, lists the top level or one parent’s children, and searches', async () => {
    const parents = [];
    for (const name of ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo']) parents.push(await category(name));
    await category('Alpha child', parents[1]!.id);

    const first = (await call('GET', '/api/admin/categories?parent=top&limit=2')).json();
    expect(first.items.map((row: { name: string }) => row.name)).toEqual(['Alpha', 'Bravo']);
    const second = (await call('GET', `/api/admin/categories?parent=top&limit=2&after=${first.next}`)).json();
    expect(second.items.map((row: { name: string }) => row.name)).toEqual(['Charlie', 'Delta']);
    const last = (await call('GET', `/api/admin/categories?parent=top&limit=2&after=${second.next}`)).json();
    expect(last).toMatchObject({ items: [{ name: 'Echo' }], next: null });

    const children = (await call('GET', `/api/admin/categories?parent=${parents[1]!.id}`)).json();
    expect(children.items).toEqual([expect.objectContaining({ name: 'Alpha child', parentName: 'Alpha' })]);
    expect((await call('GET', '/api/admin/categories?q=harl')).json().items).toHaveLength(1);
    expect((await call('GET', '/api/admin/categories?limit=0')).statusCode).toBe(400);
  });
});

describe('products', () => {
  it('stores the daily price exactly to the cent, refuses more decimals, an unknown category and a taken name', async () => {
    const lenses = await category('Lenses');
    const created50 = await product('Canon RF 50mm', lenses.id, '12.5');
    expect(created50).toMatchObject({ dailyPrice: '12.50', categoryName: 'Lenses', itemCount: 0, imageUrl: null });

    const cents = await call('POST', '/api/admin/products', {
      name: 'Sigma 35',
      dailyPrice: '12.345',
      brand: 'Sigma',
      model: 'Art',
      categoryId: lenses.id,
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().error.field).toBe('dailyPrice');

    const nowhere = await call('POST', '/api/admin/products', {
      name: 'Sigma 35',
      dailyPrice: '9',
      brand: 'Sigma',
      model: 'Art',
      categoryId: 999999,
    });
    expect(nowhere.json().error).toMatchObject({ code: 'UNKNOWN_CATEGORY', field: 'categoryId' });

    const taken = await call('PUT', `/api/admin/products/${(await product('Sigma 35', lenses.id)).id}`, {
      name: 'canon rf 50MM',
      dailyPrice: '9',
      brand: 'Sigma',
      model: 'Art',
      categoryId: lenses.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('A product with the same name already exists!');

    const edited = await call('PUT', `/api/admin/products/${created50.id}`, {
      name: 'Canon RF 50mm f/1.8',
      dailyPrice: '14.99',
      brand: 'Canon',
      model: 'RF',
      categoryId: lenses.id,
      description: 'Light and sharp.',
    });
    expect(edited.json()).toMatchObject({
      name: 'Canon RF 50mm f/1.8',
      dailyPrice: '14.99',
      description: 'Light and sharp.',
    });
    // The storefront shows the change.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created50.id}` })).json().dailyPrice).toBe(
      '14.99',
    );
  });

  it('deletes only a product without units', async () => {
    const lenses = await category('Lenses');
    const lens = await product('Canon RF 50mm', lenses.id);
    await insertItems(t.db, lens.id, 2);
    const refused = await call('DELETE', `/api/admin/products/${lens.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PRODUCT_IN_USE', message: expect.stringContaining('2 items') });
  });
});

describe('items', () => {
  it('adds units with unique serial numbers, and retires a rented unit instead of deleting it', async () => {
    const lens = await insertProduct(t.db, { name: 'Canon RF 50mm' });
    const unit = await created('/api/admin/items', {
      serialNumber: 'RF50-001',
      productId: lens.id,
      status: 'Operational',
    });
    expect(unit).toMatchObject({ productName: 'Canon RF 50mm', status: 'Operational', hasRentals: false });

    const duplicate = await call('POST', '/api/admin/items', {
      serialNumber: 'rf50-001',
      productId: lens.id,
      status: 'Operational',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('An item with the same serial number already exists!');

    const customer = await t.signIn({ email: 'ana@example.com' });
    await insertRental(t.db, {
      userId: customer.id,
      productId: lens.id,
      dateFrom: addDays(TEST_TODAY, -9),
      dateTo: addDays(TEST_TODAY, -7),
      itemIds: [unit.id],
    });
    const deleted = await call('DELETE', `/api/admin/items/${unit.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().error.code).toBe('ITEM_HAS_HISTORY');

    const other = await insertProduct(t.db, { name: 'Sony 85' });
    const moved = await call('PUT', `/api/admin/items/${unit.id}`, {
      serialNumber: 'RF50-001',
      productId: other.id,
      status: 'Operational',
    });
    expect(moved.json().error.code).toBe('ITEM_HAS_HISTORY');

    const retired = await call('PUT', `/api/admin/items/${unit.id}`, {
      serialNumber: 'RF50-001',
      productId: lens.id,
      status: 'NonOperational',
    });
    expect(retired.json()).toMatchObject({ status: 'NonOperational', hasRentals: true });

    const listed = (await call('GET', `/api/admin/items?productId=${lens.id}&status=NonOperational`)).json();
    expect(listed.items.map((row: { serialNumber: string }) => row.serialNumber)).toEqual(['RF50-001']);
  });
});

describe('incidents and reviews for administrators', () => {
  it('closes an incident, and the customer sees it closed', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
    const lens = await insertProduct(t.db, { name: 'Canon RF 50mm' });
    const [unit] = await insertItems(t.db, lens.id, 1);
    const rental = await insertRental(t.db, {
      userId: ana.id,
      productId: lens.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 3),
      itemIds: [unit!.id],
    });
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental.id}/incident`,
      headers: { cookie: ana.cookie, origin: ana.origin },
      payload: { type: 'Payment', description: 'Charged twice.' },
    });
    const incident = report.json();

    const listed = (await call('GET', '/api/admin/incidents?status=Open')).json();
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: incident.id,
        userName: 'Ana Díaz',
        userEmail: 'ana@example.com',
        productName: 'Canon RF 50mm',
      }),
    ]);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${incident.id}`,
      headers: { cookie: admin.cookie, origin: admin.origin },
      payload: { status: 'Closed' },
    });
    expect(closed.json().status).toBe('Closed');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/incidents/${incident.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(seen.json().status).toBe('Closed');
    expect((await call('GET', '/api/admin/incidents?status=Open')).json().items).toEqual([]);
  });
});

describe('product pictures', () => {
  it('stores an upload in a card size and a page size, upright and without metadata, and replaces the old files', async () => {
    const lens = await insertProduct(t.db, { name: 'Canon RF 50mm' });
    const upload = async (bytes: Buffer, name = 'lens.png', type = 'image/png') => {
      const form = await uploadForm({ bytes, name, type });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${lens.id}/image`,
        payload: form.payload,
        headers: { ...form.headers, cookie: admin.cookie, origin: admin.origin },
      });
    };

    const first = await upload(await testPng(2400, 1600, { exif: { Copyright: 'Someone' } }));
    expect(first.statusCode, first.body).toBe(200);
    const product = first.json();
    const page = await t.app.inject({ method: 'GET', url: product.imageUrl });
    const card = await t.app.inject({ method: 'GET', url: product.cardImageUrl });
    expect(page.headers['content-type']).toBe('image/webp');
    const pageMetadata = await sharp(page.rawPayload).metadata();
    expect(pageMetadata).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(pageMetadata).not.toHaveProperty('exif');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
    // The storefront shows it.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${lens.id}` })).json().imageUrl).toBe(
      product.imageUrl,
    );

    const text = await upload(Buffer.from('not a picture'), 'lens.png');
    expect(text.statusCode).toBe(415);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/products/${lens.id}`, headers: { cookie: admin.cookie } })
      ).json().imageUrl,
    ).toBe(product.imageUrl);

    const small = await upload(await testPng(300, 200));
    expect(small.statusCode).toBe(200);
    // Never enlarged; the old files are gone.
    expect(
      await sharp((await t.app.inject({ method: 'GET', url: small.json().imageUrl })).rawPayload).metadata(),
    ).toMatchObject({ width: 300 });
    expect((await t.app.inject({ method: 'GET', url: product.imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: product.cardImageUrl })).statusCode).toBe(404);
  });
});
