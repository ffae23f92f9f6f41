import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; id: string };
let ada: { cookie: string; id: string };
let bob: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
  ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
  bob = await t.signIn({ email: 'bob@example.com', fullName: 'Bob' });
});

type Step = 'check-out' | 'check-in';

const scan = (rentalId: number, serial: string, step: Step, cookie = admin.cookie) =>
  desk.get(cookie, `/api/admin/desk/rentals/${rentalId}/scan?for=${step}&serial=${encodeURIComponent(serial)}`);

/** The check's answer, after making sure it is a 200. */
async function verdictOf(rentalId: number, serial: string, step: Step) {
  const response = await scan(rentalId, serial, step);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The check refuses `serial` with `code`, naming it, and the step itself, sent that one serial,
 * refuses it with the same code and message: the two cannot disagree.
 */
async function refusedAlike(rentalId: number, serial: string, step: Step, code: string) {
  const verdict = await verdictOf(rentalId, serial, step);
  expect(verdict).toMatchObject({ serial, verdict: 'refused', code, message: expect.any(String) });
  const submitted =
    step === 'check-out'
      ? await desk.checkOut(admin.cookie, rentalId, [serial])
      : await desk.checkIn(admin.cookie, rentalId, [{ serial, condition: 'ok' }]);
  expect(submitted.statusCode).toBe(code === 'UNKNOWN_SERIAL' ? 404 : 409);
  expect(submitted.json().error).toMatchObject({ code: verdict.code, message: verdict.message });
  return verdict;
}

describe('GET /api/admin/desk/rentals/:id/scan?for=check-out', () => {
  it('says of each serial whether it goes, as the check-out then finds it, and changes nothing', async () => {
    const { rental, units, spares, productId } = await desk.rental(ada.id, { units: 2, spares: 3 });
    const [broken, booked, free] = spares;
    await t.db.update(items).set({ status: 'NonOperational' }).where(eq(items.id, broken!.id));
    // Bob's rental holds `booked` on overlapping days (not handed over yet).
    await insertRental(t.db, {
      userId: bob.id,
      productId,
      dateFrom: desk.day(1),
      dateTo: desk.day(4),
      itemIds: [booked!.id],
    });
    const otherProduct = await insertProduct(t.db, { name: 'Canon EOS R5' });
    const [alien] = await insertItems(t.db, otherProduct.id, 1);

    // The rental's own unit, typed in another case: the unit as the shop writes it.
    expect(await verdictOf(rental.id, units[0]!.serialNumber.toLowerCase(), 'check-out')).toEqual({
      serial: units[0]!.serialNumber.toLowerCase(),
      verdict: 'ok',
      unit: { id: units[0]!.id, serialNumber: units[0]!.serialNumber, productName: expect.stringContaining('Sony') },
      swap: false,
    });
    // A free working unit of the same product takes another's place.
    expect(await verdictOf(rental.id, free!.serialNumber, 'check-out')).toMatchObject({
      verdict: 'ok',
      unit: { id: free!.id },
      swap: true,
    });

    const unknown = await refusedAlike(rental.id, 'NO-SUCH-UNIT', 'check-out', 'UNKNOWN_SERIAL');
    expect(unknown.message).toBe('No unit has the serial number NO-SUCH-UNIT.');
    expect(unknown).not.toHaveProperty('unit');
    const other = await refusedAlike(rental.id, alien!.serialNumber, 'check-out', 'OTHER_PRODUCT');
    expect(other.unit).toEqual({ id: alien!.id, serialNumber: alien!.serialNumber, productName: 'Canon EOS R5' });
    expect(other.message).toContain(alien!.serialNumber);
    await refusedAlike(rental.id, broken!.serialNumber, 'check-out', 'OUT_OF_SERVICE');
    const notFree = await refusedAlike(rental.id, booked!.serialNumber, 'check-out', 'UNIT_NOT_FREE');
    expect(notFree.message).toBe(`${booked!.serialNumber} is booked on another rental for these dates.`);

    // Asking changed nothing: no unit out, no money, no audit entry.
    expect((await desk.rentalRows(rental.id)).every((row) => row.checkedOutAt === null)).toBe(true);
    expect(await desk.ledger(rental.orderId)).toEqual([]);
    expect(await desk.audits('check-out')).toEqual([]);

    // Once handed over, the same unit is already out on this rental.
    expect((await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber])).statusCode).toBe(200);
    await refusedAlike(rental.id, units[0]!.serialNumber, 'check-out', 'ALREADY_HANDED_OVER');
    expect((await desk.checkOut(admin.cookie, rental.id, [units[1]!.serialNumber])).statusCode).toBe(200);
    // A spare has no unit left to replace.
    await refusedAlike(rental.id, free!.serialNumber, 'check-out', 'TOO_MANY_UNITS');
  });

  it('refuses a unit not back from another rental, and every serial of a rental not to hand over today', async () => {
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
    const notBack = await refusedAlike(next.id, unit.serialNumber, 'check-out', 'UNIT_NOT_BACK');
    expect(notBack.message).toBe(`${unit.serialNumber} has not come back from another rental yet.`);

    const early = await desk.rental(ada.id, { dateFrom: desk.day(1), dateTo: desk.day(3) });
    await refusedAlike(early.rental.id, early.units[0]!.serialNumber, 'check-out', 'RENTAL_NOT_STARTED');
  });

  it('answers 404 for a rental that does not exist, and only staff at the desk', async () => {
    const { rental, units } = await desk.rental(ada.id);
    expect((await scan(2_000_000, units[0]!.serialNumber, 'check-out')).statusCode).toBe(404);
    expect((await scan(rental.id, units[0]!.serialNumber, 'check-out', ada.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/desk/rentals/:id/scan?for=check-in', () => {
  it('says of each serial whether it comes back, as the check-in then finds it', async () => {
    const { rental, units } = await desk.rental(ada.id, { units: 2, dateFrom: desk.day(-1), dateTo: desk.day(1) });
    const [first, second] = units;
    const other = await desk.rental(bob.id);

    // Nothing handed over yet.
    await refusedAlike(rental.id, first!.serialNumber, 'check-in', 'NOT_HANDED_OVER');
    expect((await desk.checkOut(admin.cookie, rental.id, [first!.serialNumber, second!.serialNumber])).statusCode).toBe(
      200,
    );

    expect(await verdictOf(rental.id, first!.serialNumber.toLowerCase(), 'check-in')).toEqual({
      serial: first!.serialNumber.toLowerCase(),
      verdict: 'ok',
      unit: { id: first!.id, serialNumber: first!.serialNumber, productName: expect.stringContaining('Sony') },
    });
    await refusedAlike(rental.id, 'NO-SUCH-UNIT', 'check-in', 'UNKNOWN_SERIAL');
    const notOurs = await refusedAlike(rental.id, other.units[0]!.serialNumber, 'check-in', 'UNIT_NOT_ON_RENTAL');
    expect(notOurs.message).toBe(`${other.units[0]!.serialNumber} is not a unit of this rental.`);

    expect(
      (await desk.checkIn(admin.cookie, rental.id, [{ serial: first!.serialNumber, condition: 'ok' }])).statusCode,
    ).toBe(200);
    await refusedAlike(rental.id, first!.serialNumber, 'check-in', 'ALREADY_CHECKED_IN');
    expect(await verdictOf(rental.id, second!.serialNumber, 'check-in')).toMatchObject({ verdict: 'ok' });
  });
});
