import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';
import { REFUND_TRIES } from '../money/refund-task';
import { DISPUTE_LOST_REASON, REFUNDED_IN_STRIPE_REASON } from './refund-events';

/*
 * Stripe's own events about money (issue 43, decision 064), signed and posted to the webhook as
 * Stripe does (the real verification runs): a refund made in Stripe's dashboard (charge.refunded)
 * enters the ledger with its credit note; a refund Stripe fails later (refund.failed,
 * refund.updated) is failed in the ledger and listed; a dispute (charge.dispute.created) is
 * recorded, audited and listed. Each applies once, and only to a payment or refund the shop has by
 * its Stripe id.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

/** An order of Ana's paid online (30.00): its PaymentIntent. */
async function paidOrder() {
  const customer = await s.t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await s.t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const product = await s.productWith(1);
  const order = (await s.checkout(customer.cookie, [s.line(product.id)], 'online')).json();
  await s.stripe.pay((await s.order(order.id)).checkout_session_id);
  const charge = await eventually(async () => (await s.payments(order.id)).find((row) => row.kind === 'charge'));
  return { customer, admin, order, intent: charge.stripe_id! };
}

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const refunds = async (orderId: number) => (await s.payments(orderId)).filter((row) => row.kind === 'refund');

async function ledgerSnapshot(orderId: number) {
  const { rows } = await s.t.pool.query(
    `SELECT (SELECT json_agg(p ORDER BY p.id) FROM payments p WHERE p.order_id = $1) AS payments,
            (SELECT count(*)::int FROM invoices WHERE order_id = $1) AS invoices,
            (SELECT count(*)::int FROM order_adjustments WHERE order_id = $1) AS adjustments,
            (SELECT count(*)::int FROM payment_disputes WHERE order_id = $1) AS disputes,
            (SELECT count(*)::int FROM audit_log) AS audits,
            (SELECT count(*)::int FROM domain_events) AS events`,
    [orderId],
  );
  return rows[0];
}

describe('charge.refunded: a refund made in Stripe', () => {
  it('adds each refund not in the ledger, with a credit note, once', async () => {
    const { customer, order, intent } = await paidOrder();
    const { refund, event } = await s.stripe.refundInDashboard(intent, 500);
    const [row] = await refunds(order.id);
    expect(row).toMatchObject({ state: 'succeeded', amount_cents: 500, stripe_id: refund.id });
    const { rows: credit } = await s.t.pool.query(`SELECT kind FROM invoices WHERE order_id = $1 ORDER BY id`, [
      order.id,
    ]);
    expect(credit.map((invoice: { kind: string }) => invoice.kind)).toEqual(['invoice', 'credit_note']);
    const view = (await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json();
    expect(view).toMatchObject({ paid: '30.00', refunded: '5.00', balanceDue: '0.00' });
    expect(view.payments.at(-1)).toMatchObject({ kind: 'refund', reason: REFUNDED_IN_STRIPE_REASON });
    expect(await s.events(order.id)).toContain('order.refunded');

    // The same event again, and the next refund's event (the charge lists both): one row each.
    const before = await ledgerSnapshot(order.id);
    expect(await s.stripe.send(event)).toBe(200);
    expect(await ledgerSnapshot(order.id)).toEqual(before);
    const second = await s.stripe.refundInDashboard(intent, 300);
    expect((await refunds(order.id)).map((r) => [r.stripe_id, r.amount_cents])).toEqual([
      [refund.id, 500],
      [second.refund.id, 300],
    ]);
    expect((await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json()).toMatchObject({
      refunded: '8.00',
      balanceDue: '0.00',
    });
  });

  it("leaves the shop's own refunds to their job, made or still being written down", async () => {
    const { admin, order, intent } = await paidOrder();
    await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: '6.90', reason: 'Goodwill.' });
    const made = await eventually(async () => (await refunds(order.id)).find((row) => row.state === 'succeeded'));
    const event = s.stripe.objectEvent('charge.refunded', s.stripe.chargeOf(intent));
    expect(await s.stripe.send(event)).toBe(200);
    expect(await refunds(order.id)).toHaveLength(1);
    // Stripe's event before the job wrote the refund's id down: still the job's.
    await s.t.pool.query(`UPDATE payments SET state = 'pending', stripe_id = NULL WHERE id = $1`, [made.id]);
    expect(await s.stripe.send(s.stripe.objectEvent('charge.refunded', s.stripe.chargeOf(intent)))).toBe(200);
    expect(await refunds(order.id)).toHaveLength(1);
  });

  it('ignores a payment the shop does not know', async () => {
    const { order } = await paidOrder();
    const stranger = {
      ...s.stripe.chargeOf((await s.payments(order.id))[0]!.stripe_id!),
      payment_intent: 'pi_unknown',
    };
    const before = await ledgerSnapshot(order.id);
    expect(await s.stripe.send(s.stripe.objectEvent('charge.refunded', stranger))).toBe(200);
    expect(await ledgerSnapshot(order.id)).toEqual(before);
  });
});

