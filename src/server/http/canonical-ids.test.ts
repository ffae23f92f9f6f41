import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { idListParamSchema, idParamSchema, wholeNumberParamSchema } from '../../shared/schemas/input';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * One record, one spelling of its id: `DELETE /api/rentals/00001` used to be read as rental 1.
 * Every other spelling of a number is refused with a 400 that says why, on every route with an
 * id, by the one shared schema (shared/schemas/input.ts).
 */

const NON_CANONICAL = ['00001', '01', '+1', '1e0', ' 1', '1 ', '1.0', '0x1', '0'];

describe('the shared id schema', () => {
  it('reads an id written in plain digits', () => {
    expect(idParamSchema.parse('1')).toBe(1);
    expect(idParamSchema.parse('2147483647')).toBe(2147483647);
    expect(idParamSchema.parse('10')).toBe(10);
  });

  it.each(NON_CANONICAL)('refuses %j with a message naming leading zeros', (spelling) => {
    const result = idParamSchema.safeParse(spelling);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/without leading zeros/);
  });

  it('refuses leading zeros in lists of ids and in page numbers too', () => {
    expect(idListParamSchema(10).safeParse('1,02').success).toBe(false);
    expect(idListParamSchema(10).parse('1,20')).toEqual([1, 20]);
    expect(wholeNumberParamSchema(0, 100).safeParse('010').success).toBe(false);
    expect(wholeNumberParamSchema(0, 100).parse('0')).toBe(0);
    expect(wholeNumberParamSchema(0, 100).parse('10')).toBe(10);
  });
});

describe('routes with an id', () => {
  let t: TestApp;
  let customer: { cookie: string; origin: string; id: string };
  let admin: { cookie: string; origin: string; id: string };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    customer = await t.signIn({ email: 'ana@example.com' });
    admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
  });

  async function send(
    session: typeof customer | null,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: session ? { cookie: session.cookie, origin: session.origin } : {},
    });
  }

  function expectIdRefused(response: Awaited<ReturnType<typeof send>>, label: string) {
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    expect(error.message).toMatch(/without leading zeros/);
  }

  it('DELETE /api/rentals/00001 is refused and rental 1 stays', async () => {
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: customer.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 5),
      dateTo: addDays(TEST_TODAY, 6),
      itemIds: [item!.id],
    });
    expect(rental.id).toBe(1);
    for (const spelling of NON_CANONICAL) {
      expectIdRefused(await send(customer, 'DELETE', `/api/rentals/${encodeURIComponent(spelling)}`), spelling);
    }
    const { rows } = await t.pool.query('SELECT id FROM rentals');
    expect(rows).toEqual([{ id: 1 }]);
    // The id as it is written still works.
    expect((await send(customer, 'DELETE', '/api/rentals/1')).statusCode).toBe(204);
  });

  it('refuses a leading zero on every kind of route: public, customer and administrator', async () => {
    const product = await insertProduct(t.db);
    const range = `dateFrom=${addDays(TEST_TODAY, 1)}&dateTo=${addDays(TEST_TODAY, 2)}`;
    const routes: [typeof customer | null, 'GET' | 'POST' | 'DELETE' | 'PATCH', string, object?][] = [
      [null, 'GET', `/api/products/0${product.id}`],
      [null, 'GET', '/api/categories/01'],
      [null, 'GET', `/api/products/0${product.id}/availability?${range}`],
      [null, 'GET', `/api/products/0${product.id}/reviews`],
      [customer, 'GET', '/api/incidents/01'],
      [customer, 'POST', '/api/rentals/01/incident', { type: 'Other', description: 'lost' }],
      [customer, 'DELETE', '/api/reviews/01'],
      [admin, 'GET', '/api/admin/rentals/01'],
      [admin, 'GET', '/api/admin/incidents/01'],
      [admin, 'PATCH', '/api/admin/incidents/01', { status: 'Closed' }],
      [admin, 'DELETE', `/api/admin/products/0${product.id}`],
    ];
    for (const [session, method, url, payload] of routes) {
      expectIdRefused(await send(session, method, url, payload), `${method} ${url}`);
    }
    expect((await send(null, 'GET', `/api/products/${product.id}`)).statusCode).toBe(200);
  });

  it('refuses a leading zero in an id of a query', async () => {
    const response = await send(null, 'GET', '/api/products?categoryId=01');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'categoryId' });
  });
});
