import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { wakeWorkersSql } from './wake-workers';

/*
 * graphile-worker 0.16 hears of a new job at once (the NOTIFY its add_job sends when the adding
 * transaction commits), but of a job due later (a retry after its backoff, a reminder for next
 * week) only by polling: each worker asks the database every pollInterval whether anything is
 * due, all day, with nothing to do. Instead, whenever a worker finds nothing to take, this reads
 * when the next job falls due and, then, sends the same NOTIFY a new job would: an idle queue
 * asks the database nothing, and a job due later runs on time. The poll stays as a safety net,
 * an hour apart.
 */

/** When the next job waiting for its time falls due, in milliseconds from now (null: none). */
const NEXT_DUE = `SELECT ceil(extract(epoch FROM min(run_at) - now()) * 1000)::float8 AS ms
  FROM graphile_worker._private_jobs WHERE locked_at IS NULL AND attempts < max_attempts AND run_at > now()`;

/** setTimeout's longest wait is about 24 days; a job further away is looked for again after this. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export function wakeWhenDue(options: {
  pool: pg.Pool;
  events: WorkerEvents;
  /** Workers woken at once: as many as run jobs, so jobs due together run together. */
  workers: number;
  logError: (error: unknown, message: string) => void;
}): { stop(): void } {
  const { pool, events, workers, logError } = options;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  let readAgain = false;
  let stopped = false;

  const wake = () => {
    timer = undefined;
    pool
      .query(`SELECT ${wakeWorkersSql('$1::int')}`, [workers])
      .catch((error: unknown) => logError(error, 'job queue: could not wake the workers for a job due now'));
  };

  async function readNextDue(): Promise<void> {
    // One read at a time; a worker finding nothing meanwhile (a job added since) reads again after it.
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        const { rows } = await pool.query<{ ms: number | null }>(NEXT_DUE);
        if (stopped) return;
        clearTimeout(timer);
        timer = undefined;
        const ms = rows[0]?.ms;
        if (ms !== null && ms !== undefined) timer = setTimeout(wake, Math.min(Math.max(ms, 0), LONGEST_WAIT_MS));
        // It must not keep a stopping process alive.
        timer?.unref();
      } while (readAgain && !stopped);
    } catch (error) {
      logError(error, 'job queue: could not read when the next job is due');
    } finally {
      reading = false;
    }
  }

  events.on('worker:getJob:empty', () => void readNextDue());
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
