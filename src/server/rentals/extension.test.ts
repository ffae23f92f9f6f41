import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatDateRange } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * POST and GET /api/rentals/{id}/extend for orders paid at the counter (issue 31): the rules and
 * refusals, the units kept or replaced, the money, and what is recorded. Online orders are in
 * stripe/change-payment.test.ts, the race in extension-race.test.ts.
 */

let t: TestApp;
const day = (offset: number) => addDays(TEST_TODAY, offset);

beforeAll(async () => {
  t = await createTestApp({ bookingLimits: { maxRentalDays: 14, bookingHorizonDays: 60 } });
});
afterAll(() => t.close());
beforeEach(() => t.reset());
afterEach(() => setSettings({}));

async function setSettings(value: object) {
  await t.pool.query(
    `INSERT INTO shop_settings (id, value) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value`,
    [JSON.stringify(value)],
  );
}

/** A customer's rental of `units` of a 12.50-a-day product from day `from` to day `to`, paid at the counter. */
async function rentalOf(email: string, options: { units?: number; stock?: number; from?: number; to?: number } = {}) {
  const customer = await t.signIn({ email });
  const product = await insertProduct(t.db, { dailyPrice: '12.50' });
  const stock = await insertItems(t.db, product.id, options.stock ?? options.units ?? 1);
  const rental = await insertRental(t.db, {
    userId: customer.id,
    productId: product.id,
    dateFrom: day(options.from ?? 3),
    dateTo: day(options.to ?? 5),
    itemIds: stock.slice(0, options.units ?? 1).map((item) => item.id),
  });
  return { customer, product, stock, rental };
}

const extend = (cookie: string, id: number, dateTo: string) =>
  t.app.inject({ method: 'POST', url: `/api/rentals/${id}/extend`, headers: { cookie }, payload: { dateTo } });
const quote = (cookie: string, id: number, dateTo: string) =>
  t.app.inject({ method: 'GET', url: `/api/rentals/${id}/extend?dateTo=${dateTo}`, headers: { cookie } });

async function rows(query: string, params: unknown[] = []) {
  return (await t.pool.query(query, params)).rows;
}

