import { networkInterfaces } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './index';
import { stopWithin } from '../graceful-stop';
import { createAuth } from '../auth/auth';
import { accountMailQueue } from './account-mails';
import { applyMigrations, createDatabase } from '../db/client';
import { withStartupLock } from '../db/startup-lock';
import type { ProcessRole } from './cluster';
import { diskFullError } from '../db/cluster-faults';
import { isDiskFull } from '../disk-full';
import { startEmbeddedPostgres, unhookExitEvents } from '../db/embedded-postgres';
import { bookingLimitsOf, type Config, ConfigError, newCustomerLimitsOf, paymentsOf } from '../config';
import { rateLimitsFromConfig } from '../rate-limit/limits';
import { createMailer } from '../mail/mailer';
import { readOrCreateSecret } from '../secrets';
import { seedDemoShopIfEmpty } from '../seed/demo-seed';
import { createShopCalendar, type Clock } from '../shop-calendar';
import { ensureDataDir } from '../db/folder-access';
import { createStorage, storageDescription } from '../storage/from-config';
import { createReplicaDatabase } from '../db/read-replica';
import { assertPortFree, portError, StartupError } from '../startup-error';
import { accountExists } from '../users';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-users';

const log = (message: string) => console.log(`[framehire] ${message}`);

/**
 * The built web app, dist/web at the project's root: this file runs compiled as
 * dist/server/serve.js (npm start) or from its source, src/server/app/, through tsx (tests, dev).
 */
function builtWebRoot(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const fromSource = here.endsWith(`${sep}src${sep}server${sep}app${sep}`);
  return join(resolve(here, fromSource ? '../../..' : '../..'), 'dist', 'web');
}

/**
 * Where people can open the shop: PUBLIC_URL when it is set (the only origin allowed then);
 * otherwise every address the server answers on, since each of them works.
 */
export function shopAddresses(config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_SET' | 'HOST' | 'PORT'>): string[] {
  if (config.PUBLIC_URL_SET) return [config.PUBLIC_URL];
  const everywhere = config.HOST === '0.0.0.0' || config.HOST === '::';
  if (!everywhere) return [`http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`];
  const network = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address!.address}:${config.PORT}`);
  return [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`, ...network];
}

