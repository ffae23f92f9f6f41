/**
 * `npm run bench:export [-- --rentals 100000]`: the server's memory while a CSV export streams
 * (issue 32, decision 054). The compiled server (dist/server/serve.js) on a database of its own
 * beside the bench database (framehire_bench_export, kept between runs), a shop of that many
 * rentals, and rentals.csv downloaded by a slow client while the server's RSS is sampled.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measureExportMemory, seedRentals } from '../src/server/test/export-memory';
import { openBenchDatabase } from './bench-database';
import { serverBuild, startServer } from './server-process';

const EXPORT_DATABASE = 'framehire_bench_export';

const { values } = parseArgs({ options: { rentals: { type: 'string', default: '100000' } }, strict: true });
const rentals = Number(values.rentals);
if (!Number.isInteger(rentals) || rentals < 1 || rentals > 5_000_000) {
  console.error(`--rentals must be a whole number from 1 to 5000000, not "${values.rentals}"`);
  process.exit(2);
}

/** A database of its own on the bench database's server: the export's rentals stay out of the other benchmarks. */
async function exportDatabase(benchUrl: string): Promise<string> {
  const url = new URL(benchUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EXPORT_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${EXPORT_DATABASE}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${EXPORT_DATABASE}`;
  return url.toString();
}

const bench = await openBenchDatabase(console.log);
try {
  const databaseUrl = await exportDatabase(bench.url);
  const server = await startServer(serverBuild(), databaseUrl);
  try {
    console.log(`Seeding ${rentals} rentals (once; kept for the next run)…`);
    await seedRentals(databaseUrl, rentals);
    const memory = await measureExportMemory(server);
    console.log(
      [
        `rentals.csv: ${memory.rows} rows, ${(memory.bytes / 1024 / 1024).toFixed(1)} MB in ${memory.seconds.toFixed(1)} s`,
        `server RSS before: ${memory.rssBeforeMb.toFixed(1)} MB`,
        `server RSS peak:   ${memory.rssPeakMb.toFixed(1)} MB (+${memory.rssGrowthMb.toFixed(1)} MB)`,
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
} finally {
  await bench.stop();
}
