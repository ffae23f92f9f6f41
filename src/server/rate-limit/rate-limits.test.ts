import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_PASSWORD, TEST_TODAY, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';
import { createUser } from '../users/create-user';
import { createRateLimiter } from './counters';
import { signInDelayMs } from './auth-limits';
import { DEFAULT_RATE_LIMITS, type RateLimits, type SignInSlowdown } from './limits';

const origin = 'http://localhost:3000';
const HOUR = 60 * 60;

/** Small limits, so each is reached in a few requests. */
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

  // The hit is counted in the booking's transaction (decision 106): a refused booking, whose
  // transaction rolls back, still counts, and so does a checkout refused before its booking.
  it('counts refused bookings and checkouts as booked ones', async () => {
    const eve = await t.signIn({ email: 'eve@example.com' });
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    const start = addDays(TEST_TODAY, 20);
    const line = { productId: product.id, dateFrom: start, dateTo: addDays(start, 1), quantity: 1 };
    const headers = { cookie: eve.cookie, origin };
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers,
      payload: { ...line, quantity: 2 },
    });
    expect(tooMany.json().error.code).toBe('NOT_ENOUGH_STOCK');
    const lines = [{ ...line, dailyPrice: product.dailyPrice }];
    // Refused before its booking begins (the shop takes no payment online): counted too.
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { lines, payment: 'online' },
    });
    expect(online.json().error.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
    // Two refused requests are the limit: a checkout that would book is refused now.
    expectRateLimited(await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { lines } }), HOUR);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE product_id = $1', [product.id]);
    expect(rows[0].n).toBe(0);
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

describe('an account under attack (decision 035)', () => {
  /** The shop's own sign-in limits (SIGNIN_RATE_LIMIT 20, 10 per account and IP), with waits short enough for a test. */
  const quickSlowdown: SignInSlowdown = { ...DEFAULT_RATE_LIMITS.signInSlowdown, stepMs: 1, maxMs: 5 };
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp({
      trustProxy: 1,
      rateLimits: {
        signInFailuresPerIp: DEFAULT_RATE_LIMITS.signInFailuresPerIp,
        signInFailuresPerAccountAndIp: DEFAULT_RATE_LIMITS.signInFailuresPerAccountAndIp,
        signInSlowdown: quickSlowdown,
      },
    });
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.reset());

  const ATTACKERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5', '203.0.113.6'];

  /** Waits until the queue is idle, then the mails to `address` in `app`'s mailbox. */
  async function mailsIn(app: TestApp, address: string) {
    for (let waited = 0; waited < 200; waited += 1) {
      const { rows } = await app.pool.query('SELECT count(*)::int AS n FROM graphile_worker._private_jobs');
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return app.mailbox.received.filter((mail) => mail.to.includes(address));
  }

  it('100 wrong passwords from six IPs: each IP is stopped, the owner signs in from a new IP and is mailed once', async () => {
    await createUser(shop.db, shop.auth, {
      email: 'admin@example.com',
      fullName: 'Ada Admin',
      password: TEST_PASSWORD,
      isAdmin: true,
    });
    const codes: Record<string, number[]> = {};
    for (let i = 0; i < 100; i += 1) {
      const ip = ATTACKERS[i % ATTACKERS.length]!;
      const response = await signIn('admin@example.com', 'Wrong!Password1', viaProxy(ip), shop);
      (codes[ip] ??= []).push(response.statusCode);
    }
    // An attacker on one IP gets 10 guesses at this account per 15 minutes, then 429s.
    for (const ip of ATTACKERS) {
      const sent = codes[ip]!;
      expect(sent.slice(0, 10), ip).toEqual(Array(10).fill(401));
      expect(new Set(sent.slice(10)), ip).toEqual(new Set([429]));
    }
    const stillLimited = await signIn('admin@example.com', TEST_PASSWORD, viaProxy(ATTACKERS[0]!), shop);
    expectRateLimited(stillLimited, 15 * 60);

    // The owner, from an address the attack never used, signs in with the right password.
    const owner = await signIn('admin@example.com', TEST_PASSWORD, viaProxy('192.0.2.55'), shop);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.headers['set-cookie']).toBeDefined();
    // And from another one (their phone, say) a moment later.
    expect((await signIn('admin@example.com', TEST_PASSWORD, viaProxy('198.51.100.20'), shop)).statusCode).toBe(200);

    // One mail, however many failures, saying the account is not locked.
    const mails = await mailsIn(shop, 'admin@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone is trying to sign in to your account');
    expect(mails[0]!.text).toContain('Hello Ada Admin,');
    expect(mails[0]!.text).toContain('Your account is not locked');
    expect(mails[0]!.text).toContain('http://localhost:3000/forgot-password');
  }, 120_000);

  it('mails the owner when the failures reach the alert, not before, and nobody for an address without an account', async () => {
    await createUser(shop.db, shop.auth, {
      email: 'ana@example.com',
      fullName: 'Ana Owner',
      password: TEST_PASSWORD,
      language: 'de',
    });
    const { alertAfter } = DEFAULT_RATE_LIMITS.signInSlowdown;
    for (let i = 0; i < alertAfter - 1; i += 1) {
      await signIn('ana@example.com', 'Wrong!Password1', viaProxy(`10.7.${i}.1`), shop);
      await signIn('ghost@example.com', 'Wrong!Password1', viaProxy(`10.8.${i}.1`), shop);
    }
    expect(await mailsIn(shop, 'ana@example.com')).toHaveLength(0);
    await signIn('ana@example.com', 'Wrong!Password1', viaProxy('10.7.99.1'), shop);
    await signIn('ghost@example.com', 'Wrong!Password1', viaProxy('10.8.99.1'), shop);
    const mails = await mailsIn(shop, 'ana@example.com');
    expect(mails).toHaveLength(1);
    // In the owner's saved language: the attempts were not their visits.
    expect(mails[0]!.subject).toBe('Jemand versucht, sich bei deinem Konto anzumelden');
    expect(await mailsIn(shop, 'ghost@example.com')).toHaveLength(0);
  }, 60_000);
});

