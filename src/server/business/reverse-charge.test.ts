import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectValidEn16931 } from '../test/en16931/validate';
import { LUMIERE, TEST_LEGAL } from '../test/legal-details';
import { pdfText } from '../test/pdf-text';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';
import { startViesStandIn } from '../test/vies-stand-in';

/*
 * VAT for businesses across borders (issue 46, decision 089), through the API as a customer and
 * the counter use it: a French company whose VAT number VIES confirmed, renting from a German
 * shop, sees and books prices without VAT, and its invoice charges none (0.00), says why, and is
 * an e-invoice of category AE with both VAT numbers. VIES down, a German company, or a checkout
 * naming another number: the shop's VAT, as ever.
 */

let t: TestApp;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  vies = await startViesStandIn({
    [LUMIERE.vatId]: LUMIERE.vies,
    DE811907980: { name: 'STUDIO NORD GMBH', address: 'HAFENSTRASSE 3 20359 HAMBURG' },
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

type Session = Awaited<ReturnType<TestApp['signIn']>>;

async function shop() {
  const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
  const saved = await kit.patch(admin.cookie, '/api/admin/settings', { legal: TEST_LEGAL });
  expect(saved.statusCode, saved.body).toBe(200);
  // 50.00 a day at the standard 19 %: 42.02 without VAT (7.98 of VAT taken out).
  const camera = await kit.product(2, '50.00');
  return { admin, camera };
}

async function business(email: string, company: string, vatId: string): Promise<Session> {
  const customer = await t.signIn({ email, fullName: 'Claire Martin' });
  const saved = await kit.patch(customer.cookie, '/api/me', {
    business: { company, vatId },
    billingAddress: LUMIERE.billingAddress,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return customer;
}

const priceOf = async (customer: Session, productId: number) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/cart/price',
    headers: { cookie: customer.cookie },
    payload: { lines: [{ productId, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1 }] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const order = (customer: Session, productId: number, dailyPrice: string, extra: object = {}) =>
  kit.post(customer.cookie, '/api/orders', {
    lines: [{ productId, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1, dailyPrice }],
    ...extra,
  });

describe('a business in another member state with a VAT number VIES confirmed', () => {
  it('sees and books prices without VAT, and its invoice charges none, says why and is category AE', async () => {
    const { admin, camera } = await shop();
    const claire = await business('claire@lumiere.example', 'Productions Lumière SA', 'FR40303265045');

    const price = await priceOf(claire, camera.id);
    expect(price).toMatchObject({ vatTreatment: 'reverse_charge', total: '84.04', vat: [] });
    expect(price.lines[0]).toMatchObject({ dailyPrice: '42.02', total: '84.04' });

    // The gross price is refused as the price shown: the business was shown 42.02.
    const gross = await order(claire, camera.id, '50.00');
    expect(gross.statusCode).toBe(409);
    expect(gross.json().error.lines[0]).toMatchObject({ code: 'PRICE_CHANGED', dailyPrice: '42.02' });

    const placed = await order(claire, camera.id, '42.02', { total: '84.04' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({
      total: '84.04',
      vatTreatment: 'reverse_charge',
      // The account's business is the buyer when the checkout names none.
      business: { company: 'Productions Lumière SA', vatId: 'FR40303265045', city: 'Paris', country: 'FR' },
    });
    const { rows } = await t.pool.query('SELECT vat_rate::text FROM rentals WHERE order_id = $1', [placed.json().id]);
    expect(rows).toEqual([{ vat_rate: '0.00' }]);

    const paid = await kit.post(admin.cookie, `/api/admin/orders/${placed.json().id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoice = paid.json().invoices.at(-1);
    expect(invoice).toMatchObject({ total: '84.04', vat: '0.00', vatTreatment: 'reverse_charge' });
    expect(paid.json().balanceDue).toBe('0.00');

    const pdf = await pdfText((await kit.get(claire.cookie, invoice.url)).rawPayload);
    expect(pdf.text).toContain('Reverse charge: the customer owes the VAT');
    expect(pdf.text).toContain('FR40303265045');
    expect(pdf.text).toContain('DE123456789');

    const xml = (await kit.get(claire.cookie, invoice.eInvoiceUrl)).body;
    await expectValidEn16931(xml);
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toMatch(/<ram:TaxTotalAmount currencyID="EUR">0.00<\/ram:TaxTotalAmount>/);
    expect(xml).toContain('FR40303265045');
    expect(xml).toContain('DE123456789');
    expect(xml).not.toContain('<ram:CategoryCode>S</ram:CategoryCode>');
  });
});

describe('every other customer pays the shop’s VAT', () => {
  it('when VIES could not say, when the business is in the shop’s country, or the checkout names another number', async () => {
    const { camera } = await shop();

    vies.answer('down');
    const unconfirmed = await business('anne@lumiere.example', 'Productions Lumière SA', 'FR40303265045');
    expect(await priceOf(unconfirmed, camera.id)).toMatchObject({ vatTreatment: 'standard', total: '100.00' });
    const booked = await order(unconfirmed, camera.id, '50.00');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ vatTreatment: 'standard', total: '100.00' });

    vies.answer('up');
    const hamburg = await business('jan@studio-nord.example', 'Studio Nord GmbH', 'DE811907980');
    expect(await priceOf(hamburg, camera.id)).toMatchObject({ vatTreatment: 'standard', total: '100.00' });

    const claire = await business('claire@lumiere.example', 'Productions Lumière SA', 'FR40303265045');
    const other = await order(claire, camera.id, '50.00', {
      business: {
        company: 'Autre SARL',
        vatId: 'FR83404833048',
        street: '1 rue Haute',
        postcode: '69001',
        city: 'Lyon',
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json()).toMatchObject({ vatTreatment: 'standard', business: { vatId: 'FR83404833048' } });
  });
});
