import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The planner's data (issue 47): each unit's rentals with their buffer, the days a unit is out
 * late, a quote's hold, units out of service or out for their service, the shop's closed days,
 * pages of units, and a period too long refused.
 */

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
});

const plan = (query: string) => desk.get(admin.cookie, `/api/admin/planner?${query}`);

describe('the planner', () => {
  it('shows rentals with their buffer, late days, holds and units out of service, over the shop’s days', async () => {
    const carl = await t.signIn({ email: 'carl@example.com', fullName: 'Carl Customer' });
    const product = await insertProduct(t.db, { name: 'Aputure 600d', dailyPrice: '30.00' });
    await t.pool.query('UPDATE products SET buffer_days = 1 WHERE id = $1', [product.id]);
    const [first, second, third] = await insertItems(t.db, product.id, 3);
    const booked = await insertRental(t.db, {
      userId: carl.id,
      productId: product.id,
      dateFrom: desk.day(2),
      dateTo: desk.day(3),
      itemIds: [first!.id],
    });
    // A unit handed over three days ago and not back after its last day, yesterday.
    const late = await insertRental(t.db, {
      userId: carl.id,
      productId: product.id,
      dateFrom: desk.day(-3),
      dateTo: desk.day(-1),
      itemIds: [second!.id],
    });
    await t.pool.query(`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1`, [late.id]);
    await t.pool.query(`UPDATE items SET status = 'NonOperational' WHERE id = $1`, [third!.id]);
    await t.pool.query(
      `UPDATE orders SET status = 'Held', hold_expires_at = now() + interval '1 day' WHERE id = (
      SELECT order_id FROM rentals WHERE id = $1)`,
      [booked.id],
    );
    const closed = desk.day(5);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: admin.origin },
      payload: { closedDates: [closed] },
    });

    const answer = await plan(`from=${desk.day(-5)}&to=${desk.day(10)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.closedDays).toContain(closed);
    const [a, b, c] = body.units;
    expect(a).toMatchObject({ id: first!.id, productName: 'Aputure 600d', status: 'Operational' });
    expect(a.bars).toEqual([
      expect.objectContaining({ kind: 'hold', rentalId: booked.id, dateFrom: desk.day(2), dateTo: desk.day(3) }),
      expect.objectContaining({ kind: 'buffer', dateFrom: desk.day(4), dateTo: desk.day(4) }),
    ]);
    expect(b.bars).toEqual([
      expect.objectContaining({
        kind: 'rental',
        rentalId: late.id,
        customer: 'Carl Customer',
        handedOver: true,
        dateFrom: desk.day(-3),
        dateTo: desk.day(-1),
      }),
      expect.objectContaining({ kind: 'overdue', dateFrom: desk.day(0), dateTo: desk.day(0) }),
    ]);
    expect(c.bars).toEqual([{ kind: 'out_of_service', dateFrom: desk.day(-5), dateTo: desk.day(10) }]);
  });

  it('pages through the units in product order, filters them, and refuses a period over three months', async () => {
    const lens = await insertProduct(t.db, { name: 'Sigma 18-35' });
    const body = await insertProduct(t.db, { name: 'ARRI Alexa' });
    await insertItems(t.db, lens.id, 2);
    await insertItems(t.db, body.id, 1);
    const range = `from=${desk.day(0)}&to=${desk.day(6)}`;
    const first = (await plan(`${range}&limit=2`)).json();
    expect(first.units.map((unit: { productName: string }) => unit.productName)).toEqual(['ARRI Alexa', 'Sigma 18-35']);
    const second = (await plan(`${range}&limit=2&after=${first.next}`)).json();
    expect(second.units.map((unit: { productName: string }) => unit.productName)).toEqual(['Sigma 18-35']);
    expect(second.next).toBeNull();
    expect((await plan(`${range}&q=alexa`)).json().units).toHaveLength(1);
    expect((await plan(`${range}&productId=${lens.id}`)).json().units).toHaveLength(2);
    const tooLong = await plan(`from=${desk.day(0)}&to=${desk.day(93)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.code).toBe('BAD_PERIOD');
    expect((await plan(`from=${desk.day(3)}&to=${desk.day(1)}`)).statusCode).toBe(400);
    expect((await plan(`${range}&after=not-a-cursor`)).json().units).toEqual([]);
  });
});
