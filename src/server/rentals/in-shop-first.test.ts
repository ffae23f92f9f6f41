import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { auditLog } from '../audit/schema';
import { createPublisher } from '../events/publish';
import { createJobQueue } from '../jobs/queue';
import { MAIL_SUBSCRIBER } from '../mail/event-mails';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { giveUnitsInShop } from './in-shop-first';

/*
 * Units in the shop first (issue 48): a booking is given a unit in the shop before one still with
 * a customer, and the re-check before pick-ups replaces a unit still out by one in the shop.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const swapEvents = (publish: ReturnType<typeof createPublisher>) => ({
  swapped: (swap: { rentalId: number; newItemId: number; replacedItemId: number }, tx: Parameters<typeof publish>[1]) =>
    publish({ type: 'unit.swapped', ...swap }, tx),
});

const yesterday = addDays(TEST_TODAY, -1);
const tomorrow = addDays(TEST_TODAY, 1);

/** A product of two units, the first (lower id) handed over on a rental that ended yesterday and not back. */
async function oneUnitOutLate() {
  const late = await t.signIn({ email: 'late@example.com', fullName: 'Lea Late' });
  const product = await insertProduct(t.db, { name: 'Sigma 18-35mm', dailyPrice: '12.00' });
  const [out, inShop] = await insertItems(t.db, product.id, 2);
  const overdue = await insertRental(t.db, {
    userId: late.id,
    productId: product.id,
    dateFrom: addDays(TEST_TODAY, -4),
    dateTo: yesterday,
    itemIds: [out!.id],
  });
  await t.pool.query(`UPDATE rental_items SET checked_out_at = now() - interval '4 days' WHERE rental_id = $1`, [
    overdue.id,
  ]);
  return { product, out: out!, inShop: inShop! };
}

describe('units in the shop first', () => {
  it('books the unit in the shop, not the one still out late, though both are free on the days', async () => {
    const { product, inShop } = await oneUnitOutLate();
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: ada.cookie },
      payload: { productId: product.id, dateFrom: tomorrow, dateTo: addDays(tomorrow, 1), quantity: 1 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().items).toEqual([expect.objectContaining({ id: inShop.id })]);
  });

  it('gives tomorrow’s rental a unit in the shop in place of one still out, audited and mailed', async () => {
    const { product, out, inShop } = await oneUnitOutLate();
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada', language: 'en' });
    // Booked while the first unit was still in the shop (as the factory writes it, by hand).
    const rental = await insertRental(t.db, {
      userId: ada.id,
      productId: product.id,
      dateFrom: tomorrow,
      dateTo: addDays(tomorrow, 2),
      itemIds: [out.id],
    });
    const publish = createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]);
    const run = () => giveUnitsInShop({ db: t.db, calendar: t.calendar, events: swapEvents(publish) });

    expect(await run()).toBe(1);
    const { rows } = await t.pool.query('SELECT item_id FROM rental_items WHERE rental_id = $1', [rental.id]);
    expect(rows).toEqual([{ item_id: inShop.id }]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rental.id));
    expect(entry).toMatchObject({
      actorId: null,
      actorName: 'Framehire (automatic)',
      action: 'swap',
      before: { items: [{ id: out.id, serialNumber: out.serialNumber }] },
      after: { items: [{ id: inShop.id, serialNumber: inShop.serialNumber }] },
    });
    const mail = await t.mailbox.waitFor('ada@example.com');
    expect(mail.text).toContain(inShop.serialNumber);
    // Nothing more to do: a second round changes nothing.
    expect(await run()).toBe(0);
  });

  it('leaves the unit when no other is in the shop, for the desk to flag', async () => {
    const { product, out, inShop } = await oneUnitOutLate();
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben' });
    await insertRental(t.db, {
      userId: ben.id,
      productId: product.id,
      dateFrom: TEST_TODAY,
      dateTo: addDays(tomorrow, 3),
      itemIds: [inShop.id],
    });
    const rental = await insertRental(t.db, {
      userId: ada.id,
      productId: product.id,
      dateFrom: tomorrow,
      dateTo: addDays(tomorrow, 1),
      itemIds: [out.id],
    });
    const publish = createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]);
    expect(await giveUnitsInShop({ db: t.db, calendar: t.calendar, events: swapEvents(publish) })).toBe(0);
    const { rows } = await t.pool.query('SELECT item_id FROM rental_items WHERE rental_id = $1', [rental.id]);
    expect(rows).toEqual([{ item_id: out.id }]);
  });
});
