import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_REFUND_TASK } from '../money/refund-task';
import { LAPSE_ORDER_TASK, LAPSE_SWEEP_TASK } from './holds';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';

/*
 * Units held while the customer pays: kept from everyone else until the payment or the end of
 * the hold, then free at once; a payment after that is refunded, once.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

const liveUnits = async () =>
  (await s.t.pool.query('SELECT count(*)::int AS n FROM rental_items WHERE NOT cancelled')).rows[0].n as number;

async function awaitingOrder(email = 'ana@example.com', productId?: number) {
  const customer = await s.t.signIn({ email });
  const id = productId ?? (await s.productWith(1)).id;
  const response = await s.checkout(customer.cookie, [s.line(id)], 'online');
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  return { customer, productId: id, order, sessionId: (await s.order(order.id)).checkout_session_id as string };
}

describe('the hold', () => {
  it('frees the units the moment the session expires: someone else books them at once', async () => {
    const { customer, order, productId, sessionId } = await awaitingOrder();
    await s.stripe.expire(sessionId);
    expect(await s.order(order.id)).toMatchObject({ status: 'Lapsed' });
    expect(await liveUnits()).toBe(0);
    expect(await s.events(order.id)).toEqual(['order.lapsed']);
    const ben = await s.t.signIn({ email: 'ben@example.com' });
    const other = await s.checkout(ben.cookie, [s.line(productId)], 'at_pickup');
    expect(other.statusCode, other.body).toBe(201);
    const lapsed = await s.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(lapsed.json()).toMatchObject({ status: 'Lapsed', paymentStatus: 'Expired', checkoutUrl: null });
    expect(lapsed.json().rentals[0].cancelledAt).not.toBeNull();
  });

  it('keeps the last unit for the customer paying; another gets it once the hold has ended', async () => {
    const { order, productId, sessionId } = await awaitingOrder();
    const ben = await s.t.signIn({ email: 'ben@example.com' });
    const refused = await s.checkout(ben.cookie, [s.line(productId)], 'at_pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.lines[0]).toMatchObject({ code: 'NOT_ENOUGH_STOCK', available: 0 });

    // The lapse job comes due at the hold's end; before it nothing lapses.
    const { rows: jobs } = await s.t.pool.query(`SELECT run_at FROM graphile_worker.jobs WHERE task_identifier = $1`, [
      LAPSE_ORDER_TASK,
    ]);
    expect(jobs.map((job: { run_at: Date }) => job.run_at.toISOString())).toEqual(['2030-03-10T10:35:00.000Z']);
    s.setMinutesLater(34);
    await s.runJob(LAPSE_ORDER_TASK, { orderId: order.id });
    await s.runJob(LAPSE_SWEEP_TASK);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await s.order(order.id)).status).toBe('AwaitingPayment');

    s.setMinutesLater(36);
    await s.runJob(LAPSE_SWEEP_TASK);
    await eventually(async () => (await s.order(order.id)).status === 'Lapsed');
    // Stripe was asked to close the session first, so nobody can pay for the freed unit.
    expect(s.stripe.sessions.get(sessionId)!.status).toBe('expired');
    const booked = await s.checkout(ben.cookie, [s.line(productId)], 'at_pickup');
    expect(booked.statusCode, booked.body).toBe(201);
    await s.stripe.settled();
    expect(await s.events(order.id)).toEqual(['order.lapsed']);
  });

  it('leaves the order to the webhook when Stripe says the session was paid just before the hold ended', async () => {
    const { order, sessionId } = await awaitingOrder();
    const completed = await s.stripe.pay(sessionId, { send: false });
    s.setMinutesLater(40);
    await s.runJob(LAPSE_ORDER_TASK, { orderId: order.id });
    await eventually(async () =>
      s.stripe.requests.some((request) => request.path === `/v1/checkout/sessions/${sessionId}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await s.order(order.id)).status).toBe('AwaitingPayment');
    await s.stripe.send(completed);
    expect((await s.order(order.id)).status).toBe('Placed');
    expect(await liveUnits()).toBe(1);
  });

  it('refunds a payment that arrives after the order lapsed, through Stripe, once', async () => {
    const { order, sessionId } = await awaitingOrder();
    const completed = await s.stripe.pay(sessionId, { send: false });
    // The expiry reaches the shop first (delivered late, or the customer paid in the last second).
    await s.stripe.send(s.stripe.event('checkout.session.expired', sessionId));
    expect((await s.order(order.id)).status).toBe('Lapsed');
    expect(await s.stripe.send(completed)).toBe(200);
    expect((await s.order(order.id)).status).toBe('Lapsed');
    const [charge, refund] = await eventually(async () => {
      const rows = await s.payments(order.id);
      return rows[1]?.state === 'succeeded' ? rows : undefined;
    });
    expect(charge).toMatchObject({ kind: 'charge', state: 'succeeded', amount_cents: 3000 });
    expect(refund).toMatchObject({ kind: 'refund', state: 'succeeded', amount_cents: 3000 });
    const atStripe = [...s.stripe.refunds.values()].filter(
      (made) => made.payment_intent === completed.data.object.payment_intent,
    );
    expect(atStripe).toHaveLength(1);
    expect(refund!.stripe_id).toBe(atStripe[0]!.id);
    expect(await s.events(order.id)).toEqual(['order.lapsed', 'order.refunded']);
    const answer = await s.t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: (await s.t.signIn({ email: 'admin@example.com', isAdmin: true })).cookie },
    });
    expect(answer.json()).toMatchObject({
      status: 'Lapsed',
      paymentStatus: 'Refunded',
      paid: '30.00',
      refunded: '30.00',
    });

    // The refund job run again (a retry after a crash before it wrote down Stripe's answer): the
    // Idempotency-Key gets Stripe's first refund back, nothing is refunded twice.
    await s.t.pool.query(`UPDATE payments SET state = 'pending', stripe_id = NULL WHERE id = $1`, [refund!.id]);
    await s.runJob(STRIPE_REFUND_TASK, { paymentId: refund!.id });
    await eventually(async () => (await s.payments(order.id))[1]?.state === 'succeeded');
    expect((await s.payments(order.id))[1]!.stripe_id).toBe(atStripe[0]!.id);
    expect(
      [...s.stripe.refunds.values()].filter((made) => made.payment_intent === completed.data.object.payment_intent),
    ).toHaveLength(1);
  });

  it('expires the payment page when the customer cancels every line of an order awaiting payment', async () => {
    const { customer, order, sessionId } = await awaitingOrder();
    const [line] = order.rentals;
    const cancel = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${line.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    await eventually(async () => s.stripe.sessions.get(sessionId)!.status === 'expired');
    expect((await s.order(order.id)).status).toBe('Cancelled');
  });
});
