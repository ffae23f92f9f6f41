import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersToPay } from '../test/orders-to-pay';
import { eventually } from '../test/stripe-test-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';

/*
 * A failing endpoint holds back its later deliveries (issue 48): deliveries go in event order,
 * so the first one waiting, once it fails, keeps the others until it is delivered, given up or
 * skipped. The endpoint says it is blocked and by what; "Resend" on a delivery behind it says
 * what it waits for; staff may skip the failing one (audited), and the rest flow.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // A minute between tries: the failing delivery stays in the way while the test looks.
  t = await createTestApp({
    webhooks: { allowPrivateNetworks: true, retryDelaysMs: [60_000, 60_000], timeoutMs: 3000 },
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

const deliveriesOf = async (cookie: string, endpointId: number) =>
  (await kit.get(cookie, `/api/admin/webhooks/${endpointId}/deliveries`)).json().items as {
    id: number;
    status: string;
    waitingFor: unknown;
  }[];

describe('an endpoint held back by a failing delivery', () => {
  it('says it is blocked, says what a resend behind it waits for, and flows again once staff skip the failing one', async () => {
    const boss = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const created = await kit.post(boss.cookie, '/api/admin/webhooks', {
      url: receiver.url('/hooks'),
      events: ['order.placed'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json() as { id: number };
    receiver.answerNext(500);
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await kit.product(5, '20.00');
    for (const from of [3, 6, 9]) {
      await kit.place(ana.cookie, [{ productId: camera.id, from, to: from + 1, dailyPrice: '20.00' }]);
    }
    // The first order's delivery has failed once; the two after it wait.
    await eventually(async () => {
      const { rows } = await t.db.execute<{ failed: number; waiting: number }>(sql`
        SELECT count(*) FILTER (WHERE tries = 1)::int AS failed, count(*) FILTER (WHERE tries = 0)::int AS waiting
        FROM webhook_deliveries WHERE status = 'pending'`);
      return rows[0]!.failed === 1 && rows[0]!.waiting === 2;
    }, 20_000);

    const [card] = (await kit.get(boss.cookie, '/api/admin/webhooks')).json();
    const deliveries = await deliveriesOf(boss.cookie, endpoint.id);
    const head = deliveries.at(-1)!;
    expect(card.blocked).toEqual({
      deliveryId: head.id,
      eventType: 'order.placed',
      failures: 1,
      statusCode: 500,
      error: null,
      nextAttemptAt: expect.any(String),
      waiting: 2,
    });
    expect(new Date(card.blocked.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Each delivery behind it says so; the failing one itself waits for nothing.
    expect(deliveries.map((delivery) => delivery.waitingFor)).toEqual([card.blocked, card.blocked, null]);

    // "Resend" behind it: queued again, and it says what it waits for.
    const resent = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${deliveries[0]!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ status: 'pending', waitingFor: card.blocked });
    expect(receiver.received).toHaveLength(1);

    // Only the failing one can be skipped.
    const notFailing = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${deliveries[0]!.id}/skip`);
    expect(notFailing.statusCode).toBe(409);
    expect(notFailing.json().error.code).toBe('DELIVERY_NOT_FAILING');

    const skipped = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${head.id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ id: head.id, status: 'failed', nextAttemptAt: null, waitingFor: null });
    const { rows: audit } = await t.db.execute<{ action: string; entity: string; entity_id: string; after: object }>(
      sql`SELECT action, entity, entity_id::text, after FROM audit_log WHERE entity = 'webhook' AND action = 'status'`,
    );
    expect(audit).toEqual([
      {
        action: 'status',
        entity: 'webhook',
        entity_id: String(endpoint.id),
        after: { delivery: head.id, event: 'order.placed', status: 'failed', skipped: true },
      },
    ]);

    // The two behind it are sent now, in order, and nothing blocks any more.
    await eventually(async () => {
      const { rows } = await t.db.execute<{ pending: number }>(
        sql`SELECT count(*)::int AS pending FROM webhook_deliveries WHERE status = 'pending'`,
      );
      return rows[0]!.pending === 0;
    }, 20_000);
    expect(receiver.received.map((hook) => hook.answeredWith)).toEqual([500, 200, 200]);
    expect((await deliveriesOf(boss.cookie, endpoint.id)).map((delivery) => delivery.status)).toEqual([
      'delivered',
      'delivered',
      'failed',
    ]);
    expect((await kit.get(boss.cookie, '/api/admin/webhooks')).json()[0].blocked).toBeNull();
  });

  it('refuses to skip a delivery that is not there, or delivered already', async () => {
    const boss = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const missing = await kit.post(boss.cookie, '/api/admin/webhooks/deliveries/987654/skip');
    expect(missing.statusCode).toBe(404);
    const created = (
      await kit.post(boss.cookie, '/api/admin/webhooks', { url: receiver.url('/ok'), events: ['order.placed'] })
    ).json() as { id: number };
    const ana = await t.signIn({ email: 'ana@example.com' });
    await kit.place(ana.cookie, [{ productId: (await kit.product()).id, from: 3, to: 5 }]);
    await eventually(async () => (await deliveriesOf(boss.cookie, created.id))[0]?.status === 'delivered', 20_000);
    const [delivered] = await deliveriesOf(boss.cookie, created.id);
    const refused = await kit.post(boss.cookie, `/api/admin/webhooks/deliveries/${delivered!.id}/skip`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DELIVERY_NOT_FAILING');
  });
});
