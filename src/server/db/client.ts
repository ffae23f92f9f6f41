import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { boundedWaitOptions } from './bounded-wait';
import { databaseDiskFullError } from './cluster-faults';
import { migrateJobQueueTables } from './job-queue-tables';
import { assertNotFromNewerVersion } from './migration-level';
import * as authSchema from './schema/auth';
import * as catalogSchema from './schema/catalog';
import * as orderSchema from './schema/orders';
import * as paymentSchema from './schema/payments';
import * as rentalSchema from './schema/rentals';

/*
 * The tables still shared from db/schema/. Nothing reads through Drizzle's relational `db.query`,
 * so the tables a module owns (<module>/schema.ts, decision 072) need not be listed here.
 */
export const schema = {
  ...authSchema,
  ...catalogSchema,
  ...orderSchema,
  ...rentalSchema,
  ...paymentSchema,
};

// DATE columns stay 'YYYY-MM-DD' strings: a calendar date must never pass through a JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type QueryLog = (query: string, params: unknown[]) => void;

/** Each database's query log, for the statements run on its pool without Drizzle (db/prepared.ts). */
const queryLogs = new WeakMap<object, QueryLog>();
export const queryLogOf = (db: object): QueryLog | undefined => queryLogs.get(db);

/**
 * Connections per server process. A catalogue list runs its page and its count side by side, so
 * ten requests at once already want twenty; PostgreSQL's default of 100 connections leaves room
 * for a few processes and the administrator's tools.
 */
const POOL_SIZE = 20;

export function createDatabase(
  url: string,
  options: {
    max?: number;
    logQuery?: QueryLog;
    /** The pool that answers requests: it waits for the database a bounded time (db/bounded-wait.ts). */
    boundedWait?: boolean;
  } = {},
) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? POOL_SIZE,
    // JIT compilation off for the shop's connections: a PostgreSQL built with LLVM (Debian's and
    // most distributions') compiles any statement its estimate calls expensive, and a product's
    // month calendar spent about 500 ms of the database's CPU compiling a 2 ms read (4 answers a
    // second instead of 544 in `npm run bench` on PostgreSQL 15). The shop's reads are short: none
    // gains from it. A SET before the connection is first used, not a startup option, which
    // connection poolers refuse.
    onConnect: async (client) => {
      await client.query('SET jit = off');
    },
    ...(options.boundedWait ? boundedWaitOptions() : {}),
  });
  // An idle connection dropped by the server (restart, failover) is replaced on the next query;
  // unhandled, its 'error' event would crash the process. Once the pool is ending, its end()
  // has resolved before each connection's goodbye reached the server: a server stopped right
  // after (a restore's embedded PostgreSQL) ends them first, and nothing was lost.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`[framehire] database connection lost: ${error.message}`);
  });
  const logQuery = options.logQuery;
  const db = drizzle(pool, { schema, ...(logQuery ? { logger: { logQuery } } : {}) });
  if (logQuery) queryLogs.set(db, logQuery);
  return { pool, db };
}

export type Database = ReturnType<typeof createDatabase>['db'];
/** A database or an open transaction: what a function that only runs queries needs. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The shop's tables (Drizzle's migrations), then the job queue's (graphile-worker's own). */
export async function applyMigrations(db: Database) {
  await assertNotFromNewerVersion(db.$client, migrationsFolder);
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    // A full disk mid-migration is the operator's to fix, not a bug (SQLSTATE 53100).
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '53100') throw databaseDiskFullError(error);
    throw error;
  }
  await migrateJobQueueTables(db.$client);
}
