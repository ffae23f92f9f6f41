import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/* Staff changing an order's lines (issue 43): a line cancelled from the order page. */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('POST /api/admin/orders/:id/lines/:rentalId/cancel', () => {
  it("cancels one line of a paid order: its units free, the rules' refund owed at the counter, the balance settled", async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
    const camera = await kit.product(1, '20.00');
    const lens = await kit.product(1, '5.50');
    const order = await kit.place(ana.cookie, [
      { productId: camera.id, from: 10, to: 12, dailyPrice: '20.00' },
      { productId: lens.id, from: 10, to: 11, dailyPrice: '5.50' },
    ]);
    await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    const lensLine = order.rentals[1]!;

    const response = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines/${lensLine.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json();
    expect(changed).toMatchObject({ total: '60.00', paid: '71.00', refunded: '11.00', balanceDue: '0.00' });
    expect(changed.paymentStatus).toBe('RefundOwed');
    expect(changed.rentals.find((line: { id: number }) => line.id === lensLine.id).cancelledAt).not.toBeNull();
    // A credit note for the line, in the order's documents.
    expect(changed.invoices.map((doc: { kind: string }) => doc.kind)).toEqual(['invoice', 'credit_note']);
    // Under the staff member's name: the line's cancellation and the refund it brought.
    const audited = await t.pool.query(
      `SELECT actor_name, action, entity FROM audit_log WHERE action IN ('delete', 'refund') ORDER BY id`,
    );
    expect(audited.rows).toEqual([
      { actor_name: 'Admin', action: 'refund', entity: 'order' },
      { actor_name: 'Admin', action: 'delete', entity: 'rental' },
    ]);

    // Its unit is free at once: the customer books it again.
    const again = await kit.place(ana.cookie, [{ productId: lens.id, from: 10, to: 11, dailyPrice: '5.50' }]);
    expect(again.id).toBeGreaterThan(order.id);

    const twice = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/lines/${lensLine.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_CANCELLED');
  });
});
