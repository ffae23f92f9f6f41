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
import { auditSnapshot, blockedBy, deliveryOf, endpointOf, lastDeliveries, mustFind, withLast } from './endpoint-rows';
import { queueSends } from './sender';

/*
 * An administrator's webhook endpoints and their deliveries (decision 053). The secret leaves
 * the server twice at most: in the answer that creates the endpoint and in the one that rotates
 * it; every other answer is built without it.
 *
 * Each change names the API token it came with (`tokenId`, null for a signed-in person's): the
 * endpoint remembers the token that set it up (made it, or last changed its URL, events or secret),
 * and revoking that token switches it off (token-ends.ts, decision 096).
 */

type TokenId = number | null;

/**
 * Whether a change sets the endpoint up anew, so that it remembers who made it: a token's change
 * to where it sends or what; a signed-in person's new URL (they chose the address, which the
 * token no longer reaches). Switching it on or off, or a person's new events, set up nothing.
 */
const setsUp = (change: WebhookEndpointChange, tokenId: TokenId) =>
  change.url !== undefined || (tokenId !== null && change.events !== undefined);

export function createWebhookService(db: Database, deps: { jobs: JobQueue; allowPrivateNetworks: boolean }) {
  const checkUrl = (url: string) => checkEndpointUrl(url, { allowPrivateNetworks: deps.allowPrivateNetworks });

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
      const ids = rows.map((row) => row.id);
      const [last, blocked] = await Promise.all([lastDeliveries(db, ids), blockedBy(db, ids)]);
      return rows.map((row) => endpointOf(row, last.get(row.id) ?? null, blocked.get(row.id) ?? null));
    },

    async create(actor: Actor, input: NewWebhookEndpoint, tokenId: TokenId = null): Promise<WebhookEndpointWithSecret> {
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
          .values({ url: input.url, events: input.events, secret: newSigningSecret(), tokenId })
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

    async update(
      actor: Actor,
      id: number,
      change: WebhookEndpointChange,
      tokenId: TokenId = null,
    ): Promise<WebhookEndpoint> {
      if (change.url !== undefined) await checkUrl(change.url);
      return db
        .transaction(async (tx) => {
          const before = auditSnapshot(await mustFind(tx, id, true));
          const [row] = await tx
            .update(webhookEndpoints)
            .set({
              ...change,
              // Switched on or off by hand: whatever the shop's own reason was, it is staff's choice now.
              ...(change.enabled === undefined ? {} : { disabledReason: null }),
              ...(setsUp(change, tokenId) ? { tokenId } : {}),
              updatedAt: new Date(),
            })
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

    async rotateSecret(actor: Actor, id: number, tokenId: TokenId = null): Promise<WebhookEndpointWithSecret> {
      const row = await db.transaction(async (tx) => {
        const [rotated] = await tx
          .update(webhookEndpoints)
          // A token that rotates learns the secret; a person who rotates leaves the address as it was set up.
          .set({ secret: newSigningSecret(), ...(tokenId === null ? {} : { tokenId }), updatedAt: new Date() })
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

    /**
     * An endpoint's deliveries, newest event first, one page at a time: in the order they are
     * sent (by event), which a delivery's own id need not follow when the subscriber retried.
     */
    async deliveries(id: number, query: { limit: number; after?: string }): Promise<Page<WebhookDelivery>> {
      await mustFind(db, id);
      const after = idCursor(query.after);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, id),
            after === undefined ? undefined : lt(webhookDeliveries.eventId, after),
          ),
        )
        .orderBy(desc(webhookDeliveries.eventId))
        .limit(query.limit + 1);
      const page = toPage(rows, query.limit, (row) => String(row.eventId));
      // The pending ones behind a failing first delivery say which and when it is tried next.
      const block = (await blockedBy(db, [id])).get(id) ?? null;
      return { items: page.items.map((row) => deliveryOf(row, block)), next: page.next };
    },

    /**
     * Sends a delivery again, with the same webhook-id (a receiver that keeps ids sees it is the
     * same message) and a fresh round of tries; it goes in event order like any other. The first
     * one waiting goes at once; one behind a failing delivery says which it waits for
     * (`waitingFor`: issue 48), since it cannot pass it.
     */
    async resend(deliveryId: number): Promise<WebhookDelivery> {
      const resent = await db.transaction(async (tx) => {
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
        return row!;
      });
      const block = (await blockedBy(db, [resent.endpointId])).get(resent.endpointId) ?? null;
      return deliveryOf(resent, block);
    },

    /**
     * Gives up a failing delivery by hand (issue 48): marked failed at once, as after its last
     * try, so the deliveries behind it are sent now, in event order. Only one that has failed
     * since it was last queued (409 DELIVERY_NOT_FAILING otherwise); audited on its endpoint.
     */
    async skip(actor: Actor, deliveryId: number): Promise<WebhookDelivery> {
      const skipped = await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, deliveryId))
          .for('update');
        if (!found) throw new NotFoundError('Webhook delivery');
        if (found.status !== 'pending' || found.tries === 0) {
          throw new ConflictError(
            'DELIVERY_NOT_FAILING',
            'Only a delivery that is failing can be skipped: this one is delivered, failed already, or not tried yet.',
          );
        }
        const [row] = await tx
          .update(webhookDeliveries)
          .set({ status: 'failed', nextAttemptAt: null })
          .where(eq(webhookDeliveries.id, deliveryId))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'status',
          entity: 'webhook',
          entityId: found.endpointId,
          before: { delivery: found.id, event: found.eventType, status: 'pending', failures: found.tries },
          after: { delivery: found.id, event: found.eventType, status: 'failed', skipped: true },
        });
        await queueSends(deps.jobs, found.endpointId, undefined, tx);
        return row!;
      });
      return deliveryOf(skipped);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
