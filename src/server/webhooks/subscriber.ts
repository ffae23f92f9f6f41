import type { Task } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../shared/schemas/webhooks';
import type { Database } from '../db/client';
import { type EventType, deliveredEvent } from '../events';
import type { JobQueue } from '../jobs';
import { queueSends } from './sender';

/*
 * The webhooks as a subscriber of the shop's events (decision 053): each event becomes one
 * delivery per enabled endpoint that chose its type, and the endpoint's sender is woken. The
 * publisher runs these jobs one at a time in publishing order (`inOrder`), so deliveries are
 * made in event order; the unique (endpoint, event) makes a repeated job change nothing.
 */

export const WEBHOOKS_SUBSCRIBER = 'webhooks';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** The event names an endpoint may choose are exactly the outbox's: a new event type fails here until listed. */
export type WebhookEventsAreTheOutboxs = Assert<Same<WebhookEventType, EventType>>;

export function createWebhooksSubscriber(deps: { db: Database; jobs: JobQueue }): Task {
  const { db, jobs } = deps;
  return async (payload) => {
    const recorded = await deliveredEvent(db, payload);
    if (!recorded) return;
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ endpoint_id: number }>(sql`
        INSERT INTO webhook_deliveries (message_id, endpoint_id, event_id, event_type)
        SELECT 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${recorded.id}, ${recorded.event.type}
        FROM webhook_endpoints e
        WHERE e.enabled AND ${recorded.event.type} = ANY (e.events)
        ORDER BY e.id
        ON CONFLICT (endpoint_id, event_id) DO NOTHING
        RETURNING endpoint_id`);
      for (const row of rows) await queueSends(jobs, row.endpoint_id, undefined, tx);
    });
  };
}
