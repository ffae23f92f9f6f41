import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';
import { CHANGE_LAPSE_SWEEP_TASK, LAPSE_CHANGE_TASK } from './change-payment';

/*
 * Extending a rental of an order paid online (issue 31, decision 047): the change holds its new
 * days while the customer pays the difference on its own Checkout Session; only Stripe's signed
 * webhook puts it in force (a change_charge, its invoice, rental.extended), and a change not paid
 * in time lapses with its old dates back. Stripe is the local one, driven through the official SDK.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

/** A customer's paid online order: 2 units at 20.00 a day, days 3 to 5. */
async function paidOrder() {
  const customer = await s.t.signIn({ email: 'ana@example.com', language: 'de' });
  const camera = await s.productWith(3, '20.00');
  const order = (await s.checkout(customer.cookie, [s.line(camera.id, 2, '20.00')], 'online')).json();
  await s.stripe.pay((await s.order(order.id)).checkout_session_id);
  expect((await s.order(order.id)).status).toBe('Placed');
  const rentalId: number = order.rentals[0].id;
  return { customer, order, rentalId };
}

const extend = (cookie: string, id: number, dateTo: string) =>
  s.t.app.inject({ method: 'POST', url: `/api/rentals/${id}/extend`, headers: { cookie }, payload: { dateTo } });

async function change(id: number) {
  const { rows } = await s.t.pool.query('SELECT * FROM rental_changes WHERE id = $1', [id]);
  return rows[0];
}
async function rentalDates(id: number) {
  const { rows } = await s.t.pool.query(
    `SELECT r.date_to::text AS date_to, r.charged_days, array_agg(ri.date_to::text) AS units
     FROM rentals r JOIN rental_items ri ON ri.rental_id = r.id WHERE r.id = $1 GROUP BY r.id`,
    [id],
  );
  return rows[0];
}

