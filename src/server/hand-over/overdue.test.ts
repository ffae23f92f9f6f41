import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { createDatabase } from '../db/client';
import { shopSettings } from '../settings/schema';
import { createPublisher } from '../events/publish';
import { createJobQueue } from '../jobs/queue';
import { MAIL_SUBSCRIBER } from '../mail/event-mails';
import { createShopCalendar } from '../shop-calendar';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, TEST_TIME_ZONE, TEST_TODAY, type TestApp } from '../test/test-app';
import { sweepOverdue } from './overdue';

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
/** The moment the app's clock stands at; tests move it. */
let now = new Date(`${TEST_TODAY}T09:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  // reset() empties the settings too (their row names the user who saved them): the shop's address again.
  await t.reset();
  const legal = { name: 'Framehire Madrid', street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', country: 'ES' };
  await t.db
    .insert(shopSettings)
    .values({ id: 1, value: { legal } })
    .onConflictDoUpdate({ target: shopSettings.id, set: { value: { legal } } });
});

/** `days` after the test's today, at `hour`:00 in Madrid (UTC+1 in March). */
const at = (days: number, hour: number) =>
  (now = new Date(`${addDays(TEST_TODAY, days)}T${String(hour - 1).padStart(2, '0')}:00:00Z`));

/** A worker of its own: its own connections to the shop's database, the shop's calendar at `now`. */
function worker() {
  const { pool, db } = createDatabase(t.databaseUrl, { max: 4 });
  const calendar = createShopCalendar(TEST_TIME_ZONE, () => now);
  const publish = createPublisher(createJobQueue(db), [MAIL_SUBSCRIBER]);
  return { run: () => sweepOverdue({ db, calendar, publish }), close: () => pool.end() };
}

/** A rental of `units` units of a product at 45.00 a day, ending on the test's today; handed over unless told. */
async function rental(email: string, options: { units?: number; handedOver?: boolean; from?: IsoDate } = {}) {
  const customer = await t.signIn({ email, fullName: email.split('@')[0], language: 'en' });
  const product = await insertProduct(t.db, { name: `Sony FX3 of ${email}`, dailyPrice: '45.00' });
  const units = await insertItems(t.db, product.id, options.units ?? 2);
  const row = await insertRental(t.db, {
    userId: customer.id,
    productId: product.id,
    dateFrom: options.from ?? addDays(TEST_TODAY, -3),
    dateTo: TEST_TODAY,
    itemIds: units.map((unit) => unit.id),
  });
  if (options.handedOver ?? true) {
    await t.pool.query('UPDATE rental_items SET checked_out_at = $1 WHERE rental_id = $2', [
      `${addDays(TEST_TODAY, -3)}T09:30:00Z`,
      row.id,
    ]);
  }
  return { ...row, customer, units };
}

const mailsTo = (email: string) => t.mailbox.received.filter((mail) => mail.to.includes(email));
/** Lets every queued delivery run (the events, then their mails). */
const settle = () => t.jobsDone();

async function ownRental(cookie: string, id: number) {
  const response = await t.app.inject({ method: 'GET', url: '/api/rentals', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number; overdue: boolean; daysLate: number; lateFee: string }[]).find(
    (row) => row.id === id,
  )!;
}

describe('the overdue sweep', () => {
  it('mails once on the first and once on the third day late, however often and however many workers sweep, never for a rental not handed over or back already, and the fee grown by then is charged once at check-in', async () => {
    at(0, 10);
    const ana = await rental('ana@example.com');
    const ben = await rental('ben@example.com', { units: 1 });
    const cleo = await rental('cleo@example.com', { handedOver: false });
    const first = worker();
    const second = worker();

    // The last day: not late yet.
    expect(await first.run()).toBe(0);
    expect(await ownRental(ana.customer.cookie, ana.id)).toMatchObject({ overdue: false, lateFee: '0.00' });

    // Day 1, 07:00: late, but no mail in the night.
    at(1, 7);
    expect(await first.run()).toBe(0);
    expect(await ownRental(ana.customer.cookie, ana.id)).toMatchObject({
      overdue: true,
      daysLate: 1,
      lateFee: '90.00',
    });

    // Day 1, 10:00: two workers at once and a third run: one notice each for Ana and Ben.
    at(1, 10);
    const counts = await Promise.all([first.run(), second.run(), first.run(), second.run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    at(1, 18);
    expect(await first.run()).toBe(0);
    await first.close();
    await second.close();
    await t.mailbox.waitFor('ana@example.com');
    await t.mailbox.waitFor('ben@example.com');
    await settle();
    expect(mailsTo('ana@example.com')).toHaveLength(1);
    expect(mailsTo('ben@example.com')).toHaveLength(1);
    expect(mailsTo('cleo@example.com')).toHaveLength(0);
    const [dayOne] = mailsTo('ana@example.com');
    expect(dayOne!.subject).toBe('Your rental of Sony FX3 of ana@example.com is overdue');
    expect(dayOne!.text).toContain('ended on 10 March 2030, 1 day ago');
    // Every unit not back, in the rental's order of its units (by serial number as text: SN-1-10 before SN-1-9).
    const notBack = /Not back yet \(serial numbers\): (.*)/.exec(dayOne!.text)?.[1]?.split(', ');
    expect(notBack?.toSorted()).toEqual(ana.units.map((unit) => unit.serialNumber).toSorted());
    expect(dayOne!.text).toContain('Late fee per day: €90.00');
    expect(dayOne!.text).toContain('Late fee so far: €90.00');
    expect(dayOne!.text).toContain('Bring them back to: Framehire Madrid, Calle Mayor 1, 28013 Madrid, Spain');
    expect(dayOne!.text).toContain(`http://localhost:3000/account/rental-requests/${ana.id}`);

    // Day 2: Ben brings his unit back; nobody is mailed, however often the sweep runs.
    t.mailbox.clear();
    await t.pool.query(`UPDATE rental_items SET checked_in_at = $1, return_condition = 'ok' WHERE rental_id = $2`, [
      `${addDays(TEST_TODAY, 2)}T10:00:00Z`,
      ben.id,
    ]);
    const restarted = worker();
    for (const hour of [9, 12, 20]) {
      at(2, hour);
      expect(await restarted.run()).toBe(0);
    }
    expect(await ownRental(ana.customer.cookie, ana.id)).toMatchObject({ daysLate: 2, lateFee: '180.00' });
    expect(await ownRental(ben.customer.cookie, ben.id)).toMatchObject({ overdue: false });

    // Day 3: Ana's second notice, once; Ben's rental is over.
    at(3, 9);
    const third = worker();
    const dayThree = await Promise.all([restarted.run(), third.run(), restarted.run()]);
    expect(dayThree.reduce((sum, count) => sum + count, 0)).toBe(1);
    at(3, 15);
    expect(await third.run()).toBe(0);
    await t.mailbox.waitFor('ana@example.com');
    await settle();
    expect(mailsTo('ana@example.com')).toHaveLength(1);
    expect(mailsTo('ana@example.com')[0]!.text).toContain('3 days ago');
    expect(mailsTo('ana@example.com')[0]!.text).toContain('Late fee so far: €270.00');
    expect(t.mailbox.received).toHaveLength(1);

    // Day 4: no notice is due.
    t.mailbox.clear();
    at(4, 11);
    expect(await Promise.all([restarted.run(), third.run()])).toEqual([0, 0]);
    expect(await ownRental(ana.customer.cookie, ana.id)).toMatchObject({
      overdue: true,
      daysLate: 4,
      lateFee: '360.00',
    });
    await settle();
    expect(t.mailbox.received).toEqual([]);
    await restarted.close();
    await third.close();

    // Still day 4: Ana brings both units back at the desk. The fee is charged there, once (4 days
    // x 2 units x 45.00), and grows no more; a second check-in of the same units is refused.
    const admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
    const checkIn = () =>
      desk.checkIn(
        admin.cookie,
        ana.id,
        ana.units.map((unit) => ({ serial: unit.serialNumber, condition: 'ok' as const })),
      );
    expect((await checkIn()).statusCode).toBe(200);
    expect((await checkIn()).statusCode).toBe(409);
    at(6, 11);
    expect(await ownRental(ana.customer.cookie, ana.id)).toMatchObject({
      overdue: false,
      daysLate: 0,
      lateFee: '360.00',
    });
    const fees = await t.pool.query(`SELECT amount_cents FROM payments WHERE kind = 'late_fee'`);
    expect(fees.rows).toEqual([{ amount_cents: 36_000 }]);

    const { rows } = await t.pool.query('SELECT rental_id, days_late, day::text FROM late_notices ORDER BY 1, 2');
    expect(rows).toEqual([
      { rental_id: ana.id, days_late: 1, day: addDays(TEST_TODAY, 1) },
      { rental_id: ana.id, days_late: 3, day: addDays(TEST_TODAY, 3) },
      { rental_id: ben.id, days_late: 1, day: addDays(TEST_TODAY, 1) },
    ]);
    expect(cleo.id).toBeGreaterThan(0);
  });

  it('first finding a rental on its fourth day late, records both notices and sends only the third day’s', async () => {
    const dora = await rental('dora@example.com', { units: 1 });
    at(4, 10);
    const sweeper = worker();
    expect(await sweeper.run()).toBe(1);
    expect(await sweeper.run()).toBe(0);
    await sweeper.close();
    await t.mailbox.waitFor('dora@example.com');
    await settle();
    expect(mailsTo('dora@example.com')).toHaveLength(1);
    expect(mailsTo('dora@example.com')[0]!.text).toContain('4 days ago');
    const { rows } = await t.pool.query('SELECT days_late FROM late_notices WHERE rental_id = $1 ORDER BY 1', [
      dora.id,
    ]);
    expect(rows).toEqual([{ days_late: 1 }, { days_late: 3 }]);
    const { rows: events } = await t.pool.query(`SELECT payload FROM domain_events WHERE type = 'rental.overdue'`);
    expect(events).toEqual([{ payload: { rentalId: dora.id, daysLate: 3 } }]);
  });

  it('sends nothing for a cancelled rental, nor when the units came back before the mail went out', async () => {
    const eve = await rental('eve@example.com', { units: 1 });
    const finn = await rental('finn@example.com', { units: 1 });
    await t.pool.query('UPDATE rentals SET cancelled_at = now() WHERE id = $1', [finn.id]);
    at(1, 10);
    const sweeper = worker();
    expect(await sweeper.run()).toBe(1);
    await t.mailbox.waitFor('eve@example.com');
    await settle();
    expect(t.mailbox.received.map((mail) => mail.to)).toEqual([['eve@example.com']]);
    // Eve's unit is back; a notice still on its way (a delivery retried, a queue that was down)
    // is written when it is sent, from the rental as it is then: nothing is asked any more.
    await t.pool.query(`UPDATE rental_items SET checked_in_at = now(), return_condition = 'ok' WHERE rental_id = $1`, [
      eve.id,
    ]);
    t.mailbox.clear();
    const { db, pool } = createDatabase(t.databaseUrl, { max: 1 });
    await createPublisher(createJobQueue(db), [MAIL_SUBSCRIBER])(
      { type: 'rental.overdue', rentalId: eve.id, daysLate: 3 },
      db,
    );
    await pool.end();
    await sweeper.close();
    await settle();
    expect(t.mailbox.received).toEqual([]);
    const { rows } = await t.pool.query('SELECT rental_id FROM late_notices');
    expect(rows).toEqual([{ rental_id: eve.id }]);
  });
});