describe('refund.failed and refund.updated: a refund Stripe fails later', () => {
  it.each(['refund.failed', 'refund.updated'] as const)(
    '%s fails the ledger row, lists it, and a retry is a new request',
    async (type) => {
      const { customer, admin, order } = await paidOrder();
      await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: '6.90', reason: 'Goodwill.' });
      const made = await eventually(async () => (await refunds(order.id)).find((row) => row.state === 'succeeded'));
      const event = await s.stripe.failRefund(made.stripe_id!, { type });
      const { rows } = await s.t.pool.query('SELECT * FROM payments WHERE id = $1', [made.id]);
      expect(rows[0]).toMatchObject({ state: 'failed', stripe_key_round: 1, stripe_tries: REFUND_TRIES });
      expect(rows[0].failure_reason).toContain('expired_or_canceled_card');
      expect((await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json()).toMatchObject({
        refunded: '0.00',
        paymentStatus: 'RefundOwed',
      });
      const listed = (await as(admin.cookie, 'GET', '/api/admin/overview')).json().failedRefunds;
      expect(listed.items.map((item: { id: number }) => item.id)).toEqual([made.id]);

      const before = await ledgerSnapshot(order.id);
      expect(await s.stripe.send(event)).toBe(200);
      expect(await ledgerSnapshot(order.id)).toEqual(before);

      // Retried: a new refund at Stripe (the failed one keeps its answer under the old key).
      expect((await as(admin.cookie, 'POST', `/api/admin/refunds/${made.id}/retry`)).statusCode).toBe(204);
      const again = await eventually(async () => (await refunds(order.id)).find((row) => row.state === 'succeeded'));
      expect(again.stripe_id).not.toBe(made.stripe_id);
    },
  );

  it('ignores a refund the shop does not know, and one that did not fail', async () => {
    const { order, intent } = await paidOrder();
    const { refund } = await s.stripe.refundInDashboard(intent, 500);
    const before = await ledgerSnapshot(order.id);
    const unknown = s.stripe.objectEvent('refund.failed', { ...refund, id: 're_unknown', status: 'failed' });
    expect(await s.stripe.send(unknown)).toBe(200);
    expect(await s.stripe.send(s.stripe.objectEvent('refund.updated', refund))).toBe(200);
    const after = await ledgerSnapshot(order.id);
    expect(after.payments).toEqual(before.payments);
  });
});

