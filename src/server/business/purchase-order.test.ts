import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectValidEn16931 } from '../test/en16931/validate';
import { pdfText } from '../test/pdf-text';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A business whose orders need a purchase-order number (issue 46): refused without it, booked
 * with it, and the number on the order, its invoice's PDF and its e-invoice (EN 16931 BT-13).
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const BUYER = {
  company: 'Productions Lumière SA',
  vatId: 'FR40303265045',
  street: '12 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
};

describe('a purchase-order number', () => {
  it('is asked of a business that needs one, kept on the order, and printed on its invoice and e-invoice', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const legal = await kit.patch(admin.cookie, '/api/admin/settings', {
      legal: {
        name: 'Framehire Test GmbH',
        street: 'Hauptstraße 1',
        postcode: '10115',
        city: 'Berlin',
        country: 'DE',
        vatId: 'DE123456789',
        email: 'shop@example.com',
      },
    });
    expect(legal.statusCode, legal.body).toBe(200);
    const claire = await t.signIn({ email: 'claire@lumiere.example', fullName: 'Claire Martin' });
    const saved = await kit.patch(claire.cookie, '/api/me', {
      business: { company: BUYER.company, vatId: BUYER.vatId, purchaseOrderRequired: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const camera = await kit.product(2, '50.00');
    const order = (purchaseOrder?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: claire.cookie },
        payload: {
          lines: [{ productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1, dailyPrice: '50.00' }],
          business: BUYER,
          ...(purchaseOrder !== undefined ? { purchaseOrder } : {}),
        },
      });

    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'PURCHASE_ORDER_REQUIRED', field: 'purchaseOrder' });
    expect((await order('   ')).statusCode).toBe(400);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(0);

    const placed = await order(' PO-4711/26 ');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ purchaseOrder: 'PO-4711/26' });
    const paid = await kit.post(admin.cookie, `/api/admin/orders/${placed.json().id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().purchaseOrder).toBe('PO-4711/26');
    const invoice = paid.json().invoices.at(-1) as { url: string; eInvoiceUrl: string };

    const pdf = await pdfText((await kit.get(claire.cookie, invoice.url)).rawPayload);
    expect(pdf.text).toContain('Purchase order PO-4711/26');
    const xml = (await kit.get(claire.cookie, invoice.eInvoiceUrl)).body;
    await expectValidEn16931(xml);
    expect(xml).toMatch(
      /<ram:BuyerOrderReferencedDocument>\s*<ram:IssuerAssignedID>PO-4711\/26<\/ram:IssuerAssignedID>/,
    );

    // Staff taking the company's order on the phone are asked for it too, and it is on the order.
    const byStaff = (purchaseOrder?: string) =>
      kit.post(admin.cookie, '/api/admin/orders', {
        customer: { email: 'claire@lumiere.example' },
        lines: [{ productId: camera.id, dateFrom: kit.day(5), dateTo: kit.day(5), quantity: 1, dailyPrice: '50.00' }],
        payment: 'at_pickup',
        ...(purchaseOrder !== undefined ? { purchaseOrder } : {}),
      });
    const staffRefused = await byStaff();
    expect(staffRefused.statusCode).toBe(400);
    expect(staffRefused.json().error).toMatchObject({
      code: 'PURCHASE_ORDER_REQUIRED',
      field: 'purchaseOrder',
      message: "This customer's company asks for a purchase-order number on every order: enter it to take the order.",
    });
    const staffPlaced = await byStaff('PO-4712/26');
    expect(staffPlaced.statusCode, staffPlaced.body).toBe(201);
    expect(staffPlaced.json().purchaseOrder).toBe('PO-4712/26');

    // A customer whose business does not ask for one orders without it.
    await kit.patch(claire.cookie, '/api/me', {
      business: { company: BUYER.company, vatId: BUYER.vatId, purchaseOrderRequired: false },
    });
    const without = await order();
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().purchaseOrder).toBeNull();
  });
});
