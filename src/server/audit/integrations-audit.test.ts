import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/schemas/audit';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 32: administrators' changes to the shop's integrations are audited like any other admin
 * change: one entry per change, written with it, and never a secret in it. A webhook entry holds
 * where it posts, what and whether; a token entry its name, scope, expiry, last four characters
 * and owner; the team calendar's only when its address was made.
 */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  // No delivery is made here; private networks only spare the address check a DNS lookup.
  t = await createTestApp({ webhooks: { allowPrivateNetworks: true } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Bea Boss', isAdmin: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Who = { cookie: string; origin: string };

async function call(who: Who, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? null : response.json();
}

const entryCount = async () => (await t.pool.query('SELECT count(*)::int AS n FROM audit_log')).rows[0].n as number;

async function log(query = ''): Promise<AuditEntry[]> {
  return (await call(admin, 'GET', `/api/admin/audit-log${query}`)).items;
}

/** Runs `change` and returns the one entry it wrote (failing if it wrote none or several). */
async function onlyEntryOf(change: () => Promise<unknown>): Promise<AuditEntry> {
  const before = await entryCount();
  await change();
  expect(await entryCount()).toBe(before + 1);
  return (await log('?limit=1'))[0]!;
}

/** Every entry as the database holds it, as one text to search for what must not be there. */
async function wholeLog(): Promise<string> {
  return JSON.stringify((await t.pool.query('SELECT * FROM audit_log ORDER BY id')).rows);
}

const bea = () => ({ id: admin.id, name: 'Bea Boss' });

describe('webhook endpoints in the audit log', () => {
  it('logs creating, editing, switching off, rotating and deleting an endpoint, never its secret', async () => {
    const url = 'https://hooks.example.com/services/T000/B000/receiver-secret-path';
    let endpoint: { id: number; secret: string } = { id: 0, secret: '' };
    let entry = await onlyEntryOf(
      async () => (endpoint = await call(admin, 'POST', '/api/admin/webhooks', { url, events: ['order.placed'] })),
    );
    expect(entry).toMatchObject({
      actor: bea(),
      action: 'create',
      entity: 'webhook',
      entityId: endpoint.id,
      // The host only: a receiver's path may be a secret of its own.
      label: 'hooks.example.com',
      before: null,
      after: { url, events: ['order.placed'], enabled: true },
    });
    expect(Object.keys(entry.after!).sort()).toEqual(['enabled', 'events', 'url']);

    entry = await onlyEntryOf(() =>
      call(admin, 'PATCH', `/api/admin/webhooks/${endpoint.id}`, { events: ['order.placed', 'order.paid'] }),
    );
    expect(entry).toMatchObject({
      action: 'edit',
      before: { events: ['order.placed'] },
      after: { events: ['order.placed', 'order.paid'] },
    });

    // Switched off and nothing more: a status change; switching off again changes nothing, and writes nothing.
    entry = await onlyEntryOf(() => call(admin, 'PATCH', `/api/admin/webhooks/${endpoint.id}`, { enabled: false }));
    expect(entry).toMatchObject({ action: 'status', before: { enabled: true }, after: { enabled: false } });
    const count = await entryCount();
    await call(admin, 'PATCH', `/api/admin/webhooks/${endpoint.id}`, { enabled: false });
    expect(await entryCount()).toBe(count);

    let rotated: { secret: string } = { secret: '' };
    entry = await onlyEntryOf(
      async () => (rotated = await call(admin, 'POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`)),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(entry).toMatchObject({ action: 'edit', entity: 'webhook', before: { enabled: false } });
    expect(entry.before).not.toHaveProperty('secretRotatedAt');
    expect(Date.now() - Date.parse(entry.after!.secretRotatedAt as string)).toBeLessThan(60_000);

    entry = await onlyEntryOf(() => call(admin, 'DELETE', `/api/admin/webhooks/${endpoint.id}`));
    expect(entry).toMatchObject({
      action: 'delete',
      entityId: endpoint.id,
      label: 'hooks.example.com',
      before: { url, enabled: false },
      after: null,
    });

    const everything = await wholeLog();
    expect(everything).not.toContain('whsec_');
    expect(everything).not.toContain(endpoint.secret.slice('whsec_'.length));
    expect(everything).not.toContain(rotated.secret.slice('whsec_'.length));
    expect(everything).not.toContain('"secret"');
  });

  it('writes nothing for an endpoint that is not there, nor for a refused one', async () => {
    const count = await entryCount();
    for (const [method, url, payload] of [
      ['PATCH', '/api/admin/webhooks/999999', { enabled: false }],
      ['POST', '/api/admin/webhooks/999999/rotate-secret', undefined],
      ['DELETE', '/api/admin/webhooks/999999', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(404);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: admin,
      payload: { url: 'ftp://example.com', events: ['order.placed'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(await entryCount()).toBe(count);
  });
});

describe('API tokens in the audit log', () => {
  it('logs making and revoking a token, with its owner, and never the token or its hash', async () => {
    let made: { id: number; token: string } = { id: 0, token: '' };
    let entry = await onlyEntryOf(
      async () =>
        (made = await call(admin, 'POST', '/api/admin/api-tokens', {
          name: 'Accounting script',
          scope: 'read',
          expiresInDays: 30,
        })),
    );
    expect(entry).toMatchObject({
      actor: bea(),
      action: 'create',
      entity: 'api-token',
      entityId: made.id,
      label: 'Accounting script',
      before: null,
      after: { name: 'Accounting script', scope: 'read', hint: `…${made.token.slice(-4)}`, ownerName: 'Bea Boss' },
    });
    expect(Object.keys(entry.after!).sort()).toEqual(['expiresAt', 'hint', 'name', 'ownerName', 'scope']);
    const expiresIn = Date.parse(entry.after!.expiresAt as string) - Date.now();
    expect(Math.round(expiresIn / 86_400_000)).toBe(30);

    // Any administrator may revoke any token: the entry is theirs, and still says whose it was.
    const other = await t.signIn({ email: 'second@example.com', fullName: 'Second Admin', isAdmin: true });
    entry = await onlyEntryOf(() => call(other, 'DELETE', `/api/admin/api-tokens/${made.id}`));
    expect(entry).toMatchObject({
      actor: { id: other.id, name: 'Second Admin' },
      action: 'delete',
      entity: 'api-token',
      label: 'Accounting script',
      before: { name: 'Accounting script', scope: 'read', ownerName: 'Bea Boss' },
      after: null,
    });

    const { rows } = await t.pool.query("SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS hash", [made.token]);
    const everything = await wholeLog();
    expect(everything).not.toContain('fh_');
    expect(everything).not.toContain(made.token.slice('fh_'.length));
    expect(everything).not.toContain(rows[0].hash);
    expect(everything).not.toContain('tokenHash');

    const revokedAgain = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-tokens/${made.id}`,
      headers: admin,
    });
    expect(revokedAgain.statusCode).toBe(404);
    expect(await entryCount()).toBe(2);
  });
});

describe('the team calendar in the audit log', () => {
  it('logs an administrator renewing its address with the times only, and not a customer renewing theirs', async () => {
    const first: { url: string; renewedAt: string } = await call(admin, 'GET', '/api/admin/calendar-feed');
    expect(await entryCount()).toBe(0);
    let renewed: { url: string; renewedAt: string } = { url: '', renewedAt: '' };
    const entry = await onlyEntryOf(
      async () => (renewed = await call(admin, 'POST', '/api/admin/calendar-feed/renew')),
    );
    expect(entry).toMatchObject({
      actor: bea(),
      action: 'edit',
      entity: 'calendar-feed',
      label: null,
      before: { renewedAt: first.renewedAt },
      after: { renewedAt: renewed.renewedAt },
    });
    expect(Object.keys(entry.after!)).toEqual(['renewedAt']);

    const customer = await t.signIn({ email: 'ana@example.com' });
    const count = await entryCount();
    await call(customer, 'GET', '/api/me/calendar-feed');
    await call(customer, 'POST', '/api/me/calendar-feed/renew');
    expect(await entryCount()).toBe(count);

    const { rows } = await t.pool.query("SELECT seed, token_hash FROM calendar_feeds WHERE kind = 'shop'");
    const everything = await wholeLog();
    const tokenOf = (url: string) => url.split('/').at(-1)!.replace('.ics', '');
    for (const secret of [tokenOf(first.url), tokenOf(renewed.url), rows[0].seed, rows[0].token_hash]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('the audit log API', () => {
  it('lists and filters the integrations’ entries by kind and by record', async () => {
    const endpoint = await call(admin, 'POST', '/api/admin/webhooks', {
      url: 'https://hooks.example.com/in',
      events: ['order.paid'],
    });
    await call(admin, 'PATCH', `/api/admin/webhooks/${endpoint.id}`, { enabled: false });
    await call(admin, 'POST', '/api/admin/api-tokens', { name: 'Zapier', scope: 'read-write' });
    await call(admin, 'POST', '/api/admin/calendar-feed/renew');

    expect((await log()).map((entry) => entry.entity)).toEqual(['calendar-feed', 'api-token', 'webhook', 'webhook']);
    expect((await log('?entity=webhook')).map((entry) => entry.action)).toEqual(['status', 'create']);
    expect((await log(`?entity=webhook&entityId=${endpoint.id}`)).map((entry) => entry.label)).toEqual([
      'hooks.example.com',
      'hooks.example.com',
    ]);
    expect(await log('?entity=api-token')).toMatchObject([{ label: 'Zapier', after: { scope: 'read-write' } }]);
    expect(await log('?entity=calendar-feed')).toHaveLength(1);
  });
});
