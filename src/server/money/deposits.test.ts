import { createInvoicing } from '../invoices/issue';
import { createSettingsService } from '../settings/service';
import { createShopCalendar } from '../shop-calendar';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPublisher } from '../events/publish';
import { createJobQueue } from '../jobs/queue';
import { ordersToPay } from '../test/orders-to-pay';
import { createDeposits } from './deposits';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** An order of two units asking 25.00 each: 50.00 of deposit due. */
async function scene() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const camera = await kit.product(3);
  const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 5, quantity: 2 }]);
  await kit.setDeposit(order.id, 2_500);
  const url = `/api/admin/orders/${order.id}/deposits`;
  const move = (payload: object) => kit.post(admin.cookie, url, payload);
  return { ana, admin, order, url, move };
}

describe('POST /api/admin/orders/:id/deposits', () => {
  it('takes the deposit, keeps part against an incident, returns the rest: events and audit entries for each', async () => {
    const { order, move } = await scene();
    const taken = await move({ action: 'take', amount: '50.00', channel: 'cash' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().deposit).toEqual({ due: '50.00', taken: '50.00', kept: '0.00', returned: '0.00' });

    const kept = await move({ action: 'keep', amount: '12.5', channel: 'cash', reason: 'Scratched front element.' });
    expect(kept.statusCode, kept.body).toBe(200);
    const returned = await move({ action: 'return', amount: '37.50', channel: 'terminal' });
    expect(returned.statusCode, returned.body).toBe(200);
    const final = returned.json();
    expect(final.deposit).toEqual({ due: '50.00', taken: '50.00', kept: '12.50', returned: '37.50' });
    // The deposit is not a payment of the order: it stays due at pick-up.
    expect(final.paymentStatus).toBe('DueAtPickup');
    expect(final.payments.map((row: { kind: string; amount: string; reason: string | null }) => row)).toEqual([
      expect.objectContaining({ kind: 'deposit_taken', channel: 'cash', amount: '50.00', reason: null }),
      expect.objectContaining({ kind: 'deposit_kept', amount: '12.50', reason: 'Scratched front element.' }),
      expect.objectContaining({ kind: 'deposit_returned', channel: 'terminal', amount: '37.50' }),
    ]);
    const ids = final.payments.map((row: { id: number }) => row.id);
    const events = (await kit.events()).filter((event) => event.type.startsWith('deposit.'));
    expect(events).toEqual([
      { type: 'deposit.taken', payload: { orderId: order.id, paymentId: ids[0] } },
      { type: 'deposit.kept', payload: { orderId: order.id, paymentId: ids[1] } },
      { type: 'deposit.returned', payload: { orderId: order.id, paymentId: ids[2] } },
    ]);
    const audits = await kit.audits();
    expect(audits.map((entry) => [entry.action, entry.entity_id, entry.after.kind, entry.after.amount])).toEqual([
      ['deposit', order.id, 'deposit_taken', '50.00'],
      ['deposit', order.id, 'deposit_kept', '12.50'],
      ['deposit', order.id, 'deposit_returned', '37.50'],
    ]);
    expect(audits[1]!.after).toMatchObject({
      reference: order.reference,
      userName: 'Ana Pérez',
      channel: 'cash',
      reason: 'Scratched front element.',
    });
  });

  it('refuses more than the order asks, keeping or returning more than was taken, and keeping without a reason', async () => {
    const { move } = await scene();
    const tooMuch = await move({ action: 'take', amount: '50.01', channel: 'cash' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('DEPOSIT_EXCEEDED');
    const nothingTaken = await move({ action: 'return', amount: '1.00', channel: 'cash' });
    expect(nothingTaken.json().error.code).toBe('DEPOSIT_EXCEEDED');

    expect((await move({ action: 'take', amount: '30.00', channel: 'cash' })).statusCode).toBe(200);
    expect((await move({ action: 'take', amount: '20.01', channel: 'cash' })).json().error.code).toBe(
      'DEPOSIT_EXCEEDED',
    );
    const noReason = await move({ action: 'keep', amount: '5.00', channel: 'cash' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.code).toBe('REASON_REQUIRED');
    const blankReason = await move({ action: 'keep', amount: '5.00', channel: 'cash', reason: '   ' });
    expect(blankReason.json().error.code).toBe('REASON_REQUIRED');
    expect(
      (await move({ action: 'keep', amount: '10.00', channel: 'cash', reason: 'Lost lens cap.' })).statusCode,
    ).toBe(200);
    const overReturn = await move({ action: 'return', amount: '20.01', channel: 'cash' });
    expect(overReturn.statusCode).toBe(409);
    expect(overReturn.json().error.code).toBe('DEPOSIT_EXCEEDED');
    for (const amount of ['0', '0.00', '-1.00', '1.234', '99999999999']) {
      expect((await move({ action: 'return', amount, channel: 'cash' })).statusCode, amount).toBe(400);
    }
    const final = await move({ action: 'return', amount: '20.00', channel: 'cash' });
    expect(final.json().deposit).toEqual({ due: '50.00', taken: '30.00', kept: '10.00', returned: '20.00' });
  });

  it('keeps kept + returned within what was taken when two movements race', async () => {
    const { move } = await scene();
    expect((await move({ action: 'take', amount: '50.00', channel: 'cash' })).statusCode).toBe(200);
    // Each fits alone; both together would give back 60.00 of 50.00.
    const both = await Promise.all([
      move({ action: 'return', amount: '30.00', channel: 'cash' }),
      move({ action: 'keep', amount: '30.00', channel: 'cash', reason: 'Broken mount.' }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const takes = await Promise.all([
      move({ action: 'return', amount: '20.00', channel: 'cash' }),
      move({ action: 'return', amount: '20.00', channel: 'cash' }),
    ]);
    expect(takes.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await t.pool.query(
      "SELECT sum(amount_cents)::int AS n FROM payments WHERE kind IN ('deposit_kept', 'deposit_returned')",
    );
    expect(rows[0].n).toBe(5_000);
  });

  it('can be called by the hand-over desk on its own: deposits.record(actor, orderId, movement)', async () => {
    // The service function is what the later hand-over desk calls; the route above is one caller.
    const { order } = await scene();
    const admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
    const publish = createPublisher(createJobQueue(t.db), []);
    const settings = createSettingsService(t.db, { stripeConfigured: false, paymentHoldMinutes: 30 });
    const invoicing = createInvoicing({ settings, calendar: createShopCalendar('UTC'), publish });
    const deposits = createDeposits(t.db, publish, invoicing);
    const row = await deposits.record({ id: admin.id, name: 'Desk' }, order.id, {
      action: 'take',
      amountCents: 5_000,
      channel: 'terminal',
    });
    expect(row).toMatchObject({ kind: 'deposit_taken', amountCents: 5_000, channel: 'terminal', actorId: admin.id });
  });
});
