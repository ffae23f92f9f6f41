import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import type { TrustProxy } from './trust-proxy';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { insertProduct } from '../test/factories';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

let t: TestApp;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The same app (database, auth, calendar) served as another install would serve it. */
async function appServedAs(options: { publicUrl: string; trustProxy?: TrustProxy }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'framehire-headers-'));
  const mailer = createMailer({
    smtpUrl: t.mailbox.url,
    from: 'Framehire <test@framehire.test>',
    dataDir,
    log: () => {},
  });
  const app = await buildApp({
    db: t.db,
    auth: t.auth,
    mailer,
    calendar: t.calendar,
    dataDir,
    storage: createLocalDiskStorage(dataDir),
    origins: { publicUrl: options.publicUrl, policy: 'public-url' },
    trustProxy: options.trustProxy,
  });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('HTTPS-only headers', () => {
  it('are not sent by a plain-HTTP install, where they would lock the browser out of the shop', async () => {
    for (const url of ['/api/health', '/products/1', '/api/products', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).not.toHaveProperty('strict-transport-security');
      expect(csp(response.headers), url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('are sent when PUBLIC_URL is https', async () => {
    const served = await appServedAs({ publicUrl: 'https://shop.example' });
    try {
      const response = await served.app.inject({ method: 'GET', url: '/api/products' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(response.headers)).toContain('upgrade-insecure-requests');
    } finally {
      await served.close();
    }
  });

  it('are sent for a request that came over https through a trusted proxy, and not when the proxy is not trusted', async () => {
    const behindProxy = { method: 'GET' as const, url: '/api/products', headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await appServedAs({ publicUrl: 'http://localhost:3000', trustProxy: 1 });
    const untrusted = await appServedAs({ publicUrl: 'http://localhost:3000', trustProxy: false });
    try {
      const viaProxy = await trusted.app.inject(behindProxy);
      expect(viaProxy.headers).toHaveProperty('strict-transport-security');
      expect(csp(viaProxy.headers)).toContain('upgrade-insecure-requests');
      const forged = await untrusted.app.inject(behindProxy);
      expect(forged.headers).not.toHaveProperty('strict-transport-security');
      expect(csp(forged.headers)).not.toContain('upgrade-insecure-requests');
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});

/** Every protective header of an answer, as helmet wrote them per request before they were computed once (issue 33). */
const HELMET_SET = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self' 'sha256-TBvlrLFKzHVOsQhGwOqC69eTc7bHnQcK0uYzCQgSet4=' 'sha256-HHws66hfcrbzhUoiK1FFB/5+p6bYdDnCyGYeKOwK5ss=';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-ancestors 'none'";

describe('the header set', () => {
  it('is the same on every kind of answer, a 404 and an error included, with the HTTPS additions only over HTTPS', async () => {
    const product = await insertProduct(t.db);
    const served = await appServedAs({ publicUrl: 'https://shop.example' });
    try {
      for (const [app, https] of [
        [t.app, false],
        [served.app, true],
      ] as const) {
        for (const url of [
          '/api/products',
          `/api/products/${product.id}`,
          '/api/me',
          '/api/nothing-here',
          '/api/products/x',
        ]) {
          const { headers } = await app.inject({ method: 'GET', url });
          expect(headers, url).toMatchObject(HELMET_SET);
          expect(headers['content-security-policy'], url).toBe(https ? `${POLICY};upgrade-insecure-requests` : POLICY);
          if (https) expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
          else expect(headers, url).not.toHaveProperty('strict-transport-security');
        }
      }
    } finally {
      await served.close();
    }
  });
});

describe('framing', () => {
  it('no site may frame the shop, not even the shop itself', async () => {
    for (const url of ['/api/products', '/account/profile', '/api/docs', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(csp(response.headers), url).toMatch(/(^|;)frame-ancestors 'none'(;|$)/);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer about the signed-in person, and on auth answers', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    for (const url of ['/api/me', '/api/me/overview', '/api/rentals', '/api/reviews', '/api/products']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: ana.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Asked without a session, /api/me answers null and a refused route 401: neither may be kept.
    for (const url of ['/api/me', '/api/rentals']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(url === '/api/me' ? 200 : 401);
      expect(visitor.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'ana@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('lets caches keep the catalogue a visitor sees, revalidated by its ETag', async () => {
    const product = await insertProduct(t.db);
    for (const url of ['/api/products', `/api/products/${product.id}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.etag, url).toMatch(/^W\/"catalogue-\d+-en"$/);
    }
  });
});

describe('the session token', () => {
  it('is only in the HttpOnly cookie: no JSON answer or other header a script can read carries it', async () => {
    await t.signIn({ email: 'ben@example.com' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'ben@example.com', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((one) => one.name.endsWith('session_token'))!;
    expect(cookie.httpOnly).toBe(true);
    const token = decodeURIComponent(cookie.value).split('.')[0]!;
    expect(token.length).toBeGreaterThan(16);
    expect(signIn.json()).not.toHaveProperty('token');
    const { 'set-cookie': _setCookie, ...otherHeaders } = signIn.headers;
    expect(JSON.stringify(otherHeaders)).not.toContain(token);
    expect(signIn.body).not.toContain(token);

    const headers = { cookie: `${cookie.name}=${cookie.value}` };
    const getSession = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers });
    expect(getSession.statusCode).toBe(404);
    expect(getSession.body).not.toContain(token);
    for (const url of ['/api/me', '/api/me/overview']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(token);
    }
  });
});
