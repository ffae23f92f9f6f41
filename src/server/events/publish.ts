import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { domainEvents } from './schema';
import { type JobQueue, MAX_ATTEMPTS } from '../jobs';
import { namedStatement } from '../db/named-statement';
import type { EventType, RecordedEvent, ShopEvent } from './events';

/*
 * publish(event, tx) writes the event to the outbox (domain_events) and adds one job per
 * subscriber that takes it, all inside the transaction of the change: the change, its event and
 * its deliveries commit together or not at all (decision 039). A subscriber's job is retried
 * until it succeeds (graphile-worker, decision 026), so a delivery is never lost; it names the
 * event by id, so a retry is the same delivery, never a second one.
 *
 * The event and all its jobs are one statement (graphile_worker.add_jobs), and a job
 * carries the event itself: the outbox is never changed, so the subscriber needs not read it
 * back. A booking writes them inside its own statement (`publish.within`, decision 058).
 */

/** Publishes `event` inside `tx`; `within` gives the same as parts of another statement. */
export type Publish = ((event: ShopEvent, tx: Executor) => Promise<void>) & { within?: PublishWithin };

/** The job task a subscriber's deliveries run under. */
export const subscriberTask = (subscriber: string) => `event:${subscriber}`;

/**
 * What a subscriber's job carries: the event's id in the outbox and, on jobs queued by this
 * version, the event as the outbox holds it. A job an older version queued has the id only and reads it.
 */
export type EventDelivery = { eventId: number; event?: ShopEvent; occurredAt?: string };

/**
 * A subscriber of the shop's events. `events`: the only types it acts on (the others get no job);
 * `onlyIf`: a condition on the event's type (an SQL text) checked as the event is written, e.g.
 * that someone listens; `inOrder`: its deliveries run one at a time in the order the events were
 * published (a named queue, the webhooks', which promise event order).
 */
export type Subscriber = {
  name: string;
  events?: readonly EventType[];
  onlyIf?: (type: SQL) => SQL;
  inOrder?: boolean;
};

/**
 * The outbox row and its jobs as parts of a statement: `ctes` (to follow a WITH, after the CTEs
 * the caller's own; `source` is a CTE or table of one row or none, the event is written only
 * for a row), and `jobs`, a column to select (the jobs added) so the jobs' CTE is run.
 */
export type PublishWithin = (type: EventType, payload: SQL, source: string) => { ctes: SQL; jobs: SQL };

export function createPublisher(
  _jobs: JobQueue,
  subscribers: readonly (string | Subscriber)[],
  inOrder: readonly string[] = [],
): Publish {
  const all: Subscriber[] = subscribers.map((subscriber) =>
    typeof subscriber === 'string' ? { name: subscriber, inOrder: inOrder.includes(subscriber) } : subscriber,
  );

  /** The subscribers that take an event of this type (the SQL conditions are left to the statement). */
  const takers = (type: EventType) =>
    all.filter((subscriber) => !subscriber.events || subscriber.events.includes(type));

  const within: PublishWithin = (type, payload, source) => {
    const chosen = takers(type);
    const typeParam = sql`${type}::text`;
    // One row per subscriber that takes it: its task, its queue, and whether it wants this one.
    const specs = chosen.length
      ? sql.join(
          chosen.map(
            (subscriber) =>
              sql`SELECT ${subscriberTask(subscriber.name)}::text AS task, ${
                subscriber.inOrder ? subscriberTask(subscriber.name) : null
              }::text AS queue WHERE ${subscriber.onlyIf ? subscriber.onlyIf(typeParam) : sql`true`}`,
          ),
          sql` UNION ALL `,
        )
      : sql`SELECT NULL::text AS task, NULL::text AS queue WHERE false`;
    const ctes = sql`published_event AS (
        INSERT INTO domain_events (type, payload)
        SELECT ${typeParam}, ${payload} FROM ${sql.raw(source)}
        RETURNING id, type, payload, occurred_at
      ), published_specs AS (
        SELECT array_agg(ROW(
          subscriber.task,
          json_build_object('eventId', e.id, 'event', e.payload || jsonb_build_object('type', e.type), 'occurredAt', e.occurred_at),
          subscriber.queue, NULL::timestamptz, ${MAX_ATTEMPTS}::smallint, NULL::text, NULL::smallint, NULL::text[]
        )::graphile_worker.job_spec) AS specs
        FROM published_event e CROSS JOIN (${specs}) AS subscriber
      ), published_jobs AS (
        -- add_jobs only when there is a job to add: it would wake the workers for nothing.
        SELECT count(*)::int AS n FROM published_specs, LATERAL graphile_worker.add_jobs(published_specs.specs)
        WHERE published_specs.specs IS NOT NULL
      )`;
    return { ctes, jobs: sql`(SELECT n FROM published_jobs)` };
  };

  const publish: Publish = async (event, tx) => {
    const { type, ...payload } = event;
    const { ctes, jobs } = within(type, sql`${JSON.stringify(payload)}::jsonb`, '(SELECT 1) AS one');
    await namedStatement(tx, sql`WITH ${ctes} SELECT ${jobs} AS jobs`);
  };
  publish.within = within;
  return publish;
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

/** The event a subscriber's job delivers: carried by the job, or read from the outbox for a job of before. */
export async function deliveredEvent(db: Database, payload: unknown): Promise<RecordedEvent | null> {
  const delivery = payload as EventDelivery;
  if (delivery.event && delivery.occurredAt) {
    return { id: delivery.eventId, occurredAt: new Date(delivery.occurredAt), event: delivery.event };
  }
  return readEvent(db, delivery.eventId);
}
