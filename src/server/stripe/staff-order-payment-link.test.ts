import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app';

/*
 * An order staff take to be paid online (issue 43): booked AwaitingPayment with its Checkout
 * Session, as a customer's online checkout is, and the payment link mailed to the customer in
 * their language; Stripe's webhook places it once paid.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

const origin = 'http://localhost:3000';

function linkIn(text: string, prefix: string) {
  const link = text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${text}`);
  return link;
}

describe('an order staff take to be paid online', () => {
  it('holds the units, mails the customer the payment link, and is placed when Stripe says paid', async () => {
    const admin = await s.t.signIn({ email: 'desk@example.com', fullName: 'Desk Dora', isAdmin: true });
    const ana = await s.t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez', language: 'es' });
    const camera = await s.productWith(2, '39.90');
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: admin.cookie, origin, 'idempotency-key': 'phone-online-1' },
      payload: { customer: { email: 'ana@example.com' }, lines: [s.line(camera.id, 1, '39.90')], payment: 'online' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      userId: ana.id,
      status: 'AwaitingPayment',
      paymentStatus: 'Pending',
      payment: 'online',
      total: '119.70',
      checkoutUrl: expect.stringContaining(`${s.stripe.url}/pay/cs_test_`),
      // Held for the day (decision 065): the customer pays from the mail, later than at a checkout.
      holdExpiresAt: '2030-03-11T09:05:00.000Z',
    });
    const row = await s.order(order.id);
    const session = s.stripe.sessions.get(row.checkout_session_id)!;
    // The customer's page at Stripe, in their language, for their address.
    expect(session).toMatchObject({ customer_email: 'ana@example.com', locale: 'es', amount_total: 11970 });

    await s.t.jobsDone();
    const mail = await s.t.mailbox.waitFor('ana@example.com');
    expect(mail.subject).toBe(`Paga tu pedido ${order.reference}`);
    expect(linkIn(mail.text, s.stripe.url)).toBe(order.checkoutUrl);
    // Until when, in the shop's time: the hold's end, 10:05 the next day in Madrid.
    expect(mail.text).toContain('10:05');
    expect(mail.text).toContain('119,70');

    // A replay answers the same order, and mails nothing more.
    const replay = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: admin.cookie, origin, 'idempotency-key': 'phone-online-1' },
      payload: { customer: { email: 'ana@example.com' }, lines: [s.line(camera.id, 1, '39.90')], payment: 'online' },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(order.id);
    await s.t.jobsDone();
    expect(s.t.mailbox.received.filter((m) => m.subject.startsWith('Paga tu pedido'))).toHaveLength(1);

    await s.stripe.pay(session.id);
    const paid = await s.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(paid.json()).toMatchObject({ status: 'Placed', paymentStatus: 'Paid', paid: '119.70' });
  });

  it('opens the account of a new customer: the invitation and the payment link both go out', async () => {
    const admin = await s.t.signIn({ email: 'desk@example.com', isAdmin: true });
    const camera = await s.productWith(1, '20.00');
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/admin/orders',
      headers: { cookie: admin.cookie, origin, 'accept-language': 'de' },
      payload: {
        customer: { email: 'nora@example.com', fullName: 'Nora Neu' },
        lines: [s.line(camera.id, 1, '20.00')],
        payment: 'online',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    await s.t.jobsDone();
    const subjects = s.t.mailbox.received
      .filter((mail) => mail.to.includes('nora@example.com'))
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      `Bezahle deine Bestellung ${order.reference}`,
      'Framehire hat ein Konto für dich eröffnet',
    ]);
  });
});
