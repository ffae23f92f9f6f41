import type { Task } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database, Executor } from '../db/client';
import { readEvent } from '../events';
import type { JobQueue } from '../jobs';
import { postOnce, type PostOutcome } from './http-post';
import { deliveryBody } from './payload';

/*
 * An endpoint's sender (decision 053): one job at a time per endpoint (its own named queue, one
 * job key), which sends the endpoint's waiting deliveries oldest event first. A delivery that
 * fails holds the ones after it until it is delivered or given up, so a receiver always sees an
 * order's events (and every event) in the order they happened. Failures wait longer each time
 * (RETRY_DELAYS_MS, about a day in all), then the delivery is marked failed and the next goes.
 */

export const WEBHOOK_SEND_TASK = 'webhooks:send';

/** After the n-th failed try of a delivery, the wait before the next; past the list, it failed. */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000].map((seconds) => seconds * 1000);
export const SEND_TIMEOUT_MS = 10_000;
/** Sends per job run; then the sender queues itself again, so other jobs get their turn. */
const SENDS_PER_RUN = 10;

type SendPayload = { endpointId: number };

/** Wakes an endpoint's sender now (or at `runAt`); with `tx`, when that transaction commits. */
export async function queueSends(jobs: JobQueue, endpointId: number, runAt?: Date, tx?: Executor) {
  await jobs.add(
    WEBHOOK_SEND_TASK,
    { endpointId } satisfies SendPayload,
    { jobKey: `webhooks:send:${endpointId}`, queueName: `webhooks:${endpointId}`, runAt },
    tx,
  );
}

export type SenderOptions = {
  allowPrivateNetworks: boolean;
  /** Shorter waits in tests. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
};

type Head = {
  id: number;
  message_id: string;
  event_id: number;
  tries: number;
  due: boolean;
  next_attempt_at: Date | string | null;
};

export function createWebhookSender(deps: { db: Database; jobs: JobQueue } & SenderOptions): Task {
  const { db, jobs } = deps;
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const timeoutMs = deps.timeoutMs ?? SEND_TIMEOUT_MS;

  async function sendHead(endpoint: { id: number; url: string; secret: string }, head: Head): Promise<PostOutcome> {
    const recorded = await readEvent(db, head.event_id);
    if (!recorded) return { kind: 'no-answer', error: 'the event is gone', durationMs: 0 };
    const body = await deliveryBody(db, recorded);
    const signature = new Webhook(endpoint.secret).sign(head.message_id, new Date(), body);
    const sentAt = Math.floor(Date.now() / 1000);
    return postOnce(
      new URL(endpoint.url),
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'Framehire-Webhooks/1',
        'webhook-id': head.message_id,
        'webhook-timestamp': String(sentAt),
        'webhook-signature': signature,
      },
      { allowPrivateNetworks: deps.allowPrivateNetworks, timeoutMs },
    );
  }

  /** Writes the try and what follows from it; returns when the next try is due, or null if none waits. */
  async function record(head: Head, outcome: PostOutcome): Promise<Date | null> {
    const answer = outcome.kind === 'answer' ? outcome : null;
    const delivered = answer !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const delay = delays[head.tries];
    const status = delivered ? 'delivered' : delay === undefined ? 'failed' : 'pending';
    const next = status === 'pending' ? new Date(Date.now() + delay!) : null;
    const error = outcome.kind === 'no-answer' ? outcome.error : null;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO webhook_attempts (delivery_id, status_code, response_excerpt, error, duration_ms)
        VALUES (${head.id}, ${answer?.statusCode ?? null}, ${answer?.excerpt ?? null}, ${error}, ${outcome.durationMs})`);
      await tx.execute(sql`
        UPDATE webhook_deliveries SET
          status = ${status}, attempts = attempts + 1, tries = tries + 1,
          next_attempt_at = ${next?.toISOString() ?? null}::timestamptz, last_attempt_at = now(),
          status_code = ${answer?.statusCode ?? null}, response_excerpt = ${answer?.excerpt ?? null},
          error = ${error}, duration_ms = ${outcome.durationMs}
        -- Still waiting: one staff skipped meanwhile (issue 48) stays failed, its try recorded all the same.
        WHERE id = ${head.id} AND status = 'pending'`);
    });
    return next;
  }

  return async (payload) => {
    const { endpointId } = payload as SendPayload;
    for (let sent = 0; sent < SENDS_PER_RUN; sent += 1) {
      const { rows: endpoints } = await db.execute<{ id: number; url: string; secret: string; enabled: boolean }>(
        sql`SELECT id, url, secret, enabled FROM webhook_endpoints WHERE id = ${endpointId}`,
      );
      const endpoint = endpoints[0];
      // A disabled endpoint's deliveries wait; enabling it wakes the sender again.
      if (!endpoint?.enabled) return;
      const { rows } = await db.execute<Head>(sql`
        SELECT id, message_id, event_id, tries, next_attempt_at, next_attempt_at <= now() AS due
        FROM webhook_deliveries
        WHERE endpoint_id = ${endpointId} AND status = 'pending'
        ORDER BY event_id, id
        LIMIT 1`);
      const head = rows[0];
      if (!head) return;
      if (!head.due) {
        await queueSends(jobs, endpointId, new Date(head.next_attempt_at!));
        return;
      }
      const next = await record(head, await sendHead(endpoint, head));
      if (next) {
        await queueSends(jobs, endpointId, next);
        return;
      }
    }
    await queueSends(jobs, endpointId);
  };
}
