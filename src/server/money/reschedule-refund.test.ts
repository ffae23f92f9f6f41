import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';

/*
 * A rental of an order paid online, shortened before it starts (issue 31): what it takes off
 * comes back by the cancellation rules through Stripe (the local Stripe-protocol server), its
 * refund row tied to the change. An order still waiting for its online payment cannot change.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

async function onlineOrder(paid: boolean) {
  const ana = await s.t.signIn({ email: 'ana@example.com' });
  const product = await s.productWith(2);
  // Days 3 to 5 at 10.00: 30.00.
  const response = await s.checkout(ana.cookie, [s.line(product.id)], 'online');
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  if (paid) await s.stripe.pay((await s.order(order.id)).checkout_session_id as string);
  return { ana, order, rentalId: order.rentals[0].id as number };
}

const reschedule = (cookie: string, rentalId: number, from: number, to: number) =>
  s.t.app.inject({
    method: 'POST',
    url: `/api/rentals/${rentalId}/reschedule`,
    headers: { cookie },
    payload: { dateFrom: s.day(from), dateTo: s.day(to) },
  });

describe('a paid online rental shortened', () => {
  it('refunds what the rules give through Stripe, once, tied to the change', async () => {
    const { ana, order, rentalId } = await onlineOrder(true);
    expect((await s.order(order.id)).status).toBe('Placed');
    const done = await reschedule(ana.cookie, rentalId, 3, 3);
    expect(done.statusCode, done.body).toBe(200);
    const refund = await eventually(async () =>
      (await s.payments(order.id)).find((row) => row.kind === 'refund' && row.state === 'succeeded'),
    );
    // Three days ahead: 100% of the two days taken off.
    expect(refund).toMatchObject({ amount_cents: 2000 });
    const { rows } = await s.t.pool.query('SELECT id, amount_cents FROM rental_changes WHERE rental_id = $1', [
      rentalId,
    ]);
    expect(rows).toEqual([{ id: expect.any(Number), amount_cents: -2000 }]);
    const { rows: tied } = await s.t.pool.query('SELECT rental_change_id FROM payments WHERE id = $1', [refund.id]);
    expect(tied[0].rental_change_id).toBe(rows[0].id);
    const atStripe = [...s.stripe.refunds.values()];
    expect(atStripe).toEqual([expect.objectContaining({ amount: 2000 })]);
    expect(refund.stripe_id).toBe(atStripe[0]!.id);
  });

  it('is refused while the order waits for its online payment', async () => {
    const { ana, rentalId } = await onlineOrder(false);
    const refused = await reschedule(ana.cookie, rentalId, 3, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'ORDER_AWAITING_PAYMENT' });
    const { rows } = await s.t.pool.query('SELECT date_to FROM rentals WHERE id = $1', [rentalId]);
    expect(rows[0].date_to).toBe(s.day(5));
  });
});
