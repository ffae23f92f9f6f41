import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money';
import { insertItems, insertProduct } from '../test/factories';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Staff changing an order's lines (issue 43): a line cancelled from the order page, a line's daily
 * price set, its dates; its units refused with the reason a booking gives (issue 48).
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('POST /api/admin/orders/:id/lines/:rentalId/cancel', () => {
  it("cancels one line of a paid order: its units free, the rules' refund owed at the counter, the balance settled", async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
    const camera = await kit.product(1, '20.00');
    const lens = await kit.product(1, '5.50');
    const order = await kit.place(ana.cookie, [
      { productId: camera.id, from: 10, to: 12, dailyPrice: '20.00' },
      { productId: lens.id, from: 10, to: 11, dailyPrice: '5.50' },
    ]);
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const lensLine = order.rentals[1]!;

    const response = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines/${lensLine.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json();
    expect(changed).toMatchObject({ total: '60.00', paid: '71.00', refunded: '11.00', balanceDue: '0.00' });
    expect(changed.paymentStatus).toBe('RefundOwed');
    expect(changed.rentals.find((line: { id: number }) => line.id === lensLine.id).cancelledAt).not.toBeNull();
    // A credit note for the line, in the order's documents.
    expect(changed.invoices.map((doc: { kind: string }) => doc.kind)).toEqual(['invoice', 'credit_note']);
    // Under the staff member's name: the line's cancellation and the refund it brought.
    const audited = await t.pool.query(
      `SELECT actor_name, action, entity FROM audit_log WHERE action IN ('delete', 'refund') ORDER BY id`,
    );
    expect(audited.rows).toEqual([
      { actor_name: 'Admin', action: 'refund', entity: 'order' },
      { actor_name: 'Admin', action: 'delete', entity: 'rental' },
    ]);

    // Its unit is free at once: the customer books it again.
    const again = await kit.place(ana.cookie, [{ productId: lens.id, from: 10, to: 11, dailyPrice: '5.50' }]);
    expect(again.id).toBeGreaterThan(order.id);

    const twice = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines/${lensLine.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_CANCELLED');
  });
});

type Answer = {
  total: string;
  paid: string;
  refunded: string;
  balanceDue: string;
  changesDue: string;
  paymentStatus: string;
  rentals: { id: number; dailyPrice: string; total: string; cancelledAt: string | null }[];
  invoices: { kind: string; total: string }[];
  payments: { kind: string; channel: string; state: string; amount: string; reason: string | null }[];
};

/** Invoices minus credit notes, in cents: what the order's documents say the shop keeps. */
const invoicedCents = (order: Answer) =>
  order.invoices.reduce((sum, doc) => sum + (doc.kind === 'credit_note' ? -1 : 1) * toCents(doc.total), 0);

describe('PATCH /api/admin/orders/:id/lines/:rentalId (daily price)', () => {
  async function setUp() {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
    const camera = await kit.product(3, '20.00');
    const lens = await kit.product(1, '5.50');
    // Camera: 2 units for 3 days (60.00 a unit); lens: 1 unit for 2 days.
    const order = await kit.place(ana.cookie, [
      { productId: camera.id, from: 10, to: 12, quantity: 2, dailyPrice: '20.00' },
      { productId: lens.id, from: 10, to: 11, dailyPrice: '5.50' },
    ]);
    const cameraLine = order.rentals[0]!;
    const url = `/api/admin/orders/${order.id}/lines/${cameraLine.id}`;
    const setPrice = (dailyPrice: string, reason = 'Regular customer') =>
      kit.patch(admin.cookie, url, { dailyPrice, reason });
    return { ana, admin, order, cameraLine, url, setPrice };
  }

  it('before payment: the line re-prices and the balance moves by the difference x days x units, audited with the reason', async () => {
    const { order, cameraLine, setPrice } = await setUp();
    expect(order.total).toBe('131.00');

    const lower = await setPrice('15.00');
    expect(lower.statusCode, lower.body).toBe(200);
    const changed = lower.json() as Answer;
    // 5.00 less x 3 days x 2 units.
    expect(changed).toMatchObject({ total: '101.00', balanceDue: '101.00', paid: '0.00', refunded: '0.00' });
    expect(changed.rentals[0]).toMatchObject({ id: cameraLine.id, dailyPrice: '15.00', total: '90.00' });
    expect(changed.payments).toEqual([]);

    // Higher than booked, before payment: the balance grows, nothing else moves.
    const higher = await setPrice('25.50', 'Wrong price at booking');
    expect(higher.json()).toMatchObject({ total: '164.00', balanceDue: '164.00' });
    // The same price again changes nothing and logs nothing.
    expect((await setPrice('25.50')).statusCode).toBe(200);

    const audited = await t.pool.query(
      `SELECT actor_name, action, entity, entity_id, before, after FROM audit_log WHERE entity = 'rental' ORDER BY id`,
    );
    expect(audited.rows).toEqual([
      {
        actor_name: 'Admin',
        action: 'edit',
        entity: 'rental',
        entity_id: cameraLine.id,
        before: { reference: order.reference, dailyPrice: '20.00', total: '120.00' },
        after: { reference: order.reference, dailyPrice: '15.00', total: '90.00', reason: 'Regular customer' },
      },
      {
        actor_name: 'Admin',
        action: 'edit',
        entity: 'rental',
        entity_id: cameraLine.id,
        before: { reference: order.reference, dailyPrice: '15.00', total: '90.00' },
        after: { reference: order.reference, dailyPrice: '25.50', total: '153.00', reason: 'Wrong price at booking' },
      },
    ]);
  });

  it('paid at the counter: a lower price is owed back there with a credit note for the line; a higher one is a later charge', async () => {
    const { admin, order, setPrice } = await setUp();
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });

    const lower = await setPrice('12.00', 'Scratched body');
    expect(lower.statusCode, lower.body).toBe(200);
    const changed = lower.json() as Answer;
    // 8.00 less x 3 days x 2 units = 48.00 back.
    expect(changed).toMatchObject({ total: '83.00', paid: '131.00', refunded: '48.00', balanceDue: '0.00' });
    expect(changed.paymentStatus).toBe('RefundOwed');
    expect(changed.payments.at(-1)).toMatchObject({
      kind: 'refund',
      channel: 'cash',
      state: 'pending',
      amount: '48.00',
      reason: 'Scratched body',
    });
    expect(changed.invoices).toMatchObject([
      { kind: 'invoice', total: '131.00' },
      { kind: 'credit_note', total: '48.00' },
    ]);
    // The documents say what the shop keeps.
    expect(invoicedCents(changed)).toBe(toCents(changed.paid) - toCents(changed.refunded));
    const [creditLine] = (
      await t.pool.query(
        `SELECT l.description, l.rental_id FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id WHERE i.kind = 'credit_note'`,
      )
    ).rows;
    expect(creditLine).toMatchObject({ rental_id: order.rentals[0]!.id });
    expect(creditLine.description).toMatch(/^Price reduced: /);

    // Higher after the charge: owed as a later charge, its own invoice when the counter takes it.
    const higher = await setPrice('20.00', 'Scratch polished out');
    expect(higher.statusCode, higher.body).toBe(200);
    expect(higher.json()).toMatchObject({ total: '131.00', changesDue: '48.00', balanceDue: '48.00' });
    const wrong = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, {
      channel: 'cash',
      amount: '10.00',
    });
    expect(wrong.json().error.code).toBe('AMOUNT_NOT_DUE');
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const settled = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json() as Answer;
    expect(settled).toMatchObject({ paid: '179.00', refunded: '48.00', changesDue: '0.00', balanceDue: '0.00' });
    expect(settled.invoices.at(-1)).toMatchObject({ kind: 'invoice', total: '48.00' });
    expect(invoicedCents(settled)).toBe(toCents(settled.paid) - toCents(settled.refunded));
  });

  it('refuses a price that would leave the order costing less than nothing after goodwill given by hand', async () => {
    const { admin, order, setPrice } = await setUp();
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, { amount: '125.00', reason: 'Goodwill' });
    const free = await setPrice('0.00');
    expect(free.statusCode).toBe(409);
    expect(free.json().error.code).toBe('PRICE_BELOW_REFUNDS');
    // 6.00 kept: the camera may still come down to 19.00 (6.00 less), given back.
    const lower = await setPrice('19.00');
    expect(lower.json()).toMatchObject({ total: '125.00', refunded: '131.00', balanceDue: '0.00' });
  });

  it('paid online: a lower price goes back through Stripe (its refund job)', async () => {
    const { order, setPrice } = await setUp();
    await kit.paidOnline(order.id, 13_100);
    const lower = await setPrice('19.00');
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ refunded: '6.00', balanceDue: '0.00' });
    const refund = (lower.json() as Answer).payments.find((row) => row.kind === 'refund')!;
    expect(refund).toMatchObject({ channel: 'stripe', state: 'pending', amount: '6.00' });
    expect(await kit.stripeRefundJobs()).toHaveLength(1);
  });

  it('refuses a cancelled line, an order waiting for its online payment, and a cancelled order', async () => {
    const { ana, order, cameraLine, url, setPrice } = await setUp();
    await t.pool.query(
      `UPDATE orders SET status = 'AwaitingPayment', hold_expires_at = now() + interval '30 minutes' WHERE id = $1`,
      [order.id],
    );
    const awaiting = await setPrice('10.00');
    expect(awaiting.statusCode).toBe(409);
    expect(awaiting.json().error).toMatchObject({
      code: 'ORDER_AWAITING_PAYMENT',
      message: expect.stringMatching(/Stripe/),
    });
    await t.pool.query(`UPDATE orders SET status = 'Placed', hold_expires_at = NULL WHERE id = $1`, [order.id]);

    expect((await kit.remove(ana.cookie, `/api/rentals/${cameraLine.id}`)).statusCode).toBe(204);
    const cancelled = await setPrice('10.00');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.code).toBe('ALREADY_CANCELLED');

    await kit.remove(ana.cookie, `/api/rentals/${order.rentals[1]!.id}`);
    const closed = await kit.patch((await t.signIn({ email: 'boss@example.com', isAdmin: true })).cookie, url, {
      dailyPrice: '1.00',
      reason: 'x',
    });
    expect(closed.statusCode).toBe(409);
    const prices = await t.pool.query(`SELECT daily_price_cents FROM rentals WHERE order_id = $1 ORDER BY id`, [
      order.id,
    ]);
    expect(prices.rows.map((row) => row.daily_price_cents)).toEqual([2000, 550]);
  });

  it("races a customer's cancel of the same paid line: one refund of what the line costs, the balance settled", async () => {
    for (let round = 0; round < 6; round += 1) {
      await t.reset();
      kit = ordersToPay(t);
      const { ana, admin, order, cameraLine, setPrice } = await setUp();
      await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
      const [price, cancel] = await Promise.all([
        setPrice('14.00', 'Race'),
        kit.remove(ana.cookie, `/api/rentals/${cameraLine.id}`),
      ]);
      expect(cancel.statusCode, cancel.body).toBe(204);
      expect([200, 409], price.body).toContain(price.statusCode);
      const final = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json() as Answer;
      // Whichever came first, the cancelled line gave back all it cost (the shop's rules, 10 days
      // ahead): the lens is what the order costs, and what is kept.
      expect(final).toMatchObject({ total: '11.00', paid: '131.00', refunded: '120.00', balanceDue: '0.00' });
      expect(invoicedCents(final)).toBe(toCents(final.paid) - toCents(final.refunded));
    }
  });
});

