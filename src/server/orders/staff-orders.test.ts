import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Orders staff take for a customer (issue 43): POST /api/admin/orders, for an existing customer
 * or a new one (an account without a password, invited by mail to set one), paid at pick-up.
 * The online payment link is in stripe/staff-order-payment-link.test.ts (Stripe's local server).
 * The shop's own new-customer limits and a low open-rentals cap are on here: staff are not held by them.
 */

const origin = 'http://localhost:3000';
let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp({ newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS, bookingLimits: { maxOpenRentals: 2 } });
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Line = { productId: number; from: number; to: number; quantity?: number; dailyPrice?: string };

const linesOf = (lines: Line[]) =>
  lines.map((line) => ({
    productId: line.productId,
    dateFrom: kit.day(line.from),
    dateTo: kit.day(line.to),
    quantity: line.quantity ?? 1,
    dailyPrice: line.dailyPrice ?? '10.00',
  }));

async function staff() {
  return t.signIn({ email: 'desk@example.com', fullName: 'Desk Dora', isAdmin: true });
}

function take(cookie: string, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/orders',
    headers: { cookie, origin, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

function linkIn(text: string) {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return new URL(link);
}

describe('POST /api/admin/orders', () => {
  it('takes an order for an existing customer, found by e-mail in any case, beyond the limits meant for strangers', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez' });
    const admin = await staff();
    const camera = await kit.product(2, '20.00');
    const lens = await kit.product(1, '5.50');
    const tripod = await kit.product(1);
    const lines: Line[] = [
      // Both units of a product of two: a new customer may hold half of it, and two rentals at most.
      { productId: camera.id, from: 3, to: 5, quantity: 2, dailyPrice: '20.00' },
      { productId: lens.id, from: 3, to: 4, dailyPrice: '5.50' },
      { productId: tripod.id, from: 3, to: 4 },
    ];
    // The customer could not book this themselves.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ana.cookie },
      payload: { lines: linesOf(lines) },
    });
    expect(own.statusCode).toBe(409);

    const response = await take(admin.cookie, {
      customer: { email: 'ANA@Example.com', fullName: 'Someone Else' },
      lines: linesOf(lines),
      payment: 'at_pickup',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'Placed',
      payment: 'at_pickup',
      userId: ana.id,
      total: '151.00',
      balanceDue: '151.00',
    });
    expect(order.rentals).toHaveLength(3);
    // The same JSON as the order's page reads.
    const read = await kit.get(admin.cookie, `/api/admin/orders/${order.id}`);
    expect(read.json()).toEqual(order);
    // The customer's own order, in their account; their name is theirs.
    const mine = await kit.get(ana.cookie, `/api/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    const { rows: users } = await t.pool.query(`SELECT name FROM "user" WHERE id = $1`, [ana.id]);
    expect(users).toEqual([{ name: 'Ana Pérez' }]);
    // Who took it.
    const { rows: audited } = await t.pool.query(
      `SELECT actor_id, actor_name, action, entity, entity_id, after->>'customerId' AS customer,
         after->>'reference' AS reference, after->>'userName' AS "userName" FROM audit_log`,
    );
    expect(audited).toEqual([
      {
        actor_id: admin.id,
        actor_name: 'Desk Dora',
        action: 'create',
        entity: 'order',
        entity_id: order.id,
        customer: ana.id,
        reference: order.reference,
        userName: 'Ana Pérez',
      },
    ]);
    // The booking confirmation goes to the customer, as for their own order; no invitation.
    await t.jobsDone();
    const mail = await t.mailbox.waitFor('ana@example.com');
    expect(mail.subject).toContain('Rental requested');
    expect(mail.text).toContain(order.reference);
    expect(t.mailbox.received.filter((m) => m.to.includes('ana@example.com'))).toHaveLength(1);
    // Staff then record a bank transfer with the existing route.
    const paid = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'bank_transfer' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ balanceDue: '0.00' });
  });

  it('opens an account for a new customer and mails an invitation whose link sets their password', async () => {
    const admin = await staff();
    const camera = await kit.product(1, '20.00');
    const missingName = await take(admin.cookie, {
      customer: { email: 'nora@example.com' },
      lines: linesOf([{ productId: camera.id, from: 3, to: 4, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'customer.fullName' });
    expect(missingName.json().error.message).toContain('customer.fullName');

    const response = await take(admin.cookie, {
      customer: { email: 'Nora@Example.com', fullName: 'Nora Neu', language: 'de' },
      lines: linesOf([{ productId: camera.id, from: 3, to: 4, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    const { rows } = await t.pool.query(
      `SELECT u.id, u.email, u.name, u.email_verified, u.language, (SELECT count(*)::int FROM account a WHERE a.user_id = u.id) AS accounts
       FROM "user" u WHERE u.email = 'nora@example.com'`,
    );
    expect(rows).toEqual([
      {
        id: order.userId,
        email: 'nora@example.com',
        name: 'Nora Neu',
        email_verified: true,
        language: 'de',
        accounts: 0,
      },
    ]);
    const { rows: audited } = await t.pool.query(`SELECT after->>'newCustomer' AS opened FROM audit_log`);
    expect(audited).toEqual([{ opened: 'true' }]);

    await t.jobsDone();
    const invitation = t.mailbox.received.find(
      (mail) => mail.to.includes('nora@example.com') && mail.subject === 'Framehire hat ein Konto für dich eröffnet',
    );
    expect(invitation, t.mailbox.received.map((mail) => mail.subject).join(' | ')).toBeDefined();
    expect(invitation!.text).toContain('7 Tage lang gültig');
    const link = linkIn(invitation!.text);
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const target = new URL(redirect.headers.location as string, origin);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();
    // No password yet: nothing signs in.
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'nora@example.com', password },
      });
    expect((await signIn('Brand!New2')).statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin },
      payload: { token, newPassword: 'Brand!New2' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await signIn('Brand!New2');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    expect((await kit.get(cookie, `/api/orders/${order.id}`)).statusCode).toBe(200);

    // A second order for her: she is a known customer now, invited once.
    const again = await take(admin.cookie, {
      customer: { email: 'nora@example.com' },
      lines: linesOf([{ productId: camera.id, from: 6, to: 7, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().userId).toBe(order.userId);
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => mail.subject.startsWith('Framehire hat'))).toHaveLength(1);
  });

  it('refuses a changed price and missing stock with the lines named, writing no account, order or audit entry', async () => {
    const admin = await staff();
    const camera = await kit.product(1, '20.00');
    const lens = await kit.product(1, '5.50');
    const ana = await t.signIn({ email: 'ana@example.com' });
    await kit.place(ana.cookie, [{ productId: lens.id, from: 3, to: 4, dailyPrice: '5.50' }]);
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;

    const response = await take(admin.cookie, {
      customer: { email: 'nora@example.com', fullName: 'Nora Neu' },
      lines: linesOf([
        { productId: camera.id, from: 3, to: 4, dailyPrice: '19.00' },
        { productId: lens.id, from: 3, to: 4, dailyPrice: '5.50' },
      ]),
      payment: 'at_pickup',
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'ORDER_REFUSED',
      lines: [
        { index: 0, code: 'PRICE_CHANGED', dailyPrice: '20.00' },
        { index: 1, code: 'NOT_ENOUGH_STOCK', available: 0 },
      ],
    });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(before);
    expect((await t.pool.query(`SELECT id FROM "user" WHERE email = 'nora@example.com'`)).rowCount).toBe(0);
    expect((await t.pool.query('SELECT id FROM audit_log')).rowCount).toBe(0);
    expect((await t.pool.query(`SELECT id FROM verification`)).rowCount).toBe(0);
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => mail.to.includes('nora@example.com'))).toEqual([]);
  });

  it('answers a replay of its Idempotency-Key with the first order, and refuses the key for another body', async () => {
    const admin = await staff();
    const camera = await kit.product(3, '20.00');
    const body = {
      customer: { email: 'nora@example.com', fullName: 'Nora Neu' },
      lines: linesOf([{ productId: camera.id, from: 3, to: 4, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    };
    const first = await take(admin.cookie, body, 'phone-order-1');
    expect(first.statusCode, first.body).toBe(201);
    const replay = await take(admin.cookie, body, 'phone-order-1');
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const other = await take(
      admin.cookie,
      { ...body, lines: linesOf([{ productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' }]) },
      'phone-order-1',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await t.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(1);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n).toBe(1);
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => mail.subject.includes('opened an account'))).toHaveLength(1);
  });

  it('opens one account when two orders for the same new customer arrive at once', async () => {
    const admin = await staff();
    const camera = await kit.product(3, '20.00');
    const body = (from: number) => ({
      customer: { email: 'twin@example.com', fullName: 'Tina Twin' },
      lines: linesOf([{ productId: camera.id, from, to: from + 1, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    });
    const [first, second] = await Promise.all([take(admin.cookie, body(3), 'twin-a'), take(admin.cookie, body(6))]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().userId).toBe(second.json().userId);
    expect((await t.pool.query(`SELECT id FROM "user" WHERE email = 'twin@example.com'`)).rowCount).toBe(1);
    await t.jobsDone();
    expect(t.mailbox.received.filter((mail) => mail.subject.includes('opened an account'))).toHaveLength(1);
  });

  it('answers 400 PAYMENT_METHOD_NOT_OFFERED for an online order when Stripe is not set up', async () => {
    const admin = await staff();
    const camera = await kit.product(1, '20.00');
    const response = await take(admin.cookie, {
      customer: { email: 'nora@example.com', fullName: 'Nora Neu' },
      lines: linesOf([{ productId: camera.id, from: 3, to: 4, dailyPrice: '20.00' }]),
      payment: 'online',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'PAYMENT_METHOD_NOT_OFFERED', field: 'payment' });
    expect((await t.pool.query(`SELECT id FROM "user" WHERE email = 'nora@example.com'`)).rowCount).toBe(0);
  });

  it('is for staff only', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await kit.product(1, '20.00');
    const response = await take(ana.cookie, {
      customer: { email: 'ana@example.com' },
      lines: linesOf([{ productId: camera.id, from: 3, to: 4, dailyPrice: '20.00' }]),
      payment: 'at_pickup',
    });
    expect(response.statusCode).toBe(403);
  });
});
