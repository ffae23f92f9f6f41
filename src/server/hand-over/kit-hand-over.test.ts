import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rentalItems } from '../db/schema/rentals';
import { insertItems, insertProduct } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';

/*
 * A kit at the hand-over desk (issue 32, decision 050): its units are its parts', handed over and
 * back one by one; its deposit and late fee are per kit, in exact cents however the units go.
 */

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; id: string };
let ada: { cookie: string; id: string };
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
  admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
  ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
});

/** Two kits of a body and two batteries (three units each), booked from the day before yesterday to tomorrow. */
async function twoKits(depositCents: number, dailyPrice = '100.00') {
  const { kit, parts } = await insertKitWithParts(
    t.db,
    [
      { count: 1, units: 2, name: 'Body' },
      { count: 2, units: 4, name: 'Battery' },
    ],
    { dailyPrice },
  );
  const [body, battery] = parts;
  const units = [...body!.items, ...battery!.items];
  const rental = await insertKitRental(t.db, {
    userId: ada.id,
    kitId: kit.id,
    dateFrom: desk.day(-2),
    dateTo: desk.day(1),
    itemIds: units.map((unit) => unit.id),
    unitsPerKit: 3,
    depositCents,
  });
  return { kit, body: body!, battery: battery!, units, rental };
}

const deposits = async (orderId: number) =>
  (await desk.ledger(orderId))
    .filter((row) => row.kind.startsWith('deposit'))
    .map((row) => [row.kind, row.amountCents]);

describe('a kit at the desk', () => {
  it("takes a kit's deposit whole with its first unit, so a partial hand-over never splits cents", async () => {
    const { units, rental } = await twoKits(33_333);
    // One unit: the first kit's deposit. Three more: the second kit starts. The last two: nothing more.
    for (const batch of [units.slice(0, 1), units.slice(1, 4), units.slice(4)]) {
      const out = await desk.checkOut(
        admin.cookie,
        rental.id,
        batch.map((unit) => unit.serialNumber),
      );
      expect(out.statusCode, out.body).toBe(200);
    }
    expect(await deposits(rental.orderId)).toEqual([
      ['deposit_taken', 33_333],
      ['deposit_taken', 33_333],
    ]);
    const read = (await desk.get(admin.cookie, `/api/admin/rentals/${rental.id}`)).json();
    expect(read).toMatchObject({ quantity: 2, deposit: '333.33', checkedOutAt: expect.any(String) });

    // All back in good order: both kits' deposits go back, to the cent.
    const back = await desk.checkIn(
      admin.cookie,
      rental.id,
      units.map((unit) => ({ serial: unit.serialNumber, condition: 'ok' as const })),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await deposits(rental.orderId)).at(-1)).toEqual(['deposit_returned', 66_666]);
  });

  it('swaps in a spare of the same part, never of another', async () => {
    const { battery, units, rental } = await twoKits(0);
    const stranger = await insertProduct(t.db, { name: 'Tripod' });
    const [tripod] = await insertItems(t.db, stranger.id, 1);
    const refused = await desk.checkOut(admin.cookie, rental.id, [tripod!.serialNumber]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('OTHER_PRODUCT');
    const [spare] = await insertItems(t.db, battery.product.id, 1);
    const wrong = await desk.checkOut(admin.cookie, rental.id, [
      spare!.serialNumber,
      ...units.slice(0, 5).map((u) => u.serialNumber),
    ]);
    // Five of the rental's own and a spare battery: the spare takes the last battery's place.
    expect(wrong.statusCode, wrong.body).toBe(200);
    const held = (await desk.rentalRows(rental.id)).map((row) => row.itemId);
    expect(held).toContain(spare!.id);
    expect(held).not.toContain(units[5]!.id);
  });

  it('charges the late fee per kit, each unit its share, a whole kit exactly its fee', async () => {
    // 100.00 a day per kit; the default late fee is a day's price per day late.
    const { units, rental } = await twoKits(0, '100.00');
    expect(
      (
        await desk.checkOut(
          admin.cookie,
          rental.id,
          units.map((unit) => unit.serialNumber),
        )
      ).statusCode,
    ).toBe(200);
    now = new Date(TEST_NOW.getTime() + 3 * 24 * 60 * 60 * 1000);
    // Two days past the last day: 200.00 per kit, 400.00 for the two while they are out.
    const late = (await desk.get(admin.cookie, `/api/admin/rentals/${rental.id}`)).json();
    expect(late).toMatchObject({ overdue: true, daysLate: 2, lateFee: '400.00' });

    const firstKit = await desk.checkIn(
      admin.cookie,
      rental.id,
      units.slice(0, 3).map((unit) => ({ serial: unit.serialNumber, condition: 'ok' as const })),
    );
    expect(firstKit.statusCode, firstKit.body).toBe(200);
    const rows = await t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rental.id));
    const charged = rows.filter((row) => row.lateFeeCents !== null).map((row) => row.lateFeeCents!);
    expect(charged.reduce((sum, cents) => sum + cents, 0)).toBe(20_000);
    expect(charged.sort()).toEqual([6_666, 6_667, 6_667]);
    expect(
      (await desk.ledger(rental.orderId)).filter((row) => row.kind === 'late_fee').map((row) => row.amountCents),
    ).toEqual([20_000]);
  });
});
