import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '../../shared/money';
import { insertItems, insertKit, insertProduct } from '../test/factories';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Staff change a line's quantity and add a line to an order (issue 43, decision 067): stock by
 * the booking's rules and the exclusion constraint, the balance moving with the cost, the money
 * paid beyond it given back with a credit note.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Answer = {
  total: string;
  paid: string;
  refunded: string;
  balanceDue: string;
  changesDue: string;
  paymentStatus: string;
  rentals: { id: number; quantity: number; total: string; cancelledAt: string | null; productId: number }[];
  invoices: { kind: string; total: string }[];
};

const invoicedCents = (order: Answer) =>
  order.invoices.reduce((sum, doc) => sum + (doc.kind === 'credit_note' ? -1 : 1) * toCents(doc.total), 0);

async function people() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  return { ana, admin };
}

describe('PATCH /api/admin/orders/:id/lines/:rentalId (quantity)', () => {
  it('before payment: more units take free ones, fewer free theirs; the balance follows; audited', async () => {
    const { ana, admin } = await people();
    const camera = await kit.product(3, '20.00');
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 10, to: 12, dailyPrice: '20.00' }]);
    const line = order.rentals[0]!;
    const url = `/api/admin/orders/${order.id}/lines/${line.id}`;

    const more = await kit.patch(admin.cookie, url, { quantity: 3 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ total: '180.00', balanceDue: '180.00' });
    expect((more.json() as Answer).rentals[0]!.quantity).toBe(3);

    // Every unit is now the order's: another customer finds none.
    const bea = await t.signIn({ email: 'bea@example.com', fullName: 'Bea' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: bea.cookie },
      payload: {
        lines: [{ productId: camera.id, dateFrom: kit.day(11), dateTo: kit.day(11), quantity: 1, dailyPrice: '20.00' }],
      },
    });
    expect(refused.statusCode).toBe(409);

    const tooMany = await kit.patch(admin.cookie, url, { quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', lines: [{ available: 3 }] });

    const fewer = await kit.patch(admin.cookie, url, { quantity: 1 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json()).toMatchObject({ total: '60.00', balanceDue: '60.00', refunded: '0.00' });
    // Freed at once: Bea books one.
    expect(
      (await kit.place(bea.cookie, [{ productId: camera.id, from: 11, to: 11, dailyPrice: '20.00' }])).id,
    ).toBeGreaterThan(order.id);

    const audited = await t.pool.query(
      `SELECT actor_name, action, before, after FROM audit_log WHERE entity = 'rental' ORDER BY id`,
    );
    expect(audited.rows).toEqual([
      {
        actor_name: 'Admin',
        action: 'edit',
        before: { reference: order.reference, quantity: 1, total: '60.00' },
        after: { reference: order.reference, quantity: 3, total: '180.00' },
      },
      {
        actor_name: 'Admin',
        action: 'edit',
        before: { reference: order.reference, quantity: 3, total: '180.00' },
        after: { reference: order.reference, quantity: 1, total: '60.00' },
      },
    ]);
  });

  it('after payment: fewer units give the difference back with a credit note; more are a later charge', async () => {
    const { ana, admin } = await people();
    const camera = await kit.product(4, '20.00');
    const order = await kit.place(ana.cookie, [
      { productId: camera.id, from: 10, to: 11, quantity: 3, dailyPrice: '20.00' },
    ]);
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const url = `/api/admin/orders/${order.id}/lines/${order.rentals[0]!.id}`;

    // One more after the charge: the counter takes it later, nothing is invoiced before that.
    const more = await kit.patch(admin.cookie, url, { quantity: 4 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ total: '160.00', paid: '120.00', changesDue: '40.00', balanceDue: '40.00' });
    expect((more.json() as Answer).invoices).toHaveLength(1);

    // Two fewer before it was taken: the 40.00 owed is dropped first, the other 40.00 goes back.
    const fewer = await kit.patch(admin.cookie, url, { quantity: 2 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    const changed = fewer.json() as Answer;
    expect(changed).toMatchObject({
      total: '80.00',
      paid: '120.00',
      refunded: '40.00',
      changesDue: '0.00',
      balanceDue: '0.00',
    });
    // Owed at the counter (paid in cash) until staff hand it over.
    expect(changed.paymentStatus).toBe('RefundOwed');
    expect(changed.invoices.map((doc) => [doc.kind, doc.total])).toEqual([
      ['invoice', '120.00'],
      ['credit_note', '40.00'],
    ]);
    expect(invoicedCents(changed)).toBe(toCents(changed.paid) - toCents(changed.refunded));
    const note = await t.pool.query(
      `SELECT description FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id WHERE i.kind = 'credit_note'`,
    );
    expect(note.rows[0].description).toMatch(/^Fewer units: /);

    // One more again, taken at the counter: its own invoice, and the documents still say what the shop keeps.
    await kit.patch(admin.cookie, url, { quantity: 3 });
    const taken = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'terminal' });
    expect(taken.statusCode, taken.body).toBe(200);
    const settled = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json() as Answer;
    expect(settled).toMatchObject({ total: '120.00', paid: '160.00', refunded: '40.00', balanceDue: '0.00' });
    expect(settled.invoices.map((doc) => [doc.kind, doc.total])).toEqual([
      ['invoice', '120.00'],
      ['credit_note', '40.00'],
      ['invoice', '40.00'],
    ]);
    expect(invoicedCents(settled)).toBe(toCents(settled.paid) - toCents(settled.refunded));
    const later = await t.pool.query(
      `SELECT description FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id WHERE i.kind = 'invoice' ORDER BY i.id DESC LIMIT 1`,
    );
    expect(later.rows[0].description).toMatch(/^More units: /);
  });

  it('a kit keeps the parts it was booked with: one kit more takes that many units of each part', async () => {
    const { ana, admin } = await people();
    const body = await insertProduct(t.db, { dailyPrice: '5.00' });
    const light = await insertProduct(t.db, { dailyPrice: '5.00' });
    await insertItems(t.db, body.id, 2);
    await insertItems(t.db, light.id, 4);
    const set = await insertKit(
      t.db,
      [
        { productId: body.id, count: 1 },
        { productId: light.id, count: 2 },
      ],
      { dailyPrice: '30.00' },
    );
    const order = await kit.place(ana.cookie, [{ productId: set.id, from: 10, to: 10, dailyPrice: '30.00' }]);
    const url = `/api/admin/orders/${order.id}/lines/${order.rentals[0]!.id}`;

    const two = await kit.patch(admin.cookie, url, { quantity: 2 });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json()).toMatchObject({ total: '60.00' });
    const units = await t.pool.query(
      `SELECT i.product_id, count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id
       WHERE ri.rental_id = $1 GROUP BY i.product_id ORDER BY i.product_id`,
      [order.rentals[0]!.id],
    );
    expect(units.rows).toEqual([
      { product_id: body.id, n: 2 },
      { product_id: light.id, n: 4 },
    ]);
    const three = await kit.patch(admin.cookie, url, { quantity: 3 });
    expect(three.json().error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', lines: [{ available: 2 }] });
    expect((await kit.patch(admin.cookie, url, { quantity: 1 })).json()).toMatchObject({ total: '30.00' });
  });

  it('refuses a line with a unit handed over, a cancelled line, and a change that mixes fields', async () => {
    const { ana, admin } = await people();
    const camera = await kit.product(3, '20.00');
    const order = await kit.place(ana.cookie, [
      { productId: camera.id, from: 0, to: 2, quantity: 2, dailyPrice: '20.00' },
      { productId: camera.id, from: 10, to: 11, dailyPrice: '20.00' },
    ]);
    const [today, later] = order.rentals;
    await t.pool.query(`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1`, [today!.id]);
    const out = await kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${today!.id}`, { quantity: 1 });
    expect(out.json().error.code).toBe('UNIT_HANDED_OVER');

    const mixed = await kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${later!.id}`, {
      quantity: 2,
      dailyPrice: '1.00',
      reason: 'x',
    });
    expect(mixed.statusCode).toBe(400);

    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines/${later!.id}/cancel`);
    const cancelled = await kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${later!.id}`, {
      quantity: 2,
    });
    expect(cancelled.json().error.code).toBe('ALREADY_CANCELLED');
  });

  it('two changes racing for the last units: the exclusion constraint lets one have them', async () => {
    const { ana, admin } = await people();
    const camera = await kit.product(3, '20.00');
    for (let round = 0; round < 4; round += 1) {
      await t.pool.query('DELETE FROM rental_items');
      await t.pool.query('DELETE FROM rentals');
      const first = await kit.place(ana.cookie, [{ productId: camera.id, from: 10, to: 11, dailyPrice: '20.00' }]);
      const second = await kit.place(ana.cookie, [{ productId: camera.id, from: 11, to: 12, dailyPrice: '20.00' }]);
      const answers = await Promise.all(
        [first, second].map((order) =>
          kit.patch(admin.cookie, `/api/admin/orders/${order.id}/lines/${order.rentals[0]!.id}`, { quantity: 2 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const taken = await t.pool.query(`SELECT count(*)::int AS n FROM rental_items`);
      expect(taken.rows[0].n).toBe(3);
    }
  });
});

describe('POST /api/admin/orders/:id/lines', () => {
  it("adds a line at the product's price now; the balance grows; refused once the order is paid", async () => {
    const { ana, admin } = await people();
    const camera = await kit.product(2, '20.00');
    const lens = await kit.product(1, '5.50');
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 10, to: 11, dailyPrice: '20.00' }]);
    const add = (payload: object) => kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines`, payload);
    const lensLine = {
      productId: lens.id,
      dateFrom: kit.day(10),
      dateTo: kit.day(12),
      quantity: 1,
      dailyPrice: '5.50',
    };

    const stale = await add({ ...lensLine, dailyPrice: '4.00' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PRICE_CHANGED', lines: [{ dailyPrice: '5.50' }] });
    const short = await add({ ...lensLine, quantity: 2 });
    expect(short.json().error).toMatchObject({ code: 'NOT_ENOUGH_STOCK', lines: [{ available: 1 }] });

    const added = await add(lensLine);
    expect(added.statusCode, added.body).toBe(201);
    const changed = added.json() as Answer;
    expect(changed).toMatchObject({ total: '56.50', balanceDue: '56.50' });
    expect(changed.rentals.map((line) => [line.productId, line.total])).toEqual([
      [camera.id, '40.00'],
      [lens.id, '16.50'],
    ]);
    // The customer's own list has it.
    const mine = await kit.get(ana.cookie, `/api/orders/${order.id}`);
    expect(mine.json().rentals).toHaveLength(2);
    const audited = await t.pool.query(`SELECT action, entity, after FROM audit_log WHERE entity = 'rental'`);
    expect(audited.rows).toEqual([
      {
        action: 'create',
        entity: 'rental',
        after: expect.objectContaining({ reference: order.reference, productId: lens.id, total: '16.50' }),
      },
    ]);

    const past = await add({ ...lensLine, dateFrom: kit.day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('DATE_IN_PAST');
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    // After the charge a new line is a later charge, invoiced when the counter takes it.
    const paid = await add({ ...lensLine, dateFrom: kit.day(20), dateTo: kit.day(20) });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ total: '62.00', paid: '56.50', changesDue: '5.50', balanceDue: '5.50' });
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'bank_transfer' });
    const later = await t.pool.query(
      `SELECT description, il.gross_cents FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id ORDER BY i.id DESC LIMIT 1`,
    );
    expect(later.rows[0]).toMatchObject({ gross_cents: 550 });
    expect(later.rows[0].description).toMatch(/^Added to the order: .*, 1 unit, 1 day, /);
    const none = await kit.post(admin.cookie, `/api/admin/orders/999999/lines`, lensLine);
    expect(none.statusCode).toBe(404);
  });
});
