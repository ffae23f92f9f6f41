import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorBodySchema } from './errors';

/*
 * Requests the property tests of every route (test/every-route-faults.ts) found answered with a
 * 500, kept here as they were found so the fix stays. Each is the client's mistake: a 4xx in the
 * error shape, or an answer that ignores what it should never have read.
 */

let t: TestApp;
let admin: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
});
afterAll(() => t?.close());

const storedFiles = async () => [...(await t.storage.list('avatars/')), ...(await t.storage.list('products/'))];

describe('a malformed upload form', () => {
  it.each([
    ['a form type without a boundary', 'multipart/form-data; boundary=', '0'],
    [
      'a form cut short in its file part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
    ],
    [
      'a form whose file never ends',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
    ],
  ])('is refused with 400 on both uploads, storing nothing: %s', async (_, contentType, payload) => {
    const { id } = await insertProduct(t.db);
    for (const url of ['/api/me/avatar', `/api/admin/products/${id}/image`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin.cookie, origin: admin.origin, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('MALFORMED_FORM');
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe('sign-out', () => {
  it('ignores a body, even JSON nested 5000 deep, and ends the session', async () => {
    const customer = await t.signIn({ email: 'deep@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: customer.cookie, origin: customer.origin, 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: customer.cookie } });
    expect(me.json()).toBeNull();
  });
});

describe('a conditional GET of a static file', () => {
  // Found as a 304 the property test's check did not expect: the answer was right, the check is mended.
  it('answers 304 Not Modified with no body to If-None-Match: * and to the ETag it gave', async () => {
    const url = '/api/docs/static/swagger-ui.css';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    for (const tag of ['*', String(first.headers.etag)]) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body).toBe('');
    }
  });
});
