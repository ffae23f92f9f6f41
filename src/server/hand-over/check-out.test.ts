import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; id: string };
let ada: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
  ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
});

/** Whether any unit is held twice on overlapping days (the constraint should make this impossible). */
async function overlaps() {
  const { rows } = await t.pool.query(`
    SELECT count(*)::int AS n FROM rental_items a JOIN rental_items b
      ON a.item_id = b.item_id AND a.rental_id < b.rental_id AND NOT a.cancelled AND NOT b.cancelled
     AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`);
  return rows[0].n as number;
}

describe('POST /api/admin/rentals/:id/check-out', () => {
  it('hands over two units, one of them a free unit of the same product swapped in on the spot, and takes their deposit', async () => {
    const { rental, units, spares } = await desk.rental(ada.id, { units: 2, spares: 1, depositCents: 2_500 });
    const [first, second] = units;
    const spare = spares[0]!;

    // Typed in another case: serial numbers are compared without regard to it.
    const response = await desk.checkOut(
      admin.cookie,
      rental.id,
      [first!.serialNumber.toLowerCase(), spare.serialNumber],
      {
        depositChannel: 'terminal',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const handed = response.json();
    expect(handed.checkedOutAt).toEqual(expect.any(String));
    expect(handed.checkedInAt).toBeNull();
    expect(handed.overdue).toBe(false);
    expect(handed.items.map((unit: { id: number }) => unit.id).sort()).toEqual([first!.id, spare.id].sort());
    for (const unit of handed.items) expect(unit).toMatchObject({ checkedOutAt: expect.any(String), condition: null });
    // The unit swapped away is free again for others.
    expect(await desk.holders(second!.id)).toEqual([]);

    // The customer sees the same on their rental, but whether a unit's service is due (staff's only).
    const own = await desk.get(ada.cookie, `/api/rentals/${rental.id}`);
    const withoutServiceDue = handed.items.map(({ serviceDue: _due, ...unit }: { serviceDue: boolean }) => unit);
    expect(own.json()).toEqual(expect.objectContaining({ checkedOutAt: handed.checkedOutAt, items: withoutServiceDue }));
    expect(own.json().items[0]).not.toHaveProperty('serviceDue');

    // The deposit on the terminal as asked; the rent (2 units, 3 days at 10.00) in cash, as the helper pays it.
    const ledger = await desk.ledger(rental.orderId);
    expect(ledger.map((row) => [row.kind, row.channel, row.amountCents, row.actorId])).toEqual([
      ['deposit_taken', 'terminal', 5_000, admin.id],
      ['charge', 'cash', 6_000, admin.id],
    ]);
    expect(await desk.events('rental.checked_out')).toEqual([
      { rentalId: rental.id, orderId: rental.orderId, itemIds: [first!.id, spare.id] },
    ]);
    const [entry] = await desk.audits('check-out');
    expect(entry).toMatchObject({ actorId: admin.id, actorName: 'Desk', entity: 'rental', entityId: rental.id });
    const serialsOf = (list: unknown) => (list as { serialNumber: string }[]).map((unit) => unit.serialNumber).sort();
    const before = entry!.before as Record<string, unknown>;
    const after = entry!.after as Record<string, unknown>;
    expect(serialsOf(before.items)).toEqual([first!.serialNumber, second!.serialNumber].sort());
    expect(before.handedOver).toBeUndefined();
    expect(serialsOf(after.items)).toEqual([first!.serialNumber, spare.serialNumber].sort());
    expect(serialsOf(after.handedOver)).toEqual([first!.serialNumber, spare.serialNumber].sort());
    expect(after).toMatchObject({ userName: 'Ada', productName: expect.stringContaining('Sony FX3') });
  });

  it('hands over part of a rental: each unit shows it, and the rental once all are out', async () => {
    const { rental, units } = await desk.rental(ada.id, { units: 2, depositCents: 1_000 });
    const partial = await desk.checkOut(admin.cookie, rental.id, [units[1]!.serialNumber]);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().checkedOutAt).toBeNull();
    const byId = (list: { id: number; checkedOutAt: string | null }[], id: number) =>
      list.find((unit) => unit.id === id)!.checkedOutAt;
    expect(byId(partial.json().items, units[1]!.id)).toEqual(expect.any(String));
    expect(byId(partial.json().items, units[0]!.id)).toBeNull();
    const listed = await desk.get(admin.cookie, `/api/admin/rentals?limit=10`);
    expect(listed.json().items[0]).toMatchObject({ id: rental.id, checkedOutAt: null });

    const rest = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber]);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().checkedOutAt).toEqual(expect.any(String));
    // The deposit of each unit as it went, through the till unless said; the rent once, with the first.
    expect((await desk.ledger(rental.orderId)).map((row) => [row.kind, row.channel, row.amountCents])).toEqual([
      ['deposit_taken', 'cash', 1_000],
      ['charge', 'cash', 6_000],
      ['deposit_taken', 'cash', 1_000],
    ]);
  });

  it('takes no more deposit than the order still asks, and none when the shop takes no deposits', async () => {
    const { rental, units } = await desk.rental(ada.id, { units: 2, depositCents: 1_000 });
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rental.orderId}/deposits`,
      headers: { cookie: admin.cookie },
      payload: { action: 'take', amount: '15.00', channel: 'cash' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber])).statusCode).toBe(200);
    expect((await desk.checkOut(admin.cookie, rental.id, [units[1]!.serialNumber])).statusCode).toBe(200);
    const deposits = async (orderId: number) =>
      (await desk.ledger(orderId)).filter((row) => row.kind === 'deposit_taken').map((row) => row.amountCents);
    expect(await deposits(rental.orderId)).toEqual([1_500, 500]);

    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { deposits: { enabled: false } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const other = await desk.rental(ada.id, { depositCents: 1_000 });
    expect((await desk.checkOut(admin.cookie, other.rental.id, [other.units[0]!.serialNumber])).statusCode).toBe(200);
    expect(await deposits(other.rental.orderId)).toEqual([]);
  });

  it('refuses what it cannot hand over, naming the serial number, and changes nothing', async () => {
    const bob = await t.signIn({ email: 'bob@example.com', fullName: 'Bob' });
    const { rental, units, spares, productId } = await desk.rental(ada.id, { units: 2, spares: 3, depositCents: 500 });
    const [broken, booked, free] = spares;
    await t.db.update(items).set({ status: 'NonOperational' }).where(eq(items.id, broken!.id));
    // Another customer's rental holds `booked` on overlapping days (not handed over yet).
    await insertRental(t.db, {
      userId: bob.id,
      productId,
      dateFrom: desk.day(1),
      dateTo: desk.day(4),
      itemIds: [booked!.id],
    });
    const otherProduct = await insertProduct(t.db, { name: 'Canon EOS R5' });
    const [alien] = await insertItems(t.db, otherProduct.id, 1);

    const refused = async (serials: string[], status: number, code: string, naming: string) => {
      const response = await desk.checkOut(admin.cookie, rental.id, serials);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.message).toContain(naming);
    };
    await refused([units[0]!.serialNumber, alien!.serialNumber], 409, 'OTHER_PRODUCT', alien!.serialNumber);
    await refused([broken!.serialNumber], 409, 'OUT_OF_SERVICE', broken!.serialNumber);
    await refused([free!.serialNumber, booked!.serialNumber], 409, 'UNIT_NOT_FREE', booked!.serialNumber);
    await refused([units[0]!.serialNumber, 'NO-SUCH-UNIT'], 404, 'UNKNOWN_SERIAL', 'NO-SUCH-UNIT');
    await refused(
      [units[0]!.serialNumber, units[1]!.serialNumber, free!.serialNumber],
      409,
      'TOO_MANY_UNITS',
      '2 unit(s) left',
    );
    // All or nothing: none of the refusals handed anything over or took a deposit.
    expect((await desk.rentalRows(rental.id)).every((row) => row.checkedOutAt === null)).toBe(true);
    expect(await desk.ledger(rental.orderId)).toEqual([]);
    expect(await desk.audits('check-out')).toEqual([]);

    expect((await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber])).statusCode).toBe(200);
    await refused([units[0]!.serialNumber], 409, 'ALREADY_HANDED_OVER', units[0]!.serialNumber);
    expect((await desk.checkOut(admin.cookie, rental.id, [free!.serialNumber])).statusCode).toBe(200);
    await refused([units[1]!.serialNumber], 409, 'TOO_MANY_UNITS', 'Every unit');
    expect(await overlaps()).toBe(0);
  });

  it('refuses a unit still out on an earlier rental that is overdue', async () => {
    const bob = await t.signIn({ email: 'bob@example.com', fullName: 'Bob' });
    const earlier = await desk.rental(bob.id, { dateFrom: desk.day(-5), dateTo: desk.day(-1) });
    const unit = earlier.units[0]!;
    await t.db
      .update(rentalItems)
      .set({ checkedOutAt: new Date('2030-03-05T10:00:00Z') })
      .where(eq(rentalItems.rentalId, earlier.rental.id));
    const next = await insertRental(t.db, {
      userId: ada.id,
      productId: earlier.productId,
      dateFrom: desk.day(0),
      dateTo: desk.day(2),
      itemIds: [unit.id],
    });
    const response = await desk.checkOut(admin.cookie, next.id, [unit.serialNumber]);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'UNIT_NOT_BACK',
      message: expect.stringContaining(unit.serialNumber),
    });
  });

  it('hands over only on a live, placed rental between its first and last day', async () => {
    const early = await desk.rental(ada.id, { dateFrom: desk.day(1), dateTo: desk.day(3) });
    const ended = await desk.rental(ada.id, { dateFrom: desk.day(-3), dateTo: desk.day(-1) });
    const unpaid = await desk.rental(ada.id);
    await t.db
      .update(orders)
      .set({ status: 'AwaitingPayment', holdExpiresAt: new Date('2030-03-10T12:00:00Z') })
      .where(eq(orders.id, unpaid.rental.orderId));
    const cancelled = await desk.rental(ada.id);
    await t.db.execute(sql`UPDATE rentals SET cancelled_at = now() WHERE id = ${cancelled.rental.id}`);
    for (const [scene, code] of [
      [early, 'RENTAL_NOT_STARTED'],
      [ended, 'RENTAL_ENDED'],
      [unpaid, 'ORDER_NOT_PAID'],
      [cancelled, 'RENTAL_CANCELLED'],
    ] as const) {
      const response = await desk.checkOut(admin.cookie, scene.rental.id, [scene.units[0]!.serialNumber]);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe(code);
    }
    const missing = await desk.checkOut(admin.cookie, 2_000_000, ['X']);
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const { rental, units } = await desk.rental(ada.id);
    const response = await desk.checkOut(ada.cookie, rental.id, [units[0]!.serialNumber]);
    expect(response.statusCode).toBe(403);
    expect((await desk.rentalRows(rental.id))[0]!.checkedOutAt).toBeNull();
  });

  it('gives a spare unit to exactly one of two rentals checking it out at the same moment', async () => {
    const bob = await t.signIn({ email: 'bob@example.com', fullName: 'Bob' });
    for (let round = 0; round < 6; round += 1) {
      const first = await desk.rental(ada.id, { spares: 1 });
      const second = await desk.rental(bob.id, { productId: first.productId });
      const spare = first.spares[0]!;
      const answers = await Promise.all([
        desk.checkOut(admin.cookie, first.rental.id, [spare.serialNumber]),
        desk.checkOut(admin.cookie, second.rental.id, [spare.serialNumber]),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json().error.code).toBe('UNIT_NOT_FREE');
      expect(loser.json().error.message).toContain(spare.serialNumber);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      const rentals = [first.rental.id, second.rental.id];
      expect(await desk.holders(spare.id)).toEqual([rentals[winner]]);
      // The loser still holds its own unit, not handed over.
      const loserRows = await desk.rentalRows(rentals[1 - winner]!);
      expect(loserRows).toHaveLength(1);
      expect(loserRows[0]!.checkedOutAt).toBeNull();
    }
    expect(await overlaps()).toBe(0);
  });
});
