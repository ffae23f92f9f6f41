import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { MAX_ID } from '../../shared/schemas/input';
import { hostileJson, hostileString, POLLUTION_KEYS } from '../test/hostile-values';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Input a browser never sends but an attacker or a broken client does. Each is refused with a
 * 400 naming the field (or a 404 for a well-formed id that does not exist), in the one error
 * shape, and changes nothing. None may reach the database as a 500.
 */

let t: TestApp;
let session: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  session = await t.signIn({ email: 'mallory@example.com' });
});

const TOO_BIG = String(MAX_ID + 1);

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  signedIn = true,
) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: signedIn ? { cookie: session.cookie, origin: session.origin } : {},
  });
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  return response;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
}

/** Refused as expectRefused says, on `field` or a field inside it (`payment.amount`). */
function expectRefusedIn(response: Awaited<ReturnType<typeof send>>, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe('VALIDATION_ERROR');
  expect(response.json().error.field, response.body).toMatch(new RegExp(`^${field}(\\.|$)`));
}

describe('ids', () => {
  it('refuses an id beyond the integer column, anywhere, also for anonymous visitors', async () => {
    const product = await insertProduct(t.db);
    const range = `dateFrom=${addDays(TEST_TODAY, 1)}&dateTo=${addDays(TEST_TODAY, 2)}`;
    for (const [method, url] of [
      ['GET', `/api/products/${TOO_BIG}`],
      ['GET', `/api/categories/${TOO_BIG}`],
      ['GET', `/api/products/${TOO_BIG}/availability?${range}`],
      ['GET', `/api/products/${TOO_BIG}/calendar?month=2030-03`],
      ['GET', `/api/products/${TOO_BIG}/reviews`],
    ] as const) {
      expectRefused(await send(method, url, undefined, false), 'id');
    }
    expectRefused(await send('GET', `/api/products/${TOO_BIG}/review-eligibility`), 'id');
    expectRefused(await send('DELETE', `/api/rentals/${TOO_BIG}`), 'id');
    expectRefused(await send('POST', `/api/rentals/${TOO_BIG}/incident`, { type: 'Other', description: 'x' }), 'id');
    expectRefused(await send('POST', `/api/rentals/${TOO_BIG}/extend`, { dateTo: addDays(TEST_TODAY, 5) }), 'id');
    expectRefused(await send('GET', `/api/rentals/${TOO_BIG}/extend?dateTo=${addDays(TEST_TODAY, 5)}`), 'id');
    expectRefused(await send('POST', `/api/products/${TOO_BIG}/reviews`, { rating: 5 }), 'id');
    expectRefused(await send('GET', `/api/products?categoryId=${TOO_BIG}`, undefined, false), 'categoryId');
    expectRefused(await send('GET', `/api/products?ids=1,${TOO_BIG}`, undefined, false), 'ids.1');
    const booking = {
      productId: Number(TOO_BIG),
      dateFrom: addDays(TEST_TODAY, 1),
      dateTo: addDays(TEST_TODAY, 2),
      quantity: 1,
    };
    expectRefused(await send('POST', '/api/rentals', booking), 'productId');
    expectRefused(
      await send('POST', '/api/orders', { lines: [{ ...booking, dailyPrice: '10.00' }] }),
      'lines.0.productId',
    );
    expectRefused(await send('GET', `/api/orders/${TOO_BIG}`), 'id');
    expectRefused(await send('POST', `/api/orders/${TOO_BIG}/cancel`), 'id');
    expectRefused(await send('POST', '/api/cart/price', { lines: [booking] }, false), 'lines.0.productId');
    expect((await send('GET', `/api/products/${product.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for the largest id that could exist but does not', async () => {
    expect((await send('GET', `/api/products/${MAX_ID}`, undefined, false)).statusCode).toBe(404);
  });

  it('reads ids as decimal digits only: DELETE /api/rentals/0x10 does not delete rental 16, nor cancel its order', async () => {
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    let rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 5),
      dateTo: addDays(TEST_TODAY, 6),
      itemIds: [item!.id],
    });
    while (rental.id < 16) {
      await t.pool.query('DELETE FROM rentals WHERE id = $1', [rental.id]);
      rental = await insertRental(t.db, { ...rental, itemIds: [item!.id] });
    }
    expect(rental.id).toBe(16);
    for (const id of ['0x10', '1e1', '16.0', '+16', ' 16', '-16', '0', '']) {
      const response = await send('DELETE', `/api/rentals/${encodeURIComponent(id)}`);
      expect(response.statusCode, `DELETE /api/rentals/${id}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const [{ n }] = (await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE id = 16')).rows as [
      { n: number },
    ];
    expect(n).toBe(1);
    // Nor does POST /api/orders/0x…/cancel cancel its order.
    const { orderId } = rental;
    for (const id of [`0x${orderId.toString(16)}`, `${orderId}.0`, `+${orderId}`, ` ${orderId}`, `-${orderId}`, '0']) {
      const response = await send('POST', `/api/orders/${encodeURIComponent(id)}/cancel`);
      expect(response.statusCode, `POST /api/orders/${id}/cancel`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const [live] = (
      await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE order_id = $1 AND cancelled_at IS NULL', [
        orderId,
      ])
    ).rows as [{ n: number }];
    expect(live.n).toBe(1);
  });
});

describe('text', () => {
  it('refuses a NUL character in a search, an incident, a review and a sign-up, writing nothing', async () => {
    expectRefused(await send('GET', '/api/products?q=can%00on', undefined, false), 'q');

    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, -5),
      dateTo: addDays(TEST_TODAY, -1),
      itemIds: [item!.id],
    });
    expectRefused(
      await send('POST', `/api/rentals/${rental.id}/incident`, { type: 'Other', description: 'lost\u0000' }),
      'description',
    );
    expectRefused(
      await send('POST', `/api/products/${product.id}/reviews`, { rating: 4, comments: 'nice\u0000' }),
      'comments',
    );
    const signUp = { name: 'Eve\u0000', email: 'eve@example.com', password: 'Secret!Pass1' };
    expectRefused(await send('POST', '/api/auth/sign-up/email', signUp, false), 'name');

    const written = await t.pool.query(
      `SELECT (SELECT count(*) FROM incidents) + (SELECT count(*) FROM reviews) + (SELECT count(*) FROM "user" WHERE email = 'eve@example.com') AS n`,
    );
    expect(Number(written.rows[0].n)).toBe(0);
  });

  it('bounds what a person can type', async () => {
    expectRefused(await send('GET', `/api/products?q=${'a'.repeat(101)}`, undefined, false), 'q');
    const signUp = { name: 'N'.repeat(101), email: 'long@example.com', password: 'Secret!Pass1' };
    expectRefused(await send('POST', '/api/auth/sign-up/email', signUp, false), 'name');
  });
});

