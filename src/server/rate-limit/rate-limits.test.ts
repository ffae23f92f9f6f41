import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_PASSWORD, TEST_TODAY, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';
import { createUser } from '../users/create-user';
import { createRateLimiter } from './counters';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './limits';

const origin = 'http://localhost:3000';
const HOUR = 60 * 60;

/** Small limits, so each is reached in a few requests; the per-account sign-in one is the shop's (100). */
const limits: Partial<RateLimits> = {
  signInFailuresPerIp: { limit: 5, windowSeconds: 15 * 60 },
  uploadsPerUser: { limit: 2, windowSeconds: HOUR },
  bookingsPerUser: { limit: 2, windowSeconds: HOUR },
};

let t: TestApp;

beforeAll(async () => {
  // Behind one reverse proxy (TRUST_PROXY=1): it appends the address it saw to X-Forwarded-For.
  t = await createTestApp({ trustProxy: 1, rateLimits: limits });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** A request through the proxy from `clientIp`; `forged` is what the client itself wrote into X-Forwarded-For. */
const viaProxy = (clientIp: string, forged?: string) => ({
  'x-forwarded-for': forged ? `${forged}, ${clientIp}` : clientIp,
});

const post = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload, headers: { origin, ...headers } });

const signIn = (email: string, password: string, headers: Record<string, string> = {}, app = t) =>
  post(app, '/api/auth/sign-in/email', { email, password }, headers);

const account = (email: string) => createUser(t.db, t.auth, { email, fullName: 'Ana Owner', password: TEST_PASSWORD });

