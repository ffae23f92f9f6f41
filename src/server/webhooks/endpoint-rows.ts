import { eq, sql } from 'drizzle-orm';
import type { WebhookDelivery, WebhookEndpoint } from '../../shared/schemas/webhooks';
import type { Executor } from '../db/client';
import { NotFoundError } from '../domain-errors';
import { webhookDeliveries, webhookEndpoints } from './schema';

/* An endpoint and its deliveries as the service answers them (service.ts): never with the secret. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * What the audit log keeps of an endpoint: where it posts, what, and whether. Never its signing
 * secret, not even on a rotation, which notes only when it happened (audit/integrations-audit.test.ts checks).
 */
export const auditSnapshot = (row: EndpointRow) => ({ url: row.url, events: row.events, enabled: row.enabled });

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

export function deliveryOf(row: DeliveryRow): WebhookDelivery {
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
    createdAt: iso(row.createdAt)!,
  };
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

export function endpointOf(row: EndpointRow, last: WebhookEndpoint['lastDelivery'] = null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    lastDelivery: last,
  };
}

export async function withLast(ex: Executor, row: EndpointRow): Promise<WebhookEndpoint> {
  return endpointOf(row, (await lastDeliveries(ex, [row.id])).get(row.id) ?? null);
}

export async function mustFind(tx: Executor, id: number, lock = false): Promise<EndpointRow> {
  const query = tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new NotFoundError('Webhook endpoint');
  return row;
}
