import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { BENCH_DATABASE } from './bench-data';

/** Its own folder and port, so the generated data survives between runs and a running shop is left alone. */
const BENCH_DATA_DIR = fileURLToPath(new URL('../.bench-data', import.meta.url));
const BENCH_PORT = 54_381;

export type BenchDatabase = { url: string; embedded: boolean; stop(): Promise<void> };

/** The same server as `serverUrl`, database `framehire_bench`, created when it is missing. */
async function ensureBenchDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/**
 * The benchmark's database: on the server DATABASE_URL names when it is set (never the shop's own
 * database there: a separate one beside it), else on an embedded PostgreSQL kept in .bench-data.
 */
export async function openBenchDatabase(log: (line: string) => void = () => {}): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const url = await ensureBenchDatabase(serverUrl);
    log(`Bench database ${BENCH_DATABASE} on the DATABASE_URL server`);
    return { url, embedded: false, stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres({ dataDir: BENCH_DATA_DIR, port: BENCH_PORT, log });
  try {
    const url = await ensureBenchDatabase(cluster.url);
    log(`Bench database ${BENCH_DATABASE} on the embedded PostgreSQL in ${BENCH_DATA_DIR} (port ${BENCH_PORT})`);
    return { url, embedded: true, stop: () => cluster.stop() };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * pg's pool.end() resolves before its connections have closed: the cluster stopped right after
 * would cut them, and the pool would report each as a lost connection. This waits for them.
 */
export async function endPool(pool: pg.Pool) {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
