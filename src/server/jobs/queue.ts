import { AsyncLocalStorage } from 'node:async_hooks';
import { type Logger, Logger as GraphileLogger, run, type Runner, type TaskList } from 'graphile-worker';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/client';
import { wakeWhenDue } from './wake-when-due';
import { watchWorkerLiveness } from './worker-liveness';

/*
 * The shop's durable job queue: graphile-worker 0.16 (decision 016) on the shop's own PostgreSQL,
 * inside the server process. A job is a row in the `graphile_worker` schema: it survives a
 * restart, one worker takes it (row locks, so several server processes share the queue safely),
 * and a failure is retried with exponential backoff. A job added inside a transaction exists
 * exactly when that transaction commits: a booking and its confirmation mail stand or fall together.
 */

/** Each worker's own look for jobs, an hour apart: a safety net, not how jobs are found. */
const SAFETY_POLL_MS = 60 * 60 * 1000;

/** Tries before a job is given up (graphile-worker waits e^n seconds after the n-th, about 6 hours in all). */
export const MAX_ATTEMPTS = 10;

/**
 * `queueName`: jobs of one named queue run one at a time, in the order they became due
 * (graphile-worker's named queues); a webhook endpoint's sends are one queue each.
 */
export type JobOptions = { jobKey?: string; runAt?: Date; queueName?: string };

export type JobQueue = {
  /** Adds a job; with `tx`, as part of that transaction. */
  add(task: string, payload: object, options?: JobOptions, tx?: Executor): Promise<void>;
};

export function createJobQueue(db: Executor): JobQueue {
  return {
    async add(task, payload, options = {}, tx = db) {
      await tx.execute(sql`SELECT graphile_worker.add_job(
        ${task},
        ${JSON.stringify(payload)}::json,
        queue_name => ${options.queueName ?? null}::text,
        run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
        max_attempts => ${MAX_ATTEMPTS},
        job_key => ${options.jobKey ?? null}
      )`);
    },
  };
}

// The queue's tables are created with the shop's, by db/client.ts applyMigrations (db/job-queue-tables.ts).

/** graphile-worker's messages through the server's log: errors always, the rest not at all. */
function quietLogger(logError: (error: unknown, message: string) => void): Logger {
  return new GraphileLogger(() => (level, message, meta) => {
    if (level === 'error') logError(meta?.error ?? new Error(message), `job queue: ${message}`);
  });
}

export type JobWorker = { stop(): Promise<void> };

const running = new AsyncLocalStorage<{ task: string; jobId: string }>();

/**
 * The job whose task is running in this async context, if any: what a statement counter tells
 * a job's own statements by (rentals/booking-statements.test.ts), apart from the queue's taking
 * and completing it and from the requests around it.
 */
export const runningJob = () => running.getStore();

/** Each task run inside `running`, named by its task and job. */
const withRunningJob = (tasks: TaskList): TaskList =>
  Object.fromEntries(
    Object.entries(tasks).map(([task, run]) => [
      task,
      (payload, helpers) => running.run({ task, jobId: helpers.job.id }, () => run!(payload, helpers)),
    ]),
  );

/**
 * Runs the tasks in this process until `stop()`, which lets running jobs finish and returns the
 * others to the queue. `crontab` lines add the recurring jobs (graphile-worker's own syntax).
 */
export async function startJobWorker(options: {
  pool: pg.Pool;
  tasks: TaskList;
  crontab?: string;
  concurrency?: number;
  /**
   * How often each worker asks for jobs anyway: new jobs arrive at once through LISTEN/NOTIFY,
   * and jobs due later wake the workers when due (wake-when-due.ts), so this is a safety net.
   */
  pollInterval?: number;
  logError: (error: unknown, message: string) => void;
}): Promise<JobWorker> {
  const liveness = watchWorkerLiveness({ pool: options.pool, logError: options.logError });
  // Jobs left locked by a process that died a while ago go back to the queue before this one
  // starts; those of one that died just now, once its heartbeat has gone stale (30 s).
  await liveness.unlockDeadWorkers();
  const concurrency = options.concurrency ?? 2;
  const pollInterval = options.pollInterval ?? SAFETY_POLL_MS;
  // A worker that asks every moment anyway (the tests' 100 ms) needs no waking.
  const due =
    pollInterval >= 1_000
      ? wakeWhenDue({ pool: options.pool, events: liveness.events, workers: concurrency, logError: options.logError })
      : undefined;
  const runner: Runner = await run({
    events: liveness.events,
    pgPool: options.pool,
    taskList: withRunningJob(options.tasks),
    crontab: options.crontab ?? '',
    concurrency,
    pollInterval,
    noHandleSignals: true,
    logger: quietLogger(options.logError),
  });
  return {
    async stop() {
      due?.stop();
      await runner.stop();
      await liveness.stop();
    },
  };
}
