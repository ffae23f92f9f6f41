import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type ServerProcess, startServer } from '../../../bench/server-process';
import { measureExportMemory, seedRentals } from '../test/export-memory';
import { createFreshDatabase } from '../test/test-app';

/*
 * An export of 100,000 rentals streams with the server's memory flat (issue 32): the server in
 * a child process of its own (through tsx, as the sources are), its RSS sampled while a slow
 * client downloads rentals.csv. `npm run bench:export` prints the same figures for the compiled
 * server.
 */

const RENTALS = 100_000;
/** What an export may add to the server's resident memory, whatever its size: a few buffers and the V8 heap's slack. */
const MAX_GROWTH_MB = 40;

let server: ServerProcess;

beforeAll(async () => {
  const databaseUrl = await createFreshDatabase(inject('pgAdminUrl'));
  const tsx = {
    kind: 'tsx' as const,
    command: ['--import', import.meta.resolve('tsx'), new URL('../app/serve.ts', import.meta.url).pathname],
  };
  // The server migrates the database as it starts; the rentals go in after.
  server = await startServer(tsx, databaseUrl);
  await seedRentals(databaseUrl, RENTALS);
}, 300_000);
afterAll(() => server?.stop());

it('keeps the server flat in memory while 100,000 rentals stream out as CSV', async () => {
  const memory = await measureExportMemory(server);
  console.log(
    `rentals.csv: ${memory.rows} rows, ${(memory.bytes / 1024 / 1024).toFixed(1)} MB in ${memory.seconds.toFixed(1)} s; ` +
      `server RSS ${memory.rssBeforeMb.toFixed(0)} MB before, ${memory.rssPeakMb.toFixed(0)} MB at peak (+${memory.rssGrowthMb.toFixed(1)} MB)`,
  );
  expect(memory.rows).toBe(RENTALS);
  expect(memory.rssGrowthMb).toBeLessThan(MAX_GROWTH_MB);
}, 300_000);
