/**
 * `npm run bench [-- --seconds 8]`: the production server (dist/server/serve.js under plain
 * Node) on the generated shop (`npm run bench:data`), loaded over loopback by autocannon, one
 * endpoint after the other: the storefront's reads, the dashboard's lists as the administrator,
 * then bookings by 20 customers at once. Beside a bare Node server's numbers on the same machine,
 * with the server's and the database's CPU per request and the server's memory. Writes
 * bench/results/latest.json and latest.md, prints the table, then each goal (goals.ts) met or not.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type IsoDate, todayIn } from '../src/shared/calendar-date';
import { machineTimeZone } from '../src/shared/shop-page';
import { startBaseline } from './baseline';
import { unhookExitEvents } from '../src/server/db/embedded-postgres';
import { openBenchDatabase } from './bench-database';
import { type ExportSpeed, measureExport } from './export-speed';
import { assertFloorAnswersAsShop, FLOOR_READS, type FloorServer, startFloor } from './floor';
import { checkGoals } from './goals';
import { type LoadSettings, type LoadTarget, type Measurement, measure } from './load';
import { runPageTargets } from './pages';
import { type EndpointResult, machine, type RunResults, writeResults } from './report';
import { floorBooking } from './booking-floor';
import { CHECK_IN_NAME, checkInTarget, putBackOut } from './check-in-load';
import { type CustomerFeed, measureCustomerFeed } from './customer-feed';
import { BENCH_BOOKING_RATE_LIMIT, rssMb, serverBuild, startServer } from './server-process';
import {
  adminTargets,
  BOOKING_CUSTOMERS,
  benchCustomerIds,
  bookingTarget,
  CHECKOUT_LINES,
  checkoutTarget,
  catalogueTargets,
  lookUp,
  removeBenchBookings,
  shopToday,
  signInAdmin,
  signInCustomers,
} from './workload';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const CHECK_IN_SECONDS = 3;
/**
 * Before the idle memory is read. Right after start the heap still holds start-up's garbage
 * (about 138 MB resident); V8's memory reducer collects it after some seconds without work
 * (about 102 MB from 20 s on). A server at idle is the second: both are printed.
 */
const JUST_STARTED_MS = 2000;
const SETTLE_MS = 25_000;
/** What a browser sends: answers of 1 kB and more come compressed, and that work is part of the cost. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'application/json' };

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    // Comma-separated parts of endpoint names ("product by id,book"): only those are loaded, for
    // a quick look at one change. The goals of the others then read "not measured".
    only: { type: 'string' },
    // Seconds the server idles before its idle memory is read (25 for the report; 0 for a quick look).
    settle: { type: 'string', default: String(SETTLE_MS / 1000) },
  },
  strict: true,
});
const seconds = Number(values.seconds);
const only = values.only
  ?.split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) => !only || only.some((part) => name.toLowerCase().includes(part));
const settleMs = Number(values.settle) * 1000;
if (!Number.isFinite(settleMs) || settleMs < 0 || settleMs > 600_000) {
  console.error(`--settle must be a number of seconds from 0 to 600, not "${values.settle}"`);
  process.exit(2);
}
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 600) {
  console.error(`--seconds must be a number of seconds from 1 to 600, not "${values.seconds}"`);
  process.exit(2);
}

/** What has been started, stopped in reverse order at the end, on an error and on Ctrl-C. */
const cleanups: { label: string; run: () => Promise<unknown> }[] = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { label, run } of cleanups.splice(0).reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`Stopping ${label} failed:`, error);
      }
    }
  })();
  return cleaning;
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // tsx passes the terminal's Ctrl-C on to this process as well: the same signal comes twice.
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the server, the baseline, the floor and the database…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database server's postmaster, whose process tree is the database's CPU: the parent of the
 * backend that answers a connection, when that server runs on this machine (the embedded one, or
 * DATABASE_URL on localhost); null for a server elsewhere, whose CPU cannot be read from here.
 */
async function postmasterPid(databaseUrl: string): Promise<number | null> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', ''].includes(host)) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const stat = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
    const parent = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    return Number.isInteger(parent) && parent > 1 ? parent : null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/**
 * The booking floor (booking-floor.ts) on the days after the shop's bookings, while the shop runs
 * the jobs those bookings queue (their confirmation mails): the shop's CPU in that window is
 * what a booking's jobs cost it, counted apart. The shop's request side (its CPU per booking
 * less its jobs') over the floor's is the booking's CPU ratio.
 */
