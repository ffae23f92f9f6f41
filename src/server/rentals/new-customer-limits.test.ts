import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * The shop's defaults for new customers (decision 036): 2 open rentals, 2 units in all, and new
 * customers together hold at most half of a product's units on any day. The booking limits are
 * the defaults of decision 022 (30 days, 365 ahead, 4 units, 10 open).
 */

let t: TestApp;
const tomorrow = addDays(TEST_TODAY, 1);

beforeAll(async () => {
  t = await createTestApp({ newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const book = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: { cookie }, payload });

const day = (offset: number) => addDays(TEST_TODAY, offset);

async function stockedProduct(units: number) {
  const product = await insertProduct(t.db);
  await insertItems(t.db, product.id, units);
  return product.id;
}

/** A customer whose first rental (of a product of its own) ended `daysAgo` days before today. */
async function returningCustomer(email: string, endedDaysAgo = 1) {
  const customer = await t.signIn({ email });
  const productId = await stockedProduct(0);
  const [unit] = await insertItems(t.db, productId, 1);
  await insertRental(t.db, {
    userId: customer.id,
    productId,
    dateFrom: day(-endedDaysAgo - 2),
    dateTo: day(-endedDaysAgo),
    itemIds: [unit!.id],
  });
  return customer;
}

describe('what a new customer may hold', () => {
  it('refuses a third open rental and a third unit; an established customer books them', async () => {
    const productId = await stockedProduct(8);
    const fresh = await t.signIn({ email: 'fresh@example.com' });
    expect(
      (await book(fresh.cookie, { productId, dateFrom: tomorrow, dateTo: tomorrow, quantity: 1 })).statusCode,
    ).toBe(201);
    const twoMore = await book(fresh.cookie, { productId, dateFrom: day(3), dateTo: day(3), quantity: 2 });
    expect(twoMore.statusCode).toBe(409);
    expect(twoMore.json().error).toEqual({
      code: 'NEW_CUSTOMER_UNITS',
      message:
        'Until your first rental has ended you can hold at most 2 units in all your open rental requests together.',
    });
    expect((await book(fresh.cookie, { productId, dateFrom: day(3), dateTo: day(3), quantity: 1 })).statusCode).toBe(
      201,
    );
    const third = await book(fresh.cookie, { productId, dateFrom: day(5), dateTo: day(5), quantity: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toEqual({
      code: 'NEW_CUSTOMER_OPEN_RENTALS',
      message:
        'Until your first rental has ended you can have 2 open rental requests: cancel one or wait until one ends.',
    });

    const returning = await returningCustomer('returning@example.com');
    for (const offset of [1, 3, 5]) {
      const response = await book(returning.cookie, {
        productId,
        dateFrom: day(offset),
        dateTo: day(offset),
        quantity: 2,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const rows = await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE product_id = $1', [productId]);
    expect(rows.rows[0].n).toBe(5);
  });

  it('is lifted once a first rental has ended, not by one ending today, nor by a cancelled one', async () => {
    const productId = await stockedProduct(8);
    const customer = await t.signIn({ email: 'soon-returning@example.com' });
    // A rental ending today has not ended yet.
    const [unit] = await insertItems(t.db, await stockedProduct(0), 1);
    await insertRental(t.db, {
      userId: customer.id,
      productId: unit!.productId,
      dateFrom: day(-2),
      dateTo: TEST_TODAY,
      itemIds: [unit!.id],
    });
    const first = await book(customer.cookie, { productId, dateFrom: tomorrow, dateTo: tomorrow, quantity: 1 });
    expect(first.statusCode).toBe(201);
    // A cancelled rental is deleted: it leaves nothing that counts as ended.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${first.json().id}`,
      headers: { cookie: customer.cookie, origin: customer.origin },
    });
    expect(cancelled.statusCode).toBe(204);
    const tooMany = await book(customer.cookie, { productId, dateFrom: tomorrow, dateTo: tomorrow, quantity: 2 });
    expect(tooMany.json().error.code).toBe('NEW_CUSTOMER_UNITS');

    // The next day the rental that ended today has ended: the customer is new no longer.
    const later = await createTestApp({
      newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS,
      databaseUrl: t.databaseUrl,
      clock: () => new Date('2030-03-11T10:00:00Z'),
    });
    try {
      const again = await later.app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { cookie: customer.cookie },
        payload: { productId, dateFrom: day(2), dateTo: day(2), quantity: 4 },
      });
      expect(again.statusCode, again.body).toBe(201);
    } finally {
      await later.close();
    }
  });
});

describe('the share of a product new customers hold together', () => {
  it('keeps half of the units for returning customers on every day', async () => {
    const productId = await stockedProduct(4);
    const a = await t.signIn({ email: 'new-a@example.com' });
    const b = await t.signIn({ email: 'new-b@example.com' });
    expect((await book(a.cookie, { productId, dateFrom: day(10), dateTo: day(12), quantity: 2 })).statusCode).toBe(201);
    const overlapping = await book(b.cookie, { productId, dateFrom: day(12), dateTo: day(14), quantity: 1 });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toEqual({
      code: 'NEW_CUSTOMER_SHARE_TAKEN',
      message:
        'On some of these dates the units of this product open to first-time customers are already booked; the rest is kept for customers whose first rental has ended. Please try other dates.',
    });
    expect((await book(b.cookie, { productId, dateFrom: day(13), dateTo: day(14), quantity: 1 })).statusCode).toBe(201);
    const returning = await returningCustomer('regular@example.com');
    expect(
      (await book(returning.cookie, { productId, dateFrom: day(10), dateTo: day(12), quantity: 2 })).statusCode,
    ).toBe(201);
  });

  it('keeps a product the shop has only one of open to a first-time customer, one at a time', async () => {
    const productId = await stockedProduct(1);
    const a = await t.signIn({ email: 'single-a@example.com' });
    const b = await t.signIn({ email: 'single-b@example.com' });
    expect((await book(a.cookie, { productId, dateFrom: day(10), dateTo: day(12), quantity: 1 })).statusCode).toBe(201);
    expect((await book(b.cookie, { productId, dateFrom: day(11), dateTo: day(11), quantity: 1 })).statusCode).toBe(409);
    expect((await book(b.cookie, { productId, dateFrom: day(13), dateTo: day(13), quantity: 1 })).statusCode).toBe(201);
  });

  it('counts an administrator as no new customer', async () => {
    const productId = await stockedProduct(2);
    const admin = await t.signIn({ email: 'staff@example.com', isAdmin: true });
    expect((await book(admin.cookie, { productId, dateFrom: day(3), dateTo: day(3), quantity: 2 })).statusCode).toBe(
      201,
    );
    expect((await book(admin.cookie, { productId, dateFrom: day(4), dateTo: day(4), quantity: 2 })).statusCode).toBe(
      201,
    );
    expect((await book(admin.cookie, { productId, dateFrom: day(5), dateTo: day(5), quantity: 2 })).statusCode).toBe(
      201,
    );
  });

  it('lets only as many of many simultaneous new customers in as the share holds', async () => {
    const productId = await stockedProduct(6);
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => t.signIn({ email: `racer-${index}@example.com` })),
    );
    const statuses = await Promise.all(
      customers.map((customer) =>
        book(customer.cookie, { productId, dateFrom: day(20), dateTo: day(22), quantity: 1 }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const held = await t.pool.query(
      'SELECT count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE i.product_id = $1',
      [productId],
    );
    expect(held.rows[0].n).toBe(3);
  });
});
