import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { auditActions, auditEntities, type AuditEntry } from '../../shared/schemas/audit';
import { auditAction, auditEntity } from './schema';
import { incidents, reviews } from '../db/schema/rentals';
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
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Bea Boss', isAdmin: true });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (who: { cookie: string }, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const call = (method: Method, url: string, payload?: object) => as(admin, method, url, payload);

async function ok(method: Method, url: string, payload?: object) {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

async function log(query = ''): Promise<{ items: AuditEntry[]; next: string | null }> {
  const response = await call('GET', `/api/admin/audit-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const entryCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n as number;

/** Runs `change` and returns the one entry it wrote (failing if it wrote none or several). */
async function onlyEntryOf(change: () => Promise<unknown>) {
  const before = await entryCount();
  await change();
  expect(await entryCount()).toBe(before + 1);
  return (await log('?limit=1')).items[0]!;
}

const bea = () => ({ id: admin.id, name: 'Bea Boss' });

describe('the audit log', () => {
  it('keeps the same actions and record kinds as the database', () => {
    expect(auditAction.enumValues).toEqual([...auditActions]);
    expect(auditEntity.enumValues).toEqual([...auditEntities]);
  });

  it('writes one entry per catalogue create, edit and delete, with who, before and after', async () => {
    const category = await ok('POST', '/api/admin/categories', { name: 'Cameras' });
    let entry = (await log()).items[0]!;
    expect(entry).toMatchObject({
      actor: bea(),
      action: 'create',
      entity: 'category',
      entityId: category.id,
      label: 'Cameras',
      before: null,
    });
    expect(entry.after).toMatchObject({ name: 'Cameras', parentId: null });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);

    const product = { name: 'Canon R5', dailyPrice: '39.90', brand: 'Canon', model: 'R5', categoryId: category.id };
    let created: { id: number } = { id: 0 };
    entry = await onlyEntryOf(async () => (created = await ok('POST', '/api/admin/products', product)));
    expect(entry).toMatchObject({ action: 'create', entity: 'product', entityId: created.id, before: null });
    expect(entry.after).toMatchObject({ name: 'Canon R5', dailyPrice: '39.90', categoryName: 'Cameras', itemCount: 0 });

    entry = await onlyEntryOf(() =>
      ok('PUT', `/api/admin/products/${created.id}`, { ...product, name: 'Canon EOS R5', dailyPrice: '45' }),
    );
    expect(entry).toMatchObject({ actor: bea(), action: 'edit', entity: 'product', label: 'Canon EOS R5' });
    expect(entry.before).toMatchObject({ name: 'Canon R5', dailyPrice: '39.90' });
    expect(entry.after).toMatchObject({ name: 'Canon EOS R5', dailyPrice: '45.00' });

    const item = { serialNumber: 'R5-001', productId: created.id, status: 'Operational' };
    let unit: { id: number } = { id: 0 };
    entry = await onlyEntryOf(async () => (unit = await ok('POST', '/api/admin/items', item)));
    expect(entry).toMatchObject({
      action: 'create',
      entity: 'item',
      label: 'R5-001',
      after: { productName: 'Canon EOS R5' },
    });

    // Only the status changed: a status change; anything more: an edit.
    entry = await onlyEntryOf(() => ok('PUT', `/api/admin/items/${unit.id}`, { ...item, status: 'NonOperational' }));
    expect(entry).toMatchObject({
      action: 'status',
      before: { status: 'Operational' },
      after: { status: 'NonOperational' },
    });
    entry = await onlyEntryOf(() => ok('PUT', `/api/admin/items/${unit.id}`, { ...item, serialNumber: 'R5-002' }));
    expect(entry).toMatchObject({
      action: 'edit',
      before: { serialNumber: 'R5-001' },
      after: { serialNumber: 'R5-002' },
    });

    entry = await onlyEntryOf(() => ok('DELETE', `/api/admin/items/${unit.id}`));
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'item',
      label: 'R5-002',
      after: null,
      before: { serialNumber: 'R5-002' },
    });
    entry = await onlyEntryOf(() => ok('DELETE', `/api/admin/products/${created.id}`));
    expect(entry).toMatchObject({ action: 'delete', entity: 'product', label: 'Canon EOS R5', after: null });
    entry = await onlyEntryOf(() => ok('DELETE', `/api/admin/categories/${category.id}`));
    expect(entry).toMatchObject({ action: 'delete', entity: 'category', before: { name: 'Cameras' }, after: null });

    const lenses = await ok('POST', '/api/admin/categories', { name: 'Lenses' });
    entry = await onlyEntryOf(() =>
      ok('PUT', `/api/admin/categories/${lenses.id}`, { name: 'Lenses', description: 'Primes and zooms' }),
    );
    expect(entry).toMatchObject({
      action: 'edit',
      entity: 'category',
      before: { description: '' },
      after: { description: 'Primes and zooms' },
    });
  });

  it('logs a product picture as an image change, before and after its address', async () => {
    const lens = await insertProduct(t.db, { name: 'Sigma 35mm' });
    const form = await uploadForm({ bytes: await testPng(400, 300), name: 'lens.png', type: 'image/png' });
    const entry = await onlyEntryOf(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${lens.id}/image`,
        payload: form.payload,
        headers: { ...form.headers, cookie: admin.cookie, origin: admin.origin },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'image',
      entity: 'product',
      entityId: lens.id,
      label: 'Sigma 35mm',
      before: { imageUrl: null },
    });
    expect(entry.after!.imageUrl).toMatch(/^\/uploads\//);
  });

  it('logs an administrator closing an incident and deleting a rental or a review, not a customer doing so', async () => {
    const customer = await t.signIn({ email: 'ana@example.com', fullName: 'Ana' });
    const product = await insertProduct(t.db, { name: 'DJI Mini' });
    const units = await insertItems(t.db, product.id, 3);
    const rent = (from: number, to: number, unit: number) =>
      insertRental(t.db, {
        userId: customer.id,
        productId: product.id,
        dateFrom: addDays(TEST_TODAY, from),
        dateTo: addDays(TEST_TODAY, to),
        itemIds: [units[unit]!.id],
      });

    const running = await rent(-1, 2, 0);
    const [incident] = await t.db
      .insert(incidents)
      .values({ userId: customer.id, rentalId: running.id, type: 'Other', description: 'Scratched' })
      .returning();
    let entry = await onlyEntryOf(() => ok('PATCH', `/api/admin/incidents/${incident!.id}`, { status: 'Closed' }));
    expect(entry).toMatchObject({
      action: 'status',
      entity: 'incident',
      label: 'DJI Mini, Ana',
      before: { status: 'Open' },
      after: { status: 'Closed' },
    });
    // Setting the status it already has changes nothing, and writes nothing.
    const unchanged = await entryCount();
    await ok('PATCH', `/api/admin/incidents/${incident!.id}`, { status: 'Closed' });
    expect(await entryCount()).toBe(unchanged);

    const future = await rent(5, 6, 1);
    entry = await onlyEntryOf(() => ok('DELETE', `/api/rentals/${future.id}`));
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'rental',
      entityId: future.id,
      label: 'DJI Mini, Ana',
      after: null,
    });
    expect(entry.before).toMatchObject({
      dateFrom: addDays(TEST_TODAY, 5),
      items: [{ serialNumber: units[1]!.serialNumber }],
    });

    const [review] = await t.db
      .insert(reviews)
      .values({ userId: customer.id, productId: product.id, rating: 2, comments: 'Meh' })
      .returning();
    entry = await onlyEntryOf(() => ok('DELETE', `/api/reviews/${review!.id}`));
    expect(entry).toMatchObject({
      action: 'delete',
      entity: 'review',
      label: 'DJI Mini, Ana',
      before: { rating: 2, comments: 'Meh' },
    });

    // The customer's own cancellation and deletion are theirs, not an administrator's.
    const own = await rent(8, 9, 2);
    const [ownReview] = await t.db
      .insert(reviews)
      .values({ userId: customer.id, productId: product.id, rating: 5, comments: 'Great' })
      .returning();
    const count = await entryCount();
    expect((await as(customer, 'DELETE', `/api/rentals/${own.id}`)).statusCode).toBe(204);
    expect((await as(customer, 'DELETE', `/api/reviews/${ownReview!.id}`)).statusCode).toBe(204);
    expect(await entryCount()).toBe(count);
  });

  it('writes nothing for a refused change', async () => {
    const cameras = await ok('POST', '/api/admin/categories', { name: 'Cameras' });
    const product = await insertProduct(t.db, { name: 'Nikon Z6', categoryId: cameras.id });
    await insertItems(t.db, product.id, 1);
    const count = await entryCount();

    expect((await call('POST', '/api/admin/categories', { name: 'cameras' })).statusCode).toBe(409);
    expect(
      (
        await call('PUT', `/api/admin/products/${product.id}`, {
          name: 'Nikon Z6',
          dailyPrice: 'free',
          brand: 'N',
          model: 'Z',
          categoryId: cameras.id,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/api/admin/products/${product.id}`, {
          name: 'Nikon Z6',
          dailyPrice: '9',
          brand: 'N',
          model: 'Z',
          categoryId: 999999,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/categories/${cameras.id}`)).statusCode).toBe(409);
    expect(
      (
        await call('PUT', '/api/admin/items/999999', {
          serialNumber: 'X',
          productId: product.id,
          status: 'Operational',
        })
      ).statusCode,
    ).toBe(404);
    const other = await insertProduct(t.db, { name: 'Nikon Z8', categoryId: cameras.id });
    expect(
      (
        await call('PUT', `/api/admin/products/${other.id}`, {
          name: 'NIKON Z6',
          dailyPrice: '9',
          brand: 'N',
          model: 'Z',
          categoryId: cameras.id,
        })
      ).statusCode,
    ).toBe(409);

    expect(await entryCount()).toBe(count);
  });

  it('is for administrators only', async () => {
    const customer = await t.signIn({ email: 'ana@example.com' });
    expect((await as(customer, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });

  it('pages newest first and filters by record, kind, action and administrator', async () => {
    const cameras = await ok('POST', '/api/admin/categories', { name: 'Cameras' });
    const lenses = await ok('POST', '/api/admin/categories', { name: 'Lenses' });
    for (const description of ['one', 'two', 'three']) {
      await ok('PUT', `/api/admin/categories/${cameras.id}`, { name: 'Cameras', description });
    }
    const other = await t.signIn({ email: 'second@example.com', fullName: 'Second Admin', isAdmin: true });
    expect(
      (await as(other, 'PUT', `/api/admin/categories/${lenses.id}`, { name: 'Lenses', description: 'x' })).statusCode,
    ).toBe(200);

    const first = await log('?limit=2');
    expect(first.items.map((entry) => entry.actor.name)).toEqual(['Second Admin', 'Bea Boss']);
    const second = await log(`?limit=2&after=${first.next}`);
    const third = await log(`?limit=2&after=${second.next}`);
    expect(third.next).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toHaveLength(6);

    const history = await log(`?entity=category&entityId=${cameras.id}`);
    expect(history.items.map((entry) => entry.action)).toEqual(['edit', 'edit', 'edit', 'create']);
    expect(history.items[0]!.after).toMatchObject({ description: 'three' });
    expect((await log(`?entity=product&entityId=${cameras.id}`)).items).toEqual([]);
    expect((await log('?action=create')).items).toHaveLength(2);
    expect((await log(`?actorId=${other.id}`)).items).toMatchObject([{ entityId: lenses.id, actor: { id: other.id } }]);
    expect((await call('GET', '/api/admin/audit-log?entity=planet')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit-log?after=abc')).statusCode).toBe(400);
  });
});
