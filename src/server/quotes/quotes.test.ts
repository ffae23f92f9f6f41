import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { ordersToPay } from '../test/orders-to-pay';
import { pdfText } from '../test/pdf-text';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Quotes (issue 46, decision 090) through the API as customers and staff use them: asked for from
 * the cart, read, listed, revised into a new version (the old one kept, superseded), made by staff
 * for a new customer (an invitation mailed), expired after their day, accepted into an order at
 * the quoted prices whatever the product costs now, and their PDFs and the order's agreement.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;
const TERMS = 'Rental terms of Framehire.\nThe renter returns every unit clean and complete.';

const lines = (productId: number, quantity = 1, from = 3, to = 4) => [
  { productId, dateFrom: kit.day(from), dateTo: kit.day(to), quantity },
];

async function staff() {
  const admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk Dora', isAdmin: true });
  const saved = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { terms: TERMS } });
  expect(saved.statusCode, saved.body).toBe(200);
  return admin;
}

const ask = (customer: Session, body: object) => kit.post(customer.cookie, '/api/quotes', body);
const accept = (customer: Session, id: number, body: object = { name: 'Claire Martin', acceptTerms: true }) =>
  kit.post(customer.cookie, `/api/quotes/${id}/accept`, body);

describe('a customer asks for a quote of their cart', () => {
  it('numbers it in its own series, prices it as the cart does, and shows it only to them', async () => {
    await staff();
    const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
    const other = await t.signIn({ email: 'other@example.com' });
    const camera = await kit.product(2, '10.00');

    const asked = await ask(claire, { lines: lines(camera.id, 2) });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = asked.json();
    expect(quote).toMatchObject({
      number: 'QUO-2030-00001',
      version: 1,
      status: 'open',
      total: '40.00',
      validUntil: addDays(TEST_TODAY, 14),
      url: `/account/quotes/${quote.id}`,
      pdfUrl: `/api/quotes/${quote.id}/pdf`,
      terms: TERMS,
      termsVersion: 1,
      acceptance: null,
      orderId: null,
    });
    expect(quote.lines).toEqual([
      expect.objectContaining({
        productId: camera.id,
        quantity: 2,
        chargedDays: 2,
        dailyPrice: '10.00',
        rent: '40.00',
      }),
    ]);
    // Priced as the cart's price answer prices it.
    const cart = await kit.post(claire.cookie, '/api/cart/price', { lines: lines(camera.id, 2) });
    expect(cart.json().total).toBe(quote.total);

    expect((await ask(claire, { lines: lines(camera.id) })).json().number).toBe('QUO-2030-00002');
    expect((await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json()).toMatchObject({ id: quote.id });
    expect((await kit.get(other.cookie, `/api/quotes/${quote.id}`)).statusCode).toBe(404);
    expect((await kit.get(other.cookie, `/api/quotes/${quote.id}/pdf`)).statusCode).toBe(404);
    const list = await kit.get(claire.cookie, '/api/quotes');
    expect(list.json().items.map((item: { number: string }) => item.number)).toEqual([
      'QUO-2030-00002',
      'QUO-2030-00001',
    ]);
    expect((await kit.get(other.cookie, '/api/quotes')).json().items).toEqual([]);
    // Nothing is booked by a quote.
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM rentals');
    expect(rows[0].n).toBe(0);
  });

  it('refuses lines the shop would not book: a past day, an unknown product', async () => {
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(1);
    const past = await ask(claire, { lines: lines(camera.id, 1, -2, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('DATE_IN_PAST');
    expect((await ask(claire, { lines: lines(999_999) })).statusCode).toBe(404);
  });
});

describe('revising a quote', () => {
  it('makes a new version with the same number; the old one is kept, superseded, and cannot be accepted', async () => {
    const admin = await staff();
    const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
    const camera = await kit.product(3, '10.00');
    const first = (await ask(claire, { lines: lines(camera.id) })).json();

    const revised = await kit.post(admin.cookie, `/api/admin/quotes/${first.id}/revise`, {
      lines: lines(camera.id, 3),
    });
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json()).toMatchObject({ number: first.number, version: 2, status: 'open', total: '60.00' });
    expect((await kit.get(claire.cookie, `/api/quotes/${first.id}`)).json()).toMatchObject({
      status: 'superseded',
      total: '20.00',
    });
    const old = await accept(claire, first.id);
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('QUOTE_NOT_OPEN');
    const again = await kit.post(admin.cookie, `/api/admin/quotes/${first.id}/revise`, { lines: lines(camera.id) });
    expect(again.statusCode).toBe(409);

    const list = await kit.get(admin.cookie, '/api/admin/quotes?limit=1');
    expect(list.json()).toMatchObject({ items: [{ id: revised.json().id }], next: String(revised.json().id) });
    const next = await kit.get(admin.cookie, `/api/admin/quotes?limit=1&after=${list.json().next}`);
    expect(next.json()).toMatchObject({ items: [{ id: first.id }], next: null });
    expect((await kit.get(admin.cookie, `/api/admin/quotes/${first.id}`)).json().version).toBe(1);
  });
});

describe('staff make a quote for a customer', () => {
  it('opens an account for a new customer and mails an invitation', async () => {
    const admin = await staff();
    const camera = await kit.product(1, '20.00');
    const nameless = await kit.post(admin.cookie, '/api/admin/quotes', {
      customer: { email: 'nora@example.com' },
      lines: lines(camera.id),
    });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.field).toBe('customer.fullName');

    const made = await kit.post(admin.cookie, '/api/admin/quotes', {
      customer: { email: 'Nora@Example.com', fullName: 'Nora Neu', language: 'de' },
      lines: lines(camera.id),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ customerEmail: 'nora@example.com', customerName: 'Nora Neu', total: '40.00' });
    // Her quote is written in her language.
    const pdf = await pdfText((await kit.get(admin.cookie, made.json().pdfUrl)).rawPayload);
    expect(pdf.text).toContain(`Angebot ${made.json().number}`);
    expect(pdf.text).toContain('Gültig bis');
    await t.jobsDone();
    const invitation = t.mailbox.received.find((mail) => mail.to.includes('nora@example.com'));
    expect(invitation, t.mailbox.received.map((mail) => mail.subject).join(' | ')).toBeDefined();

    // An existing customer, found by e-mail in any case: no second account, no invitation.
    const again = await kit.post(admin.cookie, '/api/admin/quotes', {
      customer: { email: 'NORA@example.com' },
      lines: lines(camera.id),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().userId).toBe(made.json().userId);
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => mail.to.includes('nora@example.com'))).toHaveLength(1);
  });
});

describe('accepting a quote', () => {
  it('places the order at the quoted prices after the price changed, once, with the acceptance stored', async () => {
    await staff();
    const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
    const camera = await kit.product(2, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id, 2) })).json();
    await t.pool.query('UPDATE products SET daily_price = 50 WHERE id = $1', [camera.id]);

    expect((await accept(claire, quote.id, { name: 'Claire Martin', acceptTerms: false })).statusCode).toBe(400);
    expect((await accept(claire, quote.id, { name: '  ', acceptTerms: true })).statusCode).toBe(400);
    const other = await t.signIn({ email: 'other@example.com' });
    expect((await accept(other, quote.id)).statusCode).toBe(404);

    const placed = await accept(claire, quote.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ total: '40.00', status: 'Placed', userId: claire.id });
    expect(order.rentals).toEqual([expect.objectContaining({ dailyPrice: '10.00', quantity: 2, total: '40.00' })]);

    const read = (await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json();
    expect(read).toMatchObject({
      status: 'accepted',
      orderId: order.id,
      acceptance: { name: 'Claire Martin', ip: '127.0.0.1', termsVersion: 1 },
      agreementUrl: `/api/orders/${order.id}/agreement.pdf`,
    });
    const twice = await accept(claire, quote.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('QUOTE_NOT_OPEN');
  });

  it('refuses a quote past its day with 409 QUOTE_EXPIRED, and shows it expired', async () => {
    await staff();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(1, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id, 1, 20, 21) })).json();
    // The last valid day: still open.
    now = new Date(TEST_NOW.getTime() + 14 * 24 * 3600 * 1000);
    expect((await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json().status).toBe('open');
    now = new Date(TEST_NOW.getTime() + 15 * 24 * 3600 * 1000);
    expect((await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json().status).toBe('expired');
    const late = await accept(claire, quote.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('QUOTE_EXPIRED');
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM orders');
    expect(rows[0].n).toBe(0);
  });

  it('answers the order refusal per line when the units were taken meanwhile', async () => {
    await staff();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const jonas = await t.signIn({ email: 'jonas@example.com' });
    const camera = await kit.product(1, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id) })).json();
    await kit.place(jonas.cookie, [{ productId: camera.id, from: 3, to: 4 }]);
    const refused = await accept(claire, quote.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ORDER_REFUSED',
      lines: [{ index: 0, code: 'NOT_ENOUGH_STOCK' }],
    });
    expect((await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json().status).toBe('open');
  });

  it('refuses paying on invoice for a customer the shop has not allowed it', async () => {
    await staff();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const camera = await kit.product(1, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id) })).json();
    const refused = await accept(claire, quote.id, { name: 'Claire Martin', acceptTerms: true, payment: 'invoice' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('PAY_ON_INVOICE_NOT_ALLOWED');
    expect((await kit.get(claire.cookie, `/api/quotes/${quote.id}`)).json().status).toBe('open');
  });

  it('pays on invoice for a business the shop allows it', async () => {
    const admin = await staff();
    const claire = await t.signIn({ email: 'claire@example.com' });
    const business = await kit.patch(claire.cookie, '/api/me', {
      business: { company: 'Studio Nord GmbH', vatId: 'DE811907980' },
      billingAddress: { street: 'Hafenstraße 3', postcode: '20359', city: 'Hamburg', country: 'DE' },
    });
    expect(business.statusCode, business.body).toBe(200);
    const allowed = await kit.patch(admin.cookie, `/api/admin/users/${claire.id}`, {
      payOnInvoice: true,
      paymentTermsDays: 30,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const camera = await kit.product(1, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id) })).json();
    expect(quote.company).toBe('Studio Nord GmbH');
    const placed = await accept(claire, quote.id, { name: 'Claire Martin', acceptTerms: true, payment: 'invoice' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ payment: 'invoice', total: '20.00' });
  });
});

