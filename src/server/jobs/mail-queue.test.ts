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

describe('requestLanguage', () => {
  it('takes the first language the shop speaks from Accept-Language', () => {
    expect(requestLanguage('es')).toBe('es');
    expect(requestLanguage('fr-CH, fr;q=0.9, de-DE;q=0.8, en;q=0.5')).toBe('de');
    expect(requestLanguage('fr')).toBeNull();
    expect(requestLanguage(undefined)).toBeNull();
  });
});
