import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeTestApp, eventually, type StripeTestApp } from '../test/stripe-test-app';
import { REFUND_RETRY_MINUTES, REFUND_TRIES, refundJobKey } from './refund-task';
import { nextRefundTry } from '../stripe/stripe-refund-job';

/*
 * Refunds that do not go through (issue 43, decision 064), against the local Stripe: a refund
 * Stripe refuses, or cannot be reached for, is tried again on the schedule of refund-task.ts,
 * then listed on the dashboard home until staff retry it or record that they paid it back
 * another way. The customer's refund mail goes only once Stripe has accepted the refund.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

/** An order of Ana's paid online (30.00), and an administrator. */
async function paidOrder() {
  const customer = await s.t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await s.t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const product = await s.productWith(1);
  const response = await s.checkout(customer.cookie, [s.line(product.id)], 'online');
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  await s.stripe.pay((await s.order(order.id)).checkout_session_id);
  await eventually(async () => (await s.payments(order.id)).some((row) => row.kind === 'charge'));
  return { customer, admin, order };
}

const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function refundRow(orderId: number) {
  const { rows } = await s.t.pool.query(`SELECT * FROM payments WHERE order_id = $1 AND kind = 'refund'`, [orderId]);
  return rows[0] as {
    id: number;
    state: string;
    stripe_tries: number;
    stripe_key_round: number;
    failure_reason: string | null;
    failed_at: Date | null;
    stripe_id: string | null;
    settled_note: string | null;
  };
}

/** The refund's next try, waiting in the queue: when it is due. */
async function nextTry(paymentId: number): Promise<Date | undefined> {
  const { rows } = await s.t.pool.query(
    `SELECT run_at FROM graphile_worker._private_jobs WHERE key = $1 AND locked_at IS NULL`,
    [refundJobKey(paymentId)],
  );
  return rows[0]?.run_at;
}

