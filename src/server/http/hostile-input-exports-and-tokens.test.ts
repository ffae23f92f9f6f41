import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/schemas/input';
import { apiTokens } from '../api-tokens/schema';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Input a browser never sends but an attacker or a broken script does, on the CSV exports and
 * the API tokens (issue 32): each is refused with a 400 naming the field (401 for a bad token,
 * 404 for an id that does not exist), in the one error shape, and changes nothing.
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

async function send(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = admin,
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers,
  });
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  return response;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
}

describe('exports', () => {
  it('refuses dates that are no dates, a period backwards and parameters it does not know', async () => {
    expectRefused(await send('GET', '/api/admin/exports/rentals.csv?from=2030-02-30'), 'from');
    expectRefused(await send('GET', '/api/admin/exports/orders.csv?to=yesterday'), 'to');
    expectRefused(
      await send('GET', "/api/admin/exports/rentals.csv?from=2030-01-01'%3B%20DROP%20TABLE%20rentals--"),
      'from',
    );
    expectRefused(await send('GET', `/api/admin/exports/rentals.csv?from=${TEST_TODAY}&to=2020-01-01`), 'to');
    expectRefused(await send('GET', '/api/admin/exports/units.csv?from=2030-01-01'), 'from');
    expectRefused(await send('GET', '/api/admin/exports/customers.csv?limit=1'), 'limit');
    expect((await send('GET', '/api/admin/exports/payments.csv')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/exports/rentals.csv?from=2030-01-01')).statusCode).toBe(200);
  });
});

describe('API tokens', () => {
  const valid = { name: 'Script', scope: 'read' };

  it('refuses names too long, empty or with hidden characters, scopes not offered and expiries out of range', async () => {
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, name: 'x'.repeat(101) }), 'name');
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, name: '   ' }), 'name');
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, name: 'a\u202Eb' }), 'name');
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, name: 42 }), 'name');
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, scope: 'admin' }), 'scope');
    expectRefused(await send('POST', '/api/admin/api-tokens', { name: 'Script' }), 'scope');
    for (const expiresInDays of [0, -1, 731, 1.5, '30', 1e308]) {
      expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, expiresInDays }), 'expiresInDays');
    }
    expectRefused(await send('POST', '/api/admin/api-tokens', { ...valid, userId: 'someone-else' }), 'userId');
    expect(await t.db.$count(apiTokens)).toBe(0);
  });

  it('refuses ids beyond the column and answers 404 for one that does not exist', async () => {
    expectRefused(await send('DELETE', `/api/admin/api-tokens/${MAX_ID + 1}`), 'id');
    expectRefused(await send('DELETE', '/api/admin/api-tokens/0001'), 'id');
    expect((await send('DELETE', `/api/admin/api-tokens/${MAX_ID}`)).statusCode).toBe(404);
  });

  it('answers garbage Authorization headers 401, never 500, and changes nothing', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      `Bearer ${'A'.repeat(10_000)}`,
      'Bearer fh_',
      `Bearer fh_${'a'.repeat(42)}é`,
      `bearer fh_${'a'.repeat(43)}`,
      `Bearer\tfh_${'a'.repeat(43)}`,
      'Bearer null',
      "Bearer ' OR 1=1 --",
    ]) {
      const response = await send('POST', '/api/admin/categories', { name: 'Nope' }, { authorization });
      expect(response.statusCode, authorization.slice(0, 30)).toBe(401);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
    }
    expect(
      (await send('GET', '/api/admin/products', undefined, { authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode,
    ).toBe(401);
    expect((await send('GET', '/api/admin/products', undefined, { authorization: 'Token abc' })).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/categories')).json().items).toEqual([]);
  });
});
