import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate } from '../../shared/calendar-date';
import type { AffectedRental } from '../../shared/schemas/closed-days';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 48: closing a day that live rentals pick up or return on is never silent. PATCH
 * /api/admin/settings answers 409 AFFECTED_RENTALS with them and saves nothing, until the request
 * says `confirmAffected`: "keep" (exceptions the desk expects) or "notify" (each customer mailed,
 * in their language, their options: move, or cancel with everything back). Today is Sunday
 * 2030-03-10 (TEST_TODAY); day(2) is Tuesday the 12th.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let admin: { cookie: string; id: string };
const day = (offset: number) => addDays(TEST_TODAY, offset);

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner', isAdmin: true });
  // The settings' row, as every shop has it from its first migration (a test's reset empties it).
  expect((await save({ leadTimeDays: 0 })).statusCode).toBe(200);
});

function save(payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    payload,
  });
}

const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });

/** Customers' orders touching Tuesday the 12th, and rentals that must not be listed beside them. */
async function scene() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez', language: 'es' });
  const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Braun', language: 'de' });
  const camera = await insertProduct(t.db, { name: 'Sony FX3', dailyPrice: '20.00' });
  await insertItems(t.db, camera.id, 6);
  const lens = await insertProduct(t.db, { name: 'Sigma 35mm', dailyPrice: '10.00' });
  await insertItems(t.db, lens.id, 6);
  // Ana picks up on Tuesday; Ben brings a lens back on Tuesday and picks up a camera that day too.
  const anas = await kit.place(ana.cookie, [{ productId: camera.id, from: 2, to: 4, dailyPrice: '20.00' }]);
  const bens = await kit.place(ben.cookie, [
    { productId: lens.id, from: 1, to: 2, dailyPrice: '10.00' },
    { productId: camera.id, from: 2, to: 3, dailyPrice: '20.00' },
  ]);
  // Cancelled; handed over already (its pick-up is done, its return is Thursday); a quote's hold.
  const cancelled = await kit.place(ana.cookie, [{ productId: lens.id, from: 2, to: 3 }]);
  expect((await kit.remove(ana.cookie, `/api/rentals/${cancelled.rentals[0]!.id}`)).statusCode).toBe(204);
  const [unit] = await insertItems(t.db, lens.id, 1);
  const out = await insertRental(t.db, {
    userId: ana.id,
    productId: lens.id,
    dateFrom: day(2),
    dateTo: day(4),
    itemIds: [unit!.id],
  });
  await t.db.execute(sql`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = ${out.id}`);
  const held = await kit.place(ben.cookie, [{ productId: lens.id, from: 2, to: 2 }]);
  await t.db.execute(
    sql`UPDATE orders SET status = 'Held', hold_expires_at = now() + interval '1 day' WHERE id = ${held.id}`,
  );
  return { ana, ben, camera, lens, anas, bens };
}

async function settingsNow() {
  return (await t.app.inject({ url: '/api/admin/settings', headers: headers(admin.cookie) })).json();
}

const closedRows = async () =>
  (
    await t.db.execute<{ rental_id: number; date: string; kind: string; choice: string; decided_by: string }>(
      sql`SELECT rental_id, date::text, kind, choice, decided_by FROM rental_closed_days ORDER BY rental_id, kind`,
    )
  ).rows;

