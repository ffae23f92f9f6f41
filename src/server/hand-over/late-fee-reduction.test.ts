import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rentalItems } from '../db/schema/rentals';
import { createInvoiceStore } from '../invoices';
import { handOverDesk } from '../test/hand-over-desk';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';

/*
 * Issue 48: a late fee reduced or waived at check-in, with a reason. The fee charged, its ledger
 * row and its invoice are the reduced amount; the audit log keeps the fee computed and the reason.
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

/** Two units at 12.50 a day, from today to the day after tomorrow, handed over and 3 days late now: 75.00 due. */
async function threeDaysLate() {
  const scene = await desk.rental(ada.id, {
    units: 2,
    dateFrom: desk.day(0),
    dateTo: desk.day(2),
    dailyPrice: '12.50',
  });
  const out = await desk.checkOut(
    admin.cookie,
    scene.rental.id,
    scene.units.map((unit) => unit.serialNumber),
  );
  expect(out.statusCode, out.body).toBe(200);
  now = new Date(TEST_NOW.getTime() + 5 * 24 * 60 * 60 * 1000);
  return scene;
}

const allBack = (units: { serialNumber: string }[]) =>
  units.map((unit) => ({ serial: unit.serialNumber, condition: 'ok' as const }));

const fees = async (orderId: number) => (await desk.ledger(orderId)).filter((row) => row.kind === 'late_fee');

describe('a late fee reduced at check-in', () => {
  it('charges the reduced amount, invoices it, and audits the fee computed with the reason', async () => {
    const { rental, units } = await threeDaysLate();
    const back = await desk.checkIn(admin.cookie, rental.id, allBack(units), {
      feeChannel: 'terminal',
      lateFee: { amount: '30.01', reason: 'Stuck at the border, called ahead' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ lateFee: '30.01', overdue: false, checkedInAt: expect.any(String) });
    // Each unit its share of the reduced fee, to the cent.
    const rows = await t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rental.id));
    expect(rows.map((row) => row.lateFeeCents).sort()).toEqual([1_500, 1_501]);

    const [fee] = await fees(rental.orderId);
    expect(fee).toMatchObject({ amountCents: 3_001, channel: 'terminal', actorId: admin.id });
    expect(fee!.reason).toMatch(/reduced from €75\.00: Stuck at the border, called ahead$/);
    const invoice = await createInvoiceStore(t.db).forPayment(fee!.id);
    expect(invoice).toMatchObject({ kind: 'invoice', totals: { grossCents: 3_001 } });
    expect(invoice!.lines).toEqual([expect.objectContaining({ grossCents: 3_001 })]);

    const [entry] = await desk.audits('check-in');
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'rental', entityId: rental.id });
    expect(entry!.after).toMatchObject({
      lateFee: '30.01',
      lateFeeDue: '75.00',
      lateFeeReason: 'Stuck at the border, called ahead',
    });
    // The order page shows the fee as charged.
    const order = (await desk.get(admin.cookie, `/api/admin/orders/${rental.orderId}`)).json();
    expect(order.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'late_fee', amount: '30.01' })]),
    );
  });

  it('waives it with 0: no fee, no invoice, the reason in the audit log', async () => {
    const { rental, units } = await threeDaysLate();
    const invoicesBefore = (await createInvoiceStore(t.db).listForOrder(rental.orderId)).length;
    const back = await desk.checkIn(admin.cookie, rental.id, allBack(units), {
      lateFee: { amount: '0', reason: 'Our van broke down on the way to them' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().lateFee).toBe('0.00');
    expect(await fees(rental.orderId)).toEqual([]);
    expect(await createInvoiceStore(t.db).listForOrder(rental.orderId)).toHaveLength(invoicesBefore);
    const rows = await t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rental.id));
    expect(rows.map((row) => row.lateFeeCents)).toEqual([null, null]);
    const [entry] = await desk.audits('check-in');
    expect(entry!.after).toMatchObject({ lateFeeDue: '75.00', lateFeeReason: 'Our van broke down on the way to them' });
    expect((entry!.after as Record<string, unknown>).lateFee).toBeUndefined();
  });

  it('refuses more than the fee computed for the units taken back, and changes nothing', async () => {
    const { rental, units } = await threeDaysLate();
    // One unit back: 37.50 due for it.
    const refused = await desk.checkIn(admin.cookie, rental.id, allBack(units.slice(0, 1)), {
      lateFee: { amount: '37.51', reason: 'Typo' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'LATE_FEE_ABOVE_DUE',
      message: 'The late fee for these units is €37.50: it can be reduced or waived, not raised.',
    });
    expect((await desk.rentalRows(rental.id)).every((row) => row.checkedInAt === null)).toBe(true);
    expect(await fees(rental.orderId)).toEqual([]);
    expect(await desk.audits('check-in')).toEqual([]);
    // The fee whole, said as much, is charged whole.
    const whole = await desk.checkIn(admin.cookie, rental.id, allBack(units.slice(0, 1)), {
      lateFee: { amount: '37.50', reason: 'As computed' },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await fees(rental.orderId)).map((row) => row.amountCents)).toEqual([3_750]);
  });

  it("reduces a kit's fee across its units, the kit's units summing exactly to it", async () => {
    const { kit, parts } = await insertKitWithParts(
      t.db,
      [
        { count: 1, units: 1, name: 'Body' },
        { count: 2, units: 2, name: 'Battery' },
      ],
      { dailyPrice: '100.00' },
    );
    const units = parts.flatMap((part) => part.items);
    const rental = await insertKitRental(t.db, {
      userId: ada.id,
      kitId: kit.id,
      dateFrom: desk.day(-2),
      dateTo: desk.day(1),
      itemIds: units.map((unit) => unit.id),
      unitsPerKit: 3,
    });
    const out = await desk.checkOut(
      admin.cookie,
      rental.id,
      units.map((unit) => unit.serialNumber),
    );
    expect(out.statusCode, out.body).toBe(200);
    // Two days late: 200.00 for the kit; reduced to 100.00.
    now = new Date(TEST_NOW.getTime() + 3 * 24 * 60 * 60 * 1000);
    const back = await desk.checkIn(admin.cookie, rental.id, allBack(units), {
      lateFee: { amount: '100.00', reason: 'Half: the customer rang on the first day' },
    });
    expect(back.statusCode, back.body).toBe(200);
    const rows = await t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rental.id));
    expect(rows.reduce((sum, row) => sum + (row.lateFeeCents ?? 0), 0)).toBe(10_000);
    expect((await fees(rental.orderId)).map((row) => row.amountCents)).toEqual([10_000]);
  });
});