describe('extending a rental paid at the counter', () => {
  it('quotes, then extends: the new dates on the rental and its units, the change done, rental.extended', async () => {
    const { customer, rental, stock } = await rentalOf('ana@example.com', { units: 2 });
    const asked = await quote(customer.cookie, rental.id, day(7));
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      dateFrom: day(3),
      dateTo: day(7),
      addedDays: 2,
      chargedDays: 2,
      amount: '50.00',
      payment: 'at_pickup',
      unitReplaced: false,
      refusal: null,
    });
    expect(await rows('SELECT * FROM rental_changes')).toEqual([]);

    const response = await extend(customer.cookie, rental.id, day(7));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'done',
      amount: '50.00',
      addedDays: 2,
      unitReplaced: false,
      checkoutUrl: null,
    });
    expect(body.rental).toMatchObject({ dateFrom: day(3), dateTo: day(7) });
    expect(body.rental.items.map((unit: { id: number }) => unit.id).sort()).toEqual(
      stock.map((unit) => unit.id).sort(),
    );
    expect(await rows('SELECT date_to::text, charged_days FROM rentals')).toEqual([
      { date_to: day(7), charged_days: 5 },
    ]);
    expect(await rows('SELECT date_to::text, blocked_to::text FROM rental_items')).toEqual([
      { date_to: day(7), blocked_to: day(7) },
      { date_to: day(7), blocked_to: day(7) },
    ]);
    expect(
      await rows(
        `SELECT kind, status, date_to_before::text, date_to_after::text, charged_days_before, charged_days_after, amount_cents, actor_id FROM rental_changes`,
      ),
    ).toEqual([
      {
        kind: 'extend',
        status: 'done',
        date_to_before: day(5),
        date_to_after: day(7),
        charged_days_before: 3,
        charged_days_after: 5,
        amount_cents: 5000,
        actor_id: customer.id,
      },
    ]);
    expect(
      await rows(`SELECT type, payload->>'changeId' AS change FROM domain_events WHERE type LIKE 'rental.%'`),
    ).toEqual([{ type: 'rental.extended', change: String(body.changeId) }]);
    // Paid at the counter: nothing is charged now, and an administrator's log has nothing of it.
    expect(await rows('SELECT * FROM payments')).toEqual([]);
    expect(await rows('SELECT * FROM audit_log')).toEqual([]);
  });

  it('refuses days not later, a closed last day, a rental too long or beyond the horizon, with nothing changed', async () => {
    const { customer, rental } = await rentalOf('ana@example.com');
    const cases: [string, string][] = [
      [day(5), 'NOT_LATER'],
      [day(4), 'NOT_LATER'],
      [day(3 + 14), 'RENTAL_TOO_LONG'],
    ];
    // Closed on the weekday of day 7, and on the date of day 8.
    const weekday = ((new Date(`${day(7)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await setSettings({ openingDays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday), closedDates: [day(8)] });
    cases.push([day(7), 'CLOSED_ON_LAST_DAY'], [day(8), 'CLOSED_ON_LAST_DAY']);
    for (const [dateTo, code] of cases) {
      const response = await extend(customer.cookie, rental.id, dateTo);
      expect(response.statusCode, `${dateTo}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code, field: 'dateTo' });
      expect((await quote(customer.cookie, rental.id, dateTo)).json().refusal.code).toBe(code);
    }
    expect(await rows('SELECT date_to::text FROM rentals')).toEqual([{ date_to: day(5) }]);
    expect(await rows('SELECT * FROM rental_changes')).toEqual([]);
  });

  it('refuses beyond the booking horizon', async () => {
    const { customer, rental } = await rentalOf('ana@example.com', { from: 55, to: 56 });
    const response = await extend(customer.cookie, rental.id, day(61));
    expect(response.json().error.code).toBe('BEYOND_BOOKING_HORIZON');
  });

  it('refuses an ended or a cancelled rental (409); another customer gets 404, an administrator may, logged', async () => {
    const ended = await rentalOf('ana@example.com', { from: -5, to: -1 });
    expect((await extend(ended.customer.cookie, ended.rental.id, day(2))).json().error.code).toBe('RENTAL_ENDED');
    const live = await rentalOf('bea@example.com');
    const other = await t.signIn({ email: 'carl@example.com' });
    expect((await extend(other.cookie, live.rental.id, day(6))).statusCode).toBe(404);
    expect((await quote(other.cookie, live.rental.id, day(6))).statusCode).toBe(404);
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const byAdmin = await extend(admin.cookie, live.rental.id, day(6));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await rows(`SELECT action, entity, entity_id::text FROM audit_log`)).toEqual([
      { action: 'edit', entity: 'rental', entity_id: String(live.rental.id) },
    ]);
    await t.pool.query('UPDATE rentals SET cancelled_at = now() WHERE id = $1', [live.rental.id]);
    const cancelled = await extend(live.customer.cookie, live.rental.id, day(8));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('RENTAL_CANCELLED');
  });

  it('before check-out, replaces a unit booked on the new days by a free one of the product', async () => {
    const { customer, product, stock, rental } = await rentalOf('ana@example.com', { units: 1, stock: 2 });
    const other = await t.signIn({ email: 'bea@example.com' });
    await insertRental(t.db, {
      userId: other.id,
      productId: product.id,
      dateFrom: day(6),
      dateTo: day(8),
      itemIds: [stock[0]!.id],
    });
    expect((await quote(customer.cookie, rental.id, day(7))).json()).toMatchObject({
      unitReplaced: true,
      refusal: null,
    });
    const response = await extend(customer.cookie, rental.id, day(7));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().unitReplaced).toBe(true);
    expect(response.json().rental.items.map((unit: { id: number }) => unit.id)).toEqual([stock[1]!.id]);
  });

  it('after check-out only the unit the customer holds counts: refused when it is booked on the new days', async () => {
    const { customer, product, stock, rental } = await rentalOf('ana@example.com', {
      units: 1,
      stock: 2,
      from: 0,
      to: 2,
    });
    await t.pool.query('UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1', [rental.id]);
    const other = await t.signIn({ email: 'bea@example.com' });
    await insertRental(t.db, {
      userId: other.id,
      productId: product.id,
      dateFrom: day(4),
      dateTo: day(5),
      itemIds: [stock[0]!.id],
    });
    expect((await extend(customer.cookie, rental.id, day(3))).statusCode).toBe(200);
    const refused = await extend(customer.cookie, rental.id, day(4));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('UNIT_NOT_FREE');
    expect((await quote(customer.cookie, rental.id, day(4))).json().refusal.code).toBe('UNIT_NOT_FREE');
    expect(await rows('SELECT date_to::text FROM rentals WHERE id = $1', [rental.id])).toEqual([{ date_to: day(3) }]);
  });

  it("keeps the product's buffer: a unit whose next rental starts inside the new buffer is not free", async () => {
    const { customer, product, stock, rental } = await rentalOf('ana@example.com', { units: 1 });
    await t.pool.query('UPDATE products SET buffer_days = 2 WHERE id = $1', [product.id]);
    const other = await t.signIn({ email: 'bea@example.com' });
    await insertRental(t.db, {
      userId: other.id,
      productId: product.id,
      dateFrom: day(9),
      dateTo: day(10),
      itemIds: [stock[0]!.id],
    });
    expect((await extend(customer.cookie, rental.id, day(7))).json().error.code).toBe('UNIT_NOT_FREE');
    const response = await extend(customer.cookie, rental.id, day(6));
    expect(response.statusCode, response.body).toBe(200);
    expect(await rows('SELECT blocked_to::text FROM rental_items WHERE rental_id = $1', [rental.id])).toEqual([
      { blocked_to: day(8) },
    ]);
  });

  it('charges the added open days only when closed days are free, and refuses a second change while one is pending', async () => {
    const { customer, rental } = await rentalOf('ana@example.com', { units: 2 });
    const weekday = ((new Date(`${day(6)}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await setSettings({ openingDays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday), closedDaysFree: true });
    const response = await extend(customer.cookie, rental.id, day(8));
    expect(response.json()).toMatchObject({ addedDays: 3, amount: '50.00' });
    expect(await rows('SELECT charged_days FROM rentals')).toEqual([{ charged_days: 5 }]);
    await t.pool.query(`UPDATE rental_changes SET status = 'pending', hold_expires_at = now()`);
    expect((await extend(customer.cookie, rental.id, day(9))).json().error.code).toBe('CHANGE_PENDING');
  });
});

describe('the confirmation mail', () => {
  it.each([
    ['en', 'Your rental of Leica Q3 is extended', 'The €25.00 for the added days is paid at pick-up'],
    ['es', 'Tu alquiler de Leica Q3 se ha ampliado', 'de los días añadidos se pagan al recoger'],
    ['de', 'Deine Miete von Leica Q3 ist verlängert', 'für die zusätzlichen Tage zahlst du bei der Abholung'],
  ] as const)(
    'arrives once in %s, with the new dates, the added days and how they are paid',
    async (language, subject, paid) => {
      const email = `kunde-${language}@example.com`;
      const customer = await t.signIn({ email, language });
      const product = await insertProduct(t.db, { name: 'Leica Q3', dailyPrice: '12.50' });
      const [unit] = await insertItems(t.db, product.id, 1);
      const rental = await insertRental(t.db, {
        userId: customer.id,
        productId: product.id,
        dateFrom: day(3),
        dateTo: day(5),
        itemIds: [unit!.id],
      });
      expect((await extend(customer.cookie, rental.id, day(7))).statusCode).toBe(200);
      await t.mailbox.waitFor(email, 20_000);
      await t.jobsDone();
      const mails = t.mailbox.received.filter((mail) => mail.to.includes(email));
      expect(mails.map((mail) => mail.subject)).toEqual([subject]);
      expect(mails[0]!.text).toContain(paid);
      expect(mails[0]!.text).toContain(formatDateRange({ dateFrom: day(3), dateTo: day(7) }, language));
      expect(mails[0]!.text).toContain(`http://localhost:3000/account/rental-requests/${rental.id}`);
    },
  );

  it('says the amount is due at the return when the order was paid at the desk already', async () => {
    const { customer, rental } = await rentalOf('ana@example.com');
    await t.pool.query(
      `INSERT INTO payments (order_id, kind, channel, amount_cents) VALUES ($1, 'charge', 'cash', 3750)`,
      [rental.orderId],
    );
    expect((await extend(customer.cookie, rental.id, day(6))).statusCode).toBe(200);
    await t.mailbox.waitFor('ana@example.com', 20_000);
    const [mail] = t.mailbox.received.filter((received) => received.to.includes('ana@example.com'));
    expect(mail!.text).toContain('The €12.50 for the added days is paid in the shop when you bring the gear back.');
  });

  it('shows the difference as due on the order, and the counter takes it once, with its own invoice', async () => {
    const { customer, rental } = await rentalOf('ana@example.com');
    const admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
    const markPaid = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${rental.orderId}/payments`,
        headers: { cookie: admin.cookie },
        payload: { channel: 'cash' },
      });
    const paid = await markPaid();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ total: '37.50', paid: '37.50', changesDue: '0.00' });
    expect((await extend(customer.cookie, rental.id, day(6))).statusCode).toBe(200);
    const order = await t.app.inject({ url: `/api/orders/${rental.orderId}`, headers: { cookie: customer.cookie } });
    expect(order.json()).toMatchObject({ total: '50.00', paid: '37.50', changesDue: '12.50' });

    const difference = await markPaid();
    expect(difference.statusCode, difference.body).toBe(200);
    expect(difference.json()).toMatchObject({ total: '50.00', paid: '50.00', changesDue: '0.00' });
    expect(
      await rows(
        `SELECT kind, channel, amount_cents, rental_change_id IS NOT NULL AS for_change FROM payments ORDER BY id`,
      ),
    ).toEqual([
      { kind: 'charge', channel: 'cash', amount_cents: 3750, for_change: false },
      { kind: 'change_charge', channel: 'cash', amount_cents: 1250, for_change: true },
    ]);
    expect(await rows(`SELECT kind, gross_cents FROM invoices ORDER BY id`)).toEqual([
      { kind: 'invoice', gross_cents: 3750 },
      { kind: 'invoice', gross_cents: 1250 },
    ]);
    const again = await markPaid();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PAID');
  });
});
