import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/schemas/input';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';

/*
 * Issue 43: a payment counts only against what the shop asked for (decision 061). The webhook
 * applies a session only if the shop made it, to the order it made it for, and only for the
 * amount and currency it asked; anything else is held for review and confirms nothing.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

async function awaitingOrder(email: string, price = '19.90', lines = 1) {
  const customer = await s.t.signIn({ email });
  const picked = [];
  for (let n = 0; n < lines; n++) picked.push(s.line((await s.productWith(1, price)).id, 1, price, 3, 3));
  const order = (await s.checkout(customer.cookie, picked, 'online')).json();
  const sessionId: string = (await s.order(order.id)).checkout_session_id;
  return { customer, order, sessionId };
}

const forReview = async () =>
  (
    await s.t.pool.query(
      'SELECT reason, order_id, amount_cents::int AS amount_cents, currency, checkout_session_id FROM payments_for_review ORDER BY id',
    )
  ).rows;

describe('payments matched to the sessions the shop made', () => {
  it('records each session it makes with what it asks for', async () => {
    const { order, sessionId } = await awaitingOrder('ana@example.com', '19.90', 2);
    const { rows } = await s.t.pool.query('SELECT * FROM checkout_sessions');
    expect(rows).toEqual([
      expect.objectContaining({
        id: sessionId,
        order_id: order.id,
        rental_change_id: null,
        amount_cents: 3980,
        currency: 'eur',
      }),
    ]);
    expect(s.stripe.sessions.get(sessionId)!.amount_total).toBe(3980);
  });

  it('holds a session it never made for review, whatever order its metadata names and however little it says was paid', async () => {
    const { order, sessionId } = await awaitingOrder('ana@example.com');
    const event = await s.stripe.pay(sessionId, { send: false });
    const forged = event.data.object as unknown as Record<string, unknown>;
    Object.assign(forged, { id: 'cs_test_never_made_here', amount_total: 1 });
    expect(await s.stripe.send(event)).toBe(200);

    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    expect(await s.payments(order.id)).toEqual([]);
    expect((await s.t.pool.query('SELECT count(*)::int AS n FROM invoices')).rows[0].n).toBe(0);
    expect(await forReview()).toEqual([
      {
        reason: 'unknown_session',
        order_id: null,
        amount_cents: 1,
        currency: 'eur',
        checkout_session_id: 'cs_test_never_made_here',
      },
    ]);
    // The genuine payment of the order's own session still places it.
    expect(await s.stripe.send(await s.stripe.event('checkout.session.completed', sessionId))).toBe(200);
    expect((await s.order(order.id)).status).toBe('Placed');
  });

  it('holds a paid amount or currency other than the session asked for, and confirms nothing', async () => {
    const { order, sessionId } = await awaitingOrder('ana@example.com');
    const event = await s.stripe.pay(sessionId, { send: false });
    (event.data.object as unknown as Record<string, unknown>).amount_total = 1;
    expect(await s.stripe.send(event)).toBe(200);
    const other = await s.stripe.event('checkout.session.completed', sessionId);
    (other.data.object as unknown as Record<string, unknown>).currency = 'usd';
    expect(await s.stripe.send(other)).toBe(200);

    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    expect(await s.payments(order.id)).toEqual([]);
    expect(await forReview()).toEqual([
      {
        reason: 'amount_mismatch',
        order_id: order.id,
        amount_cents: 1,
        currency: 'eur',
        checkout_session_id: sessionId,
      },
      {
        reason: 'amount_mismatch',
        order_id: order.id,
        amount_cents: 1990,
        currency: 'usd',
        checkout_session_id: sessionId,
      },
    ]);
  });

  it('pays the order its session was made for, never the one its metadata names', async () => {
    const a = await awaitingOrder('ana@example.com');
    const b = await awaitingOrder('bea@example.com');
    const event = await s.stripe.pay(b.sessionId, { send: false });
    const session = event.data.object as unknown as { metadata: Record<string, string> };
    session.metadata = { ...session.metadata, order_id: String(a.order.id), order_reference: a.order.reference };
    expect(await s.stripe.send(event)).toBe(200);
    expect((await s.order(a.order.id)).status).toBe('AwaitingPayment');
    expect(await s.payments(a.order.id)).toEqual([]);
    expect((await s.order(b.order.id)).status).toBe('Placed');
    expect((await s.payments(b.order.id)).map((row) => [row.kind, row.amount_cents])).toEqual([['charge', 1990]]);
  });

  it('refunds what a line cancelled while the customer was paying no longer costs, and the order settles', async () => {
    const { customer, order, sessionId } = await awaitingOrder('ana@example.com', '19.99', 2);
    const [first] = (await s.t.pool.query('SELECT id FROM rentals WHERE order_id = $1 ORDER BY id', [order.id])).rows;
    const cancelled = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${first.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    // The customer pays the session they still have open: it asked for both lines.
    await s.stripe.pay(sessionId);
    expect((await s.order(order.id)).status).toBe('Placed');
    const rows = await s.payments(order.id);
    expect(rows.map((row) => [row.kind, row.amount_cents])).toEqual([
      ['charge', 3998],
      ['refund', 1999],
    ]);
    await eventually(async () =>
      (await s.payments(order.id)).find((row) => row.kind === 'refund' && row.state === 'succeeded'),
    );
    const view = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(view.json()).toMatchObject({ total: '19.99', paid: '39.98', refunded: '19.99' });
  });
});

describe('money held for review on the dashboard home', () => {
  it('is listed, oldest first with its order when the shop made its session, until an administrator marks it reviewed', async () => {
    const admin = await s.t.signIn({ email: 'boss@example.com', isAdmin: true });
    const { order, sessionId } = await awaitingOrder('ana@example.com');
    const event = await s.stripe.pay(sessionId, { send: false });
    (event.data.object as unknown as Record<string, unknown>).amount_total = 500;
    await s.stripe.send(event);
    const home = async () =>
      (await s.t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })).json();
    const listed = (await home()).paymentsForReview;
    expect(listed).toEqual({
      total: 1,
      items: [
        {
          id: expect.any(Number),
          reason: 'amount_mismatch',
          amount: '5.00',
          currency: 'eur',
          checkoutSessionId: sessionId,
          paymentIntentId: expect.stringMatching(/^pi_/),
          order: { id: order.id, reference: order.reference },
          receivedAt: expect.any(String),
        },
      ],
    });
    const mark = (id: string | number) =>
      s.t.app.inject({
        method: 'POST',
        url: `/api/admin/payments-for-review/${id}/reviewed`,
        headers: { cookie: admin.cookie, origin: admin.origin },
      });
    for (const bad of ['0', '01', '1e3', 'x', String(MAX_ID + 1)]) {
      const response = await mark(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.field).toBe('id');
    }
    expect((await mark(MAX_ID)).statusCode).toBe(404);
    expect((await mark(listed.items[0].id)).statusCode).toBe(204);
    expect((await home()).paymentsForReview).toEqual({ total: 0, items: [] });
    // Once: a second click finds nothing open.
    expect((await mark(listed.items[0].id)).statusCode).toBe(404);
    const { rows } = await s.t.pool.query('SELECT reviewed_by FROM payments_for_review');
    expect(rows).toEqual([{ reviewed_by: admin.id }]);
  });
});
