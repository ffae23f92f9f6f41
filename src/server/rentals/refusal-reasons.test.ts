import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Refusals that name the real reason (issue 48): a booking, an extension or a change of dates
 * refused for its units says whether the customer's own other rental has them, the product's
 * buffer days keep them back, or no unit is free; a closed day says it is one. The codes stay.
 */

let t: TestApp;
const day = (offset: number) => addDays(TEST_TODAY, offset);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());
afterEach(() => t.pool.query('DELETE FROM shop_settings'));

/** A product of `units` units at 10.00 a day, with `bufferDays` after each rental. */
async function product(units: number, bufferDays = 0) {
  const made = await insertProduct(t.db, { dailyPrice: '10.00', bufferDays });
  const items = await insertItems(t.db, made.id, units);
  return { ...made, items };
}

/** A rental of the product's first unit for `userId` from day `from` to day `to`. */
const rent = (userId: string, camera: Awaited<ReturnType<typeof product>>, from: number, to: number) =>
  insertRental(t.db, {
    userId,
    productId: camera.id,
    dateFrom: day(from),
    dateTo: day(to),
    itemIds: [camera.items[0]!.id],
  });

const checkout = (cookie: string, productId: number, from: number, to: number, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { lines: [{ productId, dateFrom: day(from), dateTo: day(to), quantity, dailyPrice: '10.00' }] },
  });

const book = (cookie: string, productId: number, from: number, to: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { cookie },
    payload: { productId, dateFrom: day(from), dateTo: day(to), quantity: 1 },
  });

describe('a booking refused for its units', () => {
  it("says it is the customer's own other rental, keeping the spec's words first", async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await product(1);
    expect((await checkout(ana.cookie, camera.id, 3, 5)).statusCode).toBe(201);
    const again = await checkout(ana.cookie, camera.id, 4, 6);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.lines).toEqual([
      {
        index: 0,
        code: 'NOT_ENOUGH_STOCK',
        message: 'Not enough stock! Your own other rental of this product has its units on these dates.',
        available: 0,
        reason: 'own_rental',
      },
    ]);
    // A single rental request says the same, with its reason beside the code.
    const single = await book(ana.cookie, camera.id, 4, 6);
    expect(single.json().error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', reason: 'own_rental' });
  });

  it("says it is the product's buffer days, with how many, and does not call it missing stock", async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const bea = await t.signIn({ email: 'bea@example.com' });
    const camera = await product(1, 2);
    await rent(bea.id, camera, 3, 5);
    // The day after Bea's last day: inside its two buffer days.
    const refused = await checkout(ana.cookie, camera.id, 6, 8);
    expect(refused.statusCode).toBe(409);
    const [line] = refused.json().error.lines;
    expect(line).toMatchObject({ code: 'NOT_ENOUGH_STOCK', available: 0, reason: 'buffer', bufferDays: 2 });
    expect(line.message).toBe(
      'Not free on these dates: the shop keeps this product back 2 days after each rental to check it, and another booking is too close.',
    );
    // Ending right before Bea's first day: the new rental's own buffer meets it.
    const before = await checkout(ana.cookie, camera.id, 1, 2);
    expect(before.json().error.lines[0]).toMatchObject({ reason: 'buffer', bufferDays: 2 });
  });

  it("keeps the spec's 'Not enough stock!' when another customer has the units on those days", async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const bea = await t.signIn({ email: 'bea@example.com' });
    const camera = await product(2, 1);
    await insertRental(t.db, {
      userId: bea.id,
      productId: camera.id,
      dateFrom: day(3),
      dateTo: day(5),
      itemIds: camera.items.map((item) => item.id),
    });
    const refused = await checkout(ana.cookie, camera.id, 4, 4);
    expect(refused.json().error.lines).toEqual([
      { index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 0, reason: 'no_stock' },
    ]);
  });

  it('says a closed first or last day is one', async () => {
    await t.pool.query(`INSERT INTO shop_settings (id, value) VALUES (1, $1::jsonb)`, [
      JSON.stringify({ closedDates: [day(4)] }),
    ]);
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await product(1);
    const refused = await checkout(ana.cookie, camera.id, 4, 6);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY', reason: 'closed_day' });
    expect(refused.json().error.lines[0]).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY', reason: 'closed_day' });
  });
});