/** The 429 every limit answers: the shop's error shape and a Retry-After within the window. */
function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Waits until every queued mail has been sent, then returns the mails to `address`. */
async function mailsTo(address: string) {
  for (let waited = 0; waited < 200; waited += 1) {
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM graphile_worker._private_jobs');
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return t.mailbox.received.filter((mail) => mail.to.includes(address));
}

describe('sign-in behind a proxy', () => {
  it('counts failures per client IP, whatever the client writes into X-Forwarded-For', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await signIn(
        `nobody-${i}@example.com`,
        'Wrong!Password1',
        viaProxy('203.0.113.7', `10.9.8.${i}`),
      );
      codes.push(response.statusCode);
      if (i === 5) expectRateLimited(response, 15 * 60);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client behind the same proxy is not held up.
    expect((await signIn('nobody@example.com', 'Wrong!Password1', viaProxy('198.51.100.4'))).statusCode).toBe(401);
  });

  it('gives better-auth the IP the proxy saw, not the one the client wrote', async () => {
    await account('ana@example.com');
    const response = await signIn('ana@example.com', TEST_PASSWORD, viaProxy('203.0.113.7', '6.6.6.6'));
    expect(response.statusCode).toBe(200);
    const { rows } = await t.pool.query('SELECT ip_address FROM session');
    expect(rows).toEqual([{ ip_address: '203.0.113.7' }]);
  });

  it('counts failed sign-ins only: successes in between do not use up the limit', async () => {
    await account('ana@example.com');
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await signIn('ana@example.com', 'Wrong!Password1')).statusCode);
    for (let i = 0; i < 3; i += 1) codes.push((await signIn('ana@example.com', TEST_PASSWORD)).statusCode);
    codes.push((await signIn('ana@example.com', 'Wrong!Password1')).statusCode);
    const blocked = await signIn('ana@example.com', TEST_PASSWORD);
    expect(codes).toEqual([401, 401, 401, 401, 200, 200, 200, 401]);
    expectRateLimited(blocked, 15 * 60);
  });

  it('processes no more than 100 failed attempts per account an hour, from any number of addresses', async () => {
    expect(DEFAULT_RATE_LIMITS.signInFailuresPerAccount).toEqual({ limit: 100, windowSeconds: HOUR });
    await account('ana@example.com');
    for (let i = 0; i < 100; i += 1) {
      const from = viaProxy(`10.1.${Math.floor(i / 4)}.${i % 4}`);
      expect((await signIn('ana@example.com', 'Wrong!Password1', from)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The 101st, even with the right password and from a fresh address, is not processed.
    const right = await signIn('ana@example.com', TEST_PASSWORD, viaProxy('192.0.2.55'));
    expectRateLimited(right, HOUR);
    expect(right.headers['set-cookie']).toBeUndefined();
    // Another account signs in as usual.
    await account('bo@example.com');
    expect((await signIn('bo@example.com', TEST_PASSWORD, viaProxy('192.0.2.55'))).statusCode).toBe(200);
  }, 180_000);
});

describe('mails to one address', () => {
  it('sends at most 3 password-reset mails an hour to an address, from any client', async () => {
    await account('victim@example.com');
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(
        t,
        '/api/auth/request-password-reset',
        { email: 'victim@example.com', redirectTo: '/reset-password' },
        viaProxy(`10.2.0.${i}`),
      );
      codes.push(response.statusCode);
      if (i === 3) expectRateLimited(response, HOUR);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(await mailsTo('victim@example.com')).toHaveLength(3);
  });

  it('answers an address without an account the same way, so the limit tells nobody who has one', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (
          await post(t, '/api/auth/request-password-reset', {
            email: 'ghost@example.com',
            redirectTo: '/reset-password',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('sends at most 3 sign-up mails an hour to an address, none with a name the attacker chose', async () => {
    await account('victim@example.com');
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(
        t,
        '/api/auth/sign-up/email',
        { name: 'Mallory Says Click Here', email: 'victim@example.com', password: 'Camera!Rent1', language: 'en' },
        viaProxy(`10.3.0.${i}`),
      );
      codes.push(response.statusCode);
      if (i === 3) expectRateLimited(response, HOUR);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const mails = await mailsTo('victim@example.com');
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.subject).toBe('Someone tried to sign up with your email address');
      expect(mail.text).toContain('Ana Owner');
      expect(mail.text).not.toContain('Mallory');
    }
  });

  it('sends the confirmation link again at most 3 times an hour', async () => {
    const created = await post(t, '/api/auth/sign-up/email', {
      name: 'Nia New',
      email: 'nia@example.com',
      password: 'Camera!Rent1',
      language: 'en',
    });
    expect(created.statusCode).toBe(200);
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      codes.push(
        (await post(t, '/api/auth/send-verification-email', { email: 'nia@example.com', callbackURL: '/login' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    // The sign-up's own mail and three again.
    expect(await mailsTo('nia@example.com')).toHaveLength(4);
  });
});

describe('per user', () => {
  it('limits avatar uploads per user', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const bo = await t.signIn({ email: 'bo@example.com' });
    const form = await uploadForm({ bytes: await testPng(), name: 'me.png', type: 'image/png' });
    const upload = (session: typeof ana) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        payload: form.payload,
        headers: { ...form.headers, cookie: session.cookie, origin },
      });
    expect((await upload(ana)).statusCode).toBe(200);
    expect((await upload(ana)).statusCode).toBe(200);
    expectRateLimited(await upload(ana), HOUR);
    expect((await upload(bo)).statusCode).toBe(200);
  });

  it('limits rental requests per customer and books nothing past the limit', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 5);
    const start = addDays(TEST_TODAY, 10);
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { cookie: ana.cookie, origin },
        payload: { productId: product.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 1 },
      });
    expect((await book()).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(201);
    expectRateLimited(await book(), HOUR);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM rentals');
    expect(rows[0].n).toBe(2);
  });
});

describe('across processes', () => {
  it('shares the counters between two app instances on one database', async () => {
    const other = await createTestApp({ databaseUrl: t.databaseUrl, trustProxy: 1, rateLimits: limits });
    try {
      const codes = [];
      for (let i = 0; i < 6; i += 1) {
        const app = i % 2 === 0 ? t : other;
        codes.push((await signIn(`nobody-${i}@example.com`, 'Wrong!Password1', {}, app)).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await other.close();
    }
  });
});

describe('the counters', () => {
  it('let exactly the limit through when many requests hit one key at once', async () => {
    const limiter = createRateLimiter(t.db);
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('race', 10, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('start a new window once the old one has passed, and remove expired rows of other keys', async () => {
    const limiter = createRateLimiter(t.db);
    await t.pool.query(
      `INSERT INTO rate_limit_counters (key, count, expires_at) VALUES ('old', 5, now() - interval '1 second'), ('stale', 9, now() - interval '1 hour')`,
    );
    expect(await limiter.hit('old', 5, 60)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 0 });
    const { rows } = await t.pool.query('SELECT key FROM rate_limit_counters ORDER BY key');
    expect(rows).toEqual([{ key: 'old' }]);
  });
});
