import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDateRange } from '../../shared/calendar-date';
import { products } from '../db/schema/catalog';
import { payments } from '../db/schema/payments';
import { incidents, rentalChanges, rentalItems, rentals } from '../db/schema/rentals';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Shortening and moving a rental before it starts (issue 31): the rules and refusals, the money
 * (paid at the counter: a refund owed there; at pick-up: only a lower total), units kept or
 * replaced, the mail, and a move racing another customer's booking. The Stripe refund of an
 * order paid online is in money/reschedule-refund.test.ts.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const people = async () => ({
  ana: await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' }),
  ben: await t.signIn({ email: 'ben@example.com', fullName: 'Ben Brown' }),
  admin: await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true }),
});

const range = (from: number, to: number) => ({ dateFrom: kit.day(from), dateTo: kit.day(to) });

const quote = (cookie: string, rentalId: number, from: number, to: number) =>
  kit.get(cookie, `/api/rentals/${rentalId}/reschedule?dateFrom=${kit.day(from)}&dateTo=${kit.day(to)}`);
const reschedule = (cookie: string, rentalId: number, from: number, to: number) =>
  kit.post(cookie, `/api/rentals/${rentalId}/reschedule`, range(from, to));

/** One line of `units` units of a new product, days `from` to `to`; its rental id and product. */
async function booked(cookie: string, from: number, to: number, options: { units?: number; stock?: number } = {}) {
  const product = await kit.product(options.stock ?? 3);
  const order = await kit.place(cookie, [{ productId: product.id, from, to, quantity: options.units ?? 1 }]);
  return { rentalId: order.rentals[0]!.id, orderId: order.id, productId: product.id };
}

const unitsOf = async (rentalId: number) =>
  (
    await t.db
      .select({ itemId: rentalItems.itemId, dateFrom: rentalItems.dateFrom, dateTo: rentalItems.dateTo })
      .from(rentalItems)
      .where(eq(rentalItems.rentalId, rentalId))
      .orderBy(rentalItems.itemId)
  ).map((row) => row);

const rentalRow = async (rentalId: number) => (await t.db.select().from(rentals).where(eq(rentals.id, rentalId)))[0]!;
const changesOf = (rentalId: number) => t.db.select().from(rentalChanges).where(eq(rentalChanges.rentalId, rentalId));
const rescheduledEvents = async () =>
  (await t.db.execute(sql`SELECT payload FROM domain_events WHERE type = 'rental.rescheduled' ORDER BY id`)).rows;