async function measureBookingFloor(
  shop: EndpointResult,
  run: {
    bench: string;
    server: { url: string; pid: number };
    customers: Awaited<ReturnType<typeof signInCustomers>>;
    lookups: NonNullable<Awaited<ReturnType<typeof lookUp>>>;
    today: IsoDate;
    sequence: { booked: number };
    settings: LoadSettings;
  },
) {
  const statements = await floorBooking(run.bench, run.today, BENCH_BOOKING_RATE_LIMIT);
  const floor = await startFloor(run.bench, statements);
  const cleanup = { label: 'the booking floor', run: () => floor.stop() };
  cleanups.push(cleanup);
  try {
    const users = await benchCustomerIds(run.bench, run.customers.length);
    const target = bookingTarget(floor.url, run.customers, run.lookups, run.today, run.sequence, users);
    const measured = await measure(floor.url, target, {
      ...run.settings,
      serverPid: floor.pid,
      sidePid: run.server.pid,
    });
    shop.floor = measured;
    const jobs = measured.sideCpuMsPerRequest ?? 0;
    shop.cpuToFloor =
      shop.serverCpuMsPerRequest !== null && measured.serverCpuMsPerRequest
        ? (shop.serverCpuMsPerRequest - jobs) / measured.serverCpuMsPerRequest
        : null;
    console.log(
      `  floor: ${measured.rps.toFixed(0)} bookings/s, p95 ${measured.p95.toFixed(1)} ms, ${measured.errors} errors ${JSON.stringify(measured.statusCodes)}; ` +
        `server CPU ${measured.serverCpuMsPerRequest?.toFixed(2)} ms a booking, database ${measured.dbCpuMsPerRequest?.toFixed(2)} ms; ` +
        `the shop's ${shop.serverCpuMsPerRequest?.toFixed(2)} ms (of which its jobs ${jobs.toFixed(2)}), database ${shop.dbCpuMsPerRequest?.toFixed(2)} ms: ` +
        `${(shop.rps / measured.rps).toFixed(2)}× the floor's bookings/s, request CPU ${shop.cpuToFloor?.toFixed(2)}× the floor's`,
    );
  } finally {
    await floor.stop();
    cleanups.splice(cleanups.indexOf(cleanup), 1);
  }
}

