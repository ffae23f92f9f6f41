import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { ordersToPay } from '../test/orders-to-pay';
import { pdfText } from '../test/pdf-text';
import { createTestApp, type TestApp } from '../test/test-app';
import { createInvoiceStore } from './store';

/*
 * The buyer's address on an invoice (issue 43): the business's from checkout, else the customer's
 * billing address as saved when the invoice is issued, copied into it so that a later change of
 * the account leaves the issued document as it was.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let store: ReturnType<typeof createInvoiceStore>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
  store = createInvoiceStore(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const madrid = { street: 'Calle Mayor 5, 2º B', postcode: '28013', city: 'Madrid', country: 'ES' };

/** An order of Ana's, placed and paid at the counter once `beforePaying` has run: its invoice's id. */
async function invoicedOrder(beforePaying: (ana: { cookie: string }, orderId: number) => Promise<void>) {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez', language: 'en' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const legal = {
    name: 'Framehire Test GmbH',
    street: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
  };
  const settings = await kit.patch(admin.cookie, '/api/admin/settings', {
    legal: { ...legal, vatId: 'DE123456789' },
    invoices: { prefix: 'INV', creditNotePrefix: 'CN' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const camera = await kit.product(2, '130.00');
  const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 4, dailyPrice: '130.00' }]);
  await beforePaying(ana, order.id);
  const paid = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  const [invoice] = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json().invoices;
  return { ana, invoice: invoice as { id: number; url: string } };
}

const pdfLines = async (cookie: string, url: string) => {
  const response = await kit.get(cookie, url);
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).pages.flat();
};

it("prints a private customer's billing address as saved when issued, and keeps it after the account's changes", async () => {
  const { ana, invoice } = await invoicedOrder(async (customer) => {
    expect((await kit.patch(customer.cookie, '/api/me', { billingAddress: madrid })).statusCode).toBe(200);
  });
  expect((await store.read(invoice.id))!.buyer).toMatchObject({ name: 'Ana Pérez', company: null, ...madrid });
  const lines = await pdfLines(ana.cookie, invoice.url);
  for (const piece of ['Ana Pérez', 'Calle Mayor 5, 2º B', '28013 Madrid', 'Spain'])
    expect(
      lines.some((line) => line.includes(piece)),
      `${piece} in\n${lines.join('\n')}`,
    ).toBe(true);

  // Moved, then removed: the issued invoice still names the address it was issued to.
  const berlin = { street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
  expect((await kit.patch(ana.cookie, '/api/me', { billingAddress: berlin })).statusCode).toBe(200);
  expect((await kit.patch(ana.cookie, '/api/me', { billingAddress: null })).statusCode).toBe(200);
  expect((await store.read(invoice.id))!.buyer).toMatchObject(madrid);
  expect(await pdfLines(ana.cookie, invoice.url)).toEqual(lines);
});

it('prints no address for a customer who saved none', async () => {
  const { invoice } = await invoicedOrder(async () => {});
  expect((await store.read(invoice.id))!.buyer).toMatchObject({
    street: null,
    postcode: null,
    city: null,
    country: null,
  });
});

it("prints the business's address from checkout rather than the account's", async () => {
  const business = {
    company: 'Estudio Óptico Muñoz S.L.',
    vatId: 'ESB12345678',
    street: 'Calle de Alcalá 48',
    postcode: '28014',
    city: 'Madrid',
    country: 'ES',
  };
  const { invoice } = await invoicedOrder(async (customer, orderId) => {
    expect((await kit.patch(customer.cookie, '/api/me', { billingAddress: madrid })).statusCode).toBe(200);
    await t.db.update(orders).set({ business }).where(eq(orders.id, orderId));
  });
  expect((await store.read(invoice.id))!.buyer).toMatchObject(business);
});