describe('closing a day with pick-ups and returns on it', () => {
  it('answers 409 AFFECTED_RENTALS with each pick-up and return, by order, and saves nothing', async () => {
    const { anas, bens } = await scene();
    const before = await settingsNow();
    const refused = await save({ closedDates: [day(2)] });
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json() as {
      error: { code: string; message: string; affected: AffectedRental[] };
      affected: AffectedRental[];
    };
    expect(body.error.code).toBe('AFFECTED_RENTALS');
    expect(body.error.message).toMatch(/^3 pick-up\(s\) or return\(s\) fall on days this change closes/);
    // By day, then order (Ana's was placed first), then rental.
    expect(anas.reference < bens.reference).toBe(true);
    expect(body.affected).toEqual([
      {
        rentalId: anas.rentals[0]!.id,
        orderId: anas.id,
        date: day(2),
        kind: 'pick-up',
        orderReference: anas.reference,
        customerName: 'Ana Pérez',
        productName: 'Sony FX3',
      },
      {
        rentalId: bens.rentals[0]!.id,
        orderId: bens.id,
        date: day(2),
        kind: 'return',
        orderReference: bens.reference,
        customerName: 'Ben Braun',
        productName: 'Sigma 35mm',
      },
      {
        rentalId: bens.rentals[1]!.id,
        orderId: bens.id,
        date: day(2),
        kind: 'pick-up',
        orderReference: bens.reference,
        customerName: 'Ben Braun',
        productName: 'Sony FX3',
      },
    ]);
    // The same list inside the error, as an order's refused lines are.
    expect(body.error.affected).toEqual(body.affected);
    expect(await settingsNow()).toEqual(before);
    expect(await closedRows()).toEqual([]);
    const audits = await t.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'rental'`);
    expect(audits.rows[0]).toEqual({ n: 0 });
  });

  it('finds the pick-ups and returns of the weekdays it closes (Sundays), today included, and none on days already closed', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const product = await insertProduct(t.db, { name: 'DJI RS 4' });
    await insertItems(t.db, product.id, 3);
    // Today is a Sunday: a pick-up today not handed over yet; a return next Sunday; a Friday-to-Saturday rental.
    const today = await kit.place(ana.cookie, [{ productId: product.id, from: 0, to: 1 }]);
    const nextSunday = await kit.place(ana.cookie, [{ productId: product.id, from: 5, to: 7 }]);
    await kit.place(ana.cookie, [{ productId: product.id, from: 5, to: 6 }]);
    const refused = await save({ openingDays: [1, 2, 3, 4, 5, 6] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().affected.map((one: AffectedRental) => [one.rentalId, one.date, one.kind])).toEqual([
      [today.rentals[0]!.id, TEST_TODAY, 'pick-up'],
      [nextSunday.rentals[0]!.id, day(7), 'return'],
    ]);

    // Closed on Sundays with the customers kept: closing the 17th (a Sunday) too asks about nothing.
    expect((await save({ openingDays: [1, 2, 3, 4, 5, 6], confirmAffected: 'keep' })).statusCode).toBe(200);
    expect((await save({ closedDates: [day(7)] })).statusCode).toBe(200);
    // Nor does a change that closes nothing, such as opening on Sundays again.
    expect((await save({ openingDays: [1, 2, 3, 4, 5, 6, 7], closedDates: [] })).statusCode).toBe(200);
  });

  it('with "keep", saves, keeps each rental as an exception the desk expects, audits it, and does not ask again', async () => {
    const { anas, bens } = await scene();
    // Closing today too, where Ana's second rental picks up: the desk's day.
    const ana = await t.signIn({ email: 'ana2@example.com', fullName: 'Ana Dos' });
    const product = await insertProduct(t.db, { name: 'Canon R5' });
    await insertItems(t.db, product.id, 1);
    const todays = await kit.place(ana.cookie, [{ productId: product.id, from: 0, to: 2 }]);

    const kept = await save({ closedDates: [TEST_TODAY, day(2)], confirmAffected: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().closedDates).toEqual([TEST_TODAY, day(2)]);
    expect(await closedRows()).toEqual(
      [
        { rental_id: todays.rentals[0]!.id, date: TEST_TODAY, kind: 'pick-up', choice: 'keep', decided_by: admin.id },
        { rental_id: todays.rentals[0]!.id, date: day(2), kind: 'return', choice: 'keep', decided_by: admin.id },
        { rental_id: anas.rentals[0]!.id, date: day(2), kind: 'pick-up', choice: 'keep', decided_by: admin.id },
        { rental_id: bens.rentals[0]!.id, date: day(2), kind: 'return', choice: 'keep', decided_by: admin.id },
        { rental_id: bens.rentals[1]!.id, date: day(2), kind: 'pick-up', choice: 'keep', decided_by: admin.id },
      ].sort((a, b) => a.rental_id - b.rental_id || a.kind.localeCompare(b.kind)),
    );
    // The settings' entry as every change has it, and one per rental saying what was chosen.
    const { rows: audits } = await t.db.execute<{
      entity: string;
      entity_id: number;
      actor_name: string;
      after: unknown;
    }>(
      sql`SELECT entity, entity_id, actor_name, after FROM audit_log WHERE entity IN ('settings', 'rental') ORDER BY id`,
    );
    expect(audits.map((entry) => entry.entity)).toEqual([
      'settings',
      'settings',
      'rental',
      'rental',
      'rental',
      'rental',
    ]);
    expect(audits.find((entry) => entry.entity_id === anas.rentals[0]!.id && entry.entity === 'rental')).toEqual({
      entity: 'rental',
      entity_id: anas.rentals[0]!.id,
      actor_name: 'Olga Owner',
      after: { closedDays: [{ date: day(2), kind: 'pick-up', choice: 'keep' }] },
    });
    expect(
      audits.find((entry) => entry.entity_id === todays.rentals[0]!.id && entry.entity === 'rental')?.after,
    ).toEqual({
      closedDays: [
        { date: TEST_TODAY, kind: 'pick-up', choice: 'keep' },
        { date: day(2), kind: 'return', choice: 'keep' },
      ],
    });
    // The desk expects today's pick-up on the day the shop closed for everyone else.
    const desk = await t.app.inject({ url: '/api/admin/desk', headers: headers(admin.cookie) });
    expect(desk.json().pickUps.items.map((rental: { id: number }) => rental.id)).toContain(todays.rentals[0]!.id);
    // No mail for a choice to keep.
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => /^(We are closed|Cerramos|An einem Tag)/.test(mail.subject))).toEqual(
      [],
    );

    // Reopened and closed again: the kept rentals are not asked about again.
    expect((await save({ closedDates: [] })).statusCode).toBe(200);
    expect((await save({ closedDates: [day(2)] })).statusCode).toBe(200);
  });

  it('with "notify", saves, mails each customer once per order in their language, and refunds a cancellation in full', async () => {
    const { ana, anas, bens } = await scene();
    // Cancelling two days before keeps everything by the shop's rules: the closed day gives it all back.
    expect((await save({ cancellation: { fullRefundDaysBefore: 7, lateRefundPercent: 0 } })).statusCode).toBe(200);
    const paid = await kit.post(admin.cookie, `/api/admin/orders/${anas.id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const rentalId = anas.rentals[0]!.id;
    const quoteBefore = await t.app.inject({
      url: `/api/rentals/${rentalId}/cancellation-refund`,
      headers: headers(ana.cookie),
    });
    expect(quoteBefore.json()).toMatchObject({ refund: '0.00', percent: 0, paid: true });

    const told = await save({ closedDates: [day(2)], confirmAffected: 'notify' });
    expect(told.statusCode, told.body).toBe(200);
    expect((await closedRows()).map((row) => row.choice)).toEqual(['notify', 'notify', 'notify']);

    await t.jobsDone();
    const anasMails = t.mailbox.received.filter(
      (mail) => mail.to.includes('ana@example.com') && mail.subject.startsWith('Cerramos'),
    );
    expect(anasMails).toHaveLength(1);
    const spanish = anasMails[0]!;
    expect(spanish.subject).toBe(`Cerramos un día de tu pedido ${anas.reference}`);
    expect(spanish.text).toContain('Sony FX3');
    expect(spanish.text).toContain(`Día de recogida: ${formatCalendarDate(day(2), 'es')} (cerrado)`);
    expect(spanish.text).toContain('te devolvemos todo lo que pagaste');
    expect(spanish.text).toContain(`http://localhost:3000/account/rental-requests/${rentalId}`);
    // Ben's two rentals, one mail in German, leading to his list of rentals.
    const german = t.mailbox.received.filter(
      (mail) => mail.to.includes('ben@example.com') && mail.subject.includes('geschlossen'),
    );
    expect(german).toHaveLength(1);
    expect(german[0]!.subject).toBe(`An einem Tag deiner Bestellung ${bens.reference} haben wir geschlossen`);
    expect(german[0]!.text).toContain(`Rückgabetag: ${formatCalendarDate(day(2), 'de')} (geschlossen)`);
    expect(german[0]!.text).toContain(`Abholtag: ${formatCalendarDate(day(2), 'de')} (geschlossen)`);
    expect(german[0]!.text).toContain('http://localhost:3000/account/rental-requests\n');

    // Cancelling now gives everything back, whatever the rules say, as the mail promised.
    const quote = await t.app.inject({
      url: `/api/rentals/${rentalId}/cancellation-refund`,
      headers: headers(ana.cookie),
    });
    expect(quote.json()).toEqual({ refund: '60.00', percent: 100, paid: true });
    expect((await kit.remove(ana.cookie, `/api/rentals/${rentalId}`)).statusCode).toBe(204);
    const order = await kit.get(admin.cookie, `/api/admin/orders/${anas.id}`);
    expect(order.json().payments).toContainEqual(expect.objectContaining({ kind: 'refund', amount: '60.00' }));
  });

  it('with "notify", a rental moved off the closed day is under the shop\'s rules again', async () => {
    const { ana, anas } = await scene();
    expect((await save({ cancellation: { fullRefundDaysBefore: 7, lateRefundPercent: 0 } })).statusCode).toBe(200);
    expect(
      (await kit.post(admin.cookie, `/api/admin/orders/${anas.id}/payments`, { channel: 'cash' })).statusCode,
    ).toBe(200);
    expect((await save({ closedDates: [day(2)], confirmAffected: 'notify' })).statusCode).toBe(200);
    const rentalId = anas.rentals[0]!.id;
    const refund = () =>
      t.app.inject({ url: `/api/rentals/${rentalId}/cancellation-refund`, headers: headers(ana.cookie) });
    expect((await refund()).json()).toMatchObject({ percent: 100 });
    // Not kept: its first day is closed to it too, as to any booking.
    const closedStart = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rentalId}/reschedule`,
      headers: headers(ana.cookie),
      payload: { dateFrom: day(2), dateTo: day(3) },
    });
    expect(closedStart.json().error).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY' });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rentalId}/reschedule`,
      headers: headers(ana.cookie),
      payload: { dateFrom: day(3), dateTo: day(5) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await refund()).json()).toMatchObject({ refund: '0.00', percent: 0 });
  });

  it('keeps a kept pick-up day open for that rental when its customer shortens it', async () => {
    const { ana, anas } = await scene();
    expect((await save({ closedDates: [day(2)], confirmAffected: 'keep' })).statusCode).toBe(200);
    const shortened = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${anas.rentals[0]!.id}/reschedule`,
      headers: headers(ana.cookie),
      payload: { dateFrom: day(2), dateTo: day(3) },
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(shortened.json()).toMatchObject({ dateFrom: day(2), dateTo: day(3) });
  });
});