async function main(): Promise<number> {
  const bench = await openBenchDatabase((line) => console.log(line));
  // embedded-postgres stops the cluster and exits on these signals itself, under the running
  // server: the handlers above stop the server first, then the cluster.
  unhookExitEvents('SIGINT', 'SIGTERM');
  cleanups.push({ label: 'the bench database', run: () => bench.stop() });

  const lookups = await lookUp(bench.url);
  if (!lookups) {
    console.error(
      'The bench database has no products. Generate the shop first:\n  npm run bench:data -- --products 100000 --rentals 1000000',
    );
    return 1;
  }
  // Bookings a run stopped halfway through left behind, and the mails they queued: gone before the load.
  const leftovers = await removeBenchBookings(bench.url, 0, todayIn(machineTimeZone()));
  if (leftovers > 0) console.log(`Removed ${leftovers} bookings an earlier run left behind`);

  const build = serverBuild();
  if (build.kind === 'tsx') {
    console.log(
      'No build of the server: running src/server/app/serve.ts through tsx. This is NOT the compiled server.',
    );
  }
  const server = await startServer(build, bench.url);
  cleanups.push({ label: 'the server', run: () => server.stop() });
  const databasePid = await postmasterPid(bench.url);
  await sleep(Math.min(JUST_STARTED_MS, settleMs));
  const startedRssMb = rssMb(server.pid);
  await sleep(Math.max(0, settleMs - JUST_STARTED_MS));
  const idleRssMb = rssMb(server.pid);
  console.log(
    `Server pid ${server.pid} at ${server.url}: ${startedRssMb.toFixed(1)} MB resident just started, ${idleRssMb.toFixed(1)} MB at idle`,
  );

  const settings: LoadSettings = {
    warmupSeconds: WARMUP_SECONDS,
    seconds,
    serverPid: server.pid,
    databasePid,
    headers: BROWSER_HEADERS,
  };

  const baselineServer = await startBaseline();
  cleanups.push({ label: 'the baseline server', run: () => baselineServer.stop() });
  const baselineTarget: LoadTarget = {
    name: 'baseline (bare Node http)',
    path: '/',
    lanes: [{ connections: CONNECTIONS, requests: [{ method: 'GET', path: '/' }] }],
  };
  const baseline = await measure(baselineServer.url, baselineTarget, {
    ...settings,
    serverPid: baselineServer.pid,
    databasePid: null,
  });
  console.log(`${baseline.name}: ${baseline.rps.toFixed(0)} req/s, p95 ${baseline.p95.toFixed(2)} ms`);
  await baselineServer.stop();

  const endpoints: EndpointResult[] = [];
  const run = async (target: LoadTarget, window: Partial<LoadSettings> = {}) => {
    if (!wanted(target.name)) return undefined;
    const result: Measurement = await measure(server.url, target, { ...settings, ...window });
    const endpoint: EndpointResult = {
      ...result,
      ratioToBaseline: result.rps / baseline.rps,
      rssAfterMb: rssMb(server.pid),
    };
    endpoints.push(endpoint);
    console.log(
      `${endpoint.name}: ${endpoint.rps.toFixed(0)} req/s, p95 ${endpoint.p95.toFixed(1)} ms, ${endpoint.errors} errors`,
    );
    return endpoint;
  };

  const today = await shopToday(server.url);
  const admin = await signInAdmin(server.url);
  const customers = await signInCustomers(server.url, BOOKING_CUSTOMERS);

  // The floor (floor.ts) answers the same reads, loaded right after the shop's, in this run.
  const catalogue = await catalogueTargets(server.url, lookups, today, CONNECTIONS);
  const floorTargets = catalogue.filter((target) => FLOOR_READS.has(target.name) && wanted(target.name));
  let floorServer: FloorServer | undefined;
  if (floorTargets.length > 0) {
    const floor = await startFloor(bench.url);
    floorServer = floor;
    cleanups.push({ label: 'the floor server', run: () => floor.stop() });
    for (const line of await assertFloorAnswersAsShop(server.url, floor.url, floorTargets)) console.log(line);
  }
  let floorRssMb: number | null = null;
  for (const target of catalogue) {
    const endpoint = await run(target);
    if (!endpoint || !floorServer || !FLOOR_READS.has(target.name)) continue;
    const floor = await measure(floorServer.url, target, { ...settings, serverPid: floorServer.pid });
    floorRssMb = rssMb(floorServer.pid);
    endpoint.floor = floor;
    endpoint.cpuToFloor =
      endpoint.serverCpuMsPerRequest !== null && floor.serverCpuMsPerRequest
        ? endpoint.serverCpuMsPerRequest / floor.serverCpuMsPerRequest
        : null;
    console.log(
      `  floor: ${floor.rps.toFixed(0)} req/s, p95 ${floor.p95.toFixed(1)} ms, ${floor.errors} errors; server CPU ${endpoint.serverCpuMsPerRequest?.toFixed(3)} ms/req against the floor's ${floor.serverCpuMsPerRequest?.toFixed(3)} (${endpoint.cpuToFloor?.toFixed(2)}×)`,
    );
  }
  if (floorServer) {
    if (floorRssMb !== null) console.log(`Floor server RSS after its load: ${floorRssMb.toFixed(1)} MB`);
    await floorServer.stop();
  }
  await runPageTargets({ url: server.url, lookups, connections: CONNECTIONS, settings, baseline, wanted, endpoints });

  const adminLists = await adminTargets(server.url, admin, CONNECTIONS, today);
  const adminRssBefore = rssMb(server.pid);
  for (const target of adminLists) await run(target);
  const adminRssAfter = rssMb(server.pid);

  if (wanted(CHECK_IN_NAME)) {
    const checkIns = await checkInTarget(server.url, admin, bench.url, today, CONNECTIONS);
    if (!checkIns) console.log('check-in: no rental under way with its units out in the bench database');
    else {
      try {
        // Each check-in takes a rental back for good: a short window, so the thousand under way
        // today last it out (about 150 a second here; a 409 past them would count as an error).
        await run(checkIns.target, { warmupSeconds: 1, seconds: CHECK_IN_SECONDS });
      } finally {
        await putBackOut(bench.url, checkIns.taken);
      }
    }
  }

  let exportSpeed: ExportSpeed | null = null;
  if (wanted('export rentals.csv')) {
    exportSpeed = await measureExport(server.url, admin, bench.url, today);
    const { shop, floor } = exportSpeed;
    console.log(
      `export rentals.csv: ${shop.rows} rows, ${(shop.bytes / 1e6).toFixed(1)} MB; first row ${shop.firstRowMs.toFixed(0)} ms, ` +
        `whole ${(shop.totalMs / 1000).toFixed(1)} s; the same COPY bare: first row ${floor.firstRowMs.toFixed(0)} ms, whole ${(floor.totalMs / 1000).toFixed(1)} s`,
    );
  }

  let customerFeed: CustomerFeed | null = null;
  if (wanted('customer feed')) {
    customerFeed = await measureCustomerFeed(
      server.url,
      customers[0]!,
      lookups,
      today,
      {
        server: server.pid,
        database: databasePid,
      },
      bench.url,
    );
    console.log(
      `customer feed (${customerFeed.events} events, ${customerFeed.kilobytes.toFixed(0)} kB): median ${customerFeed.medianMs.toFixed(1)} ms, ` +
        `p95 ${customerFeed.p95Ms.toFixed(1)} ms; server CPU ${customerFeed.serverCpuMs.toFixed(1)} ms, database ${customerFeed.dbCpuMs?.toFixed(1) ?? '?'} ms an answer`,
    );
    // Its rentals go before the bookings, which book the days after them.
    await removeBenchBookings(bench.url, lookups.lastRentalId, today);
  }

  try {
    const sequence = { booked: 0 };
    const shopBookings = await run(bookingTarget(server.url, customers, lookups, today, sequence));
    if (shopBookings)
      await measureBookingFloor(shopBookings, {
        bench: bench.url,
        server,
        customers,
        lookups,
        today,
        sequence,
        settings,
      });
    // Issue 27: lines booked per second by checkouts must be at least the single bookings per second.
    const checkout = await run(checkoutTarget(server.url, customers, lookups, today));
    if (checkout)
      console.log(
        `Checkout of ${CHECKOUT_LINES} lines: ${checkout.rps.toFixed(1)} orders/s, ${(checkout.rps * CHECKOUT_LINES).toFixed(1)} lines/s, p95 ${checkout.p95.toFixed(1)} ms, ${checkout.errors} errors`,
      );
  } finally {
    await server.stop();
    // The generated shop stays as generated: the next run books the same free days again.
    const removed = await removeBenchBookings(bench.url, lookups.lastRentalId, today);
    console.log(`Removed the ${removed} bookings this run made`);
  }

  const results: RunResults = {
    machine: machine(),
    node: process.version,
    date: new Date().toISOString(),
    database: bench.embedded ? 'embedded' : 'external',
    serverBuild: build.kind,
    load: {
      warmupSeconds: WARMUP_SECONDS,
      seconds,
      connections: CONNECTIONS,
      bookingConnections: BOOKING_CUSTOMERS,
      headers: BROWSER_HEADERS,
    },
    data: { products: lookups.products, rentals: lookups.rentals },
    startedRssMb,
    idleRssMb,
    adminListsRssMb: { before: adminRssBefore, after: adminRssAfter },
    floorRssMb,
    baseline,
    endpoints,
    export: exportSpeed,
    customerFeed,
  };
  const goals = checkGoals(results);
  const goalLines = goals.map((goal) => goal.line);
  console.log(`\n${writeResults(results, goalLines)}\n`);
  console.log(goalLines.join('\n'));
  const missed = goals.filter((goal) => !goal.met).length;
  console.log(`\n${goals.length - missed} of ${goals.length} goals met. Results in bench/results/latest.{json,md}`);
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // Stopped on Ctrl-C: the load failing under it is the expected consequence, not news.
  if (!interrupted) console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