describe('the wait on an account under attack', () => {
  const slowdown: SignInSlowdown = { ...DEFAULT_RATE_LIMITS.signInSlowdown, freeFailures: 2, stepMs: 150, maxMs: 400 };

  it('grows with each failure past the free ones and stops at its bound', () => {
    const waits = Array.from({ length: 8 }, (_, failures) => signInDelayMs(failures, slowdown));
    expect(waits).toEqual([0, 0, 0, 150, 300, 400, 400, 400]);
    // The shop's own: 10 failures free, then 0.25 s doubling up to 4 s, whatever the count.
    const shops = DEFAULT_RATE_LIMITS.signInSlowdown;
    expect(signInDelayMs(10, shops)).toBe(0);
    expect(signInDelayMs(11, shops)).toBe(250);
    expect(signInDelayMs(1_000_000, shops)).toBe(4000);
  });

  it('slows every sign-in on the account, the right password too, by at most its bound', async () => {
    const slowed = await createTestApp({ trustProxy: 1, rateLimits: { signInSlowdown: slowdown } });
    try {
      await createUser(slowed.db, slowed.auth, {
        email: 'ana@example.com',
        fullName: 'Ana Owner',
        password: TEST_PASSWORD,
      });
      const timed = async (password: string, ip: string) => {
        const started = performance.now();
        const response = await signIn('ana@example.com', password, viaProxy(ip), slowed);
        return { status: response.statusCode, ms: performance.now() - started };
      };
      const first = await timed('Wrong!Password1', '10.9.0.1');
      for (let i = 2; i <= 6; i += 1) await timed('Wrong!Password1', `10.9.0.${i}`);
      const right = await timed(TEST_PASSWORD, '192.0.2.80');
      expect(first.status).toBe(401);
      expect(right.status).toBe(200);
      expect(right.ms).toBeGreaterThanOrEqual(400);
      expect(right.ms).toBeLessThan(400 + 2000);
    } finally {
      await slowed.close();
    }
  }, 60_000);
});
