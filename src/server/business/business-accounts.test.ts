import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { startViesStandIn } from '../test/vies-stand-in';

/*
 * Business customers (issue 46): the company and VAT number saved from the account, the number's
 * form checked for its country, VIES asked (a local stand-in) and its answer kept with its day and
 * consultation number; VIES down is an answer too, never a refusal. Staff allow paying on invoice.
 */

let t: TestApp;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;

beforeAll(async () => {
  vies = await startViesStandIn({
    FR40303265045: { name: 'SA PRODUCTIONS LUMIERE', address: '12 RUE DE LA PAIX 75002 PARIS' },
  });
  t = await createTestApp({ viesApiUrl: vies.url });
});
afterAll(async () => {
  await t.close();
  await vies.close();
});
beforeEach(async () => {
  await t.reset();
  vies.answer('up');
  vies.asked.length = 0;
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const patchMe = (session: Session, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: session.cookie, origin: session.origin },
    payload,
  });
const me = async (session: Session) =>
  (await t.app.inject({ url: '/api/me', headers: { cookie: session.cookie } })).json();

const LUMIERE = { company: 'Productions Lumière SA', vatId: 'fr 40 303 265 045' };

async function shopWithVatId(admin: Session) {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie, origin: admin.origin },
    payload: { legal: { vatId: 'DE123456789' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('a business on the account', () => {
  it('is saved with its VAT number normalised and VIES’s valid answer as proof, shown by GET /api/me', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    await shopWithVatId(admin);
    const claire = await t.signIn({ email: 'claire@lumiere.example', fullName: 'Claire Martin' });
    expect((await me(claire)).business).toBeNull();

    const saved = await patchMe(claire, { business: { ...LUMIERE, purchaseOrderRequired: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().business).toEqual({
      company: 'Productions Lumière SA',
      vatId: 'FR40303265045',
      purchaseOrderRequired: true,
      vatCheck: { status: 'valid', checkedAt: expect.any(String), requestId: expect.stringMatching(/^WAPI/) },
      payOnInvoice: false,
      paymentTermsDays: 14,
    });
    // The shop's own number named as the requester: the consultation number proves the check.
    expect(vies.asked).toEqual([
      { countryCode: 'FR', vatNumber: '40303265045', requesterMemberStateCode: 'DE', requesterNumber: '123456789' },
    ]);
    expect(await me(claire)).toEqual(saved.json());

    // Saved again with the same valid number: its proof stays, VIES is not asked again.
    const again = await patchMe(claire, { business: { ...LUMIERE, company: 'Lumière Productions SA' } });
    expect(again.json().business).toMatchObject({
      company: 'Lumière Productions SA',
      purchaseOrderRequired: true,
      vatCheck: saved.json().business.vatCheck,
    });
    expect(vies.asked).toHaveLength(1);

    // A private customer again: the business goes.
    const removed = await patchMe(claire, { business: null });
    expect(removed.json().business).toBeNull();
  });

  it('keeps a number VIES does not know as invalid, and VIES down as unavailable, never refusing the save', async () => {
    const claire = await t.signIn({ email: 'claire@lumiere.example' });
    const unknown = await patchMe(claire, { business: { company: 'Studio Nord', vatId: 'DE987654321' } });
    expect(unknown.statusCode, unknown.body).toBe(200);
    expect(unknown.json().business.vatCheck).toMatchObject({ status: 'invalid', requestId: null });

    vies.answer('down');
    const down = await patchMe(claire, { business: LUMIERE });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json().business.vatCheck).toMatchObject({ status: 'unavailable', checkedAt: expect.any(String) });

    // Not valid before: asked again on the next save, and VIES answers now.
    vies.answer('broken');
    expect((await patchMe(claire, { business: LUMIERE })).json().business.vatCheck.status).toBe('unavailable');
    vies.answer('up');
    expect((await patchMe(claire, { business: LUMIERE })).json().business.vatCheck.status).toBe('valid');
  });

  it('refuses a VAT number of the wrong form for its country, changing nothing', async () => {
    const claire = await t.signIn({ email: 'claire@lumiere.example' });
    for (const vatId of ['FR4030326504', 'DE12345678', '123456789', 'ATX12345678']) {
      const refused = await patchMe(claire, { business: { company: 'Lumière', vatId }, fullName: 'Claire Changed' });
      expect(refused.statusCode, vatId).toBe(400);
      expect(refused.json().error.field).toBe('business.vatId');
    }
    expect((await patchMe(claire, { business: { company: ' ', vatId: 'FR40303265045' } })).statusCode).toBe(400);
    // A well-formed business beside a refused phone is not saved either.
    const phone = await patchMe(claire, { business: LUMIERE, phoneNumber: '12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error.field).toBe('phoneNumber');
    const now = await me(claire);
    expect(now.business).toBeNull();
    expect(now.fullName).not.toBe('Claire Changed');
    expect(vies.asked).toEqual([]);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('lets staff allow a business to pay on invoice with its terms, refusing a private customer and bad terms', async () => {
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const claire = await t.signIn({ email: 'claire@lumiere.example' });
    const patchUser = (id: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        headers: { cookie: admin.cookie, origin: admin.origin },
        payload,
      });

    const privateCustomer = await patchUser(claire.id, { payOnInvoice: true });
    expect(privateCustomer.statusCode).toBe(409);
    expect(privateCustomer.json().error.code).toBe('NOT_A_BUSINESS');

    await patchMe(claire, { business: LUMIERE });
    const allowed = await patchUser(claire.id, { payOnInvoice: true, paymentTermsDays: 30 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ id: claire.id, business: { payOnInvoice: true, paymentTermsDays: 30 } });
    expect((await me(claire)).business).toMatchObject({ payOnInvoice: true, paymentTermsDays: 30 });
    // The dashboard's customer list shows each customer's business, null for a private one.
    const list = await t.app.inject({ url: '/api/admin/users?limit=10', headers: { cookie: admin.cookie } });
    const byEmail = Object.fromEntries(
      list.json().items.map((item: { email: string; business: unknown }) => [item.email, item.business]),
    );
    expect(byEmail['claire@lumiere.example']).toMatchObject({ vatId: 'FR40303265045', payOnInvoice: true });
    expect(byEmail['admin@example.com']).toBeNull();

    for (const payload of [{ paymentTermsDays: 0 }, { paymentTermsDays: 121 }, { paymentTermsDays: 14.5 }, {}]) {
      expect((await patchUser(claire.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await patchUser('no-such-user', { payOnInvoice: true })).statusCode).toBe(404);
    // A customer cannot allow themselves.
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${claire.id}`,
      headers: { cookie: claire.cookie, origin: claire.origin },
      payload: { payOnInvoice: true },
    });
    expect(own.statusCode).toBe(403);
    expect((await me(claire)).business.paymentTermsDays).toBe(30);
  });
});
