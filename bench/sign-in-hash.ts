/**
 * `npx tsx bench/sign-in-hash.ts`: what argon2id costs at sign-in (decision 024). The API
 * in-process on a throw-away embedded PostgreSQL; ROUNDS bursts of BURST sign-ins at once over
 * real HTTP on loopback, each a different account. Prints p50/p95 of a sign-in and the peak
 * resident memory of the process, then the hash alone, argon2id against better-auth's old scrypt.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword as scryptHash, verifyPassword as scryptVerify } from 'better-auth/crypto';
import { buildApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { accountMailQueue } from '../src/server/app/account-mails';
import { ARGON2ID, hashPassword, verifyPassword } from '../src/server/auth/password-hash';
import { applyMigrations, createDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import { createMailer } from '../src/server/mail/mailer';
import { createShopCalendar } from '../src/server/shop-calendar';
import { createLocalDiskStorage } from '../src/server/storage/local-disk-storage';
import { createUser } from '../src/server/users/create-user';

const BURST = 10;
const ROUNDS = 10;
const PASSWORD = 'Bench!Passw0rd';
const MiB = 1024 * 1024;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(0);
};

/** ROUNDS bursts of BURST calls at once; the time of each call, in ms. */
async function bursts(call: (index: number) => Promise<void>) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(
      Array.from({ length: BURST }, async (_, index) => {
        const started = performance.now();
        await call(index);
        times.push(performance.now() - started);
      }),
    );
  }
  return times;
}

function report(label: string, times: number[], rssBefore: number) {
  console.log(
    `${label.padEnd(34)} p50 ${percentile(times, 0.5).padStart(5)} ms  p95 ${percentile(times, 0.95).padStart(5)} ms  ` +
      `peak RSS ${(peakRss / MiB).toFixed(0)} MiB (+${((peakRss - rssBefore) / MiB).toFixed(0)} MiB over ${(rssBefore / MiB).toFixed(0)} MiB before)`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-bench-hash-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: 54_880, log: () => {} });
const { pool, db } = createDatabase(embedded.url, { max: 10 });
try {
  await applyMigrations(db);
  const mailer = createMailer({ smtpUrl: undefined, from: 'bench@framehire.local', dataDir, log: () => {} });
  const baseURL = 'http://127.0.0.1';
  const auth = createAuth({
    db,
    baseURL,
    secret: 'bench-secret-bench-secret-bench-secret',
    sendMail: accountMailQueue(db),
  });
  const storage = createLocalDiskStorage(dataDir);
  const app = await buildApp({ db, auth, mailer, calendar: createShopCalendar('UTC'), dataDir, storage });
  const emails = Array.from({ length: BURST }, (_, index) => `bench${index}@example.com`);
  for (const email of emails) await createUser(db, auth, { email, fullName: 'Bench', password: PASSWORD });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(
    `${BURST} sign-ins at once, ${ROUNDS} rounds; argon2id m=${ARGON2ID.memoryCost} KiB t=${ARGON2ID.timeCost} p=${ARGON2ID.parallelism}; ` +
      `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${process.platform} ${process.version}, UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );

  let rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  let failures = 0;
  const signIns = await bursts(async (index) => {
    const response = await fetch(`${address}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ email: emails[index], password: PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) failures += 1;
  });
  report(`sign-in over HTTP (${failures} failed)`, signIns, rssBefore);

  const argon = await hashPassword(PASSWORD);
  rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  report(
    'argon2id verify alone',
    await bursts(() => verifyPassword({ hash: argon, password: PASSWORD }, async () => {}).then(() => {})),
    rssBefore,
  );

  const scrypt = await scryptHash(PASSWORD);
  rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  report(
    'old scrypt verify alone (before)',
    await bursts(() => scryptVerify({ hash: scrypt, password: PASSWORD }).then(() => {})),
    rssBefore,
  );
  await app.close();
} finally {
  clearInterval(sampler);
  await pool.end();
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
