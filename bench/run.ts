/**
 * `npm run bench`: the API in-process on a throw-away embedded PostgreSQL with the demo shop,
 * loaded over real HTTP on loopback with a fixed number of concurrent clients for a fixed time.
 * Prints requests per second and latency percentiles per endpoint.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, monthOf } from '../src/shared/calendar-date';
import { createShopCalendar } from '../src/server/shop-calendar';
import { buildApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { applyMigrations, createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createMailer } from '../src/server/mail/mailer';
import { seedDemoShopIfEmpty } from '../src/server/seed/demo-seed';
import { createLocalDiskStorage } from '../src/server/storage/local-disk-storage';

const CONCURRENCY = 16;
const SECONDS = 5;

async function load(url: string) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  return { rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), failures };
}

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-bench-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: 54_480, log: () => {} });
const { pool, db } = createDatabase(embedded.url, { max: 10 });
try {
  await applyMigrations(db);
  const mailer = createMailer({ smtpUrl: undefined, from: 'bench@framehire.local', dataDir, log: () => {} });
  const auth = createAuth({ db, baseURL: 'http://127.0.0.1', secret: 'bench-secret-bench-secret-bench-secret' });
  const calendar = createShopCalendar('UTC');
  const storage = createLocalDiskStorage(dataDir);
  await seedDemoShopIfEmpty({ db, auth, calendar, storage, log: () => {} });
  const app = await buildApp({ db, auth, mailer, calendar, dataDir, storage });
  const today = calendar.today();
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const endpoints = [
    '/api/health',
    '/api/categories',
    '/api/products?limit=24',
    '/api/products?q=sony&sort=price_desc&limit=24',
    '/api/products/1',
    `/api/products/1/availability?dateFrom=${addDays(today, 10)}&dateTo=${addDays(today, 20)}`,
    `/api/products/1/calendar?month=${monthOf(today)}`,
  ];
  console.log(`${CONCURRENCY} concurrent clients, ${SECONDS} s per endpoint, ${process.platform} ${process.version}`);
  for (const path of endpoints) {
    const result = await load(address + path);
    console.log(`${path.padEnd(48)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.failures}`);
  }
  await app.close();
} finally {
  await pool.end();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
