import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  userId = (await t.signIn({ email: 'renter@example.com' })).id;
});

const availability = (productId: number, from: string, to: string) =>
  t.app.inject({ method: 'GET', url: `/api/products/${productId}/availability?dateFrom=${from}&dateTo=${to}` });

/** A product with `units` units, of which the first is rented from 2030-03-10 to 2030-03-15. */
async function productWithRental(units: number) {
  const product = await insertProduct(t.db);
  const items = await insertItems(t.db, product.id, units);
  await insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: isoDate('2030-03-10'),
    dateTo: isoDate('2030-03-15'),
    itemIds: [items[0]!.id],
  });
  return product;
}

describe('GET /api/products/:id/availability', () => {
  it('counts a rental as taking its unit on both its first and its last day', async () => {
    const product = await productWithRental(3);
    const free = async (from: string, to: string) => (await availability(product.id, from, to)).json().free;
    expect(await free('2030-03-01', '2030-03-09')).toBe(3);
    expect(await free('2030-03-01', '2030-03-10')).toBe(2);
    expect(await free('2030-03-15', '2030-03-20')).toBe(2);
    expect(await free('2030-03-16', '2030-03-20')).toBe(3);
    expect(await free('2030-03-12', '2030-03-12')).toBe(2);
    expect(await free('2030-03-01', '2030-03-31')).toBe(2);
  });

  it('answers with the stock status of the spec', async () => {
    const plenty = await insertProduct(t.db);
    await insertItems(t.db, plenty.id, 6);
    expect((await availability(plenty.id, '2030-01-01', '2030-01-02')).json()).toEqual({ free: 6, status: 'InStock' });

    const five = await productWithRental(6);
    expect((await availability(five.id, '2030-03-11', '2030-03-11')).json()).toEqual({ free: 5, status: 'InStock' });

    const last = await productWithRental(5);
    expect((await availability(last.id, '2030-03-11', '2030-03-11')).json()).toEqual({ free: 4, status: 'LastUnits' });

    const single = await productWithRental(1);
    expect((await availability(single.id, '2030-03-11', '2030-03-11')).json()).toEqual({
      free: 0,
      status: 'OutOfStock',
    });
  });

  it('never counts NonOperational units', async () => {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 4, 3);
    // Its one unit in service is free: nothing is taken, so no "last units" (decision 100).
    expect((await availability(product.id, '2030-01-01', '2030-01-05')).json()).toEqual({
      free: 1,
      status: 'InStock',
    });
  });

  it('shows "last units" only when rentals take some units, never while every unit is free (decision 100)', async () => {
    const three = await productWithRental(3);
    // Every unit free outside the rental: three cameras nobody booked are in stock.
    expect((await availability(three.id, '2030-01-01', '2030-01-05')).json()).toEqual({ free: 3, status: 'InStock' });
    // One taken: two left, the last ones (SPEC section 4: fewer than 5 free).
    expect((await availability(three.id, '2030-03-11', '2030-03-11')).json()).toEqual({
      free: 2,
      status: 'LastUnits',
    });
  });

  it('answers 0 for a product without units, and 404 for an unknown product', async () => {
    const product = await insertProduct(t.db);
    expect((await availability(product.id, '2030-01-01', '2030-01-05')).json()).toEqual({
      free: 0,
      status: 'OutOfStock',
    });
    const missing = await availability(987_654, '2030-01-01', '2030-01-05');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses from after to, and malformed or impossible dates, with a 400', async () => {
    const product = await insertProduct(t.db);
    const reversed = await availability(product.id, '2030-01-05', '2030-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({ field: 'dateTo', message: 'dateTo: must not be before dateFrom' });
    for (const [from, to] of [
      ['2030-1-5', '2030-01-06'],
      ['2030-02-30', '2030-03-01'],
      ['yesterday', '2030-01-01'],
      ['2030-01-01', ''],
    ]) {
      const response = await availability(product.id, from!, to!);
      expect(response.statusCode, `${from}..${to}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/availability` })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/products/:id/calendar', () => {
  it('lists the free units of every day of the month', async () => {
    const product = await productWithRental(2);
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/calendar?month=2030-03` });
    const calendar = response.json();
    expect(calendar.units).toBe(2);
    expect(calendar.days).toHaveLength(31);
    const free = Object.fromEntries(calendar.days.map((d: { date: string; free: number }) => [d.date, d.free]));
    expect([free['2030-03-09'], free['2030-03-10'], free['2030-03-15'], free['2030-03-16']]).toEqual([2, 1, 1, 2]);
  });

  it('handles February of a leap year and refuses a malformed month', async () => {
    const product = await insertProduct(t.db);
    const leap = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/calendar?month=2028-02` });
    expect(leap.json().days).toHaveLength(29);
    const bad = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/calendar?month=2028-13` });
    expect(bad.statusCode).toBe(400);
  });
});