describe('an extension of an order paid online', () => {
  it('is pending and holds its days until the webhook says paid, then is in force, charged and invoiced', async () => {
    const { customer, order, rentalId } = await paidOrder();
    const quote = await s.t.app.inject({
      method: 'GET',
      url: `/api/rentals/${rentalId}/extend?dateTo=${s.day(7)}`,
      headers: { cookie: customer.cookie },
    });
    expect(quote.json()).toMatchObject({ payment: 'online', amount: '80.00', refusal: null });

    const response = await extend(customer.cookie, rentalId, s.day(7));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'pending', amount: '80.00', holdExpiresAt: '2030-03-10T10:35:00.000Z' });
    const pending = await change(body.changeId);
    expect(pending).toMatchObject({ status: 'pending', amount_cents: 8000 });
    expect(body.checkoutUrl).toBe(
      pending.checkout_session_id && s.stripe.sessions.get(pending.checkout_session_id)!.url,
    );
    // The new days are held meanwhile: nobody else can book the units on them.
    expect(await rentalDates(rentalId)).toEqual({ date_to: s.day(7), charged_days: 5, units: [s.day(7), s.day(7)] });
    const session = s.stripe.sessions.get(pending.checkout_session_id)!;
    expect(session).toMatchObject({ amount_total: 8000, metadata: { rental_change_id: String(body.changeId) } });
    expect(await s.events(order.id)).not.toContain('rental.extended');
    // A second extension waits for this one.
    expect((await extend(customer.cookie, rentalId, s.day(8))).json().error.code).toBe('CHANGE_PENDING');

    await s.stripe.pay(pending.checkout_session_id);
    expect((await change(body.changeId)).status).toBe('done');
    const charges = (await s.payments(order.id)).filter((row) => row.kind === 'change_charge');
    expect(charges).toMatchObject([{ amount_cents: 8000, state: 'succeeded' }]);
    const { rows: tied } = await s.t.pool.query('SELECT rental_change_id FROM payments WHERE kind = $1', [
      'change_charge',
    ]);
    expect(tied).toEqual([{ rental_change_id: body.changeId }]);
    const { rows: invoices } = await s.t.pool.query(
      `SELECT i.gross_cents, l.description FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
       WHERE i.payment_id = $1`,
      [charges[0]!.id],
    );
    expect(invoices).toEqual([
      { gross_cents: 8000, description: expect.stringMatching(/^Verlängerung: .+, 2 Exemplare, 2 Tage mehr bis /) },
    ]);
    expect((await s.events(order.id)).filter((type) => type.startsWith('rental.'))).toEqual(['rental.extended']);
    // A duplicate delivery changes nothing.
    const again = s.stripe.event('checkout.session.completed', pending.checkout_session_id);
    expect(await s.stripe.send(again)).toBe(200);
    expect((await s.payments(order.id)).filter((row) => row.kind === 'change_charge')).toHaveLength(1);
  });

  it('lapses when the hold ends unpaid: old dates back, rental.change_lapsed, the session expired', async () => {
    const { customer, order, rentalId } = await paidOrder();
    const { changeId } = (await extend(customer.cookie, rentalId, s.day(7))).json();
    const { rows: jobs } = await s.t.pool.query(`SELECT run_at FROM graphile_worker.jobs WHERE task_identifier = $1`, [
      LAPSE_CHANGE_TASK,
    ]);
    expect(jobs.map((job: { run_at: Date }) => job.run_at.toISOString())).toEqual(['2030-03-10T10:35:00.000Z']);
    s.setMinutesLater(34);
    await s.runJob(CHANGE_LAPSE_SWEEP_TASK);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await change(changeId)).status).toBe('pending');

    s.setMinutesLater(36);
    await s.runJob(CHANGE_LAPSE_SWEEP_TASK);
    await eventually(async () => (await change(changeId)).status === 'lapsed');
    await s.stripe.settled();
    expect(s.stripe.sessions.get((await change(changeId)).checkout_session_id)!.status).toBe('expired');
    expect(await rentalDates(rentalId)).toEqual({ date_to: s.day(5), charged_days: 3, units: [s.day(5), s.day(5)] });
    expect((await s.events(order.id)).filter((type) => type.startsWith('rental.'))).toEqual(['rental.change_lapsed']);
    expect((await s.payments(order.id)).filter((row) => row.kind === 'change_charge')).toEqual([]);
  });

  it('refunds a payment that comes after the change lapsed, to the payment that made it', async () => {
    const { customer, order, rentalId } = await paidOrder();
    const { changeId } = (await extend(customer.cookie, rentalId, s.day(7))).json();
    const sessionId = (await change(changeId)).checkout_session_id;
    const late = await s.stripe.pay(sessionId, { send: false });
    expect(await s.stripe.send(s.stripe.event('checkout.session.expired', sessionId))).toBe(200);
    expect((await change(changeId)).status).toBe('lapsed');
    expect(await s.stripe.send(late)).toBe(200);
    const rows = await s.payments(order.id);
    expect(rows.filter((row) => row.kind !== 'charge')).toMatchObject([
      { kind: 'change_charge', amount_cents: 8000 },
      { kind: 'refund', amount_cents: 8000 },
    ]);
    await eventually(
      async () => (await s.payments(order.id)).find((row) => row.kind === 'refund')?.state === 'succeeded',
    );
    const changeCharge = rows.find((row) => row.kind === 'change_charge')!;
    expect([...s.stripe.refunds.values()].map((refund) => refund.payment_intent)).toEqual([changeCharge.stripe_id]);
    expect(await rentalDates(rentalId)).toMatchObject({ date_to: s.day(5) });
  });

  it('keeps the old dates when Stripe cannot be reached (503)', async () => {
    const { customer, rentalId } = await paidOrder();
    s.stripe.setDown(true);
    try {
      const response = await extend(customer.cookie, rentalId, s.day(7));
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('PAYMENT_UNAVAILABLE');
    } finally {
      s.stripe.setDown(false);
    }
    expect(await rentalDates(rentalId)).toMatchObject({ date_to: s.day(5), charged_days: 3 });
    const { rows } = await s.t.pool.query('SELECT status FROM rental_changes');
    expect(rows).toEqual([{ status: 'lapsed' }]);
  });
});