/** The one change mail to `email`, once the queue has run dry (no second one). */
async function changeMail(email: string) {
  const ofChange = () =>
    t.mailbox.received.filter((m) => m.to.includes(email) && m.subject.startsWith('New dates for your rental'));
  for (let waited = 0; ofChange().length === 0 && waited < 20_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await t.jobsDone();
  expect(ofChange()).toHaveLength(1);
  return ofChange()[0]!;
}

/** Nothing about the rental moved: its dates, units and history are as they were. */
async function expectUnchanged(rentalId: number, before: { dateFrom: string; dateTo: string }, units: unknown) {
  expect(await rentalRow(rentalId)).toMatchObject(before);
  expect(await unitsOf(rentalId)).toEqual(units);
  expect(await changesOf(rentalId)).toEqual([]);
}

describe('shortening and moving, paid at pick-up', () => {
  it('shortens: the quote, then the new dates, charged days, the same unit, a lower total and no refund', async () => {
    const { ana } = await people();
    const { rentalId } = await booked(ana.cookie, 5, 8);
    const [unit] = await unitsOf(rentalId);

    const shown = await quote(ana.cookie, rentalId, 5, 6);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({
      allowed: true,
      refusal: null,
      kind: 'shorten',
      ...range(5, 6),
      chargedDaysBefore: 4,
      chargedDays: 2,
      dailyPriceBefore: '10.00',
      dailyPrice: '10.00',
      totalBefore: '40.00',
      total: '20.00',
      removed: '20.00',
      refund: '0.00',
      percent: 0,
      paid: false,
      unitsReplaced: 0,
    });

    const done = await reschedule(ana.cookie, rentalId, 5, 6);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: rentalId, ...range(5, 6), total: '20.00' });
    expect(await rentalRow(rentalId)).toMatchObject({ ...range(5, 6), chargedDays: 2 });
    // The same unit, its row moved with the rental (the cascade).
    expect(await unitsOf(rentalId)).toEqual([{ itemId: unit!.itemId, ...range(5, 6) }]);
    const [change] = await changesOf(rentalId);
    expect(change).toMatchObject({
      kind: 'shorten',
      status: 'done',
      dateFromBefore: kit.day(5),
      dateToBefore: kit.day(8),
      ...{ dateFromAfter: kit.day(5), dateToAfter: kit.day(6) },
      chargedDaysBefore: 4,
      chargedDaysAfter: 2,
      // Unpaid: what will no longer be due at pick-up.
      amountCents: -2000,
      actorId: ana.id,
    });
    expect(await rescheduledEvents()).toEqual([
      { payload: { rentalId, orderId: done.json().orderId, changeId: change!.id } },
    ]);
    expect(await t.db.select().from(payments)).toEqual([]);

    // The customer's mail: old and new dates, and what is due at pick-up.
    const mail = await changeMail('ana@example.com');
    expect(mail.text).toContain(`Old dates: ${formatDateRange(range(5, 8), 'en')}`);
    expect(mail.text).toContain(`New dates: ${formatDateRange(range(5, 6), 'en')}`);
    expect(mail.text).toContain('You pay €20.00 at pick-up.');
  });

  it('moves: a unit not free on the new dates is replaced by a free one; with none free, nothing changes', async () => {
    const { ana, ben } = await people();
    const { rentalId, productId } = await booked(ana.cookie, 5, 6, { stock: 2 });
    const [first] = await unitsOf(rentalId);
    // Ben's rental on days 10-11 takes the first free unit: Ana's (free then).
    const bens = await kit.place(ben.cookie, [{ productId, from: 10, to: 11 }]);
    const [bensUnit] = await unitsOf(bens.rentals[0]!.id);
    expect(bensUnit!.itemId).toBe(first!.itemId);

    expect((await quote(ana.cookie, rentalId, 10, 11)).json()).toMatchObject({
      allowed: true,
      kind: 'move',
      removed: '0.00',
      unitsReplaced: 1,
    });
    const done = await reschedule(ana.cookie, rentalId, 10, 11);
    expect(done.statusCode, done.body).toBe(200);
    const [now] = await unitsOf(rentalId);
    expect(now).toMatchObject(range(10, 11));
    expect(now!.itemId).not.toBe(first!.itemId);
    expect((await changesOf(rentalId))[0]).toMatchObject({ kind: 'move', amountCents: 0 });

    // Both units are out on 10-11 now: moving Ben there again finds none, and nothing moves.
    const carl = await t.signIn({ email: 'carl@example.com' });
    const carls = await kit.place(carl.cookie, [{ productId, from: 5, to: 6 }]);
    const carlsRental = carls.rentals[0]!.id;
    const carlsUnits = await unitsOf(carlsRental);
    expect((await quote(carl.cookie, carlsRental, 10, 11)).json()).toMatchObject({
      allowed: false,
      refusal: { code: 'NOT_ENOUGH_STOCK' },
    });
    const refused = await reschedule(carl.cookie, carlsRental, 10, 11);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NOT_ENOUGH_STOCK');
    await expectUnchanged(carlsRental, range(5, 6), carlsUnits);
  });

  it("keeps the product's buffer: a move whose buffer reaches another rental's first day is refused", async () => {
    const { ana, ben } = await people();
    const { rentalId, productId } = await booked(ana.cookie, 3, 4, { stock: 1 });
    await t.db.update(products).set({ bufferDays: 2 }).where(eq(products.id, productId));
    await kit.place(ben.cookie, [{ productId, from: 12, to: 13 }]);
    const units = await unitsOf(rentalId);
    // Days 9-10 and two buffer days (11, 12) meet Ben's first day.
    const refused = await reschedule(ana.cookie, rentalId, 9, 10);
    expect(refused.statusCode).toBe(409);
    await expectUnchanged(rentalId, range(3, 4), units);
    // Days 8-9 leave 10 and 11 for the buffer.
    expect((await reschedule(ana.cookie, rentalId, 8, 9)).statusCode).toBe(200);
  });
});

