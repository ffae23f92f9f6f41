import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { waitlistRequests } from './schema';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { UNITS_FREE_MESSAGE } from './service';

/*
 * The waitlist's routes (issue 31): a signed-in customer waits for a product on dates it is
 * booked out, once per product and dates; sees their own requests and withdraws them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = (n: number) => addDays(TEST_TODAY, n);

/** A product of one unit, booked by someone else from day 5 to day 7. */
async function bookedOut(bufferDays = 0) {
  const owner = await t.signIn({ email: 'owner@example.com' });
  const product = await insertProduct(t.db, { name: 'Sony FX3', bufferDays });
  const [unit] = await insertItems(t.db, product.id, 1);
  await insertRental(t.db, {
    userId: owner.id,
    productId: product.id,
    dateFrom: day(5),
    dateTo: day(7),
    itemIds: [unit!.id],
  });
  return product;
}

async function customer(email = 'ana@example.com') {
  const session = await t.signIn({ email });
  const send = (method: 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: session.cookie, origin: session.origin } });
  return { ...session, send };
}

describe('POST /api/waitlist', () => {
  it('makes a request on booked-out dates (201) and answers the same one when asked again (200)', async () => {
    const product = await bookedOut();
    const ana = await customer();
    const body = { productId: product.id, dateFrom: day(6), dateTo: day(6) };
    const first = await ana.send('POST', '/api/waitlist', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ ...body, productName: 'Sony FX3', status: 'waiting', notifiedAt: null });
    const again = await ana.send('POST', '/api/waitlist', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await t.db.select().from(waitlistRequests)).toHaveLength(1);
  });

  it('refuses dates on which a unit is free: book it instead (409)', async () => {
    const product = await bookedOut();
    const ana = await customer();
    const response = await ana.send('POST', '/api/waitlist', {
      productId: product.id,
      dateFrom: day(8),
      dateTo: day(9),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'UNITS_FREE', message: UNITS_FREE_MESSAGE });
  });

  it("counts the product buffer: the days after a rental, and before it by the new rental's own", async () => {
    const product = await bookedOut(2);
    const ana = await customer();
    for (const dates of [
      { dateFrom: day(9), dateTo: day(9) },
      { dateFrom: day(3), dateTo: day(3) },
    ]) {
      const response = await ana.send('POST', '/api/waitlist', { productId: product.id, ...dates });
      expect(response.statusCode, response.body).toBe(201);
    }
    const free = await ana.send('POST', '/api/waitlist', { productId: product.id, dateFrom: day(10), dateTo: day(10) });
    expect(free.statusCode).toBe(409);
  });

  it('refuses an unknown product (404), past dates and dates beyond the booking limits (400)', async () => {
    const product = await bookedOut();
    const ana = await customer();
    const unknown = await ana.send('POST', '/api/waitlist', {
      productId: product.id + 99,
      dateFrom: day(5),
      dateTo: day(6),
    });
    expect(unknown.statusCode).toBe(404);
    for (const [dates, code] of [
      [{ dateFrom: day(-1), dateTo: day(6) }, 'DATE_IN_PAST'],
      [{ dateFrom: day(5), dateTo: day(60) }, 'RENTAL_TOO_LONG'],
      [{ dateFrom: day(400), dateTo: day(401) }, 'BEYOND_BOOKING_HORIZON'],
    ] as const) {
      const response = await ana.send('POST', '/api/waitlist', { productId: product.id, ...dates });
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const reversed = await ana.send('POST', '/api/waitlist', {
      productId: product.id,
      dateFrom: day(7),
      dateTo: day(5),
    });
    expect(reversed.statusCode).toBe(400);
    expect(await t.db.select().from(waitlistRequests)).toHaveLength(0);
  });

  it('is for signed-in customers: a visitor gets 401', async () => {
    const product = await bookedOut();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: 'http://localhost:3000' },
      payload: { productId: product.id, dateFrom: day(5), dateTo: day(6) },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/waitlist', () => {
  it("lists only the customer's own requests, newest first, and withdraws only their own", async () => {
    const product = await bookedOut();
    const ana = await customer();
    const ben = await customer('ben@example.com');
    const older = (
      await ana.send('POST', '/api/waitlist', { productId: product.id, dateFrom: day(5), dateTo: day(5) })
    ).json();
    const newer = (
      await ana.send('POST', '/api/waitlist', { productId: product.id, dateFrom: day(6), dateTo: day(7) })
    ).json();
    const bens = (
      await ben.send('POST', '/api/waitlist', { productId: product.id, dateFrom: day(5), dateTo: day(5) })
    ).json();

    const list = await ana.send('GET', '/api/waitlist');
    expect(list.json().map((request: { id: number }) => request.id)).toEqual([newer.id, older.id]);

    expect((await ben.send('DELETE', `/api/waitlist/${older.id}`)).statusCode).toBe(404);
    const withdrawn = await ana.send('DELETE', `/api/waitlist/${older.id}`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: older.id, status: 'withdrawn' });
    // Again: answered as it is now.
    expect((await ana.send('DELETE', `/api/waitlist/${older.id}`)).json().status).toBe('withdrawn');
    expect((await ben.send('GET', '/api/waitlist')).json().map((r: { id: number }) => r.id)).toEqual([bens.id]);

    // Withdrawn, the same dates may be asked for again: a new request.
    const renewed = await ana.send('POST', '/api/waitlist', {
      productId: product.id,
      dateFrom: day(5),
      dateTo: day(5),
    });
    expect(renewed.statusCode).toBe(201);
  });

  it('refuses to withdraw a request already told (409) and shows one whose first day passed as expired', async () => {
    const product = await bookedOut();
    const ana = await customer();
    const told = (
      await ana.send('POST', '/api/waitlist', { productId: product.id, dateFrom: day(5), dateTo: day(5) })
    ).json();
    await t.db.update(waitlistRequests).set({ notifiedAt: new Date() }).where(eq(waitlistRequests.id, told.id));
    const response = await ana.send('DELETE', `/api/waitlist/${told.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('ALREADY_TOLD');

    const [old] = await t.db
      .insert(waitlistRequests)
      .values({ userId: ana.id, productId: product.id, dateFrom: day(-3), dateTo: day(-2) })
      .returning();
    const list = (await ana.send('GET', '/api/waitlist')).json() as { id: number; status: string }[];
    expect(list.find((request) => request.id === old!.id)?.status).toBe('expired');
    expect(list.find((request) => request.id === told.id)?.status).toBe('told');
  });
});
