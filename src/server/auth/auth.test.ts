import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { createTestApp, type TestApp } from '../test/test-app';

const origin = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin, ...(cookie ? { cookie } : {}) } });

const signUp = (overrides: object = {}) =>
  post('/api/auth/sign-up/email', {
    name: 'Marta Ruiz',
    email: 'marta@example.com',
    password: 'Secret!Pass1',
    phoneNumber: '+34 600 123 456',
    language: 'es',
    callbackURL: '/login?verified=1',
    ...overrides,
  });

const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });

function linkIn(text: string) {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return new URL(link);
}

describe('sign-up', () => {
  it('refuses a sign-up that asks to be an administrator, and makes customers only', async () => {
    const asAdmin = await signUp({ isAdmin: true });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'isAdmin' });
    expect(await t.db.select().from(user)).toHaveLength(0);

    const response = await signUp();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), name: 'Marta Ruiz', email: 'marta@example.com' },
    });
    const [row] = await t.db.select().from(user).where(eq(user.email, 'marta@example.com'));
    expect(row?.isAdmin).toBe(false);
    expect(row?.emailVerified).toBe(false);
    expect(row?.phoneNumber).toBe('+34 600 123 456');
  });

  it('refuses a password without an uppercase letter or special character, writing nothing', async () => {
    for (const password of ['secret!pass1', 'SecretPass1', 'Se!1']) {
      const response = await signUp({ password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        field: 'password',
        message:
          'password: Your password must be at least 8 characters long and include at least one uppercase letter and one special character.',
      });
    }
    expect(await t.db.select().from(user)).toHaveLength(0);
  });

  it('refuses a phone number outside the pattern', async () => {
    const response = await signUp({ phoneNumber: '600-123-456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'phoneNumber' });
  });

  it('requires the e-mailed verification before the first login, in the user language', async () => {
    await signUp();
    const blocked = await signIn('marta@example.com', 'Secret!Pass1');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const mail = await t.mailbox.waitFor('marta@example.com');
    expect(mail.subject).toBe('Confirma tu dirección de correo electrónico');
    const link = linkIn(mail.text);
    const verified = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toContain('/login?verified=1');

    const login = await signIn('marta@example.com', 'Secret!Pass1');
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toEqual({
      id: expect.any(String),
      fullName: 'Marta Ruiz',
      email: 'marta@example.com',
      phoneNumber: '+34 600 123 456',
      isAdmin: false,
      role: 'customer',
      avatarUrl: null,
      language: 'es',
      billingAddress: null,
      business: null,
    });
    const sessionCookie = login.cookies.find((c) => c.name.includes('session_token'));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite?.toLowerCase()).toBe('lax');
  });

  it('answers wrong passwords with INVALID_EMAIL_OR_PASSWORD', async () => {
    await t.signIn({ email: 'known@example.com' });
    const response = await signIn('known@example.com', 'Wrong!Password1');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(response.json()).not.toHaveProperty('token');
  });
});

describe('session', () => {
  it('answers /api/me with null when signed out, and signs out', async () => {
    const nobody = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect([nobody.statusCode, nobody.json()]).toEqual([200, null]);
    const { cookie } = await t.signIn({ email: 'leaving@example.com', fullName: 'Lea Ving' });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()).toMatchObject({
      fullName: 'Lea Ving',
    });
    // As the web app sends it: no body at all.
    const signOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin } });
    expect(signOut.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json()).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password whose token sets a new password', async () => {
    await t.signIn({ email: 'forgetful@example.com', language: 'de' });
    const request = await post('/api/auth/request-password-reset', {
      email: 'forgetful@example.com',
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const mail = await t.mailbox.waitFor('forgetful@example.com');
    expect(mail.subject).toBe('Setze dein Passwort zurück');

    const link = linkIn(mail.text);
    const redirect = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const target = new URL(redirect.headers.location as string, origin);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await post('/api/auth/reset-password', { token, newPassword: 'weakpassword' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Brand!New2' })).statusCode).toBe(200);
    expect((await signIn('forgetful@example.com', 'Brand!New2')).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Other!New3' })).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 once an address has used up its attempts', async () => {
    const limited = await createTestApp({ rateLimits: { signInFailuresPerIp: { limit: 3, windowSeconds: 60 } } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin },
          payload: { email: 'nobody@example.com', password: 'Wrong!Password1' },
        });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 to sign-ups beyond the limit and creates no account for them', async () => {
    const limited = await createTestApp({ rateLimits: { signUpsPerIp: { limit: 2, windowSeconds: 60 } } });
    try {
      const signUp = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin },
          payload: { name: `Person ${i}`, email: `person-${i}@example.com`, password: 'Camera!Rent1', language: 'en' },
        });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await signUp(i)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const accounts = await limited.pool.query(`SELECT count(*)::int AS n FROM "user" WHERE email LIKE 'person-%'`);
      expect(accounts.rows[0].n).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