describe('the money of a paid line', () => {
  it('paid at the counter: a refund owed there, by the rules from the ORIGINAL first day, tied to the change', async () => {
    const { ana, admin } = await people();
    // Tomorrow's rental: the defaults refund 50% from 2 days before its first day.
    const { rentalId, orderId } = await booked(ana.cookie, 1, 4);
    const paid = await kit.post(admin.cookie, `/api/admin/orders/${orderId}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    // Moved 10 days ahead and shortened to 2 days: counted from the new first day it would be
    // 100%; from the first day booked, 50% of the 20.00 taken off.
    const shown = (await quote(ana.cookie, rentalId, 10, 11)).json();
    expect(shown).toMatchObject({
      allowed: true,
      kind: 'move',
      removed: '20.00',
      refund: '10.00',
      percent: 50,
      paid: true,
    });
    expect((await reschedule(ana.cookie, rentalId, 10, 11)).statusCode).toBe(200);
    const [change] = await changesOf(rentalId);
    expect(change).toMatchObject({ kind: 'move', amountCents: -1000 });
    const refunds = (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).filter(
      (row) => row.kind === 'refund',
    );
    expect(refunds).toEqual([
      expect.objectContaining({ channel: 'cash', state: 'pending', amountCents: 1000, rentalChangeId: change!.id }),
    ]);
    // Its credit note (issue 29) names the change.
    const { rows: notes } = await t.pool.query(
      `SELECT l.description, l.gross_cents FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id WHERE i.kind = 'credit_note'`,
    );
    expect(notes).toEqual([{ description: expect.stringContaining('Changed dates'), gross_cents: 1000 }]);
    // One mail tells the change and its refund; the refund's own mail ("You cancelled") is not sent.
    const mail = await changeMail('ana@example.com');
    const subjects = t.mailbox.received.filter((m) => m.to.includes('ana@example.com')).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith('Refund for your order'))).toEqual([]);
    expect(mail.text).toContain('Refund: €10.00');
    expect(mail.text).toContain('50%');
  });
});

describe('refusals', () => {
  it('refuses more charged days, the same dates, closed days, short notice and the horizon, changing nothing', async () => {
    const { ana, admin } = await people();
    const { rentalId } = await booked(ana.cookie, 5, 6);
    const units = await unitsOf(rentalId);
    const expectRefused = async (from: number, to: number, code: string, field: string) => {
      const response = await reschedule(ana.cookie, rentalId, from, to);
      expect(response.statusCode, `${from}-${to}`).toBe(400);
      expect(response.json().error).toMatchObject({ code, field });
      expect((await quote(ana.cookie, rentalId, from, to)).json()).toMatchObject({ allowed: false, refusal: { code } });
    };
    await expectRefused(10, 12, 'MORE_DAYS_THAN_BOOKED', 'dateTo');
    expect((await reschedule(ana.cookie, rentalId, 10, 12)).json().error.message).toContain('extend');
    await expectRefused(5, 6, 'SAME_DATES', 'dateFrom');
    await expectRefused(500, 500, 'BEYOND_BOOKING_HORIZON', 'dateTo');
    // 2030-03-10 is a Sunday: closed on Sundays, with 3 days' notice.
    const patched = await kit.patch(admin.cookie, '/api/admin/settings', {
      openingDays: [1, 2, 3, 4, 5, 6],
      leadTimeDays: 3,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await expectRefused(6, 7, 'CLOSED_ON_LAST_DAY', 'dateTo');
    await expectRefused(2, 2, 'TOO_SHORT_NOTICE', 'dateFrom');
    await expectUnchanged(rentalId, range(5, 6), units);
  });

  it("refuses a rental under way, with the customer's incident, cancelled, handed over, or someone else's", async () => {
    const { ana, ben } = await people();
    const expect409 = async (rentalId: number, code: string) => {
      const response = await reschedule(ana.cookie, rentalId, 20, 20);
      expect(response.statusCode, code).toBe(409);
      expect(response.json().error.code).toBe(code);
    };
    await expect409((await booked(ana.cookie, 0, 1)).rentalId, 'ALREADY_STARTED');

    const withIncident = await booked(ana.cookie, 5, 6);
    await t.db
      .insert(incidents)
      .values({ userId: ana.id, rentalId: withIncident.rentalId, type: 'Other', description: 'x' });
    await expect409(withIncident.rentalId, 'HAS_INCIDENT');

    const cancelled = await booked(ana.cookie, 5, 6);
    expect((await kit.remove(ana.cookie, `/api/rentals/${cancelled.rentalId}`)).statusCode).toBe(204);
    await expect409(cancelled.rentalId, 'ALREADY_CANCELLED');

    const handedOver = await booked(ana.cookie, 5, 6);
    await t.db
      .update(rentalItems)
      .set({ checkedOutAt: new Date() })
      .where(eq(rentalItems.rentalId, handedOver.rentalId));
    await expect409(handedOver.rentalId, 'UNIT_HANDED_OVER');

    const anas = await booked(ana.cookie, 5, 6);
    expect((await reschedule(ben.cookie, anas.rentalId, 20, 20)).statusCode).toBe(404);
    expect((await quote(ben.cookie, anas.rentalId, 20, 20)).statusCode).toBe(404);
    expect(await changesOf(anas.rentalId)).toEqual([]);
  });

  it("lets an administrator change any customer's rental, written to the audit log", async () => {
    const { ana, admin } = await people();
    const { rentalId } = await booked(ana.cookie, 5, 7);
    const done = await reschedule(admin.cookie, rentalId, 6, 7);
    expect(done.statusCode, done.body).toBe(200);
    expect((await changesOf(rentalId))[0]).toMatchObject({ kind: 'shorten', actorId: admin.id });
    const { rows } = await t.pool.query(
      `SELECT action, entity, entity_id, after FROM audit_log WHERE entity = 'rental'`,
    );
    expect(rows).toEqual([
      { action: 'edit', entity: 'rental', entity_id: rentalId, after: expect.objectContaining(range(6, 7)) },
    ]);
  });
});

describe('a move racing a booking', () => {
  it('for the last unit on the same days: exactly one wins, and the loser changed nothing', async () => {
    const { ana, ben } = await people();
    for (let round = 0; round < 8; round += 1) {
      const { rentalId, productId } = await booked(ana.cookie, 3, 4, { stock: 1 });
      const units = await unitsOf(rentalId);
      const [move, booking] = await Promise.all([
        reschedule(ana.cookie, rentalId, 10, 11),
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { cookie: ben.cookie },
          payload: { productId, ...range(10, 11), quantity: 1 },
        }),
      ]);
      const wins = [move.statusCode === 200, booking.statusCode === 201];
      expect(wins.filter(Boolean), `round ${round}: ${move.body} ${booking.body}`).toHaveLength(1);
      const loser = move.statusCode === 200 ? booking : move;
      expect(loser.statusCode).toBe(409);
      expect(['NOT_ENOUGH_STOCK', 'DATES_TAKEN']).toContain(loser.json().error.code);
      if (move.statusCode === 200) {
        expect(await unitsOf(rentalId)).toEqual([{ itemId: units[0]!.itemId, ...range(10, 11) }]);
        expect(await changesOf(rentalId)).toHaveLength(1);
      } else {
        await expectUnchanged(rentalId, range(3, 4), units);
      }
      // Whoever won, the one unit is out once on those days.
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id
         WHERE i.product_id = $1 AND NOT ri.cancelled AND ri.date_from = $2`,
        [productId, kit.day(10)],
      );
      expect(rows[0].n).toBe(1);
    }
  });
});