describe('dates', () => {
  it('refuses year 0000, impossible dates and years past 2999 in every date and month', async () => {
    const product = await insertProduct(t.db);
    expectRefused(await send('GET', `/api/products/${product.id}/calendar?month=0000-01`, undefined, false), 'month');
    expectRefused(await send('GET', `/api/products/${product.id}/calendar?month=2030-13`, undefined, false), 'month');
    const availability = (from: string, to: string) =>
      send('GET', `/api/products/${product.id}/availability?dateFrom=${from}&dateTo=${to}`, undefined, false);
    expectRefused(await availability('0000-01-01', '0000-01-02'), 'dateFrom');
    expectRefused(await availability('2030-02-29', '2030-03-01'), 'dateFrom');
    expectRefused(await availability('2030-03-01', '9999-12-31'), 'dateTo');
    const booking = { productId: product.id, dateFrom: addDays(TEST_TODAY, 1), dateTo: '9999-12-31', quantity: 1 };
    expectRefused(await send('POST', '/api/rentals', booking), 'dateTo');
    expectRefused(
      await send('POST', '/api/orders', { lines: [{ ...booking, dailyPrice: '10.00' }] }),
      'lines.0.dateTo',
    );
  });

  it('refuses a bad new last day or an unknown field for an extension, changing nothing', async () => {
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 1),
      dateTo: addDays(TEST_TODAY, 2),
      itemIds: [unit!.id],
    });
    for (const dateTo of ['2030-02-30', '0000-01-01', '9999-12-31', 'tomorrow', '']) {
      expectRefused(await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo }), 'dateTo');
      expectRefused(await send('GET', `/api/rentals/${rental.id}/extend?dateTo=${dateTo}`), 'dateTo');
    }
    expectRefused(await send('POST', `/api/rentals/${rental.id}/extend`, {}), 'dateTo');
    expectRefused(await send('GET', `/api/rentals/${rental.id}/extend`), 'dateTo');
    expectRefused(
      await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: addDays(TEST_TODAY, 4), dateFrom: TEST_TODAY }),
      'dateFrom',
    );
    expectRefused(
      await send('POST', `/api/rentals/${rental.id}/extend`, { dateTo: addDays(TEST_TODAY, 4), amount: '0.00' }),
      'amount',
    );
    const { rows } = await t.pool.query('SELECT date_to::text FROM rentals WHERE id = $1', [rental.id]);
    expect(rows).toEqual([{ date_to: addDays(TEST_TODAY, 2) }]);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM rental_changes')).rows[0].n).toBe(0);
  });
});

describe('request shapes', () => {
  it('refuses unknown fields in a body rather than ignoring them', async () => {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    const booking = {
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 1),
      dateTo: addDays(TEST_TODAY, 1),
      quantity: 1,
    };
    expectRefused(await send('POST', '/api/rentals', { ...booking, userId: 'someone-else' }), 'userId');
    const line = { ...booking, dailyPrice: '10.00' };
    expectRefused(await send('POST', '/api/orders', { lines: [{ ...line, userId: 'someone-else' }] }), 'lines.0');
    expectRefused(await send('POST', '/api/orders', { lines: [line], userId: 'someone-else' }), 'userId');
    expectRefused(await send('POST', '/api/orders', { lines: [] }), 'lines');
    expectRefused(await send('POST', '/api/orders', { lines: Array.from({ length: 21 }, () => line) }), 'lines');
    expectRefused(await send('POST', '/api/orders', { lines: [{ ...line, dailyPrice: 10 }] }), 'lines.0.dailyPrice');
    expectRefused(
      await send('POST', '/api/orders', { lines: [{ ...line, dailyPrice: '-1.00' }] }),
      'lines.0.dailyPrice',
    );
    expect((await t.pool.query('SELECT id FROM rentals')).rowCount).toBe(0);
    expect((await t.pool.query('SELECT id FROM orders')).rowCount).toBe(0);
  });

  it("answers Fastify's own refusals in the one error shape", async () => {
    const json = { cookie: session.cookie, origin: session.origin, 'content-type': 'application/json' };
    const badJson = await t.app.inject({ method: 'POST', url: '/api/rentals', headers: json, payload: '{' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request is malformed.' } });

    const xml = { ...json, 'content-type': 'text/xml' };
    const media = await t.app.inject({ method: 'POST', url: '/api/rentals', headers: xml, payload: '<rental/>' });
    expect(media.statusCode).toBe(415);
    expect(media.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: json,
      payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const longSegment = await t.app.inject({ method: 'GET', url: `/api/products/${'1'.repeat(150)}` });
    expect(longSegment.statusCode).toBe(414);
    expect(longSegment.json()).toEqual({ error: { code: 'URI_TOO_LONG', message: 'The address is too long.' } });

    const badUrl = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers a header block over the limit with 431 in the same shape, on a real socket', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (const init of [{ headers: { 'x-padding': 'p'.repeat(20_000) } }, {}]) {
      const url = init.headers ? `${address}/api/products` : `${address}/api/products?q=${'q'.repeat(20_000)}`;
      const response = await fetch(url, init);
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({
        error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
      });
    }
  });
});

describe("the cart's prices", () => {
  it('refuses a line out of shape, a cart too long and a code out of bounds, with the field, for visitors too', async () => {
    const product = await insertProduct(t.db);
    const line = {
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 3),
      dateTo: addDays(TEST_TODAY, 5),
      quantity: 1,
    };
    const price = (payload: unknown) => send('POST', '/api/cart/price', payload, false);
    expectRefused(await price({ lines: [] }), 'lines');
    expectRefused(await price({ lines: Array.from({ length: 21 }, () => line) }), 'lines');
    expectRefused(await price({ lines: [{ ...line, dateTo: addDays(TEST_TODAY, 2) }] }), 'lines.0.dateTo');
    expectRefused(await price({ lines: [{ ...line, dateFrom: '2030-02-30' }] }), 'lines.0.dateFrom');
    expectRefused(await price({ lines: [{ ...line, quantity: 0 }] }), 'lines.0.quantity');
    expectRefused(await price({ lines: [{ ...line, dailyPrice: '1.00' }] }), 'lines.0');
    expectRefused(await price({ lines: [line], couponCode: ' ' }), 'couponCode');
    expectRefused(await price({ lines: [line], couponCode: 'X'.repeat(41) }), 'couponCode');
    expectRefused(await price({ lines: [line], damageWaiver: 'yes' }), 'damageWaiver');
    expect((await price({ lines: [line] })).json()).toMatchObject({ lines: [{ chargedDays: 3, dailyPrice: '10.00' }] });
  });
});