describe('an extension refused for its units', () => {
  const extend = (cookie: string, id: number, dateTo: string) =>
    t.app.inject({ method: 'POST', url: `/api/rentals/${id}/extend`, headers: { cookie }, payload: { dateTo } });
  const quote = async (cookie: string, id: number, dateTo: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/rentals/${id}/extend?dateTo=${dateTo}`, headers: { cookie } })
    ).json().refusal;

  async function anasRental(bufferDays = 0) {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await product(1, bufferDays);
    const rental = await rent(ana.id, camera, 3, 5);
    return { ana, camera, rental };
  }

  it("blames the customer's own next rental of the unit, not someone else", async () => {
    const { ana, camera, rental } = await anasRental();
    await rent(ana.id, camera, 7, 8);
    expect(await quote(ana.cookie, rental.id, day(7))).toEqual({
      code: 'UNIT_NOT_FREE',
      message:
        'Your own other rental of this product has its units on some of the new days: this rental cannot be extended to that day.',
      reason: 'own_rental',
    });
    const refused = await extend(ana.cookie, rental.id, day(7));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'UNIT_NOT_FREE', reason: 'own_rental' });
    expect(refused.json().error.message).not.toContain('someone else');
  });

  it("blames the product's buffer days when the next rental starts inside them", async () => {
    const { ana, camera, rental } = await anasRental(2);
    const bea = await t.signIn({ email: 'bea@example.com' });
    await rent(bea.id, camera, 9, 10);
    expect(await quote(ana.cookie, rental.id, day(7))).toMatchObject({
      code: 'UNIT_NOT_FREE',
      reason: 'buffer',
      bufferDays: 2,
    });
    const refused = await extend(ana.cookie, rental.id, day(7));
    expect(refused.json().error).toMatchObject({ code: 'UNIT_NOT_FREE', reason: 'buffer', bufferDays: 2 });
    expect(refused.json().error.message).toContain('2 days after each rental');
  });

  it('says someone else has it only when another customer does, after check-out too', async () => {
    const { ana, camera, rental } = await anasRental();
    await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [rental.id]);
    const bea = await t.signIn({ email: 'bea@example.com' });
    await rent(bea.id, camera, 7, 8);
    expect(await quote(ana.cookie, rental.id, day(7))).toEqual({
      code: 'UNIT_NOT_FREE',
      message:
        'The unit is booked by someone else on some of the new days: this rental cannot be extended to that day.',
      reason: 'no_stock',
    });
  });

  it('says a closed last day is one', async () => {
    const { ana, rental } = await anasRental();
    await t.pool.query(`INSERT INTO shop_settings (id, value) VALUES (1, $1::jsonb)`, [
      JSON.stringify({ closedDates: [day(7)] }),
    ]);
    expect(await quote(ana.cookie, rental.id, day(7))).toMatchObject({
      code: 'CLOSED_ON_LAST_DAY',
      reason: 'closed_day',
    });
  });
});

describe('a change of dates refused for its units', () => {
  const reschedule = (cookie: string, id: number, from: number, to: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/rentals/${id}/reschedule`,
      headers: { cookie },
      payload: { dateFrom: day(from), dateTo: day(to) },
    });
  const quote = async (cookie: string, id: number, from: number, to: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/rentals/${id}/reschedule?dateFrom=${day(from)}&dateTo=${day(to)}`,
        headers: { cookie },
      })
    ).json().refusal;

  it("names the customer's own other rental, and the buffer days", async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await product(1, 1);
    const first = await checkout(ana.cookie, camera.id, 3, 4);
    const second = await checkout(ana.cookie, camera.id, 10, 11);
    const rentalId = first.json().rentals[0].id;
    expect(second.statusCode).toBe(201);
    // Moved onto the customer's own next rental.
    expect(await quote(ana.cookie, rentalId, 10, 11)).toMatchObject({ code: 'NOT_ENOUGH_STOCK', reason: 'own_rental' });
    const refused = await reschedule(ana.cookie, rentalId, 10, 11);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      reason: 'own_rental',
      message: 'Your own other rental of this product has its units on these dates: nothing was changed.',
    });

    // Moved right before another customer's rental: the product's one buffer day meets it.
    const bea = await t.signIn({ email: 'bea@example.com' });
    await rent(bea.id, camera, 7, 8);
    expect(await quote(ana.cookie, rentalId, 5, 6)).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      reason: 'buffer',
      bufferDays: 1,
    });
  });
});
