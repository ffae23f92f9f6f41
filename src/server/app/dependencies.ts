import type { FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import type { BookingLimits } from '../../shared/booking-limits';
import type { NewCustomerLimits } from '../../shared/new-customer-limits';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Origins } from '../http/origin-check';
import type { RequestDeadlines } from '../http/request-deadlines';
import type { TrustProxy } from '../http/trust-proxy';
import type { Mailer } from '../mail/mailer';
import type { RateLimits } from '../rate-limit/limits';
import type { ShopCalendar } from '../shop-calendar';
import type { Storage } from '../storage/storage';

/** What buildApp (app.ts) is made from: main.ts passes the configured ones, tests their own. */
export type AppDependencies = {
  db: Database;
  /**
   * A streaming replica of `db` (DATABASE_READ_URL) for the catalogue's reads; every other
   * query, and a visitor's reads until the replica has their last write, use `db` (decision 032).
   */
  readDb?: Database;
  auth: Auth;
  mailer: Mailer;
  calendar: ShopCalendar;
  /** PUBLIC_URL and the origin policy the auth was made with, so a refused origin is logged with its cause. */
  origins?: Origins;
  dataDir: string;
  /** Where uploaded files are written (avatars, product images); the only way the server writes one. */
  storage: Storage;
  /**
   * Run the job queue's worker in this process (mails, reminders), stopped when the app closes:
   * `pool` is the one under `db` (the worker listens for new jobs on a connection of its own),
   * `shopUrl` the address links in mails start with, `pollInterval` how often its workers ask
   * for jobs anyway (jobs due later wake them when due: jobs/wake-when-due.ts; tests ask often).
   */
  jobWorker?: { pool: pg.Pool; shopUrl: string; pollInterval?: number };
  /** The built web app (dist/web); when absent only the API is served. */
  webRoot?: string;
  /** PAGE_CACHE_MB: memory for storefront pages kept for visitors who are not signed in (decision 056). */
  pageCacheMb?: number;
  /** The shop's booking limits (MAX_RENTAL_DAYS and its neighbours); the defaults when absent. */
  bookingLimits?: BookingLimits;
  /** What a customer with no ended rental may hold (NEW_CUSTOMER_MAX_OPEN_RENTALS and its neighbours, decision 036). */
  newCustomerLimits?: NewCustomerLimits;
  /** TRUST_PROXY: the proxy hops (or proxy addresses) whose X-Forwarded-For gives the client's IP. */
  trustProxy?: TrustProxy;
  /**
   * Online payment: Stripe's keys, and another address for its API (a local server in
   * tests). Absent: customers pay at pick-up. `holdMinutes` is PAYMENT_HOLD_MINUTES (30 when absent).
   */
  payments?: { stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string }; holdMinutes?: number };
  /**
   * Webhooks (decision 053): WEBHOOKS_ALLOW_PRIVATE_NETWORKS, and in tests shorter
   * waits between tries. Absent: private networks refused, the shop's waits.
   */
  webhooks?: { allowPrivateNetworks: boolean; retryDelaysMs?: readonly number[]; timeoutMs?: number };
  /** VIES_API_URL: the EU's service that checks business customers' VAT numbers; absent, none is checked. */
  viesApiUrl?: string;
  /** Rate limits that differ from the defaults (decision 023). */
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take to send a request (tests shorten them); REQUEST_DEADLINES when absent. */
  deadlines?: Partial<RequestDeadlines>;
  /** zod checks every answer besides the compiled serializer (decision 057); by default where NODE_ENV is test or development. */
  checkResponses?: boolean;
};
