import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app';

/*
 * Stripe's webhook (POST /api/payments/stripe/webhook): verified by its signature, each event
 * applied once, in whatever order and however late they come.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

async function awaitingOrder(email = 'ana@example.com') {
  const customer = await s.t.signIn({ email });
  const camera = await s.productWith(1, '20.00');
  const order = (await s.checkout(customer.cookie, [s.line(camera.id, 1, '20.00')], 'online')).json();
  const sessionId: string = (await s.order(order.id)).checkout_session_id;
  return { customer, camera, order, sessionId };
}

const post = (body: string, headers: Record<string, string>) =>
  s.t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers, payload: body });

describe('the webhook', () => {
  it('applies a duplicated event once', async () => {
    const { order, sessionId } = await awaitingOrder();
    const event = await s.stripe.pay(sessionId);
    expect(await s.stripe.send(event)).toBe(200);
    expect(await s.stripe.send(event)).toBe(200);
    expect(await s.payments(order.id)).toHaveLength(1);
    expect(await s.events(order.id)).toEqual(['order.placed', 'order.paid', 'invoice.issued']);
    const { rows } = await s.t.pool.query('SELECT id FROM stripe_events');
    expect(rows).toEqual([{ id: event.id }]);
  });

  it('keeps a paid order placed when the expiry comes after the payment', async () => {
    const { order, sessionId } = await awaitingOrder();
    const expired = s.stripe.event('checkout.session.expired', sessionId);
    await s.stripe.pay(sessionId);
    expect(await s.stripe.send(expired)).toBe(200);
    expect((await s.order(order.id)).status).toBe('Placed');
    const { rows } = await s.t.pool.query('SELECT count(*)::int AS n FROM rental_items WHERE NOT cancelled');
    expect(rows[0].n).toBe(1);
  });

  it('places the order once when async_payment_succeeded comes before completed', async () => {
    const { order, sessionId } = await awaitingOrder();
    const completed = await s.stripe.pay(sessionId, { send: false });
    const succeeded = s.stripe.event('checkout.session.async_payment_succeeded', sessionId);
    expect(await s.stripe.send(succeeded)).toBe(200);
    expect(await s.stripe.send(completed)).toBe(200);
    expect((await s.order(order.id)).status).toBe('Placed');
    expect(await s.payments(order.id)).toHaveLength(1);
    expect(await s.events(order.id)).toEqual(['order.placed', 'order.paid', 'invoice.issued']);
  });

  it('waits when completed says unpaid (a delayed method), and lapses on async_payment_failed', async () => {
    const { order, sessionId } = await awaitingOrder();
    const session = s.stripe.sessions.get(sessionId)!;
    session.status = 'complete';
    expect(await s.stripe.send(s.stripe.event('checkout.session.completed', sessionId))).toBe(200);
    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    expect(await s.stripe.send(s.stripe.event('checkout.session.async_payment_failed', sessionId))).toBe(200);
    expect((await s.order(order.id)).status).toBe('Lapsed');
    expect(await s.events(order.id)).toEqual(['order.lapsed']);
  });

  it('refuses an unsigned, forged or replayed-with-another-body call with 400, changing nothing', async () => {
    const { order, sessionId } = await awaitingOrder();
    const event = await s.stripe.pay(sessionId, { send: false });
    const body = JSON.stringify(event);
    const unsigned = await post(body, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_the_shops' });
    expect((await post(body, { 'content-type': 'application/json', 'stripe-signature': forged })).statusCode).toBe(400);
    // A real signature over another body.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: s.stripe.webhookSecret });
    const tampered = body.replace('"paid"', '"paid" ');
    expect((await post(tampered, { 'content-type': 'application/json', 'stripe-signature': signed })).statusCode).toBe(
      400,
    );
    // An old signature (beyond Stripe's five minutes of tolerance).
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: s.stripe.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(body, { 'content-type': 'application/json', 'stripe-signature': old })).statusCode).toBe(400);
    expect((await post('', { 'stripe-signature': signed })).statusCode).toBe(400);
    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    expect(await s.payments(order.id)).toEqual([]);
    expect((await s.t.pool.query('SELECT * FROM stripe_events')).rows).toEqual([]);
    // The genuine delivery still applies.
    expect(await post(body, { 'content-type': 'application/json', 'stripe-signature': signed })).toMatchObject({
      statusCode: 200,
    });
    expect((await s.order(order.id)).status).toBe('Placed');
  });

  it('answers 200 to events it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: s.stripe.webhookSecret });
    const response = await post(body, { 'content-type': 'application/json', 'stripe-signature': signature });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
