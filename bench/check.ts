/**
 * `npm run bench:check [-- --verbose]`: on the generated shop (`npm run bench:data`), runs each
 * request the storefront and the dashboard make, in-process, and EXPLAINs every SQL statement it
 * sent with its own parameters (as src/server/admin-lists-at-scale.test.ts does). Fails (exit 1)
 * when a plan reads rentals, rental_items or products whole (a "Seq Scan", in subplans and CTEs
 * too). Prints per request its worst statement and the plans' estimated cost, and for the
 * catalogue's requests the time their SELECTs take (EXPLAIN ANALYZE); --verbose adds each statement.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { accountMailQueue } from '../src/server/app/account-mails';
import { encodeProductCursor } from '../src/server/catalog/product-cursor';
import { applyMigrations, createDatabase, type Database } from '../src/server/db/client';
import { createMailer } from '../src/server/mail/mailer';
import { createShopCalendar, type ShopCalendar } from '../src/server/shop-calendar';
import { createLocalDiskStorage } from '../src/server/storage/local-disk-storage';
import { DEFAULT_BOOKING_LIMITS } from '../src/shared/booking-limits';
import { addDays, monthOf } from '../src/shared/calendar-date';
import { machineTimeZone } from '../src/shared/shop-page';
import {
  BENCH_ADMIN_EMAIL,
  BENCH_PASSWORD,
  benchCustomerEmail,
  COMMON_WORD,
  FREE_FROM_DAYS,
  RARE_WORD,
} from './bench-data';
import { endPool, openBenchDatabase } from './bench-database';
import { describeNode, explainAll, shortQuery, type Statement, summaryLine, worstStatement } from './explain';

const BASE_URL = 'http://localhost:3000';
const ROOMY = { limit: 100_000, windowSeconds: 60 };
/** The price order's deep page starts after this many products, as a customer paging far would. */
const DEEP_PAGE_ROW = 50_000;
const verbose = process.argv.includes('--verbose');

type Session = { cookie: string };
type Request = {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  session?: Session;
  payload?: object;
  headers?: Record<string, string>;
  /** Also run its SELECTs, for their time (EXPLAIN ANALYZE). */
  timed?: boolean;
};

const get = (label: string, url: string, extra: Partial<Request> = {}): Request => ({
  label,
  method: 'GET',
  url,
  ...extra,
});

/** The whole API in-process, as the server builds it, minus the job worker (mails wait in the queue). */
async function startApp(db: Database, calendar: ShopCalendar, dataDir: string) {
  const app = await buildApp({
    db,
    auth: createAuth({
      db,
      baseURL: BASE_URL,
      secret: 'bench-check-secret-bench-check-secret',
      sendMail: accountMailQueue(db),
    }),
    mailer: createMailer({ smtpUrl: undefined, from: 'bench@framehire.local', dataDir, log: () => {} }),
    calendar,
    dataDir,
    storage: createLocalDiskStorage(dataDir),
    origins: { publicUrl: BASE_URL, policy: 'public-url' },
    // Every injected request comes from one address and the same two accounts.
    rateLimits: { signInFailuresPerIp: ROOMY, signInFailuresPerAccountAndIp: ROOMY, bookingsPerUser: ROOMY },
    // Bookings go to the free days past the generated rentals, and every generated customer has
    // hundreds of rentals not yet ended: both limits are raised so the booking path runs whole.
    bookingLimits: { ...DEFAULT_BOOKING_LIMITS, bookingHorizonDays: FREE_FROM_DAYS + 60, maxOpenRentals: 1_000_000 },
  });
  await app.ready();
  return app;
}

const bench = await openBenchDatabase();
const statements: Statement[] = [];
const { pool, db } = createDatabase(bench.url, {
  max: 5,
  logQuery: (query, params) => statements.push({ query, params }),
});
const dataDir = mkdtempSync(join(tmpdir(), 'framehire-bench-check-'));
const failures: string[] = [];
let bookedRentalId: number | undefined;

