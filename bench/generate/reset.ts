import { applyMigrations, type Database } from '../../src/server/db/client';

/**
 * Starts the bench database over: every table, the migrations' bookkeeping and the job queue go,
 * then the shop's real migrations build the schema again, with every index and constraint.
 */
export async function resetSchema(db: Database) {
  await db.$client.query(`
    DROP SCHEMA IF EXISTS graphile_worker CASCADE;
    DROP SCHEMA IF EXISTS drizzle CASCADE;
    DROP SCHEMA IF EXISTS public CASCADE;
    CREATE SCHEMA public;
  `);
  await applyMigrations(db);
}
