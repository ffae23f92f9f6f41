import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { DEFAULT_OPENING_RULES } from '../../shared/opening-days';
import { createPublisher, subscriberTask } from '../events/publish';
import { MAIL_SUBSCRIBER } from '../mail/event-mails';
import { createJobQueue } from '../jobs/queue';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { createWaitlistSubscriber, WAITLIST_SUBSCRIBER } from './subscriber';

/*
 * Issue 31's waitlist, from a cancelled rental to the real SMTP mailbox: every customer waiting
 * for the freed dates gets exactly one mail, in their language, with a link that fills the cart;
 * delivering the event again sends nothing more, and a cancellation that frees other dates (or
 * none) sends nothing at all.
 */

const SHOP = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = (n: number) => addDays(TEST_TODAY, n);

/** Lets the job worker run dry, then the mails received by those waiting (the owner's own cancellation mails aside). */
async function settled() {
  await t.jobsDone();
  return t.mailbox.received.filter((mail) => !mail.to.includes('owner@example.com'));
}

/** A product of one unit; the rentals of its owner, each taking that unit (days from today). */
async function productBookedBy(ranges: [number, number][]) {
  const owner = await t.signIn({ email: 'owner@example.com' });
  const product = await insertProduct(t.db, { name: 'Sony FX3', nameEs: 'Sony FX3 (ES)', nameDe: 'Sony FX3 (DE)' });
  const [unit] = await insertItems(t.db, product.id, 1);
  const rentalIds = [];
  for (const [from, to] of ranges) {
    const rental = await insertRental(t.db, {
      userId: owner.id,
      productId: product.id,
      dateFrom: day(from),
      dateTo: day(to),
      itemIds: [unit!.id],
    });
    rentalIds.push(rental.id);
  }
  const cancel = async (rentalId: number) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${rentalId}`,
      headers: { cookie: owner.cookie, origin: SHOP },
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  return { product, unit: unit!, rentalIds, cancel };
}

/** Customers who each wait for the product from day `from` to day `to`. */
async function waiting(productId: number, from: number, to: number, who: [string, Language][]) {
  for (const [email, language] of who) {
    const customer = await t.signIn({ email, language });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { cookie: customer.cookie, origin: SHOP },
      payload: { productId, dateFrom: day(from), dateTo: day(to) },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('the waitlist mails', () => {
  it('tells each of three customers waiting once when the rental is cancelled, and never twice', async () => {
    const { product, rentalIds, cancel } = await productBookedBy([[5, 7]]);
    const customers: [string, Language][] = [
      ['ana@example.com', 'en'],
      ['bea@example.com', 'es'],
      ['carl@example.com', 'de'],
    ];
    await waiting(product.id, 5, 7, customers);
    await waiting(product.id, 6, 6, [['dan@example.com', 'en']]);
    expect(await settled()).toHaveLength(0);

    await cancel(rentalIds[0]!);
    const mails = await settled();
    // The one who cancelled is told too, once (issue 48).
    expect(t.mailbox.received.filter((mail) => mail.to.includes('owner@example.com'))).toHaveLength(1);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [...customers.map(([email]) => [email]), ['dan@example.com']].sort(),
    );
    const subjects = Object.fromEntries(mails.map((mail) => [mail.to[0], mail.subject]));
    expect(subjects['ana@example.com']).toBe('Sony FX3 is free on your dates');
    expect(subjects['bea@example.com']).toBe('Sony FX3 (ES) está libre en tus fechas');
    expect(subjects['carl@example.com']).toBe('Sony FX3 (DE) ist in deinem Zeitraum frei');
    const ana = mails.find((mail) => mail.to.includes('ana@example.com'))!;
    const link = new URL(/https?:\/\/\S+\/cart\?\S+/.exec(ana.text)![0]);
    expect(link.origin).toBe(SHOP);
    expect(Object.fromEntries(link.searchParams)).toEqual({ add: String(product.id), from: day(5), to: day(7) });

    // The requests ended: the list says so, and the events delivered again tell no one again.
    const { rows } = await t.db.execute<{ id: number; type: string }>(
      sql`SELECT id, type FROM domain_events WHERE type IN ('rental.cancelled', 'order.cancelled')`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const jobs = createJobQueue(t.db);
    for (const row of rows) await jobs.add(subscriberTask(WAITLIST_SUBSCRIBER), { eventId: row.id });
    expect(await settled()).toHaveLength(4);
    const { rows: open } = await t.db.execute(sql`SELECT id FROM waitlist_requests WHERE notified_at IS NULL`);
    expect(open).toHaveLength(0);
  });

  it('tells no one when the cancelled rental frees other dates, or nothing is cancelled', async () => {
    const { product, rentalIds, cancel } = await productBookedBy([
      [5, 7],
      [10, 12],
    ]);
    await waiting(product.id, 5, 7, [
      ['ana@example.com', 'en'],
      ['bea@example.com', 'es'],
    ]);
    expect(await settled()).toHaveLength(0);
    await cancel(rentalIds[1]!);
    expect(await settled()).toHaveLength(0);
    const { rows } = await t.db.execute(sql`SELECT id FROM waitlist_requests WHERE notified_at IS NULL`);
    expect(rows).toHaveLength(2);
  });

  it('tells the waiting customer when an administrator puts a unit back in service', async () => {
    const { product, unit } = await productBookedBy([[5, 7]]);
    const [broken] = await insertItems(t.db, product.id, 1, 1);
    await waiting(product.id, 6, 7, [['ana@example.com', 'en']]);
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const put = (itemId: number, serialNumber: string, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/items/${itemId}`,
        headers: { cookie: admin.cookie, origin: SHOP },
        payload: { serialNumber, productId: product.id, status },
      });
    // A rename of an operational unit frees nothing and publishes nothing.
    expect((await put(unit.id, unit.serialNumber, 'Operational')).statusCode).toBe(200);
    expect(await settled()).toHaveLength(0);
    expect((await put(broken!.id, broken!.serialNumber, 'Operational')).statusCode).toBe(200);
    const mails = await settled();
    expect(mails.map((mail) => mail.to)).toEqual([['ana@example.com']]);
    const { rows } = await t.db.execute(sql`SELECT type FROM domain_events WHERE type = 'unit.back_in_service'`);
    expect(rows).toHaveLength(1);
  });

  it('tells once when deliveries of the event run at the same time', async () => {
    const { product, rentalIds } = await productBookedBy([[5, 7]]);
    await waiting(product.id, 5, 7, [
      ['ana@example.com', 'en'],
      ['bea@example.com', 'es'],
    ]);
    // Cancelled in the database, with its event written by hand: only the simultaneous deliveries below run.
    await t.db.execute(sql`UPDATE rentals SET cancelled_at = now() WHERE id = ${rentalIds[0]!}`);
    await t.db.execute(sql`UPDATE rental_items SET cancelled = true WHERE rental_id = ${rentalIds[0]!}`);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`INSERT INTO domain_events (type, payload) VALUES ('rental.cancelled', ${JSON.stringify({ rentalId: rentalIds[0], orderId: 0 })}::jsonb) RETURNING id`,
    );
    const deliver = createWaitlistSubscriber({
      db: t.db,
      calendar: t.calendar,
      openingRules: async () => DEFAULT_OPENING_RULES,
      publish: createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]),
    });
    await Promise.all(Array.from({ length: 6 }, () => deliver({ eventId: rows[0]!.id }, {} as never)));
    const mails = await settled();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['ana@example.com', 'bea@example.com']);
  });
});