describe('the PDFs', () => {
  it("prints the quote, and the order's agreement with the acceptance", async () => {
    const admin = await staff();
    const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
    const camera = await kit.product(1, '10.00');
    const quote = (await ask(claire, { lines: lines(camera.id) })).json();

    const pdf = await kit.get(claire.cookie, `/api/quotes/${quote.id}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    for (const part of ['Quote QUO-2030-00001', 'Version 1', 'Valid until', 'Claire Martin', 'Total €20.00']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Rental terms (version 1)');
    expect(text).toContain('The renter returns every unit clean and complete.');
    expect(text).toMatch(/Included VAT 19 %: €3\.19/);
    expect((await kit.get(admin.cookie, `/api/quotes/${quote.id}/pdf`)).statusCode).toBe(200);

    const order = (await accept(claire, quote.id)).json();
    // The shop's terms change later: the agreement keeps the version accepted.
    await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { terms: 'Other terms.' } });
    const agreement = await kit.get(claire.cookie, `/api/orders/${order.id}/agreement.pdf`);
    expect(agreement.statusCode, agreement.body).toBe(200);
    const signed = (await pdfText(agreement.rawPayload)).text;
    for (const part of [
      `Rental agreement ${order.reference}`,
      'From quote QUO-2030-00001, version 1',
      'Accepted by Claire Martin',
      'From IP address 127.0.0.1',
      'Terms version 1',
      'The renter returns every unit clean and complete.',
    ]) {
      expect(signed).toContain(part);
    }
    expect(signed).not.toContain('Other terms.');
    expect((await kit.get(admin.cookie, `/api/orders/${order.id}/agreement.pdf`)).statusCode).toBe(200);
    const other = await t.signIn({ email: 'other@example.com' });
    expect((await kit.get(other.cookie, `/api/orders/${order.id}/agreement.pdf`)).statusCode).toBe(404);
  });
});

describe('the quotes settings', () => {
  it('moves the terms version only when the terms change, never from the client', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const first = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { terms: TERMS, validDays: 30 } });
    expect(first.json().quotes).toEqual({
      prefix: 'QUO',
      validDays: 30,
      holdUnits: false,
      terms: TERMS,
      termsVersion: 1,
    });
    const same = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { terms: TERMS, prefix: 'ANG' } });
    expect(same.json().quotes).toMatchObject({ prefix: 'ANG', termsVersion: 1 });
    const forged = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { termsVersion: 9 } });
    expect(forged.statusCode).toBe(400);
    expect((await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { validDays: 91 } })).statusCode).toBe(400);
    const hold = await kit.patch(admin.cookie, '/api/admin/settings', { quotes: { holdUnits: true } });
    expect(hold.json().quotes).toMatchObject({ holdUnits: true, termsVersion: 1 });
    const changed = await kit.patch(admin.cookie, '/api/admin/settings', {
      quotes: { terms: `${TERMS}\nNew clause.` },
    });
    expect(changed.json().quotes.termsVersion).toBe(2);
  });
});
