import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POLLUTION_KEYS } from '../test/hostile-values';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Staff roles (issue 47, decision 092) through the API: what the counter, the accountant and the
 * manager are refused and allowed (the issue's own cases; the authorization matrix runs every
 * route for each role), the owner inviting staff and changing roles (audited), the last owner
 * who cannot stop being one even when two owners demote each other at once, the legal and payment
 * settings kept for the owner, an API token acting in its owner's role, and hostile invitations.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const owner = () => t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner', isAdmin: true });
const as = (role: 'counter' | 'accountant' | 'manager') =>
  t.signIn({ email: `${role}@example.com`, fullName: `A ${role}`, role });
const put = (session: Session, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: session.cookie, origin: session.origin }, payload });
const roleOf = async (id: string) =>
  (await t.pool.query('SELECT role, is_admin FROM "user" WHERE id = $1', [id])).rows[0];

describe('what each role may do', () => {
  it('says the role on /api/me; the administrators of before are owners', async () => {
    const olga = await owner();
    expect((await kit.get(olga.cookie, '/api/me')).json()).toMatchObject({ isAdmin: true, role: 'owner' });
    const carl = await t.signIn({ email: 'carl@example.com' });
    expect((await kit.get(carl.cookie, '/api/me')).json()).toMatchObject({ isAdmin: false, role: 'customer' });
  });

  it("refuses the counter the settings, the catalogue's prices and refunds, and lets them run the desk", async () => {
    const counter = await as('counter');
    const product = await kit.product(1);
    const settings = await kit.patch(counter.cookie, '/api/admin/settings', { quotes: { validDays: 30 } });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().error).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    expect(settings.json().error.message).toContain('Your role (counter) does not allow this');
    expect((await put(counter, `/api/admin/products/${product.id}`, { name: 'Renamed' })).statusCode).toBe(403);
    const customer = await t.signIn({ email: 'carl@example.com' });
    const order = await kit.place(customer.cookie, [{ productId: product.id, from: 0, to: 0 }]);
    const refund = await kit.post(counter.cookie, `/api/admin/orders/${order.id}/refunds`, {
      amount: '1.00',
      reason: 'Goodwill',
    });
    expect(refund.statusCode).toBe(403);
    // The desk is theirs: the unit handed over.
    const [line] = order.rentals;
    const checkedOut = await kit.post(counter.cookie, `/api/admin/rentals/${line!.id}/check-out`, {});
    expect(checkedOut.statusCode, checkedOut.body).not.toBe(403);
    expect((await kit.get(counter.cookie, '/api/admin/desk')).statusCode).toBe(200);
  });

  it('lets the accountant read the invoices and record a transfer, never hand units over', async () => {
    const accountant = await as('accountant');
    const product = await kit.product(1);
    const customer = await t.signIn({ email: 'carl@example.com' });
    const order = await kit.place(customer.cookie, [{ productId: product.id, from: 0, to: 0 }]);
    expect((await kit.get(accountant.cookie, '/api/admin/invoices')).statusCode).toBe(200);
    const checkOut = await kit.post(accountant.cookie, `/api/admin/rentals/${order.rentals[0]!.id}/check-out`, {});
    expect(checkOut.statusCode).toBe(403);
    const paid = await kit.post(accountant.cookie, `/api/admin/orders/${order.id}/payments`, {
      amount: order.total,
      channel: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Someone else's rental is not theirs to cancel: it answers as a missing one does.
    expect((await kit.remove(accountant.cookie, `/api/rentals/${order.rentals[0]!.id}`)).statusCode).toBe(404);
  });

  it("keeps the shop's legal and payment details for the owner; the manager changes the rest", async () => {
    const manager = await as('manager');
    const legal = await kit.patch(manager.cookie, '/api/admin/settings', { legal: { name: 'Another GmbH' } });
    expect(legal.statusCode).toBe(403);
    const payments = await kit.patch(manager.cookie, '/api/admin/settings', { payments: { methods: ['at_pickup'] } });
    expect(payments.statusCode).toBe(403);
    const quotes = await kit.patch(manager.cookie, '/api/admin/settings', { quotes: { validDays: 30 } });
    expect(quotes.statusCode, quotes.body).toBe(200);
    // The dashboard's form sends every section: the legal details as saved change nothing, and pass.
    const saved = quotes.json();
    const whole = await kit.patch(manager.cookie, '/api/admin/settings', {
      legal: saved.legal,
      payments: { methods: saved.payments.methods },
      quotes: { validDays: 21 },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const { rows } = await t.pool.query(`SELECT value->'legal'->>'name' AS name FROM shop_settings`);
    expect(rows[0].name).not.toBe('Another GmbH');
  });

  it("lets an API token act in its maker's role, as it is now", async () => {
    const manager = await as('manager');
    const made = await kit.post(manager.cookie, '/api/admin/api-tokens', { name: 'Script', scope: 'read-write' });
    expect(made.statusCode, made.body).toBe(201);
    const bearer = { authorization: `Bearer ${made.json().token}` };
    const read = () => t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer });
    expect((await read()).statusCode).toBe(200);
    await t.pool.query(`UPDATE "user" SET role = 'accountant' WHERE id = $1`, [manager.id]);
    expect((await read()).statusCode).toBe(403);
  });
});

describe('the owner and the staff', () => {
  it('invites someone new by e-mail: an account opened in the role, an invitation mailed, audited', async () => {
    const olga = await owner();
    const invited = await kit.post(olga.cookie, '/api/admin/staff', {
      email: 'Sam@Example.com',
      role: 'counter',
      fullName: 'Sam Okafor',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'sam@example.com',
      fullName: 'Sam Okafor',
      role: 'counter',
      isAdmin: true,
    });
    expect(await roleOf(invited.json().id)).toEqual({ role: 'counter', is_admin: true });
    await t.jobsDone();
    const mails = t.mailbox.received.filter((mail) => mail.to.includes('sam@example.com'));
    expect(mails).toHaveLength(1);
    // The staff's own invitation, not a customer's: who invited them, to which shop, in which role.
    const [mail] = mails;
    expect(mail!.subject).toBe('Your invitation to the Framehire team');
    const text = mail!.text.replace(/\s+/g, ' ');
    expect(text).toContain('Hello Sam Okafor,');
    expect(text).toContain('Olga Owner has invited you to join the Framehire team at localhost:3000.');
    expect(text).toContain('Your role is Counter: you run the hand-over desk,');
    expect(text).toContain('The link is valid for 7 days.');
    const staff = (await kit.get(olga.cookie, '/api/admin/users?staff=true')).json();
    expect(staff.items.map((user: { email: string }) => user.email).sort()).toEqual([
      'owner@example.com',
      'sam@example.com',
    ]);
    const log = (await kit.get(olga.cookie, '/api/admin/audit-log?entity=staff')).json();
    expect(log.items[0]).toMatchObject({
      action: 'role',
      actor: { name: 'Olga Owner' },
      after: { email: 'sam@example.com', role: 'counter' },
    });
  });

  it('invites in the language asked for, and its link sets the password of an account in the role', async () => {
    const olga = await owner();
    const invited = await kit.post(olga.cookie, '/api/admin/staff', {
      email: 'bea@example.com',
      role: 'accountant',
      fullName: 'Bea Books',
      language: 'de',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await t.jobsDone();
    const mail = await t.mailbox.waitFor('bea@example.com');
    expect(mail.subject).toBe('Deine Einladung ins Team von Framehire');
    expect(mail.text.replace(/\s+/g, ' ')).toContain('Deine Rolle ist „Buchhaltung“:');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const origin = 'http://localhost:3000';
    const token = new URL(redirect.headers.location as string, origin).searchParams.get('token');
    expect(token).toBeTruthy();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin },
      payload: { token, newPassword: 'Ledger!Open4' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'bea@example.com', password: 'Ledger!Open4' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    expect((await kit.get(cookie, '/api/me')).json()).toMatchObject({ role: 'accountant', language: 'de' });
    expect((await kit.get(cookie, '/api/admin/invoices')).statusCode).toBe(200);
  });

  it("changes a customer's role and back; only the owner may", async () => {
    const olga = await owner();
    const manager = await as('manager');
    const carl = await t.signIn({ email: 'carl@example.com' });
    const refused = await kit.patch(manager.cookie, `/api/admin/users/${carl.id}`, { role: 'manager' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_FORBIDDEN');
    expect(await roleOf(carl.id)).toEqual({ role: 'customer', is_admin: false });

    const made = await kit.patch(olga.cookie, `/api/admin/users/${carl.id}`, { role: 'accountant' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ role: 'accountant', isAdmin: true });
    expect((await kit.get(carl.cookie, '/api/admin/invoices')).statusCode).toBe(200);
    await kit.patch(olga.cookie, `/api/admin/users/${carl.id}`, { role: 'customer' });
    expect((await kit.get(carl.cookie, '/api/admin/invoices')).statusCode).toBe(403);
    const log = (await kit.get(olga.cookie, '/api/admin/audit-log?entity=staff')).json();
    expect(log.items.map((entry: { before: { role: string }; after: { role: string } }) => entry.after.role)).toEqual([
      'customer',
      'accountant',
    ]);
  });

  it('never lets the last owner stop being one, even when two owners demote each other at once', async () => {
    const olga = await owner();
    const last = await kit.patch(olga.cookie, `/api/admin/users/${olga.id}`, { role: 'manager' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('LAST_OWNER');

    for (let round = 0; round < 5; round += 1) {
      await t.pool.query(`UPDATE "user" SET role = CASE WHEN id = $1 THEN 'owner'::user_role ELSE 'customer' END`, [
        olga.id,
      ]);
      const other = await t.signIn({ email: `otto-${round}@example.com`, role: 'owner' });
      const answers = await Promise.all([
        kit.patch(olga.cookie, `/api/admin/users/${other.id}`, { role: 'counter' }),
        kit.patch(other.cookie, `/api/admin/users/${olga.id}`, { role: 'counter' }),
      ]);
      // The second is refused: as the last owner (409, it waited on the first's lock), or as no
      // owner any more (403, it was read after the first had committed).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(
        [
          [200, 409],
          [200, 403],
        ],
        answers.map((answer) => answer.body).join('\n'),
      ).toContainEqual(statuses);
      const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM "user" WHERE role = 'owner'`);
      expect(rows[0].n).toBe(1);
    }
  });

  it('refuses hostile invitations with a clear message, and writes nothing', async () => {
    const olga = await owner();
    const bodies: object[] = [
      { email: 'x@example.com', role: 'superuser' },
      { email: 'x@example.com', role: 'customer' },
      { email: 'not an address', role: 'counter' },
      { email: 'x@example.com' },
      { email: 'x@example.com', role: 'counter', isAdmin: true },
      { email: `${'a'.repeat(300)}@example.com`, role: 'counter' },
      { email: 'x@example.com', role: 'counter', fullName: '\u202eevil' },
      ...POLLUTION_KEYS.map((key) =>
        JSON.parse(`{"email":"x@example.com","role":"counter","${key}":{"role":"owner"}}`),
      ),
    ];
    for (const body of bodies) {
      const response = await kit.post(olga.cookie, '/api/admin/staff', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(['VALIDATION_ERROR', 'BAD_REQUEST']).toContain(response.json().error.code);
    }
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM "user"`);
    expect(rows[0].n).toBe(1);
  });
});
