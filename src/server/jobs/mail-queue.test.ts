import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { requestLanguage } from '../http/request-language';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.mailbox.behave('accept');
  await t.reset();
});

async function booking(email: string) {
  const customer = await t.signIn({ email, fullName: 'Ada Lovelace' });
  const product = await insertProduct(t.db, { name: `Sony FX3 ${email}` });
  await insertItems(t.db, product.id, 2);
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: customer.cookie, origin: customer.origin },
      payload: { productId: product.id, dateFrom: addDays(TEST_TODAY, 3), dateTo: addDays(TEST_TODAY, 4), quantity: 1 },
    });
}

const until = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('mails from the job queue', () => {
  it('answers a booking while the mail server holds the confirmation unanswered, and delivers it once the server answers', async () => {
    t.mailbox.behave('stall');
    const book = await booking('ada@example.com');
    expect((await book()).statusCode).toBe(201);
    await until(() => t.mailbox.stalledCount === 1, 'the confirmation to reach the stalled server');

    // The mail server still has not answered the first confirmation: a second booking is not held up by it.
    expect((await book()).statusCode).toBe(201);
    expect(t.mailbox.received).toHaveLength(0);

    t.mailbox.behave('accept');
    await until(() => t.mailbox.received.length === 2, 'both confirmations');
    expect(t.mailbox.received.every((mail) => mail.to.includes('ada@example.com'))).toBe(true);
  });

  it('retries a mail the server refuses twice, and delivers it exactly once', async () => {
    const book = await booking('bea@example.com');
    const attemptsBefore = t.mailbox.attempts;
    t.mailbox.behave({ refuse: 2 });
    expect((await book()).statusCode).toBe(201);
    // graphile-worker waits e^1 and then e^2 seconds before the second and third tries.
    await t.mailbox.waitFor('bea@example.com', 30_000);
    expect(t.mailbox.attempts - attemptsBefore).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.mailbox.received.filter((mail) => mail.to.includes('bea@example.com'))).toHaveLength(1);
  }, 45_000);

  it('writes a mail asked for while logged out in the language of the visit', async () => {
    await t.signIn({ email: 'cai@example.com', fullName: 'Cai', language: 'de' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'es' },
      payload: { email: 'cai@example.com', redirectTo: '/reset-password' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor('cai@example.com');
    expect(mail.subject).toMatch(/contraseña/i);
  });
});

describe('mails about the account and its records', () => {
  it('answers a sign-up with a taken address as any other, and tells the address’s owner in the visit’s language', async () => {
    await t.signIn({ email: 'dora@example.com', fullName: 'Dora', language: 'en' });
    const signUp = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'http://localhost:3000', 'accept-language': 'de' },
        payload: { name: 'Someone', email, password: 'Camera!Rent1' },
      });
    const taken = await signUp('dora@example.com');
    const fresh = await signUp('new-person@example.com');
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));

    const notice = await t.mailbox.waitFor('dora@example.com');
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.text).toContain('http://localhost:3000/forgot-password');
    expect(notice.subject).toBe('Jemand wollte sich mit deiner E-Mail-Adresse registrieren');
  });

  it('tells the customer once when an administrator changes their incident’s status, with a link to it', async () => {
    const eli = await t.signIn({ email: 'eli@example.com', fullName: 'Eli', language: 'es' });
    const admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
    const product = await insertProduct(t.db, { name: 'Sigma 35' });
    const [unit] = await insertItems(t.db, product.id, 1);
    const rental = await t.db.execute(
      sql`INSERT INTO rentals (user_id, product_id, date_from, date_to) VALUES (${eli.id}, ${product.id}, ${addDays(TEST_TODAY, 2)}, ${addDays(TEST_TODAY, 3)}) RETURNING id`,
    );
    const rentalId = (rental.rows[0] as { id: number }).id;
    await t.db.execute(
      sql`INSERT INTO rental_items (rental_id, item_id, date_from, date_to) VALUES (${rentalId}, ${unit!.id}, ${addDays(TEST_TODAY, 2)}, ${addDays(TEST_TODAY, 3)})`,
    );
    const incident = (
      await t.app.inject({
        method: 'POST',
        url: `/api/rentals/${rentalId}/incident`,
        headers: { cookie: eli.cookie, origin: eli.origin },
        payload: { type: 'ProductDamaged', description: 'The lens hood is cracked.' },
      })
    ).json();
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/incidents/${incident.id}`,
        headers: { cookie: admin.cookie, origin: admin.origin },
        payload: { status },
      });
    expect((await setStatus('Closed')).statusCode).toBe(200);
    expect((await setStatus('Closed')).statusCode).toBe(200); // no change, no mail

    const mail = await t.mailbox.waitFor('eli@example.com');
    expect(mail.text).toContain(`http://localhost:3000/account/incidents/${incident.id}`);
    expect(mail.subject).toBe('Tu incidencia se ha cerrado');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(t.mailbox.received.filter((received) => received.to.includes('eli@example.com'))).toHaveLength(1);
  });
});

describe('requestLanguage', () => {
  it('takes the first language the shop speaks from Accept-Language', () => {
    expect(requestLanguage('es')).toBe('es');
    expect(requestLanguage('fr-CH, fr;q=0.9, de-DE;q=0.8, en;q=0.5')).toBe('de');
    expect(requestLanguage('fr')).toBeNull();
    expect(requestLanguage(undefined)).toBeNull();
  });
});
