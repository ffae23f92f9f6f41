import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The planner's move (issue 47): a rental dragged to other dates goes through the reschedule's
 * rules and price, onto another unit through the exclusion constraint; a clash is refused with a
 * clear message and changes nothing; two staff moving rentals onto one unit at once: one wins.
 */

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let staff: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  staff = await t.signIn({ email: 'desk@example.com', fullName: 'Dana Desk', role: 'counter' });
});

const move = (rentalId: number, body: object, cookie = staff.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/rentals/${rentalId}/move`, headers: { cookie }, payload: body });

async function shop(units = 2) {
  const carl = await t.signIn({ email: 'carl@example.com', fullName: 'Carl Customer' });
  const product = await insertProduct(t.db, { name: 'Sony FX6', dailyPrice: '50.00' });
  const made = await insertItems(t.db, product.id, units);
  const rental = await insertRental(t.db, {
    userId: carl.id,
    productId: product.id,
    dateFrom: desk.day(5),
    dateTo: desk.day(7),
    itemIds: [made[0]!.id],
  });
  return { carl, product, units: made, rental };
}

const unitOf = async (rentalId: number) =>
  (
    await t.pool.query('SELECT item_id, date_from::text, date_to::text FROM rental_items WHERE rental_id = $1', [
      rentalId,
    ])
  ).rows;

describe('moving a rental in the planner', () => {
  it('moves it to other days, re-priced by the reschedule rules, and tells the customer', async () => {
    const { rental, units } = await shop();
    const moved = await move(rental.id, { dateFrom: desk.day(10), dateTo: desk.day(11) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      dateFrom: desk.day(10),
      dateTo: desk.day(11),
      chargedDays: 2,
      total: '100.00',
    });
    expect(await unitOf(rental.id)).toEqual([
      { item_id: units[0]!.id, date_from: desk.day(10), date_to: desk.day(11) },
    ]);
    expect(await desk.events('rental.rescheduled')).toHaveLength(1);
  });

  it('moves it onto another unit of the same product, with or without other dates', async () => {
    const { rental, units } = await shop(3);
    const sameDays = await move(rental.id, { dateFrom: desk.day(5), dateTo: desk.day(7), itemId: units[1]!.id });
    expect(sameDays.statusCode, sameDays.body).toBe(200);
    expect(await unitOf(rental.id)).toEqual([{ item_id: units[1]!.id, date_from: desk.day(5), date_to: desk.day(7) }]);
    expect(await desk.events('unit.swapped')).toEqual([
      { rentalId: rental.id, newItemId: units[1]!.id, replacedItemId: units[0]!.id },
    ]);
    const both = await move(rental.id, { dateFrom: desk.day(9), dateTo: desk.day(10), itemId: units[2]!.id });
    expect(both.statusCode, both.body).toBe(200);
    expect(await unitOf(rental.id)).toEqual([{ item_id: units[2]!.id, date_from: desk.day(9), date_to: desk.day(10) }]);
  });

  it('refuses a clash with a clear message and changes nothing', async () => {
    const { rental, units, carl, product } = await shop(2);
    const other = await insertRental(t.db, {
      userId: carl.id,
      productId: product.id,
      dateFrom: desk.day(6),
      dateTo: desk.day(8),
      itemIds: [units[1]!.id],
    });
    const busy = await move(rental.id, { dateFrom: desk.day(5), dateTo: desk.day(7), itemId: units[1]!.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toMatchObject({ code: 'UNIT_TAKEN' });
    expect(busy.json().error.message).toContain('nothing was changed');
    const stranger = await insertProduct(t.db, { name: 'Other' });
    const [foreign] = await insertItems(t.db, stranger.id, 1);
    const otherProduct = await move(rental.id, { dateFrom: desk.day(5), dateTo: desk.day(7), itemId: foreign!.id });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().error.code).toBe('OTHER_PRODUCT');
    const started = await move(rental.id, { dateFrom: desk.day(-1), dateTo: desk.day(1) });
    expect(started.statusCode).toBe(400);
    expect(await unitOf(rental.id)).toEqual([{ item_id: units[0]!.id, date_from: desk.day(5), date_to: desk.day(7) }]);
    expect(await unitOf(other.id)).toEqual([{ item_id: units[1]!.id, date_from: desk.day(6), date_to: desk.day(8) }]);
  });

  it('lets one of two staff moving rentals onto the same unit at once win', async () => {
    for (let round = 0; round < 4; round += 1) {
      await t.reset();
      staff = await t.signIn({ email: 'desk@example.com', role: 'counter' });
      const manager = await t.signIn({ email: 'manager@example.com', role: 'manager' });
      const { rental, units, carl, product } = await shop(3);
      const second = await insertRental(t.db, {
        userId: carl.id,
        productId: product.id,
        dateFrom: desk.day(5),
        dateTo: desk.day(7),
        itemIds: [units[1]!.id],
      });
      const target = { dateFrom: desk.day(5), dateTo: desk.day(7), itemId: units[2]!.id };
      const answers = await Promise.all([move(rental.id, target), move(second.id, target, manager.cookie)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM rental_items WHERE item_id = $1', [
        units[2]!.id,
      ]);
      expect(rows[0].n).toBe(1);
    }
  });

  it('is refused to the accountant', async () => {
    const { rental } = await shop();
    const accountant = await t.signIn({ email: 'books@example.com', role: 'accountant' });
    const refused = await move(rental.id, { dateFrom: desk.day(10), dateTo: desk.day(11) }, accountant.cookie);
    expect(refused.statusCode).toBe(403);
  });
});