describe('coupons', () => {
  it('refuses a coupon out of shape, with the field, and makes none', async () => {
    session = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const create = (payload: unknown) => send('POST', '/api/admin/coupons', payload);
    const good = { code: 'GOOD-10', percentOff: 10 };
    expectRefused(await create({ ...good, code: 'ab' }), 'code');
    expectRefused(await create({ ...good, code: 'NO SPACES' }), 'code');
    expectRefused(await create({ ...good, code: 'X'.repeat(41) }), 'code');
    expectRefused(await create({ ...good, code: 'NUL\u0000' }), 'code');
    expectRefused(await create({ ...good, percentOff: 0 }), 'percentOff');
    expectRefused(await create({ ...good, percentOff: 101 }), 'percentOff');
    expectRefused(await create({ ...good, percentOff: 12.5 }), 'percentOff');
    expectRefused(await create({ code: 'GOOD-10', amountOff: '-5' }), 'amountOff');
    expectRefused(await create({ code: 'GOOD-10', amountOff: '0' }), 'amountOff');
    expectRefused(await create({ code: 'GOOD-10', amountOff: '1e3' }), 'amountOff');
    expectRefused(await create({ code: 'GOOD-10', amountOff: '999999999.99' }), 'amountOff');
    expectRefused(await create({ ...good, validFrom: '2030-02-30' }), 'validFrom');
    expectRefused(await create({ ...good, validFrom: '2030-05-02', validTo: '2030-05-01' }), 'validTo');
    expectRefused(await create({ ...good, maxUses: 0 }), 'maxUses');
    expectRefused(await create({ ...good, productIds: [TOO_BIG] }), 'productIds.0');
    expectRefused(await create({ ...good, productIds: Array.from({ length: 101 }, (_, i) => i + 1) }), 'productIds');
    expect((await create({ ...good, uses: 0 })).statusCode).toBe(400);
    expectRefused(await send('PATCH', `/api/admin/coupons/${TOO_BIG}`, { active: false }), 'id');
    expectRefused(await send('PATCH', '/api/admin/coupons/1', { active: 'no' }), 'active');
    expect((await send('GET', '/api/admin/coupons')).json()).toEqual({ items: [] });
  });
});

describe('price templates', () => {
  it('refuses a template out of shape, with the field, and makes none', async () => {
    session = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const create = (payload: unknown) => send('POST', '/api/admin/price-templates', payload);
    const good = { name: 'Weekly', tiers: [{ minDays: 7, percent: 60 }] };
    expectRefused(await create({ ...good, name: '' }), 'name');
    expectRefused(await create({ ...good, name: 'N'.repeat(61) }), 'name');
    expectRefused(await create({ ...good, name: 'Line\nbreak' }), 'name');
    expectRefused(await create({ ...good, tiers: [{ minDays: 7.5, percent: 60 }] }), 'tiers.0.minDays');
    expectRefused(await create({ ...good, tiers: [{ minDays: 366, percent: 60 }] }), 'tiers.0.minDays');
    expectRefused(await create({ ...good, tiers: [{ minDays: 7, percent: -1 }] }), 'tiers.0.percent');
    expectRefused(await create({ ...good, tiers: [{ minDays: 7, percent: '60' }] }), 'tiers.0.percent');
    expectRefused(await create({ ...good, tiers: [{ minDays: 7, percent: 60, extra: 1 }] }), 'tiers.0');
    expectRefused(
      await create({ ...good, tiers: Array.from({ length: 9 }, (_, i) => ({ minDays: i + 2, percent: 90 - i })) }),
      'tiers',
    );
    expectRefused(await send('PUT', `/api/admin/price-templates/${TOO_BIG}`, good), 'id');
    expect((await send('GET', '/api/admin/price-templates')).json()).toEqual({ items: [], next: null });
  });
});

