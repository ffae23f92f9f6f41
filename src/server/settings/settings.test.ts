import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The shop owner's settings (issue 28): read with every default filled in, changed section by
 * section, refused whole when any field is wrong, and written to the audit log with the settings
 * before and after. Without Stripe's keys, at pick-up cannot be switched off.
 */

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner', isAdmin: true });
});

const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });

describe('GET and PATCH /api/admin/settings', () => {
  it('answers the defaults before anything is saved, and that Stripe is not set up', async () => {
    const response = await call('GET', '/api/admin/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      payments: { methods: ['online', 'at_pickup'] },
      cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
      deposits: { enabled: true },
      stripeConfigured: false,
      paymentHoldMinutes: 30,
    });
  });

  it('changes only the fields sent, keeps them, shows them to customers, and audits the change', async () => {
    const patched = await call('PATCH', '/api/admin/settings', { cancellation: { fullRefundDaysBefore: 7 } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().cancellation).toEqual({ fullRefundDaysBefore: 7, lateRefundPercent: 50 });
    await call('PATCH', '/api/admin/settings', { deposits: { enabled: false } });

    const read = (await call('GET', '/api/admin/settings')).json();
    expect(read.cancellation.fullRefundDaysBefore).toBe(7);
    expect(read.deposits.enabled).toBe(false);
    expect(read.updatedAt).not.toBeNull();
    const shop = (await t.app.inject('/api/shop')).json();
    expect(shop.cancellation).toEqual({ fullRefundDaysBefore: 7, lateRefundPercent: 50 });
    expect(shop.deposits).toEqual({ enabled: false });

    const log = (
      await t.app.inject({
        url: '/api/admin/audit-log?entity=settings',
        headers: { cookie: admin.cookie },
      })
    ).json() as { items: AuditEntry[] };
    expect(log.items.map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['edit', 'Olga Owner'],
      ['edit', 'Olga Owner'],
    ]);
    const first = log.items[1]!;
    expect(first.before).toMatchObject({ cancellation: { fullRefundDaysBefore: 2 } });
    expect(first.after).toMatchObject({ cancellation: { fullRefundDaysBefore: 7 } });
  });

  it.each([
    [{ cancellation: { lateRefundPercent: 101 } }, 'cancellation.lateRefundPercent'],
    [{ cancellation: { fullRefundDaysBefore: -1 } }, 'cancellation.fullRefundDaysBefore'],
    [{ payments: { methods: [] } }, 'payments.methods'],
    [{ payments: { methods: ['at_pickup', 'at_pickup'] } }, 'payments.methods'],
    [{ payments: { methods: ['cheque'] } }, 'payments.methods.0'],
    [{ deposits: { enabled: 'yes' } }, 'deposits.enabled'],
    [{ theme: 'dark' }, ''],
  ])('refuses %j with 400 and changes nothing', async (patch, field) => {
    const before = (await call('GET', '/api/admin/settings')).json();
    const response = await call('PATCH', '/api/admin/settings', patch);
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(response.json().error.field).toBe(field);
    expect((await call('GET', '/api/admin/settings')).json()).toEqual(before);
  });

  it('keeps payment at pick-up while Stripe is not set up: online alone would leave customers no way to pay', async () => {
    const response = await call('PATCH', '/api/admin/settings', { payments: { methods: ['online'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'STRIPE_NOT_CONFIGURED', field: 'payments.methods' });
    expect((await t.app.inject('/api/shop')).json().payments.methods).toEqual(['at_pickup']);
  });
});

describe('the legal details, invoice series and VAT rates (issue 29)', () => {
  it('are saved field by field and refused whole when one is wrong', async () => {
    const saved = await call('PATCH', '/api/admin/settings', {
      legal: {
        name: 'Cámaras Sol S.L.',
        street: 'Calle Mayor 5',
        postcode: '28013',
        city: 'Madrid',
        country: 'es',
        vatId: 'ESB12345678',
      },
      vat: { standardRate: 21, reducedRates: [10, 4] },
      invoices: { prefix: 'FAC' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      legal: { name: 'Cámaras Sol S.L.', country: 'ES', vatId: 'ESB12345678', email: '' },
      vat: { standardRate: 21, reducedRates: [10, 4] },
      invoices: { prefix: 'FAC', creditNotePrefix: 'CN' },
    });
    for (const wrong of [
      { vat: { standardRate: 5.555 } },
      { vat: { standardRate: 101 } },
      { vat: { reducedRates: [10, 10] } },
      { invoices: { prefix: 'fac-2' } },
      { legal: { country: 'Spain' } },
      { legal: { name: 'Two\nlines' } },
      { legal: { email: 'not an address' } },
    ]) {
      const refused = await call('PATCH', '/api/admin/settings', {
        ...wrong,
        legal: { ...('legal' in wrong ? wrong.legal : {}), city: 'Sevilla' },
      });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    expect((await call('GET', '/api/admin/settings')).json().legal.city).toBe('Madrid');
  });

  it('keep a reduced rate while a product has it (409 VAT_RATE_IN_USE) and give products only the shop rates', async () => {
    await call('PATCH', '/api/admin/settings', { vat: { standardRate: 19, reducedRates: [7] } });
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { name: 'Books' },
    });
    const product = (vatRate: number | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
        payload: {
          name: `Guide ${vatRate}`,
          dailyPrice: '2.00',
          brand: 'Press',
          model: `G${vatRate}`,
          categoryId: category.json().id,
          vatRate,
        },
      });
    const unknown = await product(5);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'VAT_RATE_UNKNOWN', field: 'vatRate' });
    const reduced = await product(7);
    expect(reduced.statusCode, reduced.body).toBe(201);
    expect(reduced.json().vatRate).toBe(7);
    expect((await product(null)).json().vatRate).toBeNull();

    const taken = await call('PATCH', '/api/admin/settings', { vat: { reducedRates: [] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'VAT_RATE_IN_USE' });
    expect((await call('GET', '/api/admin/settings')).json().vat.reducedRates).toEqual([7]);
  });
});