try {
  // As the server does on start: a migration added since the data was generated (an index) applies.
  await applyMigrations(db);
  const calendar = createShopCalendar(machineTimeZone());
  const today = calendar.today();
  const app = await startApp(db, calendar, dataDir);

  async function inject(request: Request) {
    statements.length = 0;
    const started = performance.now();
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        host: new URL(BASE_URL).host,
        // The origin check (and better-auth's) takes a change only from the shop's own address.
        ...(request.method === 'POST' ? { origin: BASE_URL } : {}),
        ...(request.session ? { cookie: request.session.cookie } : {}),
        ...request.headers,
      },
      ...(request.payload ? { payload: request.payload } : {}),
    });
    const ms = performance.now() - started;
    if (response.statusCode >= 300) {
      throw new Error(
        `${request.method} ${request.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
      );
    }
    return { response, ms, ran: statements.splice(0) };
  }

  async function signIn(email: string): Promise<Session> {
    const { response } = await inject({
      label: 'sign-in',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: BENCH_PASSWORD },
    });
    return { cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }

  /** Injects the request, explains what it ran, prints its line; answers the response's JSON. */
  async function check(request: Request): Promise<unknown> {
    const { response, ms, ran } = await inject(request);
    const plans = await explainAll(pool, ran, request.timed);
    for (const { table, query } of plans.seqScans) {
      failures.push(`${request.label}: Seq Scan on ${table} in: ${shortQuery(query)}`);
    }
    console.log(summaryLine(request.label, plans, ms));
    if (verbose) {
      for (const one of plans.explained) {
        const worst = worstStatement([one]);
        const node = worst?.node ? describeNode(worst.node) : 'no table read';
        const time = one.executionMs === undefined ? '' : `, ${one.executionMs.toFixed(1)} ms`;
        console.log(
          `    cost ${one.plan['Total Cost'].toFixed(0)}${time}, ${node}: ${shortQuery(one.statement.query, 140)}`,
        );
      }
    }
    return response.json();
  }

  const one = async <Row extends object>(query: string, params: unknown[] = []) =>
    (await pool.query<Row>(query, params)).rows[0];
  const products = (await one<{ n: number }>('SELECT count(*)::int AS n FROM products'))?.n ?? 0;
  if (products === 0) throw new Error('The bench database is empty: run npm run bench:data first.');

  // What to ask about: the biggest parent and leaf, the product with the most rentals, the deep page's key.
  const parent = await one<{ id: number }>(`
    SELECT c.parent_id AS id FROM products p JOIN categories c ON c.id = p.category_id
    GROUP BY c.parent_id ORDER BY count(*) DESC LIMIT 1`);
  const leaf = await one<{ id: number }>(
    'SELECT category_id AS id FROM products GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  const busy = await one<{ id: number }>(
    'SELECT product_id AS id FROM rentals GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1',
  );
  const deep = await one<{ id: number; daily_price: string }>(
    'SELECT id, daily_price FROM products ORDER BY daily_price, id OFFSET $1 LIMIT 1',
    [Math.min(DEEP_PAGE_ROW, products) - 1],
  );
  const productId = busy?.id ?? 1;
  const customer = await signIn(benchCustomerEmail(1));
  const admin = await signIn(BENCH_ADMIN_EMAIL);
  console.log(`Plans on ${products.toLocaleString('en-US')} products, today ${today}, product ${productId}\n`);

  const firstPage = await check(get('products price_asc', '/api/products?sort=price_asc&limit=24', { timed: true }));
  for (const request of [
    get('products', '/api/products?limit=24'),
    get('products of a parent category', `/api/products?categoryId=${parent?.id}&limit=24`),
    get('products of a leaf category', `/api/products?categoryId=${leaf?.id}&limit=24`),
    get(`products q=${COMMON_WORD}`, `/api/products?q=${COMMON_WORD}&limit=24`),
    get(`products q=${RARE_WORD}`, `/api/products?q=${RARE_WORD}&limit=24`),
  ]) {
    await check({ ...request, timed: true });
  }
  if (deep && typeof firstPage === 'object' && firstPage !== null && 'next' in firstPage) {
    const after = encodeURIComponent(encodeProductCursor({ id: deep.id, dailyPrice: deep.daily_price }, 'price_asc'));
    const url = `/api/products?sort=price_asc&limit=24&after=${after}`;
    await check(get(`products price_asc after row ${Math.min(DEEP_PAGE_ROW, products)}`, url, { timed: true }));
  } else {
    console.log('products price_asc deep page: skipped, GET /api/products answers no `next` (no keyset paging yet)');
  }

  const week = { from: addDays(today, 10), to: addDays(today, 16) };
  const month = monthOf(addDays(today, 10));
  for (const request of [
    get('product', `/api/products/${productId}`),
    get(
      'product availability (7 days)',
      `/api/products/${productId}/availability?dateFrom=${week.from}&dateTo=${week.to}`,
    ),
    get('product calendar (month)', `/api/products/${productId}/calendar?month=${month}`),
    get('categories', '/api/categories'),
  ]) {
    await check({ ...request, timed: true });
  }

  // Three free days (no generated rental reaches past LAST_GENERATED_END_DAYS), a little apart on each run.
  const bookFrom = addDays(today, FREE_FROM_DAYS + 10 + Math.floor(Math.random() * 30));
  const booked = (await check({
    label: 'book a rental',
    method: 'POST',
    url: '/api/rentals',
    session: customer,
    headers: { 'idempotency-key': randomUUID() },
    payload: { productId, dateFrom: bookFrom, dateTo: addDays(bookFrom, 2), quantity: 1 },
  })) as { id: number };
  bookedRentalId = booked.id;

  for (const list of ['rentals', 'incidents', 'reviews', 'users', 'products', 'items', 'categories']) {
    const url = `/api/admin/${list}?limit=25`;
    const first = (await check(get(`admin ${list}`, url, { session: admin }))) as { next: string | null };
    if (first.next === null) continue;
    await check(get(`admin ${list} page 2`, `${url}&after=${encodeURIComponent(first.next)}`, { session: admin }));
  }
  await check(get('admin overview', '/api/admin/overview', { session: admin }));

  for (const session of [customer, admin]) {
    await inject({ label: 'sign-out', method: 'POST', url: '/api/auth/sign-out', session, payload: {} });
  }
  await app.close();
} finally {
  // The booking was there to be explained: the bench data stays as generated.
  if (bookedRentalId !== undefined) {
    await pool.query('DELETE FROM rentals WHERE id = $1', [bookedRentalId]);
    await pool.query('DELETE FROM graphile_worker._private_jobs WHERE locked_at IS NULL');
  }
  await endPool(pool);
  await bench.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.log(`\nFAILED: ${failures.length} whole-table reads of rentals, rental_items or products:`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
} else {
  console.log('\nOK: no request reads rentals, rental_items or products whole.');
}
