import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { payLaterNotes } from '../money/schema';
import { handOverDesk } from '../test/hand-over-desk';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 48: the desk takes the money due at pick-up. A pick-up shows what its order owes (the
 * order's one balance) and the deposit it asks as booked (per kit for a kit); the hand-over takes
 * the money in its own transaction, or records why the customer pays later, or is refused.
 */

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

/** A rental paid at pick-up, from today for 3 days at 39.80: 119.40 due. */
const pickUp = (options: Parameters<typeof desk.rental>[1] = {}) =>
  desk.rental(ada.id, { dailyPrice: '39.80', dateFrom: desk.day(0), dateTo: desk.day(2), ...options });

const neither = { payment: undefined };

const pickUpsOnDesk = async () =>
  (await desk.get(admin.cookie, '/api/admin/desk')).json().pickUps.items as {
    id: number;
    balanceDue: string;
    depositDue: string;
  }[];

const orderOf = async (orderId: number) => (await desk.get(admin.cookie, `/api/admin/orders/${orderId}`)).json();

describe('the money due at pick-up', () => {
  it('shows on the desk what the order owes and the deposit asked, a kit’s deposit once per kit', async () => {
    const single = await pickUp({ depositCents: 2_500, units: 2 });
    // A kit of a light and its stand, one kit booked at 80.00 a day, deposit 500.00 per kit.
    const { kit, parts } = await insertKitWithParts(
      t.db,
      [
        { count: 1, units: 1, name: 'Aputure LS 600d' },
        { count: 1, units: 1, name: 'Light stand' },
      ],
      { name: 'Aputure LS 600d Key Light Kit', dailyPrice: '80.00' },
    );
    const kitRental = await insertKitRental(t.db, {
      userId: ada.id,
      kitId: kit.id,
      dateFrom: desk.day(0),
      dateTo: desk.day(0),
      itemIds: parts.flatMap((part) => part.items.map((unit) => unit.id)),
      unitsPerKit: 2,
      depositCents: 50_000,
    });

    const listed = await pickUpsOnDesk();
    // 2 units x 3 days x 39.80; 2 units x 25.00 deposit.
    expect(listed.find((row) => row.id === single.rental.id)).toMatchObject({
      balanceDue: '238.80',
      depositDue: '50.00',
    });
    // One kit: 80.00 for its day, and one deposit of 500.00 for its two units, never two.
    expect(listed.find((row) => row.id === kitRental.id)).toMatchObject({
      balanceDue: '80.00',
      depositDue: '500.00',
      unitsPerKit: 2,
    });
    // The rental's page at the desk reads the same, and the order its balance.
    const read = (await desk.get(admin.cookie, `/api/admin/rentals/${kitRental.id}`)).json();
    expect(read).toMatchObject({ balanceDue: '80.00', depositDue: '500.00', payLater: null });
    expect((await orderOf(kitRental.orderId)).balanceDue).toBe('80.00');

    // Handed over, the till takes what the desk said: 500.00 once, and the rent.
    const serials = parts.flatMap((part) => part.items.map((unit) => unit.serialNumber));
    const out = await desk.checkOut(admin.cookie, kitRental.id, serials, { payment: { channel: 'terminal' } });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ balanceDue: '0.00', depositDue: '0.00' });
    expect((await desk.ledger(kitRental.orderId)).map((row) => [row.kind, row.channel, row.amountCents])).toEqual([
      ['deposit_taken', 'terminal', 50_000],
      ['charge', 'terminal', 8_000],
    ]);
    expect((await orderOf(kitRental.orderId)).deposit).toMatchObject({ due: '500.00', taken: '500.00' });
  });

  it('refuses a hand-over with money due and neither payment nor reason, naming the amount, and changes nothing', async () => {
    const { rental, units } = await pickUp({ depositCents: 1_000 });
    const refused = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], neither);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYMENT_DUE',
      message: '€119.40 is due: take it, or say why the customer pays later.',
    });
    expect((await desk.rentalRows(rental.id))[0]!.checkedOutAt).toBeNull();
    expect(await desk.ledger(rental.orderId)).toEqual([]);
    expect(await desk.audits('check-out')).toEqual([]);
    expect(await t.db.select().from(payLaterNotes)).toEqual([]);

    // Part of it taken, nothing said about the rest: the rest is named.
    const part = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], {
      payment: { channel: 'cash', amount: '50.00' },
    });
    expect(part.statusCode, part.body).toBe(409);
    expect(part.json().error.message).toBe('€69.40 is due: take it, or say why the customer pays later.');
    expect(await desk.ledger(rental.orderId)).toEqual([]);
  });

  it('takes what is due with the units, through the payments route’s own code, in one step', async () => {
    const { rental, units } = await pickUp({ depositCents: 1_000 });
    expect((await pickUpsOnDesk())[0]).toMatchObject({ balanceDue: '119.40', depositDue: '10.00' });
    const out = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], {
      payment: { channel: 'terminal' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ checkedOutAt: expect.any(String), balanceDue: '0.00', payLater: null });
    // The deposit goes the way the payment does unless said.
    const ledger = await desk.ledger(rental.orderId);
    expect(ledger.map((row) => [row.kind, row.channel, row.amountCents, row.actorId])).toEqual([
      ['deposit_taken', 'terminal', 1_000, admin.id],
      ['charge', 'terminal', 11_940, admin.id],
    ]);
    const order = await orderOf(rental.orderId);
    expect(order).toMatchObject({ paymentStatus: 'Paid', balanceDue: '0.00', paid: '119.40' });
    // Invoiced and announced as the payments route does it.
    expect(order.invoices).toEqual([expect.objectContaining({ kind: 'invoice', total: '119.40' })]);
    expect(await desk.events('order.paid')).toEqual([{ orderId: rental.orderId, paymentId: ledger[1]!.id }]);
    const [payment] = await desk.audits('payment');
    expect(payment).toMatchObject({ actorId: admin.id, entity: 'order', entityId: rental.orderId });
    expect(payment!.after).toMatchObject({ kind: 'charge', amount: '119.40', channel: 'terminal' });
  });

  it('takes less with a reason for the rest, which the order and the overview show until it is paid', async () => {
    const { rental, units } = await pickUp();
    const out = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], {
      payment: { channel: 'cash', amount: '50.00' },
      payLater: { reason: '  Pays the rest on Friday  ' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      balanceDue: '69.40',
      payLater: { reason: 'Pays the rest on Friday', amount: '69.40', byName: 'Desk', at: expect.any(String) },
    });
    expect((await desk.ledger(rental.orderId)).map((row) => [row.kind, row.amountCents])).toEqual([
      ['part_payment', 5_000],
    ]);
    const order = await orderOf(rental.orderId);
    expect(order).toMatchObject({
      paymentStatus: 'PartlyPaid',
      balanceDue: '69.40',
      payLater: { reason: 'Pays the rest on Friday', amount: '69.40' },
    });
    // The customer's own order keeps the counter's note to the shop.
    expect((await desk.get(ada.cookie, `/api/orders/${rental.orderId}`)).json().payLater).toBeNull();
    const [entry] = await desk.audits('check-out');
    expect(entry!.after).toMatchObject({ payLater: 'Pays the rest on Friday', balanceDue: '69.40' });

    const overview = async () => (await desk.get(admin.cookie, '/api/admin/overview')).json().paysLater;
    const [reference] = await t.db
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.id, rental.orderId));
    expect(await overview()).toEqual({
      total: 1,
      items: [
        {
          id: rental.orderId,
          order: { id: rental.orderId, reference: reference!.reference },
          customerName: 'Ada',
          balanceDue: '69.40',
          reason: 'Pays the rest on Friday',
          at: expect.any(String),
        },
      ],
    });

    // Paid on Friday, at the counter: off the overview; the note stays on the order as said.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rental.orderId}/payments`,
      headers: { cookie: admin.cookie },
      payload: { channel: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ balanceDue: '0.00', paymentStatus: 'Paid' });
    expect(await overview()).toEqual({ total: 0, items: [] });
  });

  it('hands over with nothing taken when the customer pays later, saying why; a later hand-over asks again', async () => {
    const { rental, units } = await pickUp({ units: 2 });
    const first = await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], {
      payLater: { reason: 'Company pays by transfer' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await desk.ledger(rental.orderId)).toEqual([]);
    const notes = await t.db.select().from(payLaterNotes).orderBy(asc(payLaterNotes.id));
    expect(notes).toEqual([
      expect.objectContaining({
        orderId: rental.orderId,
        rentalId: rental.id,
        reason: 'Company pays by transfer',
        amountCents: 23_880,
        actorId: admin.id,
      }),
    ]);
    // The money is still due for the second unit: taken now, and nothing more to say.
    const second = await desk.checkOut(admin.cookie, rental.id, [units[1]!.serialNumber], neither);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('PAYMENT_DUE');
    const taken = await desk.checkOut(admin.cookie, rental.id, [units[1]!.serialNumber], {
      payment: { channel: 'cash' },
      payLater: { reason: 'Not needed any more' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await desk.ledger(rental.orderId)).map((row) => [row.kind, row.amountCents])).toEqual([['charge', 23_880]]);
    // Nothing left owing: no note for a reason that is not needed.
    expect(await t.db.select().from(payLaterNotes)).toHaveLength(1);
  });

  it('needs neither with nothing due: paid already, or on invoice', async () => {
    const paid = await pickUp();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paid.rental.orderId}/payments`,
      headers: { cookie: admin.cookie },
      payload: { channel: 'bank_transfer' },
    });
    const invoiced = await pickUp();
    await t.db.update(orders).set({ paymentMethod: 'invoice' }).where(eq(orders.id, invoiced.rental.orderId));
    const listed = await pickUpsOnDesk();
    expect(listed.map((row) => row.balanceDue)).toEqual(['0.00', '0.00']);
    for (const scene of [paid, invoiced]) {
      const out = await desk.checkOut(admin.cookie, scene.rental.id, [scene.units[0]!.serialNumber], neither);
      expect(out.statusCode, out.body).toBe(200);
    }
    // A payment asked where nothing is due takes nothing; an amount named is refused as the payments route refuses it.
    const again = await pickUp();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${again.rental.orderId}/payments`,
      headers: { cookie: admin.cookie },
      payload: { channel: 'cash' },
    });
    const named = await desk.checkOut(admin.cookie, again.rental.id, [again.units[0]!.serialNumber], {
      payment: { channel: 'cash', amount: '10.00' },
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().error.code).toBe('ALREADY_PAID');
    expect((await desk.rentalRows(again.rental.id))[0]!.checkedOutAt).toBeNull();
    const plain = await desk.checkOut(admin.cookie, again.rental.id, [again.units[0]!.serialNumber], {
      payment: { channel: 'cash' },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await desk.ledger(again.rental.orderId)).filter((row) => row.kind === 'charge')).toHaveLength(1);
  });

  it('takes the money once when the payments route and the hand-over take it at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { rental, units } = await pickUp();
      const [handOver, payment] = await Promise.all([
        desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber], { payment: { channel: 'cash' } }),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${rental.orderId}/payments`,
          headers: { cookie: admin.cookie },
          payload: { channel: 'terminal' },
        }),
      ]);
      expect(handOver.statusCode, handOver.body).toBe(200);
      expect([200, 409], payment.body).toContain(payment.statusCode);
      const charges = (await desk.ledger(rental.orderId)).filter((row) => row.kind === 'charge');
      expect(charges.map((row) => row.amountCents)).toEqual([11_940]);
    }
  });

  it('lets the counter take the money with the units; a role without the desk is refused either way', async () => {
    const counter = await t.signIn({ email: 'counter@example.com', fullName: 'Counter', role: 'counter' });
    const accountant = await t.signIn({ email: 'books@example.com', fullName: 'Books', role: 'accountant' });
    const { rental, units } = await pickUp();
    const refused = await desk.checkOut(accountant.cookie, rental.id, [units[0]!.serialNumber]);
    expect(refused.statusCode).toBe(403);
    const out = await desk.checkOut(counter.cookie, rental.id, [units[0]!.serialNumber], {
      payment: { channel: 'cash' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await desk.ledger(rental.orderId)).map((row) => [row.kind, row.actorId])).toEqual([['charge', counter.id]]);
  });
});
