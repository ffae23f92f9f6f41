import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../db/schema/payments';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Refunds: by the shop's cancellation rules when a customer (or an administrator) cancels a
 * paid line, and by hand. Orders "paid online" here have the charge Stripe's webhook would add
 * inserted directly (test/orders-to-pay.ts): Stripe is not reached, only the refund job it
 * would run is looked for.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Movement = { id: number; kind: string; channel: string; state: string; amount: string; reason: string | null };

const refundRows = async (orderId: number) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).filter((row) => row.kind === 'refund');

/**
 * The refund is on its way to Stripe: its job is queued (or, once the Stripe task runs in this
 * process, already took the row out of pending).
 */
async function expectStripeRefundQueued(paymentId: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  expect(row!.channel).toBe('stripe');
  const queued = (await kit.stripeRefundJobs()).some((job) => job.paymentId === paymentId);
  expect(queued || row!.state !== 'pending').toBe(true);
}

async function people() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  return { ana, admin };
}

describe("a customer's cancellation of a paid line", () => {
  it('refunds by the rules at each boundary, as much as the quote said, through Stripe', async () => {
    const { ana } = await people();
    // The shop's defaults: everything up to 2 days before the first day, 50% after.
    const [a, b, c] = [await kit.product(), await kit.product(), await kit.product()];
    const order = await kit.place(ana.cookie, [
      { productId: a.id, from: 5, to: 6 }, // 20.00, 5 days ahead: 100%
      { productId: b.id, from: 2, to: 2 }, // 10.00, exactly 2 days ahead: 100%
      { productId: c.id, from: 1, to: 3 }, // 30.00, tomorrow: 50%
    ]);
    await kit.paidOnline(order.id, 6_000);
    const expected = [
      { refund: '20.00', percent: 100, paid: true },
      { refund: '10.00', percent: 100, paid: true },
      { refund: '15.00', percent: 50, paid: true },
    ];
    for (const [index, rental] of order.rentals.entries()) {
      const quote = await kit.get(ana.cookie, `/api/rentals/${rental.id}/cancellation-refund`);
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json()).toEqual(expected[index]);
      expect((await kit.remove(ana.cookie, `/api/rentals/${rental.id}`)).statusCode).toBe(204);
      const refund = (await refundRows(order.id)).at(-1)!;
      expect(refund).toMatchObject({ kind: 'refund', channel: 'stripe', actorId: null });
      expect(refund.amountCents / 100).toBe(Number(quote.json().refund));
      // The rules' refund carries no reason: its mail words the rules in the customer's language.
      expect(refund.reason).toBeNull();
      await expectStripeRefundQueued(refund.id);
      // Its event (and the customer's mail) once Stripe has accepted it (decision 064), not yet.
      expect((await kit.events()).map((event) => event.type)).not.toContain('order.refunded');
    }
    const after = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(after).toMatchObject({
      status: 'Cancelled',
      paid: '60.00',
      refunded: '45.00',
      paymentStatus: 'PartlyRefunded',
    });
    // A customer's own cancellation is not an administrator's action.
    expect(await kit.audits()).toEqual([]);
  });

  it('rounds down to the cent, and quotes nothing for a line under way', async () => {
    const { ana, admin } = await people();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { cancellation: { lateRefundPercent: 33 } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const odd = await kit.product(3, '10.01');
    const started = await kit.product(3);
    const order = await kit.place(ana.cookie, [
      { productId: odd.id, from: 1, to: 1, dailyPrice: '10.01' },
      { productId: started.id, from: 0, to: 2 },
    ]);
    await kit.paidOnline(order.id, 4_001);
    const [late, underWay] = order.rentals;
    // 33% of 10.01 is 3.3033: the shop gives back 3.30.
    expect((await kit.get(ana.cookie, `/api/rentals/${late!.id}/cancellation-refund`)).json()).toEqual({
      refund: '3.30',
      percent: 33,
      paid: true,
    });
    expect((await kit.remove(ana.cookie, `/api/rentals/${late!.id}`)).statusCode).toBe(204);
    expect((await refundRows(order.id)).map((row) => row.amountCents)).toEqual([330]);
    expect((await kit.get(ana.cookie, `/api/rentals/${underWay!.id}/cancellation-refund`)).json()).toEqual({
      refund: '0.00',
      percent: 0,
      paid: true,
    });
    expect((await kit.remove(ana.cookie, `/api/rentals/${underWay!.id}`)).statusCode).toBe(409);
  });

  it('gives nothing back for an order that was never paid, and says so in the quote', async () => {
    const { ana } = await people();
    const camera = await kit.product();
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 6 }]);
    const rental = order.rentals[0]!;
    expect((await kit.get(ana.cookie, `/api/rentals/${rental.id}/cancellation-refund`)).json()).toEqual({
      refund: '0.00',
      percent: 0,
      paid: false,
    });
    expect((await kit.remove(ana.cookie, `/api/rentals/${rental.id}`)).statusCode).toBe(204);
    expect(await refundRows(order.id)).toEqual([]);
    expect((await kit.events()).map((event) => event.type)).not.toContain('order.refunded');
  });

  it('answers the quote to the rental owner only (404 for anyone else, administrators too)', async () => {
    const { ana, admin } = await people();
    const ben = await t.signIn({ email: 'ben@example.com' });
    const camera = await kit.product();
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 6 }]);
    const url = `/api/rentals/${order.rentals[0]!.id}/cancellation-refund`;
    expect((await kit.get(ben.cookie, url)).statusCode).toBe(404);
    expect((await kit.get(admin.cookie, url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('owes a refund at the counter when the order was paid there, until an administrator marks it given', async () => {
    const { ana, admin } = await people();
    const [a, b] = [await kit.product(), await kit.product()];
    const order = await kit.place(ana.cookie, [
      { productId: a.id, from: 5, to: 6 },
      { productId: b.id, from: 5, to: 5 },
    ]);
    expect(
      (await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' })).statusCode,
    ).toBe(200);
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[0]!.id}`)).statusCode).toBe(204);
    const owed = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json();
    const refund = owed.payments.find((row: Movement) => row.kind === 'refund') as Movement;
    expect(refund).toMatchObject({ channel: 'cash', state: 'pending', amount: '20.00' });
    // Owed, not given (issue 43): never "refunded" before the money is back in the customer's hand.
    expect(owed).toMatchObject({ paid: '30.00', refunded: '20.00', paymentStatus: 'RefundOwed', balanceDue: '0.00' });
    expect(await kit.stripeRefundJobs()).toEqual([]);

    const url = `/api/admin/orders/${order.id}/refunds/${refund.id}/given`;
    const given = await kit.post(admin.cookie, url, { channel: 'terminal' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().payments.find((row: Movement) => row.id === refund.id)).toMatchObject({
      channel: 'terminal',
      state: 'succeeded',
    });
    expect(given.json()).toMatchObject({ paymentStatus: 'PartlyRefunded', balanceDue: '0.00' });
    expect((await kit.post(admin.cookie, url, { channel: 'cash' })).json().error.code).toBe('REFUND_ALREADY_GIVEN');
    const audits = await kit.audits();
    expect(audits.at(-1)).toMatchObject({
      action: 'refund',
      entity_id: order.id,
      before: expect.objectContaining({ state: 'pending', channel: 'cash' }),
      after: expect.objectContaining({ state: 'succeeded', channel: 'terminal', amount: '20.00' }),
    });

    // Another order's refund is not found under this one; a refund through Stripe is not the counter's.
    const camera = await kit.product();
    const online = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 5 }]);
    await kit.paidOnline(online.id, 1_000);
    await kit.remove(ana.cookie, `/api/rentals/${online.rentals[0]!.id}`);
    const [stripeRefund] = await refundRows(online.id);
    expect(
      (
        await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds/${stripeRefund!.id}/given`, {
          channel: 'cash',
        })
      ).statusCode,
    ).toBe(404);
    const notCounter = await kit.post(
      admin.cookie,
      `/api/admin/orders/${online.id}/refunds/${stripeRefund!.id}/given`,
      {
        channel: 'cash',
      },
    );
    expect(notCounter.json().error.code).toBe('REFUND_NOT_AT_COUNTER');
  });

  it("follows the same rules when an administrator cancels, in the audit log under the administrator's name", async () => {
    const { ana, admin } = await people();
    const camera = await kit.product();
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 1, to: 2 }]);
    await kit.paidOnline(order.id, 2_000);
    expect((await kit.remove(admin.cookie, `/api/rentals/${order.rentals[0]!.id}`)).statusCode).toBe(204);
    const [refund] = await refundRows(order.id);
    expect(refund).toMatchObject({ amountCents: 1_000, channel: 'stripe', state: 'pending', actorId: admin.id });
    expect(await kit.audits()).toEqual([
      expect.objectContaining({
        actor_name: 'Admin',
        action: 'refund',
        entity_id: order.id,
        after: expect.objectContaining({ kind: 'refund', amount: '10.00', channel: 'stripe', userName: 'Ana Pérez' }),
      }),
    ]);
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  async function paidOrder(channel: 'stripe' | 'cash') {
    const { ana, admin } = await people();
    const camera = await kit.product(3);
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 7, quantity: 2 }]);
    if (channel === 'stripe') await kit.paidOnline(order.id, 6_000);
    else await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const refund = (payload: object) => kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, payload);
    return { ana, admin, order, refund };
  }

  it('refunds in part, then the whole rest, with a reason; never more than was paid', async () => {
    const { order, refund } = await paidOrder('stripe');
    const part = await refund({ amount: '20.00', reason: 'One day of the three was lost to a fault.' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paid: '60.00', refunded: '20.00', paymentStatus: 'PartlyRefunded' });
    const whole = await refund({ amount: '40', reason: 'The shop cancelled the rest.' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ paid: '60.00', refunded: '60.00', paymentStatus: 'Refunded' });
    const beyond = await refund({ amount: '0.01', reason: 'One cent more.' });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.code).toBe('REFUND_EXCEEDS_PAID');

    const rows = await refundRows(order.id);
    expect(rows.map((row) => [row.amountCents, row.channel, row.state, row.reason])).toEqual([
      [2_000, 'stripe', 'pending', 'One day of the three was lost to a fault.'],
      [4_000, 'stripe', 'pending', 'The shop cancelled the rest.'],
    ]);
    for (const row of rows) await expectStripeRefundQueued(row.id);
    // Published by the job once Stripe has accepted each (decision 064): not while pending.
    expect((await kit.events()).filter((event) => event.type === 'order.refunded')).toEqual([]);
    expect((await kit.audits()).map((entry) => [entry.action, entry.after.amount, entry.after.reason])).toEqual([
      ['refund', '20.00', 'One day of the three was lost to a fault.'],
      ['refund', '40.00', 'The shop cancelled the rest.'],
    ]);
  });

  it('owes a refund of an order paid at the counter there, and refuses one for an unpaid order or without a reason', async () => {
    const { ana, admin, refund } = await paidOrder('cash');
    const counter = await refund({ amount: '15.00', reason: 'Goodwill.' });
    expect(counter.json().payments.at(-1)).toMatchObject({ kind: 'refund', channel: 'cash', state: 'pending' });
    expect(await kit.stripeRefundJobs()).toEqual([]);
    expect((await refund({ amount: '1.00', reason: '' })).statusCode).toBe(400);
    expect((await refund({ amount: '1.00' })).statusCode).toBe(400);
    expect((await refund({ amount: '1.00', reason: 'two\nlines' })).statusCode).toBe(400);
    expect((await refund({ amount: '1.00', reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const camera = await kit.product();
    const unpaid = await kit.place(ana.cookie, [{ productId: camera.id, from: 5, to: 5 }]);
    const none = await kit.post(admin.cookie, `/api/admin/orders/${unpaid.id}/refunds`, {
      amount: '1.00',
      reason: 'Nothing to give back.',
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('REFUND_EXCEEDS_PAID');
  });

  it('never refunds more than was paid when two refunds race', async () => {
    const { refund } = await paidOrder('stripe');
    const both = await Promise.all([
      refund({ amount: '40.00', reason: 'First click.' }),
      refund({ amount: '40.00', reason: 'Second click.' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json().error.code).toBe('REFUND_EXCEEDS_PAID');
  });

  it('keeps a cancellation by the rules and a refund by hand within what was paid', async () => {
    const { ana, admin } = await people();
    const [a, b] = [await kit.product(), await kit.product()];
    const order = await kit.place(ana.cookie, [
      { productId: a.id, from: 5, to: 7 },
      { productId: b.id, from: 5, to: 7 },
    ]);
    await kit.paidOnline(order.id, 6_000);
    // 30.00 back for the cancelled line by the rules, and 50.00 asked by hand, of 60.00 paid.
    const [cancelled, byHand] = await Promise.all([
      kit.remove(ana.cookie, `/api/rentals/${order.rentals[0]!.id}`),
      kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, { amount: '50.00', reason: 'Goodwill.' }),
    ]);
    expect(cancelled.statusCode).toBe(204);
    expect([200, 409]).toContain(byHand.statusCode);
    const total = (await refundRows(order.id)).reduce((sum, row) => sum + row.amountCents, 0);
    expect(total).toBeLessThanOrEqual(6_000);
    // Whichever came first, the other got what was left: 30.00 then 0 (refused), or 50.00 then 10.00.
    expect(total).toBe(byHand.statusCode === 200 ? 6_000 : 3_000);
  });

  it('ends goodwill beyond what the order still costs when its line is shortened or cancelled', async () => {
    const { ana, admin } = await people();
    const [a, b] = [await kit.product(), await kit.product()];
    const order = await kit.place(ana.cookie, [
      { productId: a.id, from: 5, to: 7 },
      { productId: b.id, from: 5, to: 7 },
    ]);
    const money = async () => (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json();
    const paid = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    // 45.00 of the 60.00 paid back by hand: the order costs 15.00.
    const byHand = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, {
      amount: '45.00',
      reason: 'Goodwill.',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    // One line shortened to a day takes 20.00 off: the 15.00 left comes back, and nothing more is owed.
    const shortened = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${order.rentals[0]!.id}/reschedule`,
      headers: { cookie: ana.cookie, origin: ana.origin },
      payload: { dateFrom: kit.day(5), dateTo: kit.day(5) },
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    expect(await money()).toMatchObject({ paid: '60.00', refunded: '60.00', balanceDue: '0.00' });
    // The other line cancelled: nothing is left to give back, and the order owes nothing either way.
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[1]!.id}`)).statusCode).toBe(204);
    expect(await money()).toMatchObject({ paid: '60.00', refunded: '60.00', balanceDue: '0.00' });
  });
});
