import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../shared/schemas/input';
import { webhookEventTypes } from '../../shared/schemas/webhooks';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Webhooks (issue 32) under hostile input, with private networks refused as by default: bad
 * bodies and ids get 400 naming the field, an endpoint aimed into the shop's own network gets
 * 400 naming `url` however its address is spelt, and none of it stores anything.
 */

let t: TestApp;
let admin: { cookie: string; origin: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
});

const TOO_BIG = String(MAX_ID + 1);
const GOOD = 'https://example.invalid/hooks';

async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { cookie: admin.cookie, origin: admin.origin },
  });
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
  return response;
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string, code = 'VALIDATION_ERROR') {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ code, field });
}

const endpointCount = async () =>
  (await t.pool.query('SELECT count(*)::int AS n FROM webhook_endpoints')).rows[0].n as number;

describe('webhook endpoints: bodies', () => {
  it('refuses malformed bodies, naming the field, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ events: ['order.placed'] }, 'url'],
      [{ url: 42, events: ['order.placed'] }, 'url'],
      [{ url: 'not a url', events: ['order.placed'] }, 'url'],
      [{ url: 'ftp://example.com/hooks', events: ['order.placed'] }, 'url'],
      [{ url: 'javascript:alert(1)', events: ['order.placed'] }, 'url'],
      [{ url: 'https://user:pass@example.com/hooks', events: ['order.placed'] }, 'url'],
      [{ url: `https://example.com/${'a'.repeat(2001)}`, events: ['order.placed'] }, 'url'],
      [{ url: 'https://example.com/\u0000', events: ['order.placed'] }, 'url'],
      [{ url: GOOD }, 'events'],
      [{ url: GOOD, events: [] }, 'events'],
      [{ url: GOOD, events: 'order.placed' }, 'events'],
      [{ url: GOOD, events: ['order.shipped'] }, 'events.0'],
      [{ url: GOOD, events: ['*'] }, 'events.0'],
      [{ url: GOOD, events: ['order.placed', 'order.placed'] }, 'events'],
      [{ url: GOOD, events: [...webhookEventTypes, 'order.placed'] }, 'events'],
      [{ url: GOOD, events: ['order.placed'], secret: 'whsec_mine' }, ''],
      [{ url: GOOD, events: ['order.placed'], enabled: false }, ''],
      // Why the shop switched an endpoint off, and the token it remembers, are the shop's to write (decision 096).
      [{ url: GOOD, events: ['order.placed'], disabledReason: null }, ''],
      [{ url: GOOD, events: ['order.placed'], tokenId: 1 }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await send('POST', '/api/admin/webhooks', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(response.json().error.field, JSON.stringify(body)).toBe(field);
    }
    expect(await endpointCount()).toBe(0);
  });

  it('refuses endpoints in the shop own network, however the address is written', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://127.1/hooks',
      'https://0x7f000001/hooks',
      'https://2130706433/hooks',
      'https://017700000001/hooks',
      'https://10.0.0.8/hooks',
      'https://172.16.4.4/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://0.0.0.0/hooks',
      'https://[::1]/hooks',
      'https://[::]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[::ffff:a9fe:a9fe]/hooks',
      'https://[64:ff9b:1::7f00:1]/hooks',
      'https://[64:ff9b::a9fe:a9fe]/hooks',
      'https://[::ffff:0:7f00:1]/hooks',
      'https://[2002:7f00:1::]/hooks',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hooks',
      'https://[fd12:3456::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[ff02::1]/hooks',
      'https://localhost/hooks',
      'https://LOCALHOST:8443/hooks',
      'https://shop.localhost/hooks',
      'https://224.0.0.1/hooks',
    ]) {
      expectRefused(
        await send('POST', '/api/admin/webhooks', { url, events: ['order.placed'] }),
        'url',
        'WEBHOOK_URL_PRIVATE',
      );
    }
    // Plain http would carry the shop's data readable: only with the setting.
    expectRefused(
      await send('POST', '/api/admin/webhooks', { url: 'http://93.184.215.14/hooks', events: ['order.placed'] }),
      'url',
      'WEBHOOK_URL_NOT_HTTPS',
    );
    expect(await endpointCount()).toBe(0);
  });

  it('checks a changed URL as on creation, and refuses an empty or malformed change', async () => {
    const created = await send('POST', '/api/admin/webhooks', { url: GOOD, events: ['order.placed'] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expectRefused(
      await send('PATCH', `/api/admin/webhooks/${id}`, { url: 'https://[::1]/x' }),
      'url',
      'WEBHOOK_URL_PRIVATE',
    );
    expect((await send('PATCH', `/api/admin/webhooks/${id}`, {})).statusCode).toBe(400);
    expectRefused(await send('PATCH', `/api/admin/webhooks/${id}`, { enabled: 'yes' }), 'enabled');
    expectRefused(await send('PATCH', `/api/admin/webhooks/${id}`, { events: ['nope'] }), 'events.0');
    expect((await send('PATCH', `/api/admin/webhooks/${id}`, { secret: 'whsec_x' })).statusCode).toBe(400);
    for (const body of [
      { disabledReason: null },
      { disabledReason: 'token_revoked' },
      { enabled: false, disabledReason: 'token_revoked' },
      { tokenId: 1 },
      { enabled: true, tokenId: null },
    ])
      expect((await send('PATCH', `/api/admin/webhooks/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const [endpoint] = (await send('GET', '/api/admin/webhooks')).json();
    expect(endpoint).toMatchObject({ url: GOOD, events: ['order.placed'], enabled: true, disabledReason: null });
  });
});

describe('webhook ids and pages', () => {
  it('refuses ids beyond the column and bad page keys; 404 for ids that do not exist', async () => {
    for (const [method, url] of [
      ['PATCH', `/api/admin/webhooks/${TOO_BIG}`],
      ['DELETE', `/api/admin/webhooks/${TOO_BIG}`],
      ['POST', `/api/admin/webhooks/${TOO_BIG}/rotate-secret`],
      ['GET', `/api/admin/webhooks/${TOO_BIG}/deliveries`],
      ['POST', `/api/admin/webhooks/deliveries/${TOO_BIG}/resend`],
      ['POST', `/api/admin/webhooks/deliveries/${TOO_BIG}/skip`],
      ['POST', '/api/admin/webhooks/deliveries/-1/skip'],
      ['POST', '/api/admin/webhooks/deliveries/0x10/skip'],
      ['DELETE', '/api/admin/webhooks/0'],
      ['DELETE', '/api/admin/webhooks/01'],
      ['DELETE', '/api/admin/webhooks/1e3'],
    ] as const) {
      expectRefused(await send(method, url, method === 'PATCH' ? { enabled: false } : undefined), 'id');
    }
    for (const [method, url] of [
      ['PATCH', `/api/admin/webhooks/${MAX_ID}`],
      ['DELETE', `/api/admin/webhooks/${MAX_ID}`],
      ['POST', `/api/admin/webhooks/${MAX_ID}/rotate-secret`],
      ['GET', `/api/admin/webhooks/${MAX_ID}/deliveries`],
      ['POST', `/api/admin/webhooks/deliveries/${MAX_ID}/resend`],
      ['POST', `/api/admin/webhooks/deliveries/${MAX_ID}/skip`],
    ] as const) {
      const response = await send(method, url, method === 'PATCH' ? { enabled: false } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const { id } = (await send('POST', '/api/admin/webhooks', { url: GOOD, events: ['order.placed'] })).json();
    expectRefused(await send('GET', `/api/admin/webhooks/${id}/deliveries?limit=0`), 'limit');
    expectRefused(await send('GET', `/api/admin/webhooks/${id}/deliveries?limit=101`), 'limit');
    expectRefused(await send('GET', `/api/admin/webhooks/${id}/deliveries?limit=ten`), 'limit');
    expectRefused(await send('GET', `/api/admin/webhooks/${id}/deliveries?after=x'--`), 'after', 'BAD_CURSOR');
  });
});
