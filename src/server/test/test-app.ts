import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '../../shared/booking-limits';
import { LIFTED_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../../shared/new-customer-limits';
import { isoDate } from '../../shared/calendar-date';
import { buildApp } from '../app';
import type { FastifyServerOptions } from 'fastify';
import type { AppDependencies } from '../app/dependencies';
import { createAuth } from '../auth/auth';
import { hashPassword } from '../auth/password-hash';
import { accountMailQueue } from '../app/account-mails';
import type { OriginPolicy } from '../http/origin-check';
import type { TrustProxy } from '../http/trust-proxy';
import type { RateLimits } from '../rate-limit/limits';
import type { RequestDeadlines } from '../http/request-deadlines';
import { createDatabase, type QueryLog } from '../db/client';
import { createMailer } from '../mail/mailer';
import { type Clock, createShopCalendar } from '../shop-calendar';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { createUser, type NewUser } from '../users/create-user';
import { startMailbox } from './mailbox';
import { emptyTablesStatement } from './empty-tables';
import { jobsDone } from './jobs-done';
import { newDatabase } from './template-database';

export const TEST_PASSWORD = 'Test!Passw0rd';

let testPasswordHashMade: Promise<string> | undefined;
const testPasswordHash = () => (testPasswordHashMade ??= hashPassword(TEST_PASSWORD));

/** What `reset()` empties: these tables and every one that refers to them. */
const RESET_TABLES = [
  'user',
  'categories',
  'products',
  'items',
  'orders',
  'rentals',
  'rental_items',
  'domain_events',
  'webhook_endpoints',
  'reviews',
  'incidents',
  'stripe_events',
  'invoice_counters',
  'quote_counters',
  'verification',
  'rate_limit',
  'rate_limit_counters',
  'calendar_feeds',
  // Referring to none of the above: named so a test never sees another's coupons or templates.
  'coupons',
  'price_templates',
];

const ROOMY = { limit: 1000, windowSeconds: 60 };
/** Every injected request comes from 127.0.0.1: the per-IP limits are raised, the others are the shop's. */
const TEST_IP_LIMITS: Partial<RateLimits> = {
  signInFailuresPerIp: ROOMY,
  signInFailuresPerAccountAndIp: ROOMY,
  signUpsPerIp: ROOMY,
  mailRequestsPerIp: ROOMY,
};

/** The moment every API test stands at unless it sets its own clock: 10 March 2030, 11:00 in Madrid. */
export const TEST_NOW = new Date('2030-03-10T10:00:00Z');
export const TEST_TIME_ZONE = 'Europe/Madrid';
export const TEST_TODAY = isoDate('2030-03-10');

/** An empty database of its own on the tests' server, for one test file; its URL. */
export async function createFreshDatabase(adminUrl: string): Promise<string> {
  return newDatabase(adminUrl, inject('pgRunId'));
}

/** A migrated database of its own, for one test file: a copy of the run's template (decision 060); its URL. */
export async function createMigratedDatabase(): Promise<string> {
  return newDatabase(inject('pgAdminUrl'), inject('pgRunId'), inject('pgTemplate'));
}

/**
 * The whole server in-process (`app.inject`) on a database of its own, migrated, with a real
 * SMTP mailbox. One per test file; `reset()` empties the tables between tests.
 */
export async function createTestApp(
  options: {
    /**
     * Rate limits that differ from the test defaults: the shop's, except the per-IP ones, raised
     * since every injected request comes from 127.0.0.1.
     */
    rateLimits?: Partial<RateLimits>;
    /** TRUST_PROXY of the app (none by default). */
    trustProxy?: TrustProxy;
    /** An already migrated database to share (a second app instance on the first one's database). */
    databaseUrl?: string;
    timeZone?: string;
    clock?: Clock;
    /** How PUBLIC_URL (http://localhost:3000 here) is treated: set (the default) or unset. */
    originPolicy?: OriginPolicy;
    logger?: FastifyServerOptions['logger'];
    /** Sees every SQL statement the app runs (to explain its plans). */
    logQuery?: QueryLog;
    /** Raises (or lowers) the shop's booking limits, as the MAX_RENTAL_DAYS settings and their neighbours do. */
    bookingLimits?: Partial<BookingLimits>;
    /** Shorter deadlines for a client's request (http/request-deadlines.ts). */
    deadlines?: Partial<RequestDeadlines>;
    /**
     * What new customers may hold (decision 036). Lifted unless a test asks: most tests book
     * many times with fresh accounts, as a load test lifts NEW_CUSTOMER_MAX_OPEN_RENTALS and its
     * neighbours; the tests of the rule pass the shop's defaults.
     */
    newCustomerLimits?: NewCustomerLimits;
    /** Online payment: Stripe's settings (a local server, test/stripe-server.ts) and the hold; pay at pick-up when absent. */
    payments?: AppDependencies['payments'];
    /** Webhooks: private networks allowed (a receiver on 127.0.0.1), shorter waits between tries. */
    webhooks?: AppDependencies['webhooks'];
    /** The VIES stand-in's address (test/vies-stand-in.ts); none asked without it. */
    viesApiUrl?: string;
  } = {},
) {
  // Given or copied from the run's template, the database is migrated already.
  const databaseUrl = options.databaseUrl ?? (await createMigratedDatabase());
  const { pool, db } = createDatabase(databaseUrl, { max: 20, logQuery: options.logQuery });
  const dataDir = mkdtempSync(join(tmpdir(), 'framehire-app-'));
  const mailbox = await startMailbox();
  const mailer = createMailer({
    smtpUrl: mailbox.url,
    from: 'Framehire <test@framehire.test>',
    dataDir,
    log: () => {},
  });
  const baseURL = 'http://localhost:3000';
  const auth = createAuth({
    db,
    baseURL,
    secret: 'test-secret-test-secret-test-secret-0123',
    originPolicy: options.originPolicy,
    sendMail: accountMailQueue(db),
  });
  const calendar = createShopCalendar(options.timeZone ?? TEST_TIME_ZONE, options.clock ?? (() => TEST_NOW));
  const origins = { publicUrl: baseURL, policy: options.originPolicy ?? 'public-url' } as const;
  const storage = createLocalDiskStorage(dataDir);
  const app = await buildApp({
    db,
    auth,
    mailer,
    calendar,
    dataDir,
    storage,
    origins,
    logger: options.logger,
    bookingLimits: { ...DEFAULT_BOOKING_LIMITS, ...options.bookingLimits },
    newCustomerLimits: options.newCustomerLimits ?? LIFTED_NEW_CUSTOMER_LIMITS,
    trustProxy: options.trustProxy,
    rateLimits: { ...TEST_IP_LIMITS, ...options.rateLimits },
    jobWorker: { pool, shopUrl: baseURL, pollInterval: 100 },
    deadlines: options.deadlines,
    payments: options.payments,
    webhooks: options.webhooks,
    viesApiUrl: options.viesApiUrl,
  });
  await app.ready();

  let emptyTables: Promise<string> | undefined;
  return {
    app,
    db,
    calendar,
    pool,
    auth,
    mailbox,
    databaseUrl,
    storage,
    /** The app's DATA_DIR: uploads are written under its `uploads` folder. */
    dataDir,
    /** Headers of a signed-in session for `user`, created on the fly with TEST_PASSWORD. */
    async signIn(input: Partial<NewUser> & { email: string }) {
      const password = input.password ?? TEST_PASSWORD;
      // argon2id at the shop's cost, made once per process for the one test password: the
      // sign-in below still verifies it at that cost, as every sign-in does.
      const hashed = password === TEST_PASSWORD ? { passwordHash: await testPasswordHash() } : undefined;
      const created = await createUser(db, auth, { fullName: 'Test User', ...input, password }, hashed);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: baseURL },
        payload: { email: input.email, password: input.password ?? TEST_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return { cookie, origin: baseURL, id: created.id };
    },
    /** Once the job queue has run dry: every mail and event the test set off has gone out (test/jobs-done.ts). */
    jobsDone: () => jobsDone(pool),
    async reset() {
      // Jobs of the test before (a mail still on its way) would land in this one's mailbox: the
      // waiting ones go, the running ones are let finish, and only then is the mailbox emptied.
      for (let waited = 0; ; waited += 1) {
        await db.execute(sql`DELETE FROM graphile_worker._private_jobs WHERE locked_at IS NULL`);
        const { rows } = await pool.query('SELECT count(*)::int AS n FROM graphile_worker._private_jobs');
        if (rows[0].n === 0 || waited > 100) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      mailbox.clear();
      emptyTables ??= emptyTablesStatement(pool, RESET_TABLES);
      await pool.query(await emptyTables);
    },
    async close() {
      await app.close();
      await pool.end();
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
