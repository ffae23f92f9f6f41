import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvRecords } from '../test/csv';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Payments of any amount, by any channel the shop takes by hand (issue 43): part payments add up,
 * the payment that reaches the balance settles the order and issues its invoice, more is owed
 * back; the order JSON and the orders export tell the same balance.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** An order of 60.00 (camera, 3 days) + 22.00 (two lenses, 2 days), due at pick-up. */
async function scene() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const camera = await kit.product(3, '20.00');
  const lens = await kit.product(3, '5.50');
  const order = await kit.place(ana.cookie, [
    { productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' },
    { productId: lens.id, from: 3, to: 4, quantity: 2, dailyPrice: '5.50' },
  ]);
  const pay = (body: object) => kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, body);
  return { ana, admin, order, pay };
}

async function exportedRow(cookie: string, reference: string) {
  const csv = await t.app.inject({ method: 'GET', url: '/api/admin/exports/orders.csv', headers: { cookie } });
  return csvRecords(csv.body.slice(1)).find((row) => row.reference === reference)!;
}

describe('POST /api/admin/orders/:id/payments with an amount', () => {
  it('adds part payments up, settles with the rest, and invoices the order once, when it is paid', async () => {
    const { admin, order, pay } = await scene();
    expect(order).toMatchObject({ total: '82.00', balanceDue: '82.00', paymentStatus: 'DueAtPickup' });

    const first = await pay({ channel: 'bank_transfer', amount: '30.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      paid: '30.00',
      balanceDue: '52.00',
      paymentStatus: 'PartlyPaid',
      invoices: [],
    });
    expect(await exportedRow(admin.cookie, order.reference)).toMatchObject({
      paid: '30.00',
      balance_due: '52.00',
      payment_status: 'PartlyPaid',
    });

    const second = (await pay({ channel: 'cash', amount: '20' })).json();
    expect(second).toMatchObject({ paid: '50.00', balanceDue: '32.00', paymentStatus: 'PartlyPaid' });
    expect((await kit.events()).map((event) => event.type)).not.toContain('order.paid');

    // Without an amount: all that is left.
    const settled = (await pay({ channel: 'terminal' })).json();
    expect(settled).toMatchObject({ paid: '82.00', balanceDue: '0.00', paymentStatus: 'Paid' });
    expect(settled.payments).toEqual([
      expect.objectContaining({ kind: 'part_payment', channel: 'bank_transfer', amount: '30.00' }),
      expect.objectContaining({ kind: 'part_payment', channel: 'cash', amount: '20.00' }),
      expect.objectContaining({ kind: 'charge', channel: 'terminal', amount: '32.00' }),
    ]);
    // The invoice is for what the order costs, not for the last payment.
    expect(settled.invoices).toHaveLength(1);
    expect(settled.invoices[0]).toMatchObject({ kind: 'invoice', total: '82.00' });
    expect((await kit.events()).filter((event) => event.type === 'order.paid')).toHaveLength(1);
    expect((await kit.audits()).map((audit) => audit.after)).toEqual([
      expect.objectContaining({ kind: 'part_payment', amount: '30.00', channel: 'bank_transfer' }),
      expect.objectContaining({ kind: 'part_payment', amount: '20.00', channel: 'cash' }),
      expect.objectContaining({ kind: 'charge', amount: '32.00', channel: 'terminal' }),
    ]);

    const again = await pay({ channel: 'cash', amount: '1.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_PAID');
  });

  it('shows money paid beyond the cost as owed back, in the JSON and the export alike', async () => {
    const { admin, order, pay } = await scene();
    const over = (await pay({ channel: 'cash', amount: '100.00' })).json();
    expect(over).toMatchObject({ paid: '100.00', balanceDue: '-18.00', paymentStatus: 'RefundOwed' });
    expect(await exportedRow(admin.cookie, order.reference)).toMatchObject({
      balance_due: '-18.00',
      payment_status: 'RefundOwed',
    });
    const refund = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, {
      amount: '18.00',
      reason: 'Paid too much at the counter',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const owed = refund.json();
    // Owed at the counter until handed over, in the channel the money came by.
    expect(owed).toMatchObject({ balanceDue: '0.00', paymentStatus: 'RefundOwed' });
    // Money beyond the cost was never invoiced: giving it back credits nothing.
    expect(owed.invoices.map((invoice: { kind: string }) => invoice.kind)).toEqual(['invoice']);
    const given = await kit.post(
      admin.cookie,
      `/api/admin/orders/${order.id}/refunds/${owed.payments.at(-1).id}/given`,
      { channel: 'cash' },
    );
    expect(given.json()).toMatchObject({ balanceDue: '0.00', paymentStatus: 'PartlyRefunded' });
  });

  it('refunds a cancelled line of a partly paid order the way the money came', async () => {
    const { ana, order, pay } = await scene();
    await pay({ channel: 'bank_transfer', amount: '70.00' });
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[1]!.id}`)).statusCode).toBe(204);
    const after = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    const refunds = after.payments.filter((movement: { kind: string }) => movement.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ channel: 'bank_transfer', state: 'pending' })]);
    // cost - paid + refunded, whatever the cancellation rules kept.
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(after.balanceDue)).toBeLessThanOrEqual(cents(after.total));
    expect(after.total).toBe('60.00');
  });

  it('keeps what the rules keep of a line cancelled while part-paid, gives nothing back while it owes, and invoices the fee', async () => {
    const { admin, order, pay } = await scene();
    // Half back for a cancellation within a week of the first day: the lens keeps 11.00 of 22.00.
    const rules = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { cancellation: { fullRefundDaysBefore: 7, lateRefundPercent: 50 } },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    await pay({ channel: 'bank_transfer', amount: '30.00' });
    const cancelled = await kit.post(
      admin.cookie,
      `/api/admin/orders/${order.id}/lines/${order.rentals[1]!.id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 60.00 for the camera + 11.00 kept - 30.00 paid: the customer still owes, nothing goes back.
    expect(cancelled.json()).toMatchObject({ total: '60.00', paid: '30.00', refunded: '0.00', balanceDue: '41.00' });

    const settled = (await pay({ channel: 'cash' })).json();
    expect(settled).toMatchObject({ paid: '71.00', balanceDue: '0.00', paymentStatus: 'Paid' });
    expect(settled.invoices).toMatchObject([{ kind: 'invoice', total: '71.00' }]);
    const lines = await t.pool.query(
      `SELECT description, gross_cents FROM invoice_lines ORDER BY invoice_id, position`,
    );
    expect(lines.rows.map((row) => row.gross_cents)).toEqual([6000, 1100]);
    expect(lines.rows[1].description).toMatch(/^Cancellation fee: /);
  });

  it('credits goodwill given while part-paid on the invoice that settles the order', async () => {
    const { admin, order, pay } = await scene();
    await pay({ channel: 'bank_transfer', amount: '30.00' });
    const given = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, {
      amount: '5.00',
      reason: 'Scratched lens hood',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ paid: '30.00', refunded: '5.00', balanceDue: '52.00' });
    const settled = (await pay({ channel: 'terminal' })).json();
    expect(settled).toMatchObject({ paid: '82.00', refunded: '5.00', balanceDue: '0.00' });
    expect(settled.invoices.map((doc: { kind: string; total: string }) => [doc.kind, doc.total])).toEqual([
      ['invoice', '82.00'],
      ['credit_note', '5.00'],
    ]);
    const note = await t.pool.query(
      `SELECT il.description FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id WHERE i.kind = 'credit_note'`,
    );
    expect(note.rows[0].description).toBe('Refund: Scratched lens hood');
  });

  it('refuses amounts that are not money and channels the shop does not take, changing nothing', async () => {
    const { ana, order, pay } = await scene();
    for (const amount of ['0', '0.00', '-5', 'abc', '1.234', '1e3', 12]) {
      const response = await pay({ channel: 'cash', amount });
      expect(response.statusCode, String(amount)).toBe(400);
    }
    expect((await pay({ channel: 'cheque' })).statusCode).toBe(400);
    const unchanged = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(unchanged).toMatchObject({ paid: '0.00', balanceDue: '82.00', paymentStatus: 'DueAtPickup' });
  });
});