/** Brings the refund's next try forward to now and waits until it has run (`tries` counted). */
async function runNextTry(paymentId: number, orderId: number, tries: number) {
  await s.t.pool.query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1`, [
    refundJobKey(paymentId),
  ]);
  return eventually(async () => {
    const row = await refundRow(orderId);
    return (row.stripe_tries >= tries || row.state !== 'pending') && row;
  });
}

/** The refunds Stripe made for the order's payment (the local Stripe keeps earlier tests' too). */
async function madeAtStripe(orderId: number) {
  const intent = (await s.payments(orderId)).find((row) => row.kind === 'charge')!.stripe_id;
  return [...s.stripe.refunds.values()].filter((refund) => refund.payment_intent === intent);
}

const refundRequests = async (orderId: number) => {
  const intent = (await s.payments(orderId)).find((row) => row.kind === 'charge')!.stripe_id;
  return s.stripe.requests.filter(
    (request) => request.path === '/v1/refunds' && request.body.payment_intent === intent,
  );
};

async function refundMails(reference: string) {
  await s.t.jobsDone();
  return s.t.mailbox.received.filter(
    (mail) => mail.subject.includes(reference) && /Refund|Reembolso|Erstattung/.test(mail.subject),
  );
}

const overview = async (cookie: string) => (await as(cookie, 'GET', '/api/admin/overview')).json().failedRefunds;

describe('the schedule of tries', () => {
  it('tries again after 1, 10, 60 minutes, 6 hours and a day, then gives up', () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const delays = Array.from({ length: REFUND_TRIES }, (_, index) => nextRefundTry(index + 1, start)).map((at) =>
      at === null ? null : (at.getTime() - start.getTime()) / 60_000,
    );
    expect(delays).toEqual([1, 10, 60, 360, 1440, null]);
    expect(REFUND_TRIES).toBe(REFUND_RETRY_MINUTES.length + 1);
  });
});

describe('a refund Stripe refuses', () => {
  it('is tried again with backoff, then listed without a mail; a retry makes it, and the mail goes then', async () => {
    const { customer, admin, order } = await paidOrder();
    s.stripe.refuseRefunds(REFUND_TRIES);
    const refunded = await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/refunds`, {
      amount: '6.90',
      reason: 'One day of the three was lost to a fault.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    // The first try, refused: pending, the next try a minute later, as a new request.
    const first = await eventually(async () => {
      const row = await refundRow(order.id);
      return row.stripe_tries === 1 && row;
    });
    expect(first).toMatchObject({ state: 'pending', stripe_key_round: 1, stripe_id: null });
    expect(first.failure_reason).toContain('Insufficient funds');
    const due = (await nextTry(first.id))!;
    expect(due.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    for (let tries = 2; tries <= REFUND_TRIES; tries += 1) await runNextTry(first.id, order.id, tries);
    const failed = await refundRow(order.id);
    expect(failed).toMatchObject({ state: 'failed', stripe_tries: REFUND_TRIES });
    expect(failed.failed_at).not.toBeNull();
    expect(await nextTry(first.id)).toBeUndefined();
    // Each try a request of its own: a refused key is answered with the same refusal.
    const keys = (await refundRequests(order.id)).map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(REFUND_TRIES);
    expect(new Set(keys).size).toBe(REFUND_TRIES);
    expect(await madeAtStripe(order.id)).toEqual([]);

    // Not refunded: the order owes it, and the customer was told nothing.
    const owed = (await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json();
    expect(owed).toMatchObject({ paid: '30.00', refunded: '0.00', paymentStatus: 'RefundOwed' });
    expect(await s.events(order.id)).not.toContain('order.refunded');
    expect(await refundMails(order.reference)).toEqual([]);

    // Listed on the dashboard home for administrators.
    expect(await overview(admin.cookie)).toEqual({
      total: 1,
      items: [
        {
          id: failed.id,
          order: { id: order.id, reference: order.reference },
          customerName: 'Ana Pérez',
          amount: '6.90',
          reason: expect.stringContaining('Insufficient funds'),
          failedAt: failed.failed_at!.toISOString(),
        },
      ],
    });

    // Retry: Stripe accepts it now; it is refunded, off the list, and the mail goes.
    expect((await as(admin.cookie, 'POST', `/api/admin/refunds/${failed.id}/retry`)).statusCode).toBe(204);
    const made = await eventually(async () => {
      const row = await refundRow(order.id);
      return row.state === 'succeeded' && row;
    });
    expect(await madeAtStripe(order.id)).toEqual([expect.objectContaining({ id: made.stripe_id, amount: 690 })]);
    expect(await overview(admin.cookie)).toEqual({ total: 0, items: [] });
    expect((await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json()).toMatchObject({
      refunded: '6.90',
      paymentStatus: 'PartlyRefunded',
    });
    expect(await s.events(order.id)).toContain('order.refunded');
    const mails = await refundMails(order.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('ana@example.com');

    // Audited; a second retry of a refund made is refused.
    const { rows: audit } = await s.t.pool.query(
      `SELECT before, after FROM audit_log WHERE action = 'refund' AND entity_id = $1 ORDER BY id`,
      [order.id],
    );
    expect(audit.at(-1)).toMatchObject({
      before: { state: 'failed', amount: '6.90', stripeReason: expect.stringContaining('Insufficient funds') },
      after: { state: 'pending' },
    });
    const again = await as(admin.cookie, 'POST', `/api/admin/refunds/${failed.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_NOT_FAILED');
  });

  it('mails the refund only once Stripe has accepted it, not when the shop asked', async () => {
    const { admin, order } = await paidOrder();
    s.stripe.refuseRefunds(1);
    await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: '5.00', reason: 'Goodwill.' });
    const row = await eventually(async () => {
      const found = await refundRow(order.id);
      return found?.stripe_tries === 1 && found;
    });
    expect(await refundMails(order.reference)).toEqual([]);
    await runNextTry(row.id, order.id, 2);
    expect((await refundRow(order.id)).state).toBe('succeeded');
    expect(await refundMails(order.reference)).toHaveLength(1);
  });
});

describe('a refund Stripe cannot be reached for', () => {
  it('is tried again with the same key; once failed, staff record it paid back another way', async () => {
    const { customer, admin, order } = await paidOrder();
    s.stripe.setDown(true);
    try {
      await as(admin.cookie, 'POST', `/api/admin/orders/${order.id}/refunds`, { amount: '6.90', reason: 'Goodwill.' });
      const first = await eventually(async () => {
        const row = await refundRow(order.id);
        return row?.stripe_tries === 1 && row;
      }, 20_000);
      // Stripe may have made it: the next try asks with the same key.
      expect(first).toMatchObject({
        state: 'pending',
        stripe_key_round: 0,
        failure_reason: 'Stripe could not be reached.',
      });
      // The tries between, skipped: the last one gives up.
      await s.t.pool.query('UPDATE payments SET stripe_tries = $1 WHERE id = $2', [REFUND_TRIES - 1, first.id]);
      const failed = await runNextTry(first.id, order.id, REFUND_TRIES);
      expect(failed).toMatchObject({ state: 'failed', stripe_key_round: 0 });
    } finally {
      s.stripe.setDown(false);
    }
    const failed = await refundRow(order.id);
    expect((await overview(admin.cookie)).items.map((item: { id: number }) => item.id)).toEqual([failed.id]);

    const url = `/api/admin/refunds/${failed.id}/settled-another-way`;
    expect((await as(admin.cookie, 'POST', url, { note: '' })).statusCode).toBe(400);
    expect((await as(admin.cookie, 'POST', url, { note: 'two\nlines' })).statusCode).toBe(400);
    for (const channel of ['stripe', 'cheque', '', null]) {
      expect((await as(admin.cookie, 'POST', url, { note: 'Paid.', channel })).statusCode, String(channel)).toBe(400);
    }
    expect((await as(customer.cookie, 'POST', url, { note: 'Bank transfer.' })).statusCode).toBe(403);
    const settled = await as(admin.cookie, 'POST', url, { note: ' Paid back by bank transfer on 3 December. ' });
    expect(settled.statusCode, settled.body).toBe(204);
    // Its movement now says how the money went back: a bank transfer when not said.
    expect(await refundRow(order.id)).toMatchObject({
      state: 'succeeded',
      channel: 'bank_transfer',
      stripe_id: null,
      settled_note: 'Paid back by bank transfer on 3 December.',
    });
    expect(await overview(admin.cookie)).toEqual({ total: 0, items: [] });
    // It counts as refunded; Stripe was never asked for it, and no card-refund mail says so.
    expect((await as(customer.cookie, 'GET', `/api/orders/${order.id}`)).json()).toMatchObject({
      paid: '30.00',
      refunded: '6.90',
      paymentStatus: 'PartlyRefunded',
    });
    expect(await madeAtStripe(order.id)).toEqual([]);
    expect(await refundMails(order.reference)).toEqual([]);
    const { rows: audit } = await s.t.pool.query(
      `SELECT after FROM audit_log WHERE action = 'refund' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [order.id],
    );
    expect(audit[0].after).toMatchObject({
      state: 'succeeded',
      paidBackAnotherWay: 'Paid back by bank transfer on 3 December.',
    });
    expect((await as(admin.cookie, 'POST', url, { note: 'Again.' })).statusCode).toBe(409);
    expect(
      (await as(admin.cookie, 'POST', '/api/admin/refunds/999999/settled-another-way', { note: 'x' })).statusCode,
    ).toBe(404);
  });
});
