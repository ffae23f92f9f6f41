import { eq, sql } from 'drizzle-orm';
import type { WebhookBlock, WebhookDelivery, WebhookEndpoint } from '../../shared/schemas/webhooks';
import type { Executor } from '../db/client';
import { NotFoundError } from '../domain-errors';
import { webhookDeliveries, webhookEndpoints } from './schema';

/* An endpoint and its deliveries as the service answers them (service.ts): never with the secret. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * What the audit log keeps of an endpoint: where it posts, what, whether, and why the shop
 * switched it off when it did. Never its signing secret, not even on a rotation, which notes only
 * when it happened (audit/integrations-audit.test.ts checks).
 */
export const auditSnapshot = (row: EndpointRow) => ({
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  ...(row.disabledReason === null ? {} : { disabledReason: row.disabledReason }),
});

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/**
 * A delivery as answered; `block` is its endpoint's failing first delivery (blockedBy), which a
 * later pending one waits for.
 */
export function deliveryOf(row: DeliveryRow, block: WebhookBlock | null = null): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    durationMs: row.durationMs,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    waitingFor: row.status === 'pending' && block !== null && block.deliveryId !== row.id ? block : null,
    createdAt: iso(row.createdAt)!,
  };
}

/**
 * Each endpoint's failing first delivery, by endpoint id (issue 48): the first pending one in
 * the order the sender goes (event, then id), when it has failed since it was last queued; with
 * how many wait behind it. Read from the partial index of pending deliveries.
 */
export async function blockedBy(ex: Executor, ids: number[]): Promise<Map<number, WebhookBlock>> {
  if (ids.length === 0) return new Map();
  const { rows } = await ex.execute<{
    endpoint_id: number;
    id: number;
    event_type: string;
    tries: number;
    status_code: number | null;
    error: string | null;
    next_attempt_at: string | null;
    waiting: number;
  }>(sql`
    SELECT e.id AS endpoint_id, head.id, head.event_type, head.tries, head.status_code, head.error, head.next_attempt_at,
      (SELECT count(*)::int FROM webhook_deliveries w
        WHERE w.endpoint_id = e.id AND w.status = 'pending' AND w.id <> head.id) AS waiting
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS e(id)
    CROSS JOIN LATERAL (
      SELECT id, event_type, tries, status_code, error, next_attempt_at FROM webhook_deliveries
      WHERE endpoint_id = e.id AND status = 'pending' ORDER BY event_id, id LIMIT 1
    ) head
    WHERE head.tries > 0`);
  return new Map(
    rows.map((row) => [
      row.endpoint_id,
      {
        deliveryId: row.id,
        eventType: row.event_type,
        failures: row.tries,
        statusCode: row.status_code,
        error: row.error,
        nextAttemptAt: iso(row.next_attempt_at),
        waiting: row.waiting,
      },
    ]),
  );
}

/** Each endpoint's last delivery, by endpoint id. */
export async function lastDeliveries(ex: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, WebhookEndpoint['lastDelivery']>();
  const { rows } = await ex.execute<{
    endpoint_id: number;
    status: string;
    status_code: number | null;
    at: string;
  }>(sql`
    SELECT e.id AS endpoint_id, d.status, d.status_code, coalesce(d.last_attempt_at, d.created_at) AS at
    FROM unnest(ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::integer[]) AS e(id)
    CROSS JOIN LATERAL (
      SELECT status, status_code, last_attempt_at, created_at FROM webhook_deliveries
      WHERE endpoint_id = e.id ORDER BY id DESC LIMIT 1
    ) d`);
  return new Map(
    rows.map((row) => [
      row.endpoint_id,
      {
        status: row.status as WebhookDelivery['status'],
        statusCode: row.status_code,
        at: new Date(row.at).toISOString(),
      },
    ]),
  );
}

export function endpointOf(
  row: EndpointRow,
  last: WebhookEndpoint['lastDelivery'] = null,
  blocked: WebhookBlock | null = null,
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    blocked,
    lastDelivery: last,
  };
}

export async function withLast(ex: Executor, row: EndpointRow): Promise<WebhookEndpoint> {
  const [last, blocked] = await Promise.all([lastDeliveries(ex, [row.id]), blockedBy(ex, [row.id])]);
  return endpointOf(row, last.get(row.id) ?? null, blocked.get(row.id) ?? null);
}

export async function mustFind(tx: Executor, id: number, lock = false): Promise<EndpointRow> {
  const query = tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new NotFoundError('Webhook endpoint');
  return row;
}
