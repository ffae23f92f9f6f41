import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersToPay } from '../test/orders-to-pay';
import { eventually } from '../test/stripe-test-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from '../test/webhook-receiver';

/*
 * Issue 32's webhooks end to end: a real receiver on 127.0.0.1 (the test app allows private
 * networks, as WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true does) gets the shop's events from the outbox
 * through the job worker, each signed as Standard Webhooks asks, once, in order; a 500 is tried
 * again with the same webhook-id and holds back what follows; a resend by hand arrives again;
 * a disabled endpoint gets nothing.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({
    webhooks: { allowPrivateNetworks: true, retryDelaysMs: [300, 300, 300], timeoutMs: 3000 },
  });
  kit = ordersToPay(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  await t.reset();
  receiver.received.length = 0;
});

const ORDER_EVENTS = ['order.placed', 'order.paid', 'order.cancelled', 'rental.cancelled', 'invoice.issued'];

async function admin() {
  return t.signIn({ email: 'admin@example.com', isAdmin: true });
}

async function createEndpoint(cookie: string, events = ORDER_EVENTS, path = '/hooks') {
  const response = await kit.post(cookie, '/api/admin/webhooks', { url: receiver.url(path), events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; secret: string; url: string; events: string[] };
}

/** Waits until the worker is idle and no delivery waits, then what the receiver got. */
async function settled(): Promise<ReceivedHook[]> {
  await eventually(async () => {
    const { rows } = await t.db.execute<{ jobs: number; pending: number }>(sql`
      SELECT (SELECT count(*)::int FROM graphile_worker._private_jobs) AS jobs,
             (SELECT count(*)::int FROM webhook_deliveries WHERE status = 'pending') AS pending`);
    return rows[0]!.jobs === 0 && rows[0]!.pending === 0;
  }, 20_000);
  return receiver.received;
}

type Body = { type: string; timestamp: string; data: Record<string, unknown> };

/** Every received request verified with the secret (Webhook.verify throws on a bad signature). */
function verified(hooks: ReceivedHook[], secret: string) {
  return hooks.map((hook) => {
    const body = new Webhook(secret).verify(hook.body, hook.headers as Record<string, string>) as Body;
    return { id: hook.headers['webhook-id'] as string, status: hook.answeredWith, ...body };
  });
}

