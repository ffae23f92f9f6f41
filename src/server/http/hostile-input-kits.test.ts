import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/schemas/input';
import { insertCategory, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A kit's parts as an attacker or a broken client sends them (issue 32): each refused with a 400
 * naming the field, in the one error shape, and nothing written, on create and on edit.
 */

let t: TestApp;
let admin: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
});

async function send(method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: admin.cookie, origin: admin.origin },
  });
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  return response;
}

const state = async () =>
  (
    await t.pool.query(
      `SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM kit_parts)::int AS parts,
              (SELECT count(*) FROM products WHERE is_kit)::int AS kits, (SELECT count(*) FROM audit_log)::int AS audits`,
    )
  ).rows[0];

describe('kitParts', () => {
  it('refuses every malformed list with the field named, and writes nothing', async () => {
    const category = await insertCategory(t.db);
    const part = await insertProduct(t.db, { categoryId: category.id });
    const target = await insertProduct(t.db, { categoryId: category.id, name: 'To edit' });
    const base = { name: 'Kit', dailyPrice: '10', brand: 'B', model: 'M', categoryId: category.id };
    const ok = { productId: part.id, count: 1 };
    const cases: [unknown, string][] = [
      ['not a list', 'kitParts'],
      [{ productId: part.id, count: 1 }, 'kitParts'],
      [null, 'kitParts'],
      [[{ productId: part.id, count: 0 }], 'kitParts.0.count'],
      [[{ productId: part.id, count: 21 }], 'kitParts.0.count'],
      [[{ productId: part.id, count: 1.5 }], 'kitParts.0.count'],
      [[{ productId: part.id, count: '2' }], 'kitParts.0.count'],
      [[{ productId: part.id, count: -1 }], 'kitParts.0.count'],
      [[{ productId: part.id }], 'kitParts.0.count'],
      [[ok, { productId: MAX_ID + 1, count: 1 }], 'kitParts.1.productId'],
      [[{ productId: 0, count: 1 }], 'kitParts.0.productId'],
      [[{ productId: '1', count: 1 }], 'kitParts.0.productId'],
      [[{ productId: null, count: 1 }], 'kitParts.0.productId'],
      [[ok, ok], 'kitParts'],
      [Array.from({ length: 21 }, (_, index) => ({ productId: index + 1, count: 1 })), 'kitParts'],
      // An unknown key is refused on its part, the message naming the key.
      [[{ ...ok, name: 'sneaky' }], 'kitParts.0'],
      [[{ ...ok, kitId: target.id }], 'kitParts.0'],
      [['1'], 'kitParts.0'],
    ];
    const before = await state();
    for (const [kitParts, field] of cases) {
      for (const [method, url] of [
        ['POST', '/api/admin/products'],
        ['PUT', `/api/admin/products/${target.id}`],
      ] as const) {
        const response = await send(method, url, { ...base, kitParts });
        expect(response.statusCode, `${method} ${JSON.stringify(kitParts)}: ${response.body}`).toBe(400);
        const error = response.json().error;
        expect(error.code, JSON.stringify(kitParts)).toBe('VALIDATION_ERROR');
        expect(error.field, JSON.stringify(kitParts)).toBe(field);
        // An unknown key on a part: the message names it.
        if (JSON.stringify(kitParts).includes('sneaky')) expect(error.message).toContain('name');
      }
    }
    expect(await state()).toEqual(before);
    // The same body with a sound list is taken.
    expect((await send('POST', '/api/admin/products', { ...base, kitParts: [ok] })).statusCode).toBe(201);
  });
});