describe('the billing address', () => {
  const address = { street: 'Calle Mayor 5', postcode: '28013', city: 'Madrid', country: 'ES' };
  const saved = async () => (await send('GET', '/api/me')).json().billingAddress;

  it('refuses hostile values in each of its fields and in its place, keeping the saved one', async () => {
    expect((await send('PATCH', '/api/me', { billingAddress: address })).statusCode).toBe(200);
    const field = fc.constantFrom('street', 'postcode', 'city', 'country', ...POLLUTION_KEYS, 'region');
    await fc.assert(
      fc.asyncProperty(field, fc.oneof(hostileString, hostileJson), async (name, value) => {
        // The per-customer limit on saving a profile is not what this test is about.
        await t.pool.query('DELETE FROM rate_limit_counters');
        const response = await send('PATCH', '/api/me', { billingAddress: { ...address, [name]: value } });
        if (response.statusCode === 200) {
          // Only a text the rules take is saved, and then as it reads trimmed.
          expect(typeof value, response.body).toBe('string');
          const kept = response.json().billingAddress;
          expect(kept[name], response.body).toBe(
            name === 'country' ? String(value).trim().toUpperCase() : String(value).trim(),
          );
          expect((await send('PATCH', '/api/me', { billingAddress: address })).statusCode).toBe(200);
        } else {
          expect(response.statusCode, response.body).toBe(400);
          // A `__proto__` key is refused by the JSON parser itself (BAD_REQUEST), before any schema.
          const { error } = response.json();
          if (name === '__proto__') expect(error.code).toBe('BAD_REQUEST');
          else
            expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: expect.stringMatching(/^billingAddress/) });
          expect(await saved()).toEqual(address);
        }
      }),
      { numRuns: 60, seed: 20_261_202 },
    );
    for (const value of ['Madrid', 7, true, [], [address]]) {
      await t.pool.query('DELETE FROM rate_limit_counters');
      expectRefused(await send('PATCH', '/api/me', { billingAddress: value }), 'billingAddress');
    }
    await t.pool.query('DELETE FROM rate_limit_counters');
    expectRefused(
      await send('PATCH', '/api/me', { billingAddress: { ...address, country: 'XX' } }),
      'billingAddress.country',
    );
    expect(await saved()).toEqual(address);
    const polluted = JSON.parse(
      `{"billingAddress":{"__proto__":{"isAdmin":true},"street":"x","postcode":"1","city":"y","country":"DE"}}`,
    );
    await t.pool.query('DELETE FROM rate_limit_counters');
    expect((await send('PATCH', '/api/me', polluted)).statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await send('GET', '/api/me')).json().isAdmin).toBe(false);
  });
});

