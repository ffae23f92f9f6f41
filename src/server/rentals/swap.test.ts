import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { auditLog } from '../audit/schema';
import { items } from '../db/schema/catalog';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
let products = 0;
let admin: { cookie: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const start = addDays(TEST_TODAY, 5);
const end = addDays(TEST_TODAY, 7);

const swap = (rentalId: number, itemId: number, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/rentals/${rentalId}/swap`,
    headers: { cookie },
    payload: { itemId },
  });

/** A customer's rental of one unit that is then taken out of service, and `spare` free units of the product. */
async function brokenRental(options: { spare: number; dateFrom?: IsoDate; dateTo?: IsoDate; email?: string }) {
  const customer = await t.signIn({ email: options.email ?? 'ada@example.com', fullName: 'Ada', language: 'en' });
  const product = await insertProduct(t.db, { name: `Sony FX3 #${(products += 1)}` });
  const [broken, ...spares] = await insertItems(t.db, product.id, 1 + options.spare);
  const rental = await insertRental(t.db, {
    userId: customer.id,
    productId: product.id,
    dateFrom: options.dateFrom ?? start,
    dateTo: options.dateTo ?? end,
    itemIds: [broken!.id],
  });
  await t.db.update(items).set({ status: 'NonOperational' }).where(eq(items.id, broken!.id));
  return { customer, product, broken: broken!, spares, rental };
}

/** Whether any unit is held twice on overlapping days (the constraint should make this impossible). */
async function overlaps() {
  const { rows } = await t.pool.query(`
    SELECT count(*)::int AS n FROM rental_items a JOIN rental_items b
      ON a.item_id = b.item_id AND a.rental_id < b.rental_id
     AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`);
  return rows[0].n as number;
}

describe('POST /api/admin/rentals/:id/swap', () => {
  it('puts a free working unit on the rental, mails the customer the new serial number and logs the swap', async () => {
    const { rental, broken, spares, customer } = await brokenRental({ spare: 1 });
    const response = await swap(rental.id, broken.id);
    expect(response.statusCode).toBe(200);
    const spare = spares[0]!;
    expect(response.json()).toMatchObject({
      id: rental.id,
      items: [{ id: spare.id, serialNumber: spare.serialNumber }],
    });

    const mail = await t.mailbox.waitFor('ada@example.com');
    expect(mail.subject).toMatch(/^A new unit for your rental of Sony FX3/);
    expect(mail.text).toMatch(new RegExp(`Your new unit \\(serial number\\): ${spare.serialNumber}\\s`));
    expect(mail.text).toMatch(new RegExp(`Replaces: ${broken.serialNumber}\\s`));
    expect(mail.text).toContain(`/account/rental-requests/${rental.id}`);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rental.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Boss',
      action: 'swap',
      entity: 'rental',
      before: { items: [{ id: broken.id, serialNumber: broken.serialNumber }] },
      after: { items: [{ id: spare.id, serialNumber: spare.serialNumber }] },
    });

    // The customer's own rental shows the new unit.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/rentals/${rental.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(own.json().items).toEqual([expect.objectContaining({ id: spare.id, serialNumber: spare.serialNumber })]);
  });

  it('swaps on a rental that is under way (it ends today)', async () => {
    const { rental, broken, spares } = await brokenRental({
      spare: 1,
      dateFrom: addDays(TEST_TODAY, -2),
      dateTo: TEST_TODAY,
    });
    const response = await swap(rental.id, broken.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: spares[0]!.id, serialNumber: spares[0]!.serialNumber }),
    ]);
  });

  it('refuses what it cannot swap, and changes nothing', async () => {
    const { rental, broken, product, customer } = await brokenRental({ spare: 0 });
    const [other] = await insertItems(t.db, product.id, 1, 1);
    const otherProduct = await insertProduct(t.db);
    const [working] = await insertItems(t.db, otherProduct.id, 1);
    const ended = await brokenRental({
      spare: 1,
      dateFrom: addDays(TEST_TODAY, -3),
      dateTo: addDays(TEST_TODAY, -1),
      email: 'ben@example.com',
    });
    const workingRental = await insertRental(t.db, {
      userId: rental.userId,
      productId: otherProduct.id,
      dateFrom: addDays(TEST_TODAY, 20),
      dateTo: addDays(TEST_TODAY, 21),
      itemIds: [working!.id],
    });
    // A spare unit, but taken by another rental on one of the days.
    const busy = await brokenRental({ spare: 1, email: 'cleo@example.com' });
    await insertRental(t.db, {
      userId: rental.userId,
      productId: busy.product.id,
      dateFrom: end,
      dateTo: end,
      itemIds: [busy.spares[0]!.id],
    });

    const cases: [number, number, number, string][] = [
      [rental.id, broken.id, 409, 'NO_FREE_UNIT'],
      [busy.rental.id, busy.broken.id, 409, 'NO_FREE_UNIT'],
      [rental.id, other!.id, 409, 'UNIT_NOT_ON_RENTAL'],
      [workingRental.id, working!.id, 409, 'UNIT_OPERATIONAL'],
      [ended.rental.id, ended.broken.id, 409, 'RENTAL_ENDED'],
      [999_999, broken.id, 404, 'NOT_FOUND'],
    ];
    for (const [rentalId, itemId, status, code] of cases) {
      const response = await swap(rentalId, itemId);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const noFree = await swap(rental.id, broken.id);
    expect(noFree.json().error.message).toBe('No free unit of this product for these dates.');

    const strict = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rentals/${rental.id}/swap`,
      headers: { cookie: admin.cookie },
      payload: { itemId: broken.id, newItemId: 1 },
    });
    expect(strict.statusCode).toBe(400);

    // Not even the rental's own customer may swap its units.
    const asCustomer = await swap(rental.id, broken.id, customer.cookie);
    expect(asCustomer.statusCode).toBe(403);

    const { rows } = await t.pool.query('SELECT rental_id, item_id FROM rental_items WHERE rental_id = $1', [
      rental.id,
    ]);
    expect(rows).toEqual([{ rental_id: rental.id, item_id: broken.id }]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
    expect(t.mailbox.received).toEqual([]);
  });

  it('swaps a working unit still out late on another rental for one in the shop, never for another late one', async () => {
    const customer = await t.signIn({ email: 'ada@example.com', fullName: 'Ada', language: 'en' });
    const other = await t.signIn({ email: 'ben@example.com' });
    const product = await insertProduct(t.db, { name: `Sony FX3 #${(products += 1)}` });
    // The first two units are out and not back from rentals that ended; the third is in the shop.
    const [lateUnit, alsoLate, spare] = await insertItems(t.db, product.id, 3);
    for (const unit of [lateUnit!, alsoLate!]) {
      const gone = await insertRental(t.db, {
        userId: other.id,
        productId: product.id,
        dateFrom: addDays(TEST_TODAY, -4),
        dateTo: addDays(TEST_TODAY, -2),
        itemIds: [unit.id],
      });
      await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [gone.id]);
    }
    const rental = await insertRental(t.db, {
      userId: customer.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 3),
      itemIds: [lateUnit!.id],
    });

    const response = await swap(rental.id, lateUnit!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ id: spare!.id, serialNumber: spare!.serialNumber }),
    ]);
    const mail = await t.mailbox.waitFor('ada@example.com');
    expect(mail.text).toMatch(new RegExp(`Replaces: ${lateUnit!.serialNumber}\\s`));
    // The late unit stays out on the rental it is late from.
    const { rows } = await t.pool.query(
      'SELECT count(*)::int AS n FROM rental_items WHERE item_id = $1 AND checked_out_at IS NOT NULL AND checked_in_at IS NULL',
      [lateUnit!.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('refuses a working unit back from its late rental, and a unit already handed over on this one', async () => {
    const customer = await t.signIn({ email: 'ada@example.com' });
    const product = await insertProduct(t.db, { name: `Sony FX3 #${(products += 1)}` });
    // A third unit is free: the refusals are not for want of one.
    const [returned, handed] = await insertItems(t.db, product.id, 3);
    // Back from its rental (late, but back): working and here, so not swapped.
    const before = await insertRental(t.db, {
      userId: customer.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, -4),
      dateTo: addDays(TEST_TODAY, -2),
      itemIds: [returned!.id],
    });
    await t.pool.query(
      `UPDATE rental_items SET checked_out_at = now() - interval '4 days', checked_in_at = now(), return_condition = 'ok' WHERE rental_id = $1`,
      [before.id],
    );
    const next = await insertRental(t.db, {
      userId: customer.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, 1),
      dateTo: addDays(TEST_TODAY, 2),
      itemIds: [returned!.id],
    });
    // Under way, its unit handed over and then broken: the desk takes it back before any swap.
    const underWay = await insertRental(t.db, {
      userId: customer.id,
      productId: product.id,
      dateFrom: addDays(TEST_TODAY, -1),
      dateTo: addDays(TEST_TODAY, 1),
      itemIds: [handed!.id],
    });
    await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [underWay.id]);
    await t.db.update(items).set({ status: 'NonOperational' }).where(eq(items.id, handed!.id));

    const operational = await swap(next.id, returned!.id);
    expect(operational.statusCode).toBe(409);
    expect(operational.json().error.code).toBe('UNIT_OPERATIONAL');
    const handedOver = await swap(underWay.id, handed!.id);
    expect(handedOver.statusCode).toBe(409);
    expect(handedOver.json().error.code).toBe('UNIT_HANDED_OVER');
    const { rows } = await t.pool.query(
      'SELECT rental_id, item_id FROM rental_items WHERE rental_id = ANY($1) ORDER BY 1',
      [[next.id, underWay.id]],
    );
    expect(rows).toEqual([
      { rental_id: next.id, item_id: returned!.id },
      { rental_id: underWay.id, item_id: handed!.id },
    ]);
  });

  it('never double-books when a swap races a booking for the last free unit', async () => {
    for (let round = 0; round < 20; round += 1) {
      // A booker per round: one who won more than MAX_OPEN_RENTALS rounds would be refused for
      // that, not for the stock this race is about (bookings win more rounds since issue 33).
      const booker = await t.signIn({ email: `racer-${round}@example.com` });
      const { rental, broken, product } = await brokenRental({ spare: 1, email: `round-${round}@example.com` });
      const [swapped, booked] = await Promise.all([
        swap(rental.id, broken.id),
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { cookie: booker.cookie },
          payload: { productId: product.id, dateFrom: start, dateTo: end, quantity: 1 },
        }),
      ]);
      const statuses = [swapped.statusCode, booked.statusCode];
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((status) => status === 200 || status === 201),
        `round ${round}`,
      ).toHaveLength(1);
      if (swapped.statusCode === 409) expect(swapped.json().error.code).toBe('NO_FREE_UNIT');
      else expect(booked.json().error.code).toBe('NOT_ENOUGH_STOCK');
    }
    expect(await overlaps()).toBe(0);
  });
});
