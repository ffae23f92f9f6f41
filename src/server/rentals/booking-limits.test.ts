import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/* The shop's default limits (decision 022): 30 days, 365 days ahead, 4 units, 10 open rentals. */

let t: TestApp;
const tomorrow = addDays(TEST_TODAY, 1);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const book = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: { cookie }, payload });

const rentalCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM rentals')).rows[0].n as number;

async function stockedProduct(units = 8) {
  const product = await insertProduct(t.db);
  await insertItems(t.db, product.id, units);
  return product.id;
}

describe('booking limits on POST /api/rentals', () => {
  it('refuses the whole stock until 9999-12-31 (and until the last year the calendar knows)', async () => {
    const { cookie } = await t.signIn({ email: 'hoarder@example.com' });
    const productId = await stockedProduct(4);
    const forever = await book(cookie, { productId, dateFrom: tomorrow, dateTo: '9999-12-31', quantity: 4 });
    expect(forever.statusCode).toBe(400);
    const lastYear = await book(cookie, { productId, dateFrom: tomorrow, dateTo: '2999-12-31', quantity: 4 });
    expect(lastYear.statusCode).toBe(400);
    expect(lastYear.json().error).toEqual({
      code: 'RENTAL_TOO_LONG',
      message: 'A rental can last at most 30 days.',
      field: 'dateTo',
    });
    expect(await rentalCount()).toBe(0);
  });

  it('accepts a rental of the longest length and refuses one day more', async () => {
    const { cookie } = await t.signIn({ email: 'long@example.com' });
    const productId = await stockedProduct();
    const tooLong = await book(cookie, { productId, dateFrom: tomorrow, dateTo: addDays(tomorrow, 30), quantity: 1 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('RENTAL_TOO_LONG');
    expect(await rentalCount()).toBe(0);
    const longest = await book(cookie, { productId, dateFrom: tomorrow, dateTo: addDays(tomorrow, 29), quantity: 1 });
    expect(longest.statusCode).toBe(201);
  });

  it('accepts a rental ending on the horizon and refuses one ending a day beyond it', async () => {
    const { cookie } = await t.signIn({ email: 'ahead@example.com' });
    const productId = await stockedProduct();
    const beyond = await book(cookie, {
      productId,
      dateFrom: addDays(TEST_TODAY, 360),
      dateTo: addDays(TEST_TODAY, 366),
      quantity: 1,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error).toEqual({
      code: 'BEYOND_BOOKING_HORIZON',
      message: 'Rentals can be booked at most 365 days ahead.',
      field: 'dateTo',
    });
    expect(await rentalCount()).toBe(0);
    const onTheHorizon = await book(cookie, {
      productId,
      dateFrom: addDays(TEST_TODAY, 360),
      dateTo: addDays(TEST_TODAY, 365),
      quantity: 1,
    });
    expect(onTheHorizon.statusCode).toBe(201);
  });

  it('accepts as many units as a booking may hold and refuses one more', async () => {
    const { cookie } = await t.signIn({ email: 'crew@example.com' });
    const productId = await stockedProduct(8);
    const five = await book(cookie, { productId, dateFrom: tomorrow, dateTo: tomorrow, quantity: 5 });
    expect(five.statusCode).toBe(400);
    expect(five.json().error).toEqual({
      code: 'TOO_MANY_UNITS',
      message: 'At most 4 units per booking.',
      field: 'quantity',
    });
    expect(await rentalCount()).toBe(0);
    const four = await book(cookie, { productId, dateFrom: tomorrow, dateTo: tomorrow, quantity: 4 });
    expect(four.statusCode).toBe(201);
    expect(four.json().items).toHaveLength(4);
  });

  it('refuses an eleventh open rental; an ended one does not count, a cancelled one frees a place', async () => {
    const customer = await t.signIn({ email: 'busy@example.com' });
    const productId = await stockedProduct(1);
    const [item] = await insertItems(t.db, productId, 1);
    await insertRental(t.db, {
      userId: customer.id,
      productId,
      dateFrom: addDays(TEST_TODAY, -5),
      dateTo: addDays(TEST_TODAY, -1),
      itemIds: [item!.id],
    });
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const day = addDays(TEST_TODAY, 1 + i * 2);
      const response = await book(customer.cookie, { productId, dateFrom: day, dateTo: day, quantity: 1 });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    const eleventh = await book(customer.cookie, {
      productId,
      dateFrom: '2030-06-01',
      dateTo: '2030-06-01',
      quantity: 1,
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error).toEqual({
      code: 'TOO_MANY_OPEN_RENTALS',
      message: 'You already have 10 open rental requests: cancel one or wait until one ends.',
    });
    expect(await rentalCount()).toBe(11);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${ids[0]}`,
      headers: { cookie: customer.cookie, origin: customer.origin },
    });
    expect(cancel.statusCode).toBe(204);
    const again = await book(customer.cookie, { productId, dateFrom: '2030-06-01', dateTo: '2030-06-01', quantity: 1 });
    expect(again.statusCode).toBe(201);
  });

  it('lets only one of several simultaneous bookings take the last open place', async () => {
    const customer = await t.signIn({ email: 'racer@example.com' });
    const productId = await stockedProduct(8);
    for (let i = 0; i < 9; i += 1) {
      const day = addDays(TEST_TODAY, 1 + i);
      expect((await book(customer.cookie, { productId, dateFrom: day, dateTo: day, quantity: 1 })).statusCode).toBe(
        201,
      );
    }
    const day = addDays(TEST_TODAY, 40);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        book(customer.cookie, { productId, dateFrom: day, dateTo: day, quantity: 1 }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rentalCount()).toBe(10);
  });
});