describe('webhook deliveries', () => {
  it('sends every chosen event once, signed, in the order of each order', async () => {
    const boss = await admin();
    const endpoint = await createEndpoint(boss.cookie);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await kit.product(3, '20.00');
    const lens = await kit.product(3, '5.00');
    const paidOrder = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' }]);
    const cancelled = await kit.place(ana.cookie, [
      { productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' },
      { productId: lens.id, from: 3, to: 4, dailyPrice: '5.00' },
    ]);
    expect(
      (await kit.post(boss.cookie, `/api/admin/orders/${paidOrder.id}/payments`, { channel: 'cash' })).statusCode,
    ).toBe(200);
    for (const rental of cancelled.rentals)
      expect((await kit.remove(ana.cookie, `/api/rentals/${rental.id}`)).statusCode).toBe(204);

    const hooks = verified(await settled(), endpoint.secret);
    const published = (await kit.events()).filter((event) => ORDER_EVENTS.includes(event.type));
    // Each event once: as many deliveries as events, each with its own webhook-id.
    expect(hooks).toHaveLength(published.length);
    expect(new Set(hooks.map((hook) => hook.id)).size).toBe(hooks.length);
    // In the outbox's order, for each order (and here for the endpoint as a whole).
    expect(hooks.map((hook) => [hook.type, hook.data.orderId])).toEqual(
      published.map((event) => [event.type, event.payload.orderId]),
    );
    const forOrder = (id: number) => hooks.filter((hook) => hook.data.orderId === id).map((hook) => hook.type);
    expect(forOrder(paidOrder.id)).toEqual(['order.placed', 'order.paid', 'invoice.issued']);
    expect(forOrder(cancelled.id)).toEqual(['order.placed', 'rental.cancelled', 'rental.cancelled', 'order.cancelled']);
    // The body: the event's ids and the order's reference, its time from the outbox.
    const placed = hooks[0]!;
    expect(placed.data).toEqual({ orderId: paidOrder.id, orderReference: paidOrder.reference });
    expect(new Date(placed.timestamp).toISOString()).toBe(placed.timestamp);
    expect(receiver.received[0]!.headers['content-type']).toBe('application/json');

    // The deliveries list: newest first, each delivered with 200 at the first try.
    const list = await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries?limit=3`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      eventType: 'order.cancelled',
      status: 'delivered',
      attempts: 1,
      statusCode: 200,
      responseExcerpt: 'thanks',
      nextAttemptAt: null,
    });
    expect(page.next).not.toBeNull();
    const rest = (
      await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries?after=${page.next}`)
    ).json();
    expect([...page.items, ...rest.items].map((item: { messageId: string }) => item.messageId).reverse()).toEqual(
      hooks.map((hook) => hook.id),
    );
    // The list of endpoints says how the last one went, and never the secret.
    const endpoints = await kit.get(boss.cookie, '/api/admin/webhooks');
    expect(endpoints.json()).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        enabled: true,
        lastDelivery: expect.objectContaining({ status: 'delivered', statusCode: 200 }),
      }),
    ]);
    expect(endpoints.body).not.toContain(endpoint.secret.slice(6));
  });

  it('tries a 500 again with the same webhook-id, holding back the events after it', async () => {
    const boss = await admin();
    const endpoint = await createEndpoint(boss.cookie);
    receiver.answerNext(500);
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await kit.product(3, '20.00');
    const order = await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' }]);
    expect(
      (await kit.post(boss.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' })).statusCode,
    ).toBe(200);

    const hooks = verified(await settled(), endpoint.secret);
    expect(hooks.map((hook) => [hook.type, hook.status])).toEqual([
      ['order.placed', 500],
      ['order.placed', 200],
      ['order.paid', 200],
      ['invoice.issued', 200],
    ]);
    expect(hooks[1]!.id).toBe(hooks[0]!.id);
    const { rows } = await t.db.execute<{ status_code: number; response_excerpt: string }>(
      sql`SELECT status_code, response_excerpt FROM webhook_attempts ORDER BY id LIMIT 2`,
    );
    expect(rows).toEqual([
      { status_code: 500, response_excerpt: 'receiver is down for a moment' },
      { status_code: 200, response_excerpt: 'thanks' },
    ]);
    const [first] = (await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries`))
      .json()
      .items.slice(-1);
    expect(first).toMatchObject({ eventType: 'order.placed', status: 'delivered', attempts: 2, statusCode: 200 });
  });

  it('gives up after the last try, then sends what waited behind', async () => {
    const boss = await admin();
    const endpoint = await createEndpoint(boss.cookie, ['order.placed']);
    receiver.answerNext(500, 502, 503, 500);
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await kit.product(3, '20.00');
    await kit.place(ana.cookie, [{ productId: camera.id, from: 3, to: 5, dailyPrice: '20.00' }]);
    await kit.place(ana.cookie, [{ productId: camera.id, from: 6, to: 7, dailyPrice: '20.00' }]);
    const hooks = verified(await settled(), endpoint.secret);
    expect(hooks.map((hook) => hook.status)).toEqual([500, 502, 503, 500, 200]);
    const items = (await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries`)).json().items;
    expect(items.map((item: { status: string; attempts: number }) => [item.status, item.attempts])).toEqual([
      ['delivered', 1],
      ['failed', 4],
    ]);
  });

  it('sends a delivery again by hand, with the same webhook-id', async () => {
    const boss = await admin();
    const endpoint = await createEndpoint(boss.cookie, ['order.placed']);
    const ana = await t.signIn({ email: 'ana@example.com' });
    await kit.place(ana.cookie, [{ productId: (await kit.product()).id, from: 3, to: 5 }]);
    await settled();
    const [delivery] = (await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries`)).json().items;
    const resend = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${delivery.id}/resend`);
    expect(resend.statusCode, resend.body).toBe(202);
    expect(resend.json()).toMatchObject({ id: delivery.id, status: 'pending' });
    const hooks = verified(await settled(), endpoint.secret);
    expect(hooks).toHaveLength(2);
    expect(hooks[1]!.id).toBe(hooks[0]!.id);
    const [after] = (await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries`)).json().items;
    expect(after).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('sends nothing to a disabled endpoint, and signs with the rotated secret only', async () => {
    const boss = await admin();
    const off = await createEndpoint(boss.cookie, ['order.placed'], '/off');
    const on = await createEndpoint(boss.cookie, ['order.placed'], '/on');
    const disabled = await kit.patch(boss.cookie, `/api/admin/webhooks/${off.id}`, { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ enabled: false });
    expect(disabled.json()).not.toHaveProperty('secret');
    const rotated = await kit.post(boss.cookie, `/api/admin/webhooks/${on.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json();
    expect(secret).not.toBe(on.secret);

    const ana = await t.signIn({ email: 'ana@example.com' });
    await kit.place(ana.cookie, [{ productId: (await kit.product()).id, from: 3, to: 5 }]);
    const hooks = await settled();
    expect(hooks.map((hook) => hook.path)).toEqual(['/on']);
    expect(verified(hooks, secret)).toHaveLength(1);
    expect(() => verified(hooks, on.secret)).toThrow();
    const offDeliveries = (await kit.get(boss.cookie, `/api/admin/webhooks/${off.id}/deliveries`)).json();
    expect(offDeliveries.items).toEqual([]);
  });

  it('refuses a resend while the endpoint is disabled, and deletes an endpoint with its log', async () => {
    const boss = await admin();
    const endpoint = await createEndpoint(boss.cookie, ['order.placed']);
    const ana = await t.signIn({ email: 'ana@example.com' });
    await kit.place(ana.cookie, [{ productId: (await kit.product()).id, from: 3, to: 5 }]);
    await settled();
    const [delivery] = (await kit.get(boss.cookie, `/api/admin/webhooks/${endpoint.id}/deliveries`)).json().items;
    await kit.patch(boss.cookie, `/api/admin/webhooks/${endpoint.id}`, { enabled: false });
    const refused = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${delivery.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('WEBHOOK_DISABLED');
    expect((await kit.remove(boss.cookie, `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await kit.get(boss.cookie, '/api/admin/webhooks')).json()).toEqual([]);
    const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM webhook_deliveries`);
    expect(rows[0]!.n).toBe(0);
  });
});
