import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A webhook endpoint made or last changed with an API token ends with that token (decision 096):
 * revoking the token, or its owner leaving the staff, switches the endpoint off in the same
 * transaction, with a reason the endpoint shows and an entry in the audit log; staff switch it on
 * again by hand. Endpoints a signed-in person set up are not touched.
 */

let t: TestApp;
let owner: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  owner = await t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner', isAdmin: true });
});

type Endpoint = { id: number; url: string; enabled: boolean; disabledReason: string | null };
type Caller = { cookie: string; origin: string } | { authorization: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function send(caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: caller, ...(payload ? { payload } : {}) });
}

async function tokenOf(session: { cookie: string; origin: string }) {
  const made = await send(session, 'POST', '/api/admin/api-tokens', { name: 'Zapier', scope: 'read-write' });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<{ id: number; token: string }>();
}

async function createEndpoint(caller: Caller, path: string) {
  const made = await send(caller, 'POST', '/api/admin/webhooks', {
    url: `https://example.invalid/${path}`,
    events: ['order.placed'],
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<Endpoint>();
}

async function endpoints() {
  const list = await send(owner, 'GET', '/api/admin/webhooks');
  expect(list.statusCode).toBe(200);
  return new Map(list.json<Endpoint[]>().map((endpoint) => [endpoint.id, endpoint]));
}

const revoke = async (id: number) =>
  expect((await send(owner, 'DELETE', `/api/admin/api-tokens/${id}`)).statusCode).toBe(204);

describe('an endpoint set up with an API token', () => {
  it("is switched off when the token is revoked, with the reason shown and audited, and only that token's", async () => {
    const zapier = await tokenOf(owner);
    const other = await tokenOf(owner);
    const made = await createEndpoint(bearer(zapier.token), 'made');
    expect(made).toMatchObject({ enabled: true, disabledReason: null });
    const bySession = await createEndpoint(owner, 'by-session');
    const byOther = await createEndpoint(bearer(other.token), 'by-other');
    // Re-pointed with the token: the token set up where it sends now.
    const repointed = await createEndpoint(owner, 'repointed');
    const patched = await send(bearer(zapier.token), 'PATCH', `/api/admin/webhooks/${repointed.id}`, {
      url: 'https://example.invalid/elsewhere',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    // Already switched off by hand: it is marked too, so switching it on is a decision made knowing why.
    const off = await createEndpoint(bearer(zapier.token), 'off');
    await send(owner, 'PATCH', `/api/admin/webhooks/${off.id}`, { enabled: false });
    // A person's new secret or events leave the address the token chose; a person's new URL is theirs.
    const rotated = await createEndpoint(bearer(zapier.token), 'rotated');
    expect((await send(owner, 'POST', `/api/admin/webhooks/${rotated.id}/rotate-secret`)).statusCode).toBe(200);
    await send(owner, 'PATCH', `/api/admin/webhooks/${rotated.id}`, { events: ['order.paid'] });
    const chosen = await createEndpoint(bearer(zapier.token), 'chosen');
    await send(owner, 'PATCH', `/api/admin/webhooks/${chosen.id}`, { url: 'https://example.invalid/ours' });

    await revoke(zapier.id);
    const after = await endpoints();
    for (const id of [made.id, repointed.id, off.id, rotated.id])
      expect(after.get(id), String(id)).toMatchObject({ enabled: false, disabledReason: 'token_revoked' });
    for (const id of [bySession.id, byOther.id, chosen.id])
      expect(after.get(id), String(id)).toMatchObject({ enabled: true, disabledReason: null });

    const { rows } = await t.pool.query(
      "SELECT actor_name, action, entity_id, before, after FROM audit_log WHERE entity = 'webhook' AND action = 'status' ORDER BY id",
    );
    const switched = rows.filter((row) => row.after.disabledReason === 'token_revoked');
    expect(switched.map((row) => row.entity_id).sort()).toEqual([made.id, repointed.id, off.id, rotated.id].sort());
    expect(switched.find((row) => row.entity_id === made.id)).toMatchObject({
      actor_name: 'Olga Owner',
      before: { enabled: true },
      after: { enabled: false, disabledReason: 'token_revoked' },
    });
  });

  it('is switched on again by staff, which clears the reason, and then stays on', async () => {
    const zapier = await tokenOf(owner);
    const made = await createEndpoint(bearer(zapier.token), 'made');
    await revoke(zapier.id);
    const enabled = await send(owner, 'PATCH', `/api/admin/webhooks/${made.id}`, { enabled: true });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null });
    // A later token's revocation does not reach it: a signed-in person made its last change.
    const later = await tokenOf(owner);
    await revoke(later.id);
    expect((await endpoints()).get(made.id)).toMatchObject({ enabled: true, disabledReason: null });
  });

  it("is switched off when the token's owner leaves the staff; another change of role leaves it on", async () => {
    const manager = await t.signIn({ email: 'manager@example.com', role: 'manager' });
    const theirs = await tokenOf(manager);
    const made = await createEndpoint(bearer(theirs.token), 'made');
    const role = async (value: string) => {
      const changed = await send(owner, 'PATCH', `/api/admin/users/${manager.id}`, { role: value });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    await role('counter');
    expect((await endpoints()).get(made.id)).toMatchObject({ enabled: true, disabledReason: null });
    await role('customer');
    expect((await endpoints()).get(made.id)).toMatchObject({
      enabled: false,
      disabledReason: 'token_owner_left_staff',
    });
  });

  it('keeps the reason to an endpoint that is off: the database refuses one on an endpoint that is on', async () => {
    const made = await createEndpoint(owner, 'made');
    await expect(
      t.pool.query("UPDATE webhook_endpoints SET disabled_reason = 'token_revoked' WHERE id = $1", [made.id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.pool.query("UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'whatever' WHERE id = $1", [
        made.id,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