describe('PATCH /api/admin/orders/:id/lines/:rentalId (dates)', () => {
  const range = (from: number, to: number) => ({ dateFrom: kit.day(from), dateTo: kit.day(to) });

  it("moves and shortens a line as the customer's change of dates does, under the staff member's name", async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
    const camera = await kit.product(1, '20.00');
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 6, dailyPrice: '20.00' }]);
    const line = order.rentals[0]!;
    const url = `/api/admin/orders/${order.id}/lines/${line.id}`;

    // Moved, same length, not paid: the same total, the order as the answer.
    const moved = await kit.patch(admin.cookie, url, range(8, 9));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ total: '40.00', balanceDue: '40.00' });
    expect(moved.json().rentals[0]).toMatchObject({ id: line.id, ...range(8, 9) });

    // Paid at the counter, then shortened by a day: the rules' refund owed there, a credit note.
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const shorter = await kit.patch(admin.cookie, url, range(8, 8));
    expect(shorter.statusCode, shorter.body).toBe(200);
    const changed = shorter.json() as Answer;
    expect(changed).toMatchObject({ total: '20.00', paid: '40.00', refunded: '20.00', balanceDue: '0.00' });
    expect(invoicedCents(changed)).toBe(toCents(changed.paid) - toCents(changed.refunded));
    const { rows } = await t.pool.query(`SELECT kind, actor_id FROM rental_changes WHERE rental_id = $1 ORDER BY id`, [
      line.id,
    ]);
    expect(rows).toEqual([
      { kind: 'move', actor_id: admin.id },
      { kind: 'shorten', actor_id: admin.id },
    ]);
    const audited = await t.pool.query(
      `SELECT actor_name FROM audit_log WHERE entity = 'rental' AND action = 'edit' ORDER BY id`,
    );
    expect(audited.rows).toEqual([{ actor_name: 'Admin' }, { actor_name: 'Admin' }]);

    // A longer range is an extension, not a change of dates.
    const longer = await kit.patch(admin.cookie, url, range(8, 10));
    expect(longer.statusCode).toBe(400);
    expect(longer.json().error.code).toBe('MORE_DAYS_THAN_BOOKED');
  });

  it('refuses dates whose units are taken (409 NOT_ENOUGH_STOCK), a line of another order, and both changes at once', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const ben = await t.signIn({ email: 'ben@example.com' });
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const lens = await kit.product(1, '10.00');
    const anas = await kit.place(ana.cookie, [{ productId: lens.id, from: 5, to: 6 }]);
    const bens = await kit.place(ben.cookie, [{ productId: lens.id, from: 10, to: 11 }]);
    const url = `/api/admin/orders/${anas.id}/lines/${anas.rentals[0]!.id}`;
    const taken = await kit.patch(admin.cookie, url, range(10, 11));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('NOT_ENOUGH_STOCK');
    const crossed = await kit.patch(
      admin.cookie,
      `/api/admin/orders/${anas.id}/lines/${bens.rentals[0]!.id}`,
      range(12, 13),
    );
    expect(crossed.statusCode).toBe(404);
    const both = await kit.patch(admin.cookie, url, { ...range(12, 13), dailyPrice: '1.00', reason: 'x' });
    expect(both.statusCode).toBe(400);
    const rows = await t.pool.query(`SELECT date_from::text FROM rentals ORDER BY id`);
    expect(rows.rows.map((row) => row.date_from)).toEqual([kit.day(5), kit.day(10)]);
  });

  it("races another customer's booking of the last unit: one wins, never a double booking", async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const ben = await t.signIn({ email: 'ben@example.com' });
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    for (let round = 0; round < 6; round += 1) {
      const lens = await kit.product(1, '10.00');
      const order = await kit.place(ana.cookie, [{ productId: lens.id, from: 3, to: 4 }]);
      await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
      const [move, booking] = await Promise.all([
        kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${order.rentals[0]!.id}`, range(10, 11)),
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { cookie: ben.cookie },
          payload: { productId: lens.id, ...range(10, 11), quantity: 1 },
        }),
      ]);
      const wins = [move.statusCode === 200, booking.statusCode === 201];
      expect(wins.filter(Boolean), `round ${round}: ${move.body} ${booking.body}`).toHaveLength(1);
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id
         WHERE i.product_id = $1 AND NOT ri.cancelled AND ri.date_from = $2`,
        [lens.id, kit.day(10)],
      );
      expect(rows[0].n).toBe(1);
      // Paid, moved or not: the balance is settled, nothing lost.
      const final = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json() as Answer;
      expect(final).toMatchObject({ paid: '20.00', refunded: '0.00', balanceDue: '0.00' });
    }
  });
});

