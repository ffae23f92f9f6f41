import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { domainEvents } from '../db/schema/events';
import type { JobQueue } from '../jobs/queue';
import type { RecordedEvent, ShopEvent } from './events';

/*
 * publish(event, tx) writes the event to the outbox (domain_events) and adds one job per
 * subscriber, all inside the transaction of the change: the change, its event and its
 * deliveries commit together or not at all (decision 039). A subscriber's job is retried until
 * it succeeds (graphile-worker, decision 026), so a delivery is never lost; it names the event
 * by id, so a retry is the same delivery, never a second one.
 */

export type Publish = (event: ShopEvent, tx: Executor) => Promise<void>;

/** The job task a subscriber's deliveries run under. */
export const subscriberTask = (subscriber: string) => `event:${subscriber}`;

/** What a subscriber's job carries: the event's id in the outbox. */
export type EventDelivery = { eventId: number };

/**
 * `inOrder` names the subscribers whose deliveries must run one at a time in the order the
 * events were published (a named queue each): the webhooks, which promise event order.
 */
export function createPublisher(jobs: JobQueue, subscribers: readonly string[], inOrder: readonly string[] = []): Publish {
  return async (event, tx) => {
    const { type, ...payload } = event;
    const [row] = await tx
      .insert(domainEvents)
      .values({ type, payload: sql`${JSON.stringify(payload)}::jsonb` })
      .returning({ id: domainEvents.id });
    for (const subscriber of subscribers) {
      const options = inOrder.includes(subscriber) ? { queueName: subscriberTask(subscriber) } : {};
      await jobs.add(subscriberTask(subscriber), { eventId: row!.id } satisfies EventDelivery, options, tx);
    }
  };
}

/** The event a delivery names, as the outbox holds it; null if it is gone (never deleted today). */
export async function readEvent(db: Database, eventId: number): Promise<RecordedEvent | null> {
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
  if (!row) return null;
  return {
    id: row.id,
    occurredAt: row.occurredAt,
    event: { type: row.type, ...(row.payload as object) } as ShopEvent,
  };
}
