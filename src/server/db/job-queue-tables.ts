import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/**
 * Creates or updates graphile-worker's own tables (schema `graphile_worker`), which belong to the
 * shop's database as much as Drizzle's do; run at start-up with them, before anything adds a job.
 * It lives here, not in jobs/, because db/ imports nothing from the code that uses the database
 * (jobs/queue.ts uses db/'s Executor).
 */
export async function migrateJobQueueTables(pool: pg.Pool) {
  // graphile-worker's migration messages are not the operator's business: an error is thrown.
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
}
