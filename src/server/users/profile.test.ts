import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_PHONE_MESSAGE } from '../../shared/auth-rules';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_RATE_LIMITS } from '../rate-limit/limits';

const PROFILE_UPDATES_PER_MINUTE = DEFAULT_RATE_LIMITS.profileUpdatesPerUser.limit;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const me = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } })).json();

const patchMe = (session: Session, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: session.cookie, origin: session.origin },
    payload,
  });

describe('PATCH /api/me', () => {
  it('saves the full name, phone and language, trimmed, and answers the user as /api/me does', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
    const response = await patchMe(ana, {
      fullName: '  Ana María Díaz ',
      phoneNumber: '+34 600-123-4567',
      language: 'es',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Ana María Díaz',
      phoneNumber: '+34 600-123-4567',
      language: 'es',
    });
    expect(await me(ana)).toEqual(response.json());
  });

  it('keeps a phone saved at sign-up under the looser rule when other fields change, and checks it once it changes', async () => {
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito', phoneNumber: '+34 600 123 456' });
    const rename = await patchMe(ben, { fullName: 'Ben Ito Sato', phoneNumber: '+34 600 123 456' });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ fullName: 'Ben Ito Sato', phoneNumber: '+34 600 123 456' });

    const changed = await patchMe(ben, { phoneNumber: '+34 600 123 45' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toEqual({
      code: 'INVALID_PHONE',
      message: PROFILE_PHONE_MESSAGE,
      field: 'phoneNumber',
    });

    const cleared = await patchMe(ben, { phoneNumber: '' });
    expect(cleared.json().phoneNumber).toBeNull();
  });

  it.each([
    ['an empty name', { fullName: '   ' }, 'fullName'],
    ['a name over 100 characters', { fullName: 'x'.repeat(101) }, 'fullName'],
    ['a script for a phone', { phoneNumber: '<script>alert(1)</script>' }, 'phoneNumber'],
    ['a phone over 30 characters', { phoneNumber: '1'.repeat(31) }, 'phoneNumber'],
    ['a language the shop does not speak', { language: 'fr' }, 'language'],
    ['an image URL', { image: 'javascript:alert(1)' }, 'image'],
    ['an avatar URL', { avatarUrl: 'https://evil.example/x.png' }, 'avatarUrl'],
    ['the administrator flag', { isAdmin: true }, 'isAdmin'],
    ['another e-mail', { email: 'other@example.com' }, 'email'],
    ['a NUL in the name', { fullName: 'Ana\u0000' }, 'fullName'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, payload, field) => {
    const cara = await t.signIn({ email: 'cara@example.com', fullName: 'Cara Lund', phoneNumber: '555-123-4567' });
    const before = await me(cara);
    const response = await patchMe(cara, { fullName: 'Changed Name', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await me(cara)).toEqual(before);
  });

  it('is not reachable around its rules through better-auth: update-user and change-email answer 404', async () => {
    const dan = await t.signIn({ email: 'dan@example.com', fullName: 'Dan Roe' });
    const before = await me(dan);
    for (const [url, payload] of [
      ['/api/auth/update-user', { name: '', image: 'javascript:alert(1)', phoneNumber: '<script>', language: 'xx' }],
      ['/api/auth/change-email', { newEmail: 'mine@example.com' }],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: dan.cookie, origin: dan.origin },
        payload,
      });
      expect(response.statusCode, url).toBe(404);
    }
    expect(await me(dan)).toEqual(before);
  });

  it('needs a session, and answers 429 once a customer saves too often in a minute', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { fullName: 'X' } })).statusCode).toBe(401);

    const eve = await t.signIn({ email: 'eve@example.com', fullName: 'Eve Moss' });
    for (let index = 0; index < PROFILE_UPDATES_PER_MINUTE; index += 1) {
      expect((await patchMe(eve, { fullName: `Eve ${index}` })).statusCode).toBe(200);
    }
    const limited = await patchMe(eve, { fullName: 'Eve Again' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(eve)).fullName).toBe(`Eve ${PROFILE_UPDATES_PER_MINUTE - 1}`);

    // Counted per customer: another customer saves as usual.
    const finn = await t.signIn({ email: 'finn@example.com', fullName: 'Finn Hale' });
    expect((await patchMe(finn, { fullName: 'Finn' })).statusCode).toBe(200);
  });
});
