import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app';

/*
 * Paying online (issue 28): POST /api/orders with payment "online" books the units AwaitingPayment
 * and answers Stripe's payment page; only Stripe's signed webhook makes the order Placed.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

describe('checking out to pay online', () => {
  it('holds the units, answers the payment page, and is placed only when the webhook says paid', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const camera = await s.productWith(2, '39.90', '150.00');
    const lens = await s.productWith(1, '12.50');
    const response = await s.checkout(
      ana.cookie,
      [s.line(camera.id, 2, '39.90'), s.line(lens.id, 1, '12.50')],
      'online',
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'AwaitingPayment',
      paymentStatus: 'Pending',
      payment: 'online',
      total: '276.90',
      dueNow: '276.90',
      checkoutUrl: expect.stringContaining(`${s.stripe.url}/pay/cs_test_`),
    });
    // The hold: PAYMENT_HOLD_MINUTES and five more; Stripe's session closes four minutes earlier.
    expect(order.holdExpiresAt).toBe('2030-03-10T10:35:00.000Z');
    // The deposit per unit, as the product asked it when booked.
    expect(order.rentals.map((line: { deposit: string }) => line.deposit)).toEqual(['150.00', '0.00']);
    expect(order.deposit.due).toBe('300.00');

    const row = await s.order(order.id);
    const session = s.stripe.sessions.get(row.checkout_session_id)!;
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      metadata: { order_id: String(order.id), order_reference: order.reference },
      client_reference_id: String(order.id),
      customer_email: 'ana@example.com',
      locale: 'es',
      allowed_payment_method_types: ['card'],
      amount_total: 27690,
      expires_at: Date.parse('2030-03-10T10:31:00Z') / 1000,
      success_url: `http://localhost:3000/account/rental-requests?order=${order.id}`,
      cancel_url: `http://localhost:3000/account/orders/${order.id}?payment=cancelled`,
    });
    // The booked prices in cents: 39.90 x 3 days per unit, two units; 12.50 x 3 days.
    expect(
      session.line_items_input.map((item) => [item.price_data.unit_amount, item.quantity, item.price_data.currency]),
    ).toEqual([
      [11970, 2, 'eur'],
      [3750, 1, 'eur'],
    ]);
    const create = s.stripe.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^framehire-checkout-${order.id}-\\d+$`));
    // Nothing is announced before the payment.
    expect(await s.events(order.id)).toEqual([]);

    await s.stripe.pay(session.id);
    const paid = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(paid.json()).toMatchObject({
      status: 'Placed',
      paymentStatus: 'Paid',
      paid: '276.90',
      dueNow: '0.00',
      checkoutUrl: null,
      holdExpiresAt: null,
    });
    expect(await s.payments(order.id)).toMatchObject([
      { kind: 'charge', state: 'succeeded', amount_cents: 27690, stripe_id: session.payment_intent },
    ]);
    expect(await s.events(order.id)).toEqual(['order.placed', 'order.paid', 'invoice.issued']);
  });

  it('confirms nothing when the browser comes back to the success page without a payment', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const camera = await s.productWith(1);
    const order = (await s.checkout(ana.cookie, [s.line(camera.id)], 'online')).json();
    const successUrl = new URL(s.stripe.sessions.get((await s.order(order.id)).checkout_session_id)!.success_url!);
    // The browser lands on the account page, with the order in the address: nothing changes.
    await s.t.app.inject({
      method: 'GET',
      url: `${successUrl.pathname}${successUrl.search}`,
      headers: { cookie: ana.cookie },
    });
    const again = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(again.json()).toMatchObject({ status: 'AwaitingPayment', paymentStatus: 'Pending' });
    expect(await s.payments(order.id)).toEqual([]);
  });

  it('pays through the hosted page: Pay completes the session, the webhook confirms, the browser goes to the success page', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const camera = await s.productWith(1);
    const order = (await s.checkout(ana.cookie, [s.line(camera.id)], 'online')).json();
    const page = await fetch(order.checkoutUrl);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('<button type="submit">Cancel</button>');
    const cancel = await fetch(`${order.checkoutUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe(`http://localhost:3000/account/orders/${order.id}?payment=cancelled`);
    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    const pay = await fetch(`${order.checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toBe(`http://localhost:3000/account/rental-requests?order=${order.id}`);
    expect((await s.order(order.id)).status).toBe('Placed');
  });

  it('still takes orders paid at pick-up, placed at once; a method the shop does not offer is 400', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const camera = await s.productWith(2);
    const atPickup = await s.checkout(ana.cookie, [s.line(camera.id)], 'at_pickup');
    expect(atPickup.statusCode, atPickup.body).toBe(201);
    expect(atPickup.json()).toMatchObject({ status: 'Placed', paymentStatus: 'DueAtPickup', checkoutUrl: null });
    expect(await s.events(atPickup.json().id)).toEqual(['order.placed']);

    // (The row is upserted: resetting the tables between tests empties shop_settings.)
    await s.t.pool.query(
      `INSERT INTO shop_settings (id, value) VALUES (1, '{"payments":{"methods":["online"]}}')
       ON CONFLICT (id) DO UPDATE SET value = excluded.value`,
    );
    try {
      const refused = await s.checkout(ana.cookie, [s.line(camera.id, 1, '10.00', 6, 7)], 'at_pickup');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'PAYMENT_METHOD_NOT_OFFERED', field: 'payment' });
      // Without `payment`, the shop's first method.
      const byDefault = await s.checkout(ana.cookie, [s.line(camera.id, 1, '10.00', 6, 7)]);
      expect(byDefault.json()).toMatchObject({ payment: 'online', status: 'AwaitingPayment' });
    } finally {
      await s.t.pool.query(`UPDATE shop_settings SET value = '{}'`);
    }
  });

  it('answers a replayed checkout with the same order and payment page, made once at Stripe', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const camera = await s.productWith(2);
    const sessionsBefore = s.stripe.sessions.size;
    const requestsBefore = s.stripe.requests.length;
    const first = await s.checkout(ana.cookie, [s.line(camera.id)], 'online', 'key-1');
    const second = await s.checkout(ana.cookie, [s.line(camera.id)], 'online', 'key-1');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.json().id, checkoutUrl: first.json().checkoutUrl });
    const creates = s.stripe.requests
      .slice(requestsBefore)
      .filter((request) => request.path === '/v1/checkout/sessions');
    expect(creates).toHaveLength(1);
    expect(s.stripe.sessions.size).toBe(sessionsBefore + 1);
  });

  it('answers 503 and books nothing when Stripe cannot be reached; the same checkout succeeds once it is back', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const ben = await s.t.signIn({ email: 'ben@example.com' });
    const camera = await s.productWith(1);
    s.stripe.setDown(true);
    let refused;
    try {
      refused = await s.checkout(ana.cookie, [s.line(camera.id)], 'online', 'key-down');
    } finally {
      s.stripe.setDown(false);
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('PAYMENT_UNAVAILABLE');
    expect(refused.json().error.message).toMatch(/not available right now/);
    const { rows } = await s.t.pool.query(`SELECT status FROM orders`);
    expect(rows).toEqual([{ status: 'Lapsed' }]);
    // The unit is free at once: someone else books it.
    const other = await s.checkout(ben.cookie, [s.line(camera.id)], 'at_pickup');
    expect(other.statusCode, other.body).toBe(201);
    // Ana sends the same checkout again (same key): it is booked anew, not answered with the lapsed order.
    const retried = await s.checkout(ana.cookie, [s.line(camera.id, 1, '10.00', 8, 9)], 'online', 'key-down');
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().status).toBe('AwaitingPayment');
  }, 30_000);
});