describe('changing the dates of a rental', () => {
  it('refuses bad ids, dates and unknown fields in the quote and the change, changing nothing', async () => {
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const day = (offset: number) => addDays(TEST_TODAY, offset);
    const rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: day(5),
      dateTo: day(7),
      itemIds: [unit!.id],
    });
    const post = (id: number | string, payload: unknown) => send('POST', `/api/rentals/${id}/reschedule`, payload);
    const quote = (id: number | string, query: string) => send('GET', `/api/rentals/${id}/reschedule?${query}`);
    const good = { dateFrom: day(5), dateTo: day(6) };
    expectRefused(await post(TOO_BIG, good), 'id');
    expectRefused(await post('0x10', good), 'id');
    expectRefused(await quote(TOO_BIG, `dateFrom=${day(5)}&dateTo=${day(6)}`), 'id');
    expectRefused(await post(rental.id, { ...good, dateFrom: '0000-01-01' }), 'dateFrom');
    expectRefused(await post(rental.id, { ...good, dateTo: '2030-02-30' }), 'dateTo');
    expectRefused(await post(rental.id, { dateFrom: day(6), dateTo: day(5) }), 'dateTo');
    expectRefused(await post(rental.id, { dateFrom: day(5) }), 'dateTo');
    expectRefused(await quote(rental.id, `dateFrom=${day(5)}&dateTo=9999-99-99`), 'dateTo');
    expectRefused(await quote(rental.id, `dateFrom=${day(5)}`), 'dateTo');
    const unknown = await post(rental.id, { ...good, itemIds: [1] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_ERROR');
    expect((await post(MAX_ID, good)).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT date_from, date_to FROM rentals WHERE id = $1', [rental.id]);
    expect(rows[0]).toEqual({ date_from: day(5), date_to: day(7) });
    const { rows: changes } = await t.pool.query('SELECT count(*)::int AS n FROM rental_changes');
    expect(changes[0].n).toBe(0);
  });
});

describe("cancelling a customer's open rentals", () => {
  it('refuses a malformed account id, answers 404 for one nobody has, and cancels nothing', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 3),
      dateTo: addDays(TEST_TODAY, 4),
      itemIds: [item!.id],
    });
    const asAdmin = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${id}/cancel-open-rentals`,
        headers: { cookie: admin.cookie, origin: admin.origin },
      });
    for (const id of ['%00', encodeURIComponent(`${session.id}\u202e`), encodeURIComponent(' ')]) {
      const response = await asAdmin(id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    }
    const missing = await asAdmin('x'.repeat(40));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const bySelf = await send('POST', `/api/admin/users/${session.id}/cancel-open-rentals`);
    expect(bySelf.statusCode).toBe(403);
    const left = await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE user_id = $1', [session.id]);
    expect(left.rows[0].n).toBe(1);
  });
});

describe('an order staff take for a customer', () => {
  it('refuses hostile e-mails, names, lines and payment methods, writing no account and no order', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    const line = {
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 3),
      dateTo: addDays(TEST_TODAY, 4),
      quantity: 1,
      dailyPrice: '10.00',
    };
    const good = { customer: { email: 'new@example.com', fullName: 'Nora New' }, lines: [line], payment: 'at_pickup' };
    const take = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/orders',
        headers: { cookie: admin.cookie, origin: admin.origin },
        payload: payload as object,
      });
    const refused = async (payload: unknown, field: string) => {
      const response = await take(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    };
    for (const email of [
      'not-an-email',
      'a@b.c\u0000',
      `${'a'.repeat(250)}@example.com`,
      '',
      'x@example.com\nBcc: y@example.com',
    ]) {
      await refused({ ...good, customer: { ...good.customer, email } }, 'customer.email');
    }
    await refused({ ...good, customer: { fullName: 'Nora New' } }, 'customer.email');
    for (const fullName of ['Nora\u0000New', 'N'.repeat(101), '   ', 'Nora\nNew']) {
      await refused({ ...good, customer: { ...good.customer, fullName } }, 'customer.fullName');
    }
    await refused({ ...good, customer: { email: 'new@example.com' } }, 'customer.fullName');
    await refused({ ...good, customer: { ...good.customer, language: 'fr' } }, 'customer.language');
    await refused({ ...good, customer: { ...good.customer, isAdmin: true } }, 'customer');
    await refused({ ...good, customer: { ...good.customer, id: session.id } }, 'customer');
    for (const payment of ['cash', 'ONLINE', '', null, 1]) await refused({ ...good, payment }, 'payment');
    await refused({ customer: good.customer, lines: [line] }, 'payment');
    await refused({ ...good, lines: [] }, 'lines');
    await refused({ ...good, lines: Array.from({ length: 21 }, () => line) }, 'lines');
    await refused({ ...good, lines: [{ ...line, dailyPrice: 10 }] }, 'lines.0.dailyPrice');
    await refused({ ...good, lines: [{ ...line, productId: TOO_BIG }] }, 'lines.0.productId');
    await refused({ ...good, lines: [{ ...line, dateTo: '9999-12-31' }] }, 'lines.0.dateTo');
    await refused({ ...good, lines: [{ ...line, userId: 'x' }] }, 'lines.0');
    await refused({ ...good, userId: session.id }, 'userId');
    expect((await t.pool.query('SELECT id FROM orders')).rowCount).toBe(0);
    expect((await t.pool.query(`SELECT id FROM "user" WHERE email = 'new@example.com'`)).rowCount).toBe(0);
    expect((await t.pool.query('SELECT id FROM audit_log')).rowCount).toBe(0);
    // The same order, well formed, is taken.
    expect((await take(good)).statusCode).toBe(201);
  });
});

describe('the hand-over desk', () => {
  it('refuses hostile ids, serial numbers, notes, services and unit ids at check-out, check-in and the photo upload, changing nothing', async () => {
    const admin = await t.signIn({ email: 'desk@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: TEST_TODAY,
      dateTo: addDays(TEST_TODAY, 1),
      itemIds: [item!.id],
    });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie, origin: admin.origin }, payload });
    const checkOut = (id: number | string, payload: object) => post(`/api/admin/rentals/${id}/check-out`, payload);
    const checkIn = (id: number | string, payload: object) => post(`/api/admin/rentals/${id}/check-in`, payload);
    const serial = item!.serialNumber;

    expectRefused(await checkOut(TOO_BIG, { serials: [serial] }), 'id');
    expectRefused(await checkIn(TOO_BIG, { units: [{ serial, condition: 'ok' }] }), 'id');
    expectRefused(await checkOut(rental.id, { serials: [`${serial}\u0000`] }), 'serials.0');
    expectRefused(await checkOut(rental.id, { serials: [`${serial}\nSN-2`] }), 'serials.0');
    expectRefused(await checkOut(rental.id, { serials: ['S'.repeat(121)] }), 'serials.0');
    expectRefused(await checkOut(rental.id, { serials: [serial, serial.toLowerCase()] }), 'serials');
    expectRefused(await checkOut(rental.id, { serials: [] }), 'serials');
    expectRefused(await checkOut(rental.id, { serials: [serial], depositChannel: 'stripe' }), 'depositChannel');
    expectRefused(await checkOut(rental.id, { serials: [serial], userId: 'someone' }), 'userId');
    expectRefused(await checkIn(rental.id, { units: [{ serial, condition: 'broken' }] }), 'units.0.condition');
    expectRefused(
      await checkIn(rental.id, { units: [{ serial, condition: 'damaged', note: 'Dent\u0000' }] }),
      'units.0.note',
    );
    expectRefused(
      await checkIn(rental.id, { units: [{ serial, condition: 'damaged', note: 'n'.repeat(2001) }] }),
      'units.0.note',
    );
    expectRefused(await checkIn(rental.id, { units: [{ serial, condition: 'ok', itemId: item!.id }] }), 'units.0');
    // A service recorded at check-in (decision 094): as the services route takes it.
    const serviced = (service: unknown) => checkIn(rental.id, { units: [{ serial, condition: 'ok', service }] });
    for (const note of ['', ' ', 'Clean\u0000', 'Clean\nsensor', 'n'.repeat(501), 1, null]) {
      expectRefused(await serviced({ note }), 'units.0.service.note');
    }
    for (const cost of ['-1', '1.234', '1e3', '12,50', 'NaN', 12.5, '9'.repeat(40)]) {
      expectRefused(await serviced({ note: 'Clean', cost }), 'units.0.service.cost');
    }
    expectRefused(await serviced({ note: 'Clean', performedBy: 'someone' }), 'units.0.service');
    expectRefused(await serviced('Clean'), 'units.0.service');
    expectRefused(
      await checkIn(rental.id, { units: [{ serial, condition: 'missing', note: 'Gone', service: { note: 'Clean' } }] }),
      'units.0.service',
    );
    // The money taken at the hand-over, and the reason the customer pays later.
    for (const payment of [
      { channel: 'stripe' },
      { channel: 'bank_transfer' },
      { channel: 'cash', amount: '-1.00' },
      { channel: 'cash', amount: '0' },
      { channel: 'cash', amount: '1.234' },
      { channel: 'cash', amount: '1e3' },
      { channel: 'cash', amount: 12 },
      { channel: 'cash', amount: '99999999999' },
      { channel: 'cash', orderId: 1 },
    ]) {
      expectRefusedIn(await checkOut(rental.id, { serials: [serial], payment }), 'payment');
    }
    for (const payLater of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'Friday\u0000' },
      { reason: 'r'.repeat(501) },
    ]) {
      expectRefusedIn(await checkOut(rental.id, { serials: [serial], payLater }), 'payLater');
    }
    expectRefusedIn(await checkOut(rental.id, { serials: [serial], payLater: 'later' }), 'payLater');
    // A late fee reduced: an amount of nothing or more, with a reason, nothing else.
    for (const lateFee of [
      { amount: '-5.00', reason: 'x' },
      { amount: 'abc', reason: 'x' },
      { amount: 5, reason: 'x' },
      { amount: '99999999999', reason: 'x' },
      { amount: '5.00' },
      { amount: '5.00', reason: '' },
      { amount: '5.00', reason: 'Late\nagain' },
      { amount: '5.00', reason: 'x', channel: 'cash' },
    ]) {
      expectRefusedIn(await checkIn(rental.id, { units: [{ serial, condition: 'ok' }], lateFee }), 'lateFee');
    }

    const photo = async (id: string, itemId: string) => {
      const form = new FormData();
      form.append('itemId', itemId);
      form.append('file', new Blob([new Uint8Array(Buffer.from('x'))], { type: 'image/png' }), 'x.png');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/incidents/${id}/photos`,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { cookie: admin.cookie, origin: admin.origin, 'content-type': request.headers.get('content-type')! },
      });
    };
    expectRefused(await photo(TOO_BIG, '1'), 'id');
    const [incident] = (
      await t.pool.query(
        `INSERT INTO incidents (user_id, rental_id, type, description) VALUES ($1, $2, 'Other', 'x') RETURNING id`,
        [session.id, rental.id],
      )
    ).rows as [{ id: number }];
    for (const itemId of [TOO_BIG, '0x1', '-1', '1e3', `${item!.id}\u0000`]) {
      expectRefused(await photo(String(incident.id), itemId), 'itemId');
    }

    const written = await t.pool.query(
      `SELECT (SELECT count(*) FROM rental_items WHERE checked_out_at IS NOT NULL)
            + (SELECT count(*) FROM incident_photos) + (SELECT count(*) FROM payments)
            + (SELECT count(*) FROM item_services) + (SELECT count(*) FROM pay_later_notes) AS n`,
    );
    expect(Number(written.rows[0].n)).toBe(0);
  });

  it('refuses hostile ids, serial numbers and steps at the check of a scanned serial, answering what SQL in a serial is: no unit', async () => {
    const admin = await t.signIn({ email: 'desk@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    const rental = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: TEST_TODAY,
      dateTo: addDays(TEST_TODAY, 1),
      itemIds: [item!.id],
    });
    const scan = (id: number | string, query: string, cookie = admin.cookie) =>
      t.app.inject({ method: 'GET', url: `/api/admin/desk/rentals/${id}/scan?${query}`, headers: { cookie } });
    const serial = `serial=${encodeURIComponent(item!.serialNumber)}`;

    for (const id of [TOO_BIG, '0x10', '01', '-1', '1e1', "1' OR 1=1"]) {
      expectRefused(await scan(encodeURIComponent(id), `for=check-out&${serial}`), 'id');
    }
    for (const value of ['', '   ', `${item!.serialNumber}\u0000`, `${item!.serialNumber}\nSN-2`, 'S'.repeat(121)]) {
      expectRefused(await scan(rental.id, `for=check-out&serial=${encodeURIComponent(value)}`), 'serial');
    }
    expectRefused(await scan(rental.id, 'for=check-out'), 'serial');
    expectRefused(await scan(rental.id, `for=check-out&${serial}&${serial}`), 'serial');
    for (const step of ['', 'checkout', 'swap', 'CHECK-OUT']) {
      expectRefused(await scan(rental.id, `for=${step}&${serial}`), 'for');
    }
    expectRefused(await scan(rental.id, serial), 'for');
    // A customer is refused before anything is read.
    expect((await scan(rental.id, `for=check-out&${serial}`, session.cookie)).statusCode).toBe(403);
    expect((await scan(MAX_ID, `for=check-out&${serial}`)).statusCode).toBe(404);
    for (const value of ["' OR '1'='1", '%', '_', `${item!.serialNumber}%`, '../../etc/passwd']) {
      const answer = await scan(rental.id, `for=check-in&serial=${encodeURIComponent(value)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ verdict: 'refused', code: 'UNKNOWN_SERIAL' });
    }
    expect((await scan(rental.id, `for=check-out&${serial}`)).json()).toMatchObject({ verdict: 'ok' });
    expect((await t.pool.query('SELECT item_id FROM rental_items WHERE checked_out_at IS NOT NULL')).rowCount).toBe(0);
  });
});

describe('the waitlist', () => {
  it('refuses hostile ids, dates and unknown fields, and writes nothing', async () => {
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const dates = { dateFrom: addDays(TEST_TODAY, 3), dateTo: addDays(TEST_TODAY, 4) };
    await insertRental(t.db, { userId: session.id, productId: product.id, ...dates, itemIds: [unit!.id] });
    const valid = { productId: product.id, ...dates };
    for (const productId of [Number(TOO_BIG), 0, -1, 1.5, '1', null]) {
      expectRefused(await send('POST', '/api/waitlist', { ...valid, productId }), 'productId');
    }
    for (const dateFrom of ['0000-01-01', '2030-02-30', '3000-01-01', '2030-3-1', '', 20300301]) {
      expectRefused(await send('POST', '/api/waitlist', { ...valid, dateFrom }), 'dateFrom');
    }
    expectRefused(await send('POST', '/api/waitlist', { ...valid, dateTo: addDays(TEST_TODAY, 2) }), 'dateTo');
    expectRefused(await send('POST', '/api/waitlist', { ...valid, userId: 'someone-else' }), 'userId');
    for (const id of [TOO_BIG, '0x10', '01', '-1', '1e1']) {
      expectRefused(await send('DELETE', `/api/waitlist/${id}`), 'id');
    }
    expect((await send('DELETE', `/api/waitlist/${MAX_ID}`)).statusCode).toBe(404);
    const written = await t.pool.query('SELECT count(*)::int AS n FROM waitlist_requests');
    expect(written.rows[0].n).toBe(0);
  });
});

describe("staff changing an order's lines and money", () => {
  it('refuses hostile ids, amounts and channels, answers 404 for a line of another order, and changes nothing', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, 2);
    const line = (itemId: number) =>
      insertRental(t.db, {
        userId: session.id,
        productId: product.id,
        dateFrom: addDays(TEST_TODAY, 3),
        dateTo: addDays(TEST_TODAY, 4),
        itemIds: [itemId],
      });
    const mine = await line(units[0]!.id);
    const other = await line(units[1]!.id);
    const asAdmin = (url: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url,
        ...(payload ? { payload } : {}),
        headers: { cookie: admin.cookie, origin: admin.origin },
      });
    for (const id of [TOO_BIG, '0x10', '01', '-1', '1e1', '%00']) {
      const byOrder = await asAdmin(`/api/admin/orders/${id}/lines/${mine.id}/cancel`);
      expect(byOrder.statusCode, byOrder.body).toBe(400);
      expect(byOrder.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
      const byLine = await asAdmin(`/api/admin/orders/${mine.orderId}/lines/${id}/cancel`);
      expect(byLine.statusCode, byLine.body).toBe(400);
      expect(byLine.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'rentalId' });
    }
    // Another order's line through this order's path: not found, not cancelled.
    const crossed = await asAdmin(`/api/admin/orders/${mine.orderId}/lines/${other.id}/cancel`);
    expect(crossed.statusCode).toBe(404);
    expect((await asAdmin(`/api/admin/orders/${mine.orderId}/lines/${MAX_ID}/cancel`)).statusCode).toBe(404);
    const pay = (payload: object) => asAdmin(`/api/admin/orders/${mine.orderId}/payments`, payload);
    for (const amount of ['0', '-1', '1.001', '1e3', ' 5', '5,00', '9999999999', 5, null]) {
      const response = await pay({ channel: 'cash', amount });
      expect(response.statusCode, `${String(amount)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    }
    for (const channel of ['stripe', 'cheque', '', 'BANK_TRANSFER']) {
      expect((await pay({ channel })).statusCode, channel).toBe(400);
    }
    const written = await t.pool.query(
      `SELECT (SELECT count(*) FROM payments) + (SELECT count(*) FROM rentals WHERE cancelled_at IS NOT NULL) AS n`,
    );
    expect(Number(written.rows[0].n)).toBe(0);
  });
});