describe('PATCH /api/admin/orders/:id/lines/:rentalId (quantity) refused for its units', () => {
  /** A product of `units` units at 10.00 a day, kept back `bufferDays` after each rental. */
  async function product(units: number, bufferDays = 0) {
    const made = await insertProduct(t.db, { dailyPrice: '10.00', bufferDays });
    await insertItems(t.db, made.id, units);
    return made;
  }

  it('says why as a booking does (issue 48): the customer’s own other rental, the buffer days, or no unit', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const ben = await t.signIn({ email: 'ben@example.com' });
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const more = (order: { id: number; rentals: { id: number }[] }) =>
      kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${order.rentals[0]!.id}`, { quantity: 2 });

    // Ana's other order has the second camera on those days.
    const camera = await product(2);
    const anas = await kit.place(ana.cookie, [{ productId: camera.id, from: 10, to: 12 }]);
    await kit.place(ana.cookie, [{ productId: camera.id, from: 11, to: 11 }]);
    const own = await more(anas);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      field: 'quantity',
      reason: 'own_rental',
      lines: [{ code: 'NOT_ENOUGH_STOCK', available: 1, reason: 'own_rental' }],
    });

    // Ben's rental starts the day the lens is kept back after Ana's (two days to check it).
    const lens = await product(2, 2);
    const anasLens = await kit.place(ana.cookie, [{ productId: lens.id, from: 10, to: 11 }]);
    await kit.place(ben.cookie, [{ productId: lens.id, from: 13, to: 14 }]);
    const buffer = await more(anasLens);
    expect(buffer.statusCode).toBe(409);
    expect(buffer.json().error).toMatchObject({
      reason: 'buffer',
      bufferDays: 2,
      lines: [{ available: 1, reason: 'buffer', bufferDays: 2 }],
    });
    expect(buffer.json().error.message).toContain('keeps this product back 2 days after each rental');

    // Ben has the other tripod on Ana's days: no unit, the spec's words.
    const tripod = await product(2);
    const anasTripod = await kit.place(ana.cookie, [{ productId: tripod.id, from: 10, to: 11 }]);
    await kit.place(ben.cookie, [{ productId: tripod.id, from: 11, to: 12 }]);
    const none = await more(anasTripod);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      message: 'Not enough stock!',
      reason: 'no_stock',
      lines: [{ available: 1, reason: 'no_stock' }],
    });
    expect(none.json().error.bufferDays).toBeUndefined();

    // Nothing changed on any refusal.
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM rental_items`);
    expect(rows[0].n).toBe(6);
  });
});
