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
import { type Actor, recordAudit } from '../audit';
import type { JobQueue } from '../jobs';
import type { Database } from '../db/client';
import { idCursor, toPage } from '../db/listing';
import { webhookDeliveries, webhookEndpoints } from './schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import { checkEndpointUrl } from './address-guard';
import { newSigningSecret } from './secret';
import { auditSnapshot, deliveryOf, endpointOf, lastDeliveries, mustFind, withLast } from './endpoint-rows';
import { queueSends } from './sender';

/*
 * An administrator's webhook endpoints and their deliveries (decision 053). The secret leaves
 * the server twice at most: in the answer that creates the endpoint and in the one that rotates
 * it; every other answer is built without it.
 */

export function createWebhookService(db: Database, deps: { jobs: JobQueue; allowPrivateNetworks: boolean }) {
  const checkUrl = (url: string) => checkEndpointUrl(url, { allowPrivateNetworks: deps.allowPrivateNetworks });

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      const last = await lastDeliveries(
        db,
        rows.map((row) => row.id),
      );
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
          const before = auditSnapshot(await mustFind(tx, id, true));
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
        .then((row) => withLast(db, row));
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
      return { ...(await withLast(db, row)), secret: row.secret };
    },

    /** An endpoint's deliveries, newest first, one page at a time. */
    async deliveries(id: number, query: { limit: number; after?: string }): Promise<Page<WebhookDelivery>> {
      await mustFind(db, id);
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