describe('charge.dispute.created', () => {
  it('records the dispute once, in the audit log as Stripe, listed until reviewed', async () => {
    const { admin, order, intent } = await paidOrder();
    const event = await s.stripe.dispute(intent, { reason: 'product_not_received' });
    const overview = async () => (await as(admin.cookie, 'GET', '/api/admin/overview')).json().disputes;
    const listed = await overview();
    expect(listed).toEqual({
      total: 1,
      items: [
        {
          id: expect.any(Number),
          order: { id: order.id, reference: order.reference },
          customerName: 'Ana Pérez',
          amount: '30.00',
          currency: 'eur',
          reason: 'product_not_received',
          stripeDisputeId: event.data.object.id,
          receivedAt: expect.any(String),
          outcome: null,
        },
      ],
    });
    const { rows: audit } = await s.t.pool.query(
      `SELECT actor_id, actor_name, action, after FROM audit_log WHERE entity = 'order' AND entity_id = $1`,
      [order.id],
    );
    expect(audit).toEqual([
      {
        actor_id: null,
        actor_name: 'Stripe',
        action: 'payment',
        after: expect.objectContaining({ disputed: '30.00', reason: 'product_not_received' }),
      },
    ]);
    // The money is not refunded by a dispute: the ledger is as it was.
    expect(await refunds(order.id)).toEqual([]);

    const before = await ledgerSnapshot(order.id);
    expect(await s.stripe.send(event)).toBe(200);
    expect(await ledgerSnapshot(order.id)).toEqual(before);

    const id = listed.items[0].id;
    expect((await as(admin.cookie, 'POST', `/api/admin/disputes/${id}/reviewed`)).statusCode).toBe(204);
    expect(await overview()).toEqual({ total: 0, items: [] });
    expect((await as(admin.cookie, 'POST', `/api/admin/disputes/${id}/reviewed`)).statusCode).toBe(404);
  });

  it('ignores a dispute of a payment the shop does not know', async () => {
    const { order } = await paidOrder();
    const forged = s.stripe.objectEvent('charge.dispute.created', {
      id: 'dp_forged',
      object: 'dispute',
      amount: 3000,
      currency: 'eur',
      payment_intent: 'pi_unknown',
      reason: 'fraudulent',
      status: 'needs_response',
      metadata: { order_id: String(order.id) },
    });
    const before = await ledgerSnapshot(order.id);
    expect(await s.stripe.send(forged)).toBe(200);
    expect(await ledgerSnapshot(order.id)).toEqual(before);
  });
});

describe('charge.dispute.closed', () => {
  it('a dispute lost is a refund given with its credit note, once; its outcome shows until reviewed', async () => {
    const { admin, customer, order, intent } = await paidOrder();
    const opened = await s.stripe.dispute(intent, { reason: 'fraudulent' });
    const lost = s.stripe.objectEvent('charge.dispute.closed', { ...opened.data.object, status: 'lost' });
    expect(await s.stripe.send(lost)).toBe(200);

    const [row] = await refunds(order.id);
    expect(row).toMatchObject({
      state: 'succeeded',
      channel: 'stripe',
      amount_cents: 3000,
      reason: DISPUTE_LOST_REASON,
    });
    const view = (await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json();
    expect(view).toMatchObject({ paid: '30.00', refunded: '30.00', balanceDue: '0.00', paymentStatus: 'Refunded' });
    const { rows: documents } = await s.t.pool.query(`SELECT kind FROM invoices WHERE order_id = $1 ORDER BY id`, [
      order.id,
    ]);
    expect(documents.map((doc: { kind: string }) => doc.kind)).toEqual(['invoice', 'credit_note']);
    const overview = (await as(admin.cookie, 'GET', '/api/admin/overview')).json().disputes;
    expect(overview.items).toEqual([
      expect.objectContaining({ outcome: 'lost', stripeDisputeId: opened.data.object.id }),
    ]);

    // The same decision delivered again, as another event: nothing moves twice.
    const before = await ledgerSnapshot(order.id);
    const again = s.stripe.objectEvent('charge.dispute.closed', { ...opened.data.object, status: 'lost' });
    expect(await s.stripe.send(again)).toBe(200);
    expect(await ledgerSnapshot(order.id)).toEqual({ ...before, audits: before.audits, events: before.events });
  });

  it('a dispute won keeps the money and moves nothing; a dispute the shop never recorded is ignored', async () => {
    const { admin, order, intent } = await paidOrder();
    const opened = await s.stripe.dispute(intent);
    const before = await ledgerSnapshot(order.id);
    const won = s.stripe.objectEvent('charge.dispute.closed', { ...opened.data.object, status: 'won' });
    expect(await s.stripe.send(won)).toBe(200);
    expect((await ledgerSnapshot(order.id)).payments).toEqual(before.payments);
    const overview = (await as(admin.cookie, 'GET', '/api/admin/overview')).json().disputes;
    expect(overview.items).toEqual([expect.objectContaining({ outcome: 'won' })]);

    const unknown = s.stripe.objectEvent('charge.dispute.closed', {
      ...opened.data.object,
      id: 'dp_never_recorded',
      status: 'lost',
    });
    expect(await s.stripe.send(unknown)).toBe(200);
    expect((await ledgerSnapshot(order.id)).payments).toEqual(before.payments);
  });
});
