import { EventEmitter } from 'node:events';
import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { wakeWorkersSql } from './wake-workers';

/*
 * graphile-worker 0.16 hands a job locked by a worker that died (a SIGKILL, a power cut) back to
 * the queue only after four hours: a booking's confirmation would wait that long after a crash.
 * So every process writes the ids of its live workers into `job_workers` and touches them every
 * few seconds; any process unlocks the jobs of a worker whose row went stale. A job is unlocked
 * only when it has also been locked for longer than the stale age, so a worker that has just
 * taken a job and not yet written its first heartbeat keeps it. Several processes on one
 * database each run this: unlocking is idempotent.
 */

export const HEARTBEAT_MS = 5_000;
/** A worker not seen for this long is dead: six heartbeats missed. */
export const STALE_AFTER_SECONDS = 30;

/**
 * Unlocks the jobs of dead workers and, when there were any, wakes the live ones with the NOTIFY
 * a new job sends: the workers no longer poll (wake-when-due.ts), and an unlocked job is due now.
 */
const UNLOCK_DEAD_WORKERS = `
  WITH dead AS (SELECT array(
    SELECT DISTINCT job.locked_by FROM graphile_worker._private_jobs job
    WHERE job.locked_by IS NOT NULL
      AND job.locked_at < now() - make_interval(secs => $1)
      AND NOT EXISTS (
        SELECT 1 FROM job_workers worker
        WHERE worker.worker_id = job.locked_by AND worker.seen_at > now() - make_interval(secs => $1)
      )
  ) AS ids)
  SELECT graphile_worker.force_unlock_workers(dead.ids),
         CASE WHEN cardinality(dead.ids) > 0 THEN ${wakeWorkersSql('100')} END
    FROM dead`;

/** Rows of workers gone for a day: nothing refers to them any more. */
const FORGET_OLD_WORKERS = `DELETE FROM job_workers WHERE seen_at < now() - interval '1 day'`;

export type WorkerLiveness = {
  /** Pass to graphile-worker's `run` so this sees every worker it creates. */
  events: WorkerEvents;
  /** Unlocks the jobs of dead workers now; also runs on every heartbeat. */
  unlockDeadWorkers(): Promise<void>;
  stop(): Promise<void>;
};

export function watchWorkerLiveness(options: {
  pool: pg.Pool;
  logError: (error: unknown, message: string) => void;
  heartbeatMs?: number;
  staleAfterSeconds?: number;
}): WorkerLiveness {
  const { pool, logError } = options;
  const staleAfter = options.staleAfterSeconds ?? STALE_AFTER_SECONDS;
  const live = new Set<string>();
  const events: WorkerEvents = new EventEmitter();

  const report = (message: string) => (error: unknown) => logError(error, `job queue: ${message}`);

  events.on('worker:create', ({ worker }) => {
    live.add(worker.workerId);
    pool
      .query(`INSERT INTO job_workers (worker_id) VALUES ($1) ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`, [
        worker.workerId,
      ])
      .catch(report('could not register a worker'));
  });
  events.on('worker:stop', ({ worker }) => {
    live.delete(worker.workerId);
    pool
      .query(`DELETE FROM job_workers WHERE worker_id = $1`, [worker.workerId])
      .catch(report('could not unregister a worker'));
  });

  async function unlockDeadWorkers() {
    await pool.query(UNLOCK_DEAD_WORKERS, [staleAfter]);
  }

  let beating: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    beating = (async () => {
      if (live.size > 0) {
        // An upsert: a row lost meanwhile (a restored backup, a long outage) comes back.
        await pool.query(
          `INSERT INTO job_workers (worker_id) SELECT unnest($1::text[])
           ON CONFLICT (worker_id) DO UPDATE SET seen_at = now()`,
          [[...live]],
        );
      }
      await unlockDeadWorkers();
      await pool.query(FORGET_OLD_WORKERS);
    })().catch(report('heartbeat failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();

  return {
    events,
    unlockDeadWorkers,
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}
