import { sql } from 'drizzle-orm';
import { adminOnly, type Entry, type Scene } from '../authorization-matrix';
import { webhookDeliveries, webhookEndpoints } from '../../webhooks/schema';
import { domainEvents } from '../../events/schema';

/*
 * Webhooks: every route is the administrators' alone. Endpoints lead to
 * `example.invalid` (RFC 6761: never resolves), so a send the worker tries fails at once.
 */

const URL = 'https://example.invalid/hooks';

/** A fresh endpoint of its own for each role's call. */
async function endpoint(s: Scene) {
  const [row] = await s.t.db
    .insert(webhookEndpoints)
    .values({ url: URL, events: ['waitlist.unit_free'], secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** A delivered delivery of a fresh endpoint, of an event of its own; `failing`: pending, failed once, tried again in an hour. */
async function delivery(s: Scene, failing = false) {
  const endpointId = await endpoint(s);
  const [event] = await s.t.db
    .insert(domainEvents)
    .values({ type: 'waitlist.unit_free', payload: sql`'{"requestId":1,"userId":"x","productId":1}'::jsonb` })
    .returning({ id: domainEvents.id });
  const [row] = await s.t.db
    .insert(webhookDeliveries)
    .values({
      messageId: `msg_matrix_${event!.id}`,
      endpointId,
      eventId: event!.id,
      eventType: 'waitlist.unit_free',
      ...(failing
        ? {
            status: 'pending' as const,
            tries: 1,
            attempts: 1,
            statusCode: 500,
            nextAttemptAt: new Date(Date.now() + 3_600_000),
          }
        : { status: 'delivered' as const }),
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

export const webhooksMatrix: Entry[] = [
  { route: 'GET /api/admin/webhooks', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/webhooks',
    request: () => ({ url: '/api/admin/webhooks', payload: { url: URL, events: ['order.placed'] } }),
    expect: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/webhooks/:id',
    request: async (s) => ({ url: `/api/admin/webhooks/${await endpoint(s)}`, payload: { enabled: false } }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/webhooks/:id',
    request: async (s) => ({ url: `/api/admin/webhooks/${await endpoint(s)}` }),
    expect: adminOnly(204),
  },
  {
    route: 'POST /api/admin/webhooks/:id/rotate-secret',
    request: async (s) => ({ url: `/api/admin/webhooks/${await endpoint(s)}/rotate-secret` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/webhooks/:id/deliveries',
    request: async (s) => ({ url: `/api/admin/webhooks/${await endpoint(s)}/deliveries` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/webhooks/deliveries/:id/resend',
    request: async (s) => ({ url: `/api/admin/webhooks/deliveries/${await delivery(s)}/resend` }),
    expect: adminOnly(202),
  },
  {
    // Giving up a failing delivery so the ones behind it flow (issue 48).
    route: 'POST /api/admin/webhooks/deliveries/:id/skip',
    request: async (s) => ({ url: `/api/admin/webhooks/deliveries/${await delivery(s, true)}/skip` }),
    expect: adminOnly(200),
  },
];
