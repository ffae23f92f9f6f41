import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromSignedCents, toCents } from '../../shared/money';
import { STRIPE_REFUND_TASK } from '../money/refund-task';
import { csvRecords } from '../test/csv';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';

/*
 * A coupon and the damage waiver on an order paid online with lines at 19 % and 7 %, refunded in
 * part (docs/pricing.md): what Stripe charged and refunded, the invoice, the credit note and the
 * accountant's export agree to the cent.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

describe('a coupon and the waiver paid online', () => {
  it('charges, invoices, refunds and exports the same cents', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const admin = await s.t.signIn({ email: 'admin@example.com', isAdmin: true });
    const headers = { cookie: admin.cookie, origin: 'http://localhost:3000' };
    const settings = await s.t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers,
      payload: {
        vat: { standardRate: 19, reducedRates: [7] },
        pricing: { damageWaiver: { mode: 'optional', percent: 10 } },
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const coupon = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers,
      payload: { code: 'SPRING', amountOff: '15' },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const camera = await s.productWith(1, '33.33');
    const lens = await s.productWith(2, '5.55');
    await s.t.pool.query('UPDATE products SET vat_rate = 7 WHERE id = $1', [lens.id]);

    const placed = await s.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ana.cookie },
      payload: {
        lines: [s.line(camera.id, 1, '33.33'), s.line(lens.id, 2, '5.55')],
        payment: 'online',
        couponCode: 'SPRING',
        damageWaiver: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    // Rent 99.99 + 33.30; 15.00 spread by rent: 11.25 and 3.75; waiver 10.00 and 3.33.
    expect(order).toMatchObject({ total: '131.62', discount: '15.00', damageWaiver: '13.33' });
    expect(order.rentals.map((line: { discount: string }) => line.discount)).toEqual(['11.25', '3.75']);

    const session = s.stripe.sessions.get((await s.order(order.id)).checkout_session_id)!;
    expect(session.amount_total).toBe(toCents(order.total));
    await s.stripe.pay(session.id);

    // The lenses cancelled: back comes what they cost, 33.30 - 3.75 + 3.33 = 32.88, through Stripe.
    const cancelled = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${order.rentals[1].id}`,
      headers: { cookie: ana.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const refund = (await s.payments(order.id)).find((row) => row.kind === 'refund')!;
    expect(refund.amount_cents).toBe(3288);
    await s.runJob(STRIPE_REFUND_TASK, { paymentId: refund.id });
    await eventually(
      async () => (await s.payments(order.id)).find((row) => row.kind === 'refund')?.state === 'succeeded',
    );
    const atStripe = [...s.stripe.refunds.values()].filter((made) => made.payment_intent === session.payment_intent);
    expect(atStripe.map((made) => made.amount)).toEqual([3288]);

    const documents = await s.t.pool.query(`SELECT kind, gross_cents FROM invoices WHERE order_id = $1 ORDER BY id`, [
      order.id,
    ]);
    expect(documents.rows).toEqual([
      { kind: 'invoice', gross_cents: 13162 },
      { kind: 'credit_note', gross_cents: 3288 },
    ]);
    const exported = await s.t.app.inject({
      url: `/api/admin/invoices/export.csv?from=2030-03-01&to=2030-03-31`,
      headers: { cookie: admin.cookie },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const rows = csvRecords(exported.body.replace(/^\uFEFF/, ''));
    const sum = (which: string) =>
      fromSignedCents(
        rows.filter((row) => row.kind === which).reduce((total, row) => total + Math.round(Number(row.gross) * 100), 0),
      );
    expect([sum('invoice'), sum('credit_note')]).toEqual(['131.62', '-32.88']);
    const after = (await s.t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: ana.cookie } })).json();
    expect(after).toMatchObject({ total: '98.74', paid: '131.62', refunded: '32.88', balanceDue: '0.00' });
  });
});
