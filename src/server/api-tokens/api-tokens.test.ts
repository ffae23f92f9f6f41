import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { apiTokens } from './schema';
import { user } from '../db/schema/auth';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Personal API tokens (decision 055): made with a session, shown once, used as Bearer on the
 * API, refused at once when revoked, expired or no longer an administrator's, never on better-
 * auth's endpoints or the token routes, and never written to the log.
 */

let t: TestApp;
let admin: { cookie: string; origin: string; id: string };
let logged = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({
    logger: { level: 'trace', stream: logStream },
    rateLimits: { requestsPerApiToken: { limit: 5, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
});

async function makeToken(scope: 'read' | 'read-write' = 'read-write', expiresInDays?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-tokens',
    headers: admin,
    payload: { name: 'Accounting script', scope, ...(expiresInDays ? { expiresInDays } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; token: string; hint: string };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('making and listing tokens', () => {
  it('shows the token once, keeps only its hash, and lists it with its maker and last use', async () => {
    const made = await makeToken();
    expect(made.token).toMatch(/^fh_[A-Za-z0-9_-]{43}$/);
    expect(made.hint).toBe(`fh_…${made.token.slice(-4)}`);
    const [row] = await t.db.select().from(apiTokens);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.token.slice(3));

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/api-tokens', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({
        id: made.id,
        name: 'Accounting script',
        scope: 'read-write',
        lastUsedAt: null,
        expiresAt: null,
        expired: false,
        createdBy: { id: admin.id, name: 'Test User' },
      }),
    ]);
  });

  it('cannot be made by a customer', async () => {
    const customer = await t.signIn({ email: 'ana@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: customer,
      payload: { name: 'Mine', scope: 'read' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('a request with a token', () => {
  it('acts as its administrator on the API, and marks when it was last used, at most once a minute', async () => {
    const { token, id } = await makeToken();
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ email: 'owner@example.com' });
    const [used] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(used!.lastUsedAt).not.toBeNull();
    // Within the minute nothing is written again.
    await t.db.execute(sql`UPDATE api_tokens SET last_used_at = now() - interval '30 seconds'`);
    const [before] = await t.db.select().from(apiTokens);
    await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) });
    const [after] = await t.db.select().from(apiTokens);
    expect(after!.lastUsedAt).toEqual(before!.lastUsedAt);
    await t.db.execute(sql`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes'`);
    await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) });
    const [later] = await t.db.select().from(apiTokens);
    expect(later!.lastUsedAt!.getTime()).toBeGreaterThan(before!.lastUsedAt!.getTime());
  });

  it('changes things without an Origin header when read-write; a read token only reads', async () => {
    const writer = await makeToken('read-write');
    const reader = await makeToken('read');
    const category = { name: 'Tripods', description: '' };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearer(writer.token),
      payload: category,
    });
    expect(made.statusCode, made.body).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearer(reader.token),
      payload: { name: 'Lights' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TOKEN_READ_ONLY');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(reader.token) })).statusCode,
    ).toBe(200);
  });

  it('is refused at once once revoked, with no fallback to the cookie that came along', async () => {
    const { token, id } = await makeToken();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/api-tokens/${id}`, headers: admin });
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: { ...bearer(token), cookie: admin.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('INVALID_TOKEN');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/api-tokens/${id}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('is refused once expired, or once its maker is no longer an administrator', async () => {
    const expiring = await makeToken('read', 1);
    await t.db.execute(sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${expiring.id}`);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(expiring.token) })).statusCode,
    ).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/api-tokens', headers: admin });
    expect(list.json().tokens[0]).toMatchObject({ id: expiring.id, expired: true });

    const other = await makeToken();
    await t.db.update(user).set({ isAdmin: false }).where(eq(user.id, admin.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other.token) })).statusCode).toBe(401);
  });

  it("never opens better-auth's endpoints nor the token routes", async () => {
    const { token } = await makeToken();
    for (const [method, url] of [
      ['GET', '/api/auth/verify-email?token=x'],
      ['POST', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/sign-out'],
      ['GET', '/api/admin/api-tokens'],
      ['POST', '/api/admin/api-tokens'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(method === 'POST' ? { payload: { name: 'Child', scope: 'read-write' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('TOKEN_NOT_ALLOWED');
    }
    expect(await t.db.$count(apiTokens)).toBe(1);
  });

  it('refuses a malformed Bearer header with 401, and ignores another scheme', async () => {
    for (const authorization of [
      'Bearer',
      'Bearer ',
      `Bearer ${'x'.repeat(10_000)}`,
      'Bearer fh_short',
      `Bearer fh_${'a'.repeat(43)} extra`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/products', headers: { authorization } });
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
    }
    const basic = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(200);
    const basicAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basicAdmin.statusCode).toBe(401);
  });

  it('is counted against its own rate limit', async () => {
    const { token } = await makeToken('read');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('never reaches the log', async () => {
    const { token } = await makeToken();
    await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(token) });
    await t.app.inject({ method: 'GET', url: '/api/admin/products', headers: bearer(`${token.slice(0, -1)}x`) });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(token.slice(3));
  });
});

describe('revoking an API token ends what it obtained', () => {
  // Decision 096: a calendar feed address asked for with a token is the token's own; a webhook
  // endpoint made with a token is switched off when it is revoked.
  async function obtain(token: string) {
    const feed = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers: bearer(token) });
    expect(feed.statusCode, feed.body).toBe(200);
    const url = new URL(feed.json<{ url: string }>().url).pathname;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: bearer(token),
      payload: { url: 'https://example.invalid/hooks', events: ['order.placed'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    return { feedPath: url, endpointId: hook.json<{ id: number }>().id };
  }

  const endpointOf = async (id: number) => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin });
    return list.json<{ id: number; enabled: boolean; disabledReason: string | null }[]>().find((e) => e.id === id)!;
  };

  it("a read token's calendar feed answers 404 once the token is revoked, and its webhook is switched off", async () => {
    const reader = await makeToken('read');
    const writer = await makeToken('read-write');
    const feed = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers: bearer(reader.token) });
    const feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    const { endpointId } = await obtain(writer.token);
    // The owner's own address is another one, and stays.
    const own = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers: admin });
    const ownPath = new URL(own.json<{ url: string }>().url).pathname;
    expect(ownPath).not.toBe(feedPath);

    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/api-tokens/${reader.id}`, headers: admin });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: ownPath })).statusCode).toBe(200);
    // The reader made no endpoint: the writer's is still on.
    expect(await endpointOf(endpointId)).toMatchObject({ enabled: true, disabledReason: null });

    await t.app.inject({ method: 'DELETE', url: `/api/admin/api-tokens/${writer.id}`, headers: admin });
    expect(await endpointOf(endpointId)).toMatchObject({ enabled: false, disabledReason: 'token_revoked' });
  });

  it("ends once the token's owner stops being staff, as the token does", async () => {
    const manager = await t.signIn({ email: 'manager@example.com', role: 'manager' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: manager,
      payload: { name: 'Team script', scope: 'read-write' },
    });
    const { token } = made.json<{ token: string }>();
    const { feedPath, endpointId } = await obtain(token);

    const demoted = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${manager.id}`,
      headers: admin,
      payload: { role: 'customer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    expect(await endpointOf(endpointId)).toMatchObject({ enabled: false, disabledReason: 'token_owner_left_staff' });
  });
});

describe('the origin check', () => {
  it('lets a token through without an Origin header, but a cookie from another site is still refused', async () => {
    const { token } = await makeToken();
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...bearer(token), 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Bags' },
    });
    expect(withToken.statusCode, withToken.body).toBe(201);
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: { name: 'Straps' },
    });
    expect(withCookie.statusCode).toBe(403);
    expect(withCookie.json().error.code).toBe('CROSS_ORIGIN');
  });
});
