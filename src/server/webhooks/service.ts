import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Page } from '../../shared/schemas/paging';
import {
  type NewWebhookEndpoint,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointChange,
  type WebhookEndpointWithSecret,
} from '../../shared/schemas/webhooks';
import { type Actor, recordAudit } from '../audit/record';
import type { Database, Executor } from '../db/client';
import { idCursor, toPage } from '../db/listing';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { JobQueue } from '../jobs/queue';
import { checkEndpointUrl } from './address-guard';
import { newSigningSecret } from './secret';
import { queueSends } from './sender';

/*
 * An administrator's webhook endpoints and their deliveries (decision 053). The secret leaves
 * the server twice at most: in the answer that creates the endpoint and in the one that rotates
 * it; every other answer is built without it.
 */

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * What the audit log keeps of an endpoint: where it posts, what, and whether. Never its signing
 * secret, not even on a rotation, which notes only when it happened (audit/integrations-audit.test.ts checks).
 */
const auditSnapshot = (row: EndpointRow) => ({ url: row.url, events: row.events, enabled: row.enabled });

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function deliveryOf(row: DeliveryRow): WebhookDelivery {
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

export function createWebhookService(db: Database, deps: { jobs: JobQueue; allowPrivateNetworks: boolean }) {
  const checkUrl = (url: string) => checkEndpointUrl(url, { allowPrivateNetworks: deps.allowPrivateNetworks });

  async function lastDeliveries(ids: number[]) {
    if (ids.length === 0) return new Map<number, WebhookEndpoint['lastDelivery']>();
    const { rows } = await db.execute<{
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

  function endpointOf(row: EndpointRow, last: WebhookEndpoint['lastDelivery'] = null): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      enabled: row.enabled,
      createdAt: row.createdAt.toISOString(),
      lastDelivery: last,
    };
  }

  async function withLast(row: EndpointRow): Promise<WebhookEndpoint> {
    return endpointOf(row, (await lastDeliveries([row.id])).get(row.id) ?? null);
  }

  async function mustFind(id: number, tx: Executor = db, lock = false): Promise<EndpointRow> {
    const query = tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new NotFoundError('Webhook endpoint');
    return row;
  }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      const last = await lastDeliveries(rows.map((row) => row.id));
      return rows.map((row) => endpointOf(row, last.get(row.id) ?? null));
    },

    async create(actor: Actor, input: NewWebhookEndpoint): Promise<WebhookEndpointWithSecret> {
      await checkUrl(input.url);
      return db.transaction(async (tx) => {
        // Counted under a lock, so two simultaneous creations cannot both pass the cap.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'))`);
        const [{ count }] = (
          await tx.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM webhook_endpoints`)
        ).rows as [{ count: number }];
        if (count >= WEBHOOK_ENDPOINTS_MAX)
          throw new ConflictError(
            'TOO_MANY_WEBHOOKS',
            `A shop may have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`,
          );
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ url: input.url, events: input.events, secret: newSigningSecret() })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'create',
          entity: 'webhook',
          entityId: row!.id,
          after: auditSnapshot(row!),
        });
        return { ...endpointOf(row!), secret: row!.secret };
      });
    },

    async update(actor: Actor, id: number, change: WebhookEndpointChange): Promise<WebhookEndpoint> {
      if (change.url !== undefined) await checkUrl(change.url);
      return db
        .transaction(async (tx) => {
          const before = auditSnapshot(await mustFind(id, tx, true));
          const [row] = await tx
            .update(webhookEndpoints)
            .set({ ...change, updatedAt: new Date() })
            .where(eq(webhookEndpoints.id, id))
            .returning();
          const after = auditSnapshot(row!);
          // Switched on or off and nothing more: a status change, as for an item; a change that changes nothing is not one.
          const changed = (Object.keys(after) as (keyof typeof after)[]).filter(
            (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
          );
          if (changed.length > 0) {
            const action = changed.length === 1 && changed[0] === 'enabled' ? 'status' : 'edit';
            await recordAudit(tx, { actor, action, entity: 'webhook', entityId: id, before, after });
          }
          // Enabled again: what waited is sent now.
          if (change.enabled) await queueSends(deps.jobs, id, undefined, tx);
          return row!;
        })
        .then(withLast);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [removed] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
        if (!removed) throw new NotFoundError('Webhook endpoint');
        await recordAudit(tx, {
          actor,
          action: 'delete',
          entity: 'webhook',
          entityId: id,
          before: auditSnapshot(removed),
        });
      });
    },

    async rotateSecret(actor: Actor, id: number): Promise<WebhookEndpointWithSecret> {
      const row = await db.transaction(async (tx) => {
        const [rotated] = await tx
          .update(webhookEndpoints)
          .set({ secret: newSigningSecret(), updatedAt: new Date() })
          .where(eq(webhookEndpoints.id, id))
          .returning();
        if (!rotated) throw new NotFoundError('Webhook endpoint');
        const snapshot = auditSnapshot(rotated);
        await recordAudit(tx, {
          actor,
          action: 'edit',
          entity: 'webhook',
          entityId: id,
          before: snapshot,
          after: { ...snapshot, secretRotatedAt: rotated.updatedAt.toISOString() },
        });
        return rotated;
      });
      return { ...(await withLast(row)), secret: row.secret };
    },

    /** An endpoint's deliveries, newest first, one page at a time. */
    async deliveries(id: number, query: { limit: number; after?: string }): Promise<Page<WebhookDelivery>> {
      await mustFind(id);
      const after = idCursor(query.after);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.endpointId, id), after === undefined ? undefined : lt(webhookDeliveries.id, after)),
        )
        .orderBy(desc(webhookDeliveries.id))
        .limit(query.limit + 1);
      const page = toPage(rows, query.limit, (row) => String(row.id));
      return { items: page.items.map(deliveryOf), next: page.next };
    },

    /**
     * Sends a delivery again, with the same webhook-id (a receiver that keeps ids sees it is the
     * same message) and a fresh round of tries; it goes in event order like any other.
     */
    async resend(deliveryId: number): Promise<WebhookDelivery> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ enabled: webhookEndpoints.enabled })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(eq(webhookDeliveries.id, deliveryId))
          .for('update', { of: webhookDeliveries });
        if (!found) throw new NotFoundError('Webhook delivery');
        if (!found.enabled)
          throw new ConflictError('WEBHOOK_DISABLED', 'The endpoint is disabled: enable it to send its deliveries');
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', tries: 0, nextAttemptAt: sql`now()` })
          .where(eq(webhookDeliveries.id, deliveryId))
          .returning();
        await queueSends(deps.jobs, row!.endpointId, undefined, tx);
        return deliveryOf(row!);
      });
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