/** The shop in this process; `role` when it is one of WEB_CONCURRENCY processes (cluster.ts). */
export async function startServer(config: Config, clock?: Clock, role?: ProcessRole) {
  const startedAt = performance.now();
  ensureDataDir(config.DATA_DIR);
  // One of several: the process that started it checked the port they share.
  if (!role) await assertPortFree(config.PORT, config.HOST, 'PORT');
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log });
  const databaseUrl = config.DATABASE_URL ?? embedded!.url;
  // The pool that answers requests waits for the database a bounded time (db/bounded-wait.ts);
  // migrations and the start-up lock, which may rightly wait long, have a pool of their own.
  const { pool, db } = createDatabase(databaseUrl, { boundedWait: true });
  const calendar = createShopCalendar(config.SHOP_TIME_ZONE, clock);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log });
  const replica = config.DATABASE_READ_URL ? createReplicaDatabase(config.DATABASE_READ_URL) : undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const origins = {
      publicUrl: config.PUBLIC_URL,
      policy: config.PUBLIC_URL_SET ? 'public-url' : 'same-host',
    } as const;
    const auth = createAuth({
      db,
      baseURL: config.PUBLIC_URL,
      secret: config.AUTH_SECRET ?? readOrCreateSecret(config.DATA_DIR, 'authSecret'),
      originPolicy: origins.policy,
      sendMail: accountMailQueue(db),
    });
    const storage = await createStorage(config);
    const setup = createDatabase(databaseUrl, { max: 2 });
    try {
      await withStartupLock(setup.pool, async () => {
        await applyMigrations(setup.db);
        if (config.SEED_DEMO_DATA) await seedDemoShopIfEmpty({ db, auth, calendar, storage, log });
      });
    } finally {
      await setup.pool.end();
    }

    app = await buildApp({
      db,
      readDb: replica?.db,
      auth,
      mailer,
      calendar,
      dataDir: config.DATA_DIR,
      storage,
      webRoot: builtWebRoot(),
      pageCacheMb: config.PAGE_CACHE_MB,
      origins,
      trustProxy: config.TRUST_PROXY,
      bookingLimits: bookingLimitsOf(config),
      newCustomerLimits: newCustomerLimitsOf(config),
      payments: paymentsOf(config),
      webhooks: { allowPrivateNetworks: config.WEBHOOKS_ALLOW_PRIVATE_NETWORKS },
      viesApiUrl: config.VIES_API_URL,
      rateLimits: rateLimitsFromConfig(config),
      logger: { level: config.LOG_LEVEL },
      // One of several web processes: the job queue has its own process (cluster.ts, decision 058).
      jobWorker: role && !role.jobs ? undefined : { pool, shopUrl: config.PUBLIC_URL },
    });
    // The job queue's process runs the jobs and answers no request.
    if (role?.jobs) await app.ready();
    else {
      await app.listen({ host: config.HOST, port: config.PORT }).catch((error: unknown) => {
        throw portError(error, config.PORT, 'PORT');
      });
    }
  } catch (error) {
    // A start that fails leaves nothing running that it started: no pool, no worker, and
    // above all no embedded PostgreSQL holding DATA_DIR and its port.
    await app?.close().catch(() => {});
    await pool.end().catch(() => {});
    await replica?.pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  const shop = app;

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const clean = await stopWithin(shop, async () => {
      await pool.end();
      await replica?.pool.end();
      await embedded?.stop();
    });
    // Past the deadline the pools may still hold a stuck job's connection: the cluster is still
    // asked to stop, so the next start finds it shut down, not killed.
    if (!clean) await Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    process.exit(clean ? 0 : 1);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // embedded-postgres would stop the cluster on these signals at the same time, under the requests
  // and jobs still finishing; `stop` closes them first and then stops the cluster itself.
  unhookExitEvents('SIGINT', 'SIGTERM');

  // One of several processes: the first speaks for all of them.
  if (role && role.number !== 1) return shop;
  const hasDemoLogins = await accountExists(db, DEMO_LOGINS[0].email);
  const lines = [
    '',
    `Framehire is running (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s) at`,
    ...shopAddresses(config).map((address) => `  ${address}`),
    `  database: ${embedded || role?.embeddedDatabase ? `embedded PostgreSQL, data in ${config.DATA_DIR}` : 'DATABASE_URL'}`,
    ...(role ? [`  processes: ${role.of} (WEB_CONCURRENCY), and one for the job queue (mails, webhooks)`] : []),
    ...(replica ? ['  reads:    the catalogue from DATABASE_READ_URL'] : []),
    `  files:    ${storageDescription(config)}`,
    `  e-mails:  ${mailer.describe}`,
    `  calendar: ${calendar.timeZone}, today ${calendar.today()} (SHOP_TIME_ZONE)`,
    `  API docs: ${config.PUBLIC_URL}/api/docs`,
  ];
  if (hasDemoLogins) {
    lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.role.padEnd(13)} ${login.email}`);
  }
  console.log(`${lines.join('\n')}\n`);
  return shop;
}

/**
 * What start-up prints when it fails: one line for a cause the operator can fix (a setting, a
 * taken port, a full disk, a damaged database), the whole error with its stack for a bug.
 */
export function startupFailureLine(error: unknown): unknown {
  if (error instanceof ConfigError || error instanceof StartupError) return `[framehire] ${error.message}`;
  if (isDiskFull(error)) return `[framehire] ${diskFullError(process.env.DATA_DIR || '../data', error).message}`;
  return error;
}
