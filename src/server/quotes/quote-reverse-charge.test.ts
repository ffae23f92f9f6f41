import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LUMIERE, TEST_LEGAL } from '../test/legal-details';
import { ordersToPay } from '../test/orders-to-pay';
import { pdfText } from '../test/pdf-text';
import { createTestApp, type TestApp } from '../test/test-app';
import { startViesStandIn } from '../test/vies-stand-in';

/*
 * A quote for a French production company whose VAT number VIES confirmed, from a German shop
 * (issue 46, decisions 089 and 090): priced without VAT as its cart would be, its PDF says why,
 * and accepting it books the reverse-charged order at those prices, paid on invoice.
 */

let t: TestApp;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  vies = await startViesStandIn({
    [LUMIERE.vatId]: LUMIERE.vies,
  });
  t = await createTestApp({ viesApiUrl: vies.url });
  kit = ordersToPay(t);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});
beforeEach(async () => {
  await t.reset();
  vies.answer('up');
});

describe('a quote for a business in another member state', () => {
  it('is priced without VAT, says reverse charge on its PDF, and accepted books the reverse-charged order on invoice', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    expect((await kit.patch(admin.cookie, '/api/admin/settings', { legal: TEST_LEGAL })).statusCode).toBe(200);
    const camera = await kit.product(2, '50.00');
    const claire = await t.signIn({ email: 'claire@lumiere.example', fullName: 'Claire Martin' });
    const saved = await kit.patch(claire.cookie, '/api/me', {
      business: { company: 'Productions Lumière SA', vatId: 'FR40303265045' },
      billingAddress: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const allowed = await kit.patch(admin.cookie, `/api/admin/users/${claire.id}`, {
      payOnInvoice: true,
      paymentTermsDays: 30,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);

    // A 7-day shoot: 42.02 a day without the 19 % VAT in 50.00.
    const lines = [{ productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(9), quantity: 1 }];
    const asked = await kit.post(claire.cookie, '/api/quotes', { lines });
    expect(asked.statusCode, asked.body).toBe(201);
    const quote = asked.json();
    expect(quote).toMatchObject({
      vatTreatment: 'reverse_charge',
      company: 'Productions Lumière SA',
      vatId: 'FR40303265045',
      total: '294.14',
      vat: [],
    });
    expect(quote.lines[0]).toMatchObject({ dailyPrice: '42.02', chargedDays: 7, vatRate: 0 });

    const { text } = await pdfText((await kit.get(claire.cookie, quote.pdfUrl)).rawPayload);
    expect(text).toContain('Productions Lumière SA');
    expect(text).toContain('VAT ID FR40303265045');
    expect(text).toContain('Reverse charge: the customer owes the VAT');
    expect(text).not.toContain('Included VAT');

    const placed = await kit.post(claire.cookie, `/api/quotes/${quote.id}/accept`, {
      name: 'Claire Martin',
      acceptTerms: true,
      payment: 'invoice',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ vatTreatment: 'reverse_charge', total: '294.14', payment: 'invoice' });
    expect(placed.json().rentals[0]).toMatchObject({ dailyPrice: '42.02' });
  });

  it('refuses the quote when the business lost its reverse charge since (409 QUOTE_VAT_CHANGED)', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    expect((await kit.patch(admin.cookie, '/api/admin/settings', { legal: TEST_LEGAL })).statusCode).toBe(200);
    const camera = await kit.product(1, '50.00');
    const claire = await t.signIn({ email: 'claire@lumiere.example' });
    await kit.patch(claire.cookie, '/api/me', {
      business: { company: 'Productions Lumière SA', vatId: 'FR40303265045' },
    });
    const lines = [{ productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1 }];
    const quote = (await kit.post(claire.cookie, '/api/quotes', { lines })).json();
    expect(quote.vatTreatment).toBe('reverse_charge');
    // The customer rents privately again: the quote's prices without VAT no longer apply.
    expect((await kit.patch(claire.cookie, '/api/me', { business: null })).statusCode).toBe(200);
    const refused = await kit.post(claire.cookie, `/api/quotes/${quote.id}/accept`, {
      name: 'Claire Martin',
      acceptTerms: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUOTE_VAT_CHANGED');
  });
});