describe("staff setting a line's daily price or dates", () => {
  it('refuses hostile ids, prices, reasons and dates, answers 404 for a line of another order, and changes nothing', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, 2);
    const line = (itemId: number) =>
      insertRental(t.db, {
        userId: session.id,
        productId: product.id,
        dateFrom: addDays(TEST_TODAY, 3),
        dateTo: addDays(TEST_TODAY, 4),
        itemIds: [itemId],
      });
    const mine = await line(units[0]!.id);
    const other = await line(units[1]!.id);
    const patch = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url,
        payload: payload as object,
        headers: { cookie: admin.cookie, origin: admin.origin },
      });
    const good = { dailyPrice: '5.00', reason: 'Regular customer' };
    for (const id of [TOO_BIG, '0x10', '01', '-1', '1e1', '%00']) {
      const byOrder = await patch(`/api/admin/orders/${id}/lines/${mine.id}`, good);
      expect(byOrder.statusCode, byOrder.body).toBe(400);
      expect(byOrder.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
      const byLine = await patch(`/api/admin/orders/${mine.orderId}/lines/${id}`, good);
      expect(byLine.statusCode, byLine.body).toBe(400);
      expect(byLine.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'rentalId' });
    }
    const url = `/api/admin/orders/${mine.orderId}/lines/${mine.id}`;
    for (const dailyPrice of ['-1', '1.001', '1e3', ' 5', '5,00', '100000.01', '999999999', 5, null, '']) {
      const response = await patch(url, { ...good, dailyPrice });
      expect(response.statusCode, `${String(dailyPrice)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dailyPrice' });
    }
    for (const reason of ['', '   ', 'a\u0000b', 'two\nlines', 'a\rb', 'x'.repeat(501), 7, null]) {
      const response = await patch(url, { ...good, reason });
      expect(response.statusCode, `${JSON.stringify(reason)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    }
    expect((await patch(url, { dailyPrice: '5.00' })).statusCode).toBe(400);
    expect((await patch(url, { ...good, total: '1.00' })).statusCode).toBe(400);
    expect((await patch(url, {})).statusCode).toBe(400);
    // Dates: well-formed days only, both of them, in order, and not with a price.
    const from = addDays(TEST_TODAY, 6);
    for (const dateFrom of ['2026-02-30', '2026-1-05', '20260105', "2026-01-05' OR 1=1", '', 5, null]) {
      const response = await patch(url, { dateFrom, dateTo: from });
      expect(response.statusCode, `${String(dateFrom)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dateFrom' });
    }
    for (const body of [
      { dateFrom: from },
      { dateTo: from },
      { dateFrom: from, dateTo: addDays(TEST_TODAY, 5) },
      { dateFrom: from, dateTo: from, reason: 'why' },
      { dateFrom: from, dateTo: from, ...good },
    ]) {
      expect((await patch(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Quantity: a whole number of pieces within a line's limit, alone.
    for (const quantity of [0, -1, 1.5, 21, '2', null, 1e9]) {
      const response = await patch(url, { quantity });
      expect(response.statusCode, `${String(quantity)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'quantity' });
    }
    for (const body of [
      { quantity: 2, reason: 'why' },
      { quantity: 2, dateFrom: from, dateTo: from },
      { quantity: 2, ...good },
    ]) {
      expect((await patch(url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    // Another order's line through this order's path: not found, not changed.
    expect((await patch(`/api/admin/orders/${mine.orderId}/lines/${other.id}`, good)).statusCode).toBe(404);
    expect((await patch(`/api/admin/orders/${mine.orderId}/lines/${other.id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await patch(`/api/admin/orders/${mine.orderId}/lines/${MAX_ID}`, good)).statusCode).toBe(404);
    const written = await t.pool.query(
      `SELECT (SELECT count(*) FROM audit_log WHERE entity = 'rental') + (SELECT count(*) FROM rentals WHERE daily_price_cents = 500)
         + (SELECT count(*) FROM rental_changes) + (SELECT count(*) - 2 FROM rental_items) AS n`,
    );
    expect(Number(written.rows[0].n)).toBe(0);
  });
});

describe('staff adding a line to an order', () => {
  it('refuses hostile ids and lines, answers 404 for an order that is not there, and books nothing', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, 2);
    const mine = await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 3),
      dateTo: addDays(TEST_TODAY, 4),
      itemIds: [units[0]!.id],
    });
    const add = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { cookie: admin.cookie, origin: admin.origin },
      });
    const good = {
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 6),
      dateTo: addDays(TEST_TODAY, 7),
      quantity: 1,
      dailyPrice: '10.00',
    };
    for (const id of [TOO_BIG, '0x10', '01', '-1', '1e1', '%00']) {
      const response = await add(`/api/admin/orders/${id}/lines`, good);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    }
    const url = `/api/admin/orders/${mine.orderId}/lines`;
    const bad: [string, unknown][] = [
      ['productId', '1'],
      ['productId', -1],
      ['productId', TOO_BIG],
      ['quantity', 0],
      ['quantity', 21],
      ['quantity', 1.5],
      ['dateFrom', '2026-02-30'],
      ['dateFrom', "2026-01-05' OR 1=1"],
      ['dailyPrice', '1.001'],
      ['dailyPrice', -1],
    ];
    for (const [field, value] of bad) {
      const response = await add(url, { ...good, [field]: value });
      expect(response.statusCode, `${field}=${String(value)}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect((await add(url, { ...good, dateTo: addDays(TEST_TODAY, 5) })).statusCode).toBe(400);
    expect((await add(url, { ...good, unitIds: [1] })).statusCode).toBe(400);
    expect((await add(url, [good])).statusCode).toBe(400);
    expect((await add(`/api/admin/orders/${MAX_ID}/lines`, good)).statusCode).toBe(404);
    expect((await add(url, { ...good, productId: MAX_ID })).statusCode).toBe(404);
    const written = await t.pool.query(
      `SELECT (SELECT count(*) FROM audit_log) + (SELECT count(*) - 1 FROM rentals) AS n`,
    );
    expect(Number(written.rows[0].n)).toBe(0);
  });
});

describe("closing a day with rentals on it: the settings' confirmation", () => {
  it('refuses anything but "keep" or "notify" in confirmAffected, with the field, and saves nothing', async () => {
    session = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const closed = addDays(TEST_TODAY, 2);
    await insertRental(t.db, {
      userId: session.id,
      productId: product.id,
      dateFrom: closed,
      dateTo: closed,
      itemIds: [unit!.id],
    });
    const patch = (confirmAffected: unknown) =>
      send('PATCH', '/api/admin/settings', { closedDates: [closed], confirmAffected });
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, hostileJson), async (value) => {
        // A valid choice is not what this test is about.
        fc.pre(value !== 'keep' && value !== 'notify');
        const response = await patch(value);
        expect(response.statusCode, response.body).toBe(400);
        // A `__proto__` key inside is refused by the JSON parser itself (BAD_REQUEST), before any schema.
        const { error } = response.json();
        if (error.code !== 'BAD_REQUEST')
          expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'confirmAffected' });
      }),
      { numRuns: 40, seed: 20_261_220 },
    );
    for (const value of ['KEEP', ' keep', 'keep\u0000', ['keep'], { keep: true }, true, 1, null]) {
      expectRefused(await patch(value), 'confirmAffected');
    }
    // A choice sent on its own, or beside a change that closes nothing, changes nothing.
    expect((await send('PATCH', '/api/admin/settings', { confirmAffected: 'notify' })).statusCode).toBe(200);
    const settings = await send('GET', '/api/admin/settings');
    expect(settings.json().closedDates).toEqual([]);
    expect((await t.pool.query('SELECT id FROM rental_closed_days')).rowCount).toBe(0);
  });
});

