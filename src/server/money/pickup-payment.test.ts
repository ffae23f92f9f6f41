import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function scene() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const camera = await kit.product(3, '20.00');
  const lens = await kit.product(3, '5.50');
  const order = await kit.place(ana.cookie, [
    { productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' },
    { productId: lens.id, from: 3, to: 4, quantity: 2, dailyPrice: '5.50' },
  ]);
  return { ana, admin, order };
}

describe('POST /api/admin/orders/:id/payments', () => {
  it('charges the live lines at their booked prices, publishes order.paid and audits it', async () => {
    const { ana, admin, order } = await scene();
    // A cancelled line is not charged: 20.00 x 3 days is left.
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[1]!.id}`)).statusCode).toBe(204);

    const response = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'terminal' });
    expect(response.statusCode, response.body).toBe(200);
    const paid = response.json();
    expect(paid).toMatchObject({
      id: order.id,
      total: '60.00',
      paid: '60.00',
      paymentStatus: 'Paid',
      refunded: '0.00',
    });
    expect(paid.payments).toEqual([
      expect.objectContaining({ kind: 'charge', channel: 'terminal', state: 'succeeded', amount: '60.00' }),
    ]);
    // The same order as GET /api/admin/orders/:id answers.
    const read = await kit.get(admin.cookie, `/api/admin/orders/${order.id}`);
    expect(read.json()).toEqual(paid);

    const events = await kit.events();
    expect(events.slice(-2)).toEqual([
      { type: 'order.paid', payload: { orderId: order.id, paymentId: paid.payments[0].id } },
      // Its invoice, issued with the payment (issue 29).
      { type: 'invoice.issued', payload: { orderId: order.id, invoiceId: paid.invoices[0].id } },
    ]);
    expect(await kit.audits()).toEqual([
      expect.objectContaining({
        actor_name: 'Admin',
        action: 'payment',
        entity_id: order.id,
        after: expect.objectContaining({
          reference: order.reference,
          userName: 'Ana Pérez',
          kind: 'charge',
          amount: '60.00',
          channel: 'terminal',
        }),
      }),
    ]);
  });

  it('charges once: a second click is 409 ALREADY_PAID, and so is one of two at the same moment', async () => {
    const { admin, order } = await scene();
    const url = `/api/admin/orders/${order.id}/payments`;
    const both = await Promise.all([
      kit.post(admin.cookie, url, { channel: 'cash' }),
      kit.post(admin.cookie, url, { channel: 'terminal' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().error.code).toBe('ALREADY_PAID');
    const again = await kit.post(admin.cookie, url, { channel: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PAID');
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM payments WHERE kind = 'charge'");
    expect(rows[0].n).toBe(1);
    expect((await kit.events()).filter((event) => event.type === 'order.paid')).toHaveLength(1);
  });

  it('refuses an order Stripe already charged (ALREADY_PAID), one waiting for Stripe, lapsed or cancelled', async () => {
    const { ana, admin, order } = await scene();
    await kit.paidOnline(order.id, 7_200);
    const paidOnline = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    expect(paidOnline.json().error.code).toBe('ALREADY_PAID');

    const camera = await kit.product(3);
    for (const status of ['AwaitingPayment', 'Lapsed'] as const) {
      const other = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 3 }]);
      await t.db
        .update(orders)
        .set({ status, holdExpiresAt: sql`now() + interval '30 minutes'` })
        .where(eq(orders.id, other.id));
      const response = await kit.post(admin.cookie, `/api/admin/orders/${other.id}/payments`, { channel: 'cash' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('ORDER_NOT_PAYABLE');
      await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, other.id));
    }
    const cancelled = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 3 }]);
    await kit.remove(ana.cookie, `/api/rentals/${cancelled.rentals[0]!.id}`);
    const response = await kit.post(admin.cookie, `/api/admin/orders/${cancelled.id}/payments`, { channel: 'cash' });
    expect(response.json().error.code).toBe('ORDER_NOT_PAYABLE');
    expect((await kit.post(admin.cookie, '/api/admin/orders/999999/payments', { channel: 'cash' })).statusCode).toBe(
      404,
    );
  });
});
