import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The job queue's workers that are alive (jobs/worker-liveness.ts): each server process writes
 * its workers' ids here and touches `seen_at` every few seconds. A job locked by a worker whose
 * row has gone stale belongs to a process that died (SIGKILL, power loss) and is handed back to
 * the queue, instead of waiting out graphile-worker's own four hours.
 */
export const jobWorkers = pgTable('job_workers', {
  workerId: text('worker_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