describe("the counter's pick list", () => {
  it('refuses hostile dates and unknown spellings of the day with a 400 naming it, for staff and customers alike', async () => {
    const admin = await t.signIn({ email: 'desk@example.com', isAdmin: true });
    const get = (query: string, cookie = admin.cookie) =>
      t.app.inject({ method: 'GET', url: `/api/admin/desk/pick-list${query}`, headers: { cookie } });
    for (const value of [
      '0000-01-01',
      '3000-01-01',
      '2030-02-30',
      "2030-03-11' OR 1=1",
      '2030-03-11%00',
      'tomorrow',
      '2030-03-11T00:00:00Z',
      'x'.repeat(5000),
    ]) {
      expectRefused(await get(`?date=${encodeURIComponent(value)}`), 'date');
    }
    expectRefused(await get('?date='), 'date');
    const twice = await get(`?date=${addDays(TEST_TODAY, 1)}&date=${addDays(TEST_TODAY, 2)}`);
    expect(twice.statusCode).toBe(400);
    // A customer is refused before the date is read.
    expect((await get('?date=nonsense', session.cookie)).statusCode).toBe(403);
    expect((await get(`?date=${addDays(TEST_TODAY, 1)}`)).json()).toMatchObject({ total: 0, units: [] });
  });
});
