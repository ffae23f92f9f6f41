/**
 * What the shop must reach on this benchmark, and whether this run did: each goal a line, met or
 * missed by how much. The numbers are the project's targets for one small server (2 cores).
 */
import { FEED_RENTALS } from './customer-feed';
import type { EndpointResult, RunResults } from './report';
import { pageGoals } from './pages';

export type GoalResult = { goal: string; met: boolean; line: string };

const AVAILABILITY_AND_PRODUCT = ['availability (7 days)', 'product by id'];
export const CATALOGUE_PAGES = [
  'products first page',
  'category page (parent)',
  'category page (leaf)',
  'search (common word)',
  'search (rare word)',
  'deep page (price order)',
];
const BOOKING = 'book a rental';
const isAdminList = (result: EndpointResult) => result.name.startsWith('admin ');

const FAST_P95_MS = 10;
const MIN_BASELINE_SHARE = 0.25;
const PAGE_P95_MS = 20;
/**
 * Issue 49: bookings beside the booking floor (booking-floor.ts, same run): 300 a second is out of
 * reach on 2 shared cores even for the floor, so the goal is the shop's share of what it reaches.
 */
const BOOKINGS_TO_FLOOR = 0.8;
const BOOKING_CONNECTIONS = 20;
const ADMIN_P95_MS = 50;
/**
 * Issues 47 and 49: the planner's month, each report over a year, the desk's search and a
 * check-in answer in under 300 ms with ten members of staff at once; the desk's page and the
 * overview, read by two (workload.ts, check-in-load.ts).
 */
const STAFF_VIEW_P95_MS = 300;
const isStaffView = (name: string) =>
  ['admin planner', 'admin report', 'admin desk', 'admin overview', 'admin check-in'].some((start) =>
    name.startsWith(start),
  );
const ADMIN_RSS_GROWTH_MB = 20;
const IDLE_RSS_MB = 120;
/** Issue 49: the whole shop's rentals CSV starts within a second and costs little beyond its COPY. */
const EXPORT_FIRST_ROW_MS = 1000;
const EXPORT_TO_FLOOR = 1.2;
/** Issue 49: a customer's calendar feed with FEED_RENTALS rentals answers within this. */
const CUSTOMER_FEED_MS = 50;
/** Issue 33: the shop's server CPU per request on these reads over the floor's (floor.ts), same run. */
const FLOOR_CPU_READS = ['product by id', 'products first page'];
const MAX_CPU_TO_FLOOR = 1.5;

type Comparison = '≤' | '<' | '≥';

const show = (value: number, unit: string) => (unit === '×' ? `${value.toFixed(2)}×` : `${value.toFixed(1)} ${unit}`);

/** "met" or "missed by …": how far `value` is from `limit`, in its unit and as a share of the limit. */
function verdict(value: number, limit: number, unit: string, comparison: Comparison): { met: boolean; text: string } {
  const met = comparison === '≤' ? value <= limit : comparison === '<' ? value < limit : value >= limit;
  if (met) return { met, text: `${show(value, unit)}: met` };
  const gap = Math.abs(value - limit);
  const share = limit === 0 ? '' : ` (${((gap / limit) * 100).toFixed(0)}%)`;
  const side = comparison === '≥' ? 'under' : 'over';
  return { met, text: `${show(value, unit)}: missed by ${show(gap, unit)}${share} ${side} ${show(limit, unit)}` };
}

/** Every answer a success: an error's fast answer would flatter the latencies. */
const noErrors = (r: EndpointResult) => ({
  met: r.errors === 0,
  text: r.errors === 0 ? '0 errors' : `${r.errors} errors (${JSON.stringify(r.statusCodes)})`,
});

function endpointGoal(
  goal: string,
  result: EndpointResult | undefined,
  checks: (r: EndpointResult) => { met: boolean; text: string }[],
): GoalResult {
  if (!result) return { goal, met: false, line: `MISSED ${goal}: not measured` };
  const outcomes = checks(result);
  const met = outcomes.every((outcome) => outcome.met);
  return { goal, met, line: `${met ? 'met   ' : 'MISSED'} ${goal}: ${outcomes.map((o) => o.text).join('; ')}` };
}

export function checkGoals(results: RunResults): GoalResult[] {
  const byName = new Map(results.endpoints.map((result) => [result.name, result]));
  const goals: GoalResult[] = [];
  for (const name of AVAILABILITY_AND_PRODUCT) {
    goals.push(
      endpointGoal(
        `${name} p95 ≤ ${FAST_P95_MS} ms and ≥ ${MIN_BASELINE_SHARE}× baseline req/s`,
        byName.get(name),
        (r) => [verdict(r.p95, FAST_P95_MS, 'ms', '≤'), verdict(r.ratioToBaseline, MIN_BASELINE_SHARE, '×', '≥')],
      ),
    );
  }
  for (const name of CATALOGUE_PAGES) {
    goals.push(
      endpointGoal(`${name} p95 ≤ ${PAGE_P95_MS} ms`, byName.get(name), (r) => [
        verdict(r.p95, PAGE_P95_MS, 'ms', '≤'),
      ]),
    );
  }
  for (const name of FLOOR_CPU_READS) {
    goals.push(
      endpointGoal(`${name} server CPU ≤ ${MAX_CPU_TO_FLOOR}× the floor's`, byName.get(name), (r) => [
        r.cpuToFloor === undefined || r.cpuToFloor === null
          ? { met: false, text: 'the floor was not measured' }
          : {
              ...verdict(r.cpuToFloor, MAX_CPU_TO_FLOOR, '×', '≤'),
              text: `${r.serverCpuMsPerRequest?.toFixed(3)} against ${r.floor?.serverCpuMsPerRequest?.toFixed(3)} ms/req, ${verdict(r.cpuToFloor, MAX_CPU_TO_FLOOR, '×', '≤').text}`,
            },
      ]),
    );
  }
  goals.push(
    endpointGoal(
      `POST /api/rentals ≥ ${BOOKINGS_TO_FLOOR}× the floor's bookings/s at ${BOOKING_CONNECTIONS} connections with 0 errors`,
      byName.get(BOOKING),
      (r) => [
        r.floor
          ? {
              ...verdict(r.rps / r.floor.rps, BOOKINGS_TO_FLOOR, '×', '≥'),
              text: `${r.rps.toFixed(0)} against ${r.floor.rps.toFixed(0)} req/s, ${verdict(r.rps / r.floor.rps, BOOKINGS_TO_FLOOR, '×', '≥').text}`,
            }
          : { met: false, text: 'the floor was not measured' },
        noErrors(r),
        {
          met: r.connections === BOOKING_CONNECTIONS,
          text:
            r.connections === BOOKING_CONNECTIONS
              ? `${r.connections} connections`
              : `ran at ${r.connections} connections`,
        },
      ],
    ),
  );
  goals.push(
    endpointGoal(`POST /api/rentals server CPU ≤ ${MAX_CPU_TO_FLOOR}× the floor's`, byName.get(BOOKING), (r) => [
      r.cpuToFloor === undefined || r.cpuToFloor === null
        ? { met: false, text: 'the floor was not measured' }
        : {
            ...verdict(r.cpuToFloor, MAX_CPU_TO_FLOOR, '×', '≤'),
            text: `${r.serverCpuMsPerRequest?.toFixed(2)} against ${r.floor?.serverCpuMsPerRequest?.toFixed(2)} ms a booking (the shop's with its confirmation mail's job, ${r.floor?.sideCpuMsPerRequest?.toFixed(2) ?? '?'} ms of it), ${verdict(r.cpuToFloor, MAX_CPU_TO_FLOOR, '×', '≤').text}`,
          },
    ]),
  );
  const limitOf = (name: string) => (isStaffView(name) ? STAFF_VIEW_P95_MS : ADMIN_P95_MS);
  for (const result of results.endpoints.filter(isAdminList)) {
    goals.push(
      endpointGoal(`${result.name} p95 ≤ ${limitOf(result.name)} ms with 0 errors`, result, (r) => [
        verdict(r.p95, limitOf(r.name), 'ms', '≤'),
        noErrors(r),
      ]),
    );
  }
  const { before, after } = results.adminListsRssMb;
  const growth = verdict(after - before, ADMIN_RSS_GROWTH_MB, 'MB', '<');
  goals.push({
    goal: `memory flat over the admin lists (RSS growth < ${ADMIN_RSS_GROWTH_MB} MB)`,
    met: growth.met,
    line: `${growth.met ? 'met   ' : 'MISSED'} memory flat over the admin lists, RSS ${before.toFixed(1)} → ${after.toFixed(1)} MB, growth ${growth.text}`,
  });
  if (results.customerFeed !== undefined) {
    const feed = results.customerFeed;
    const goal = `customer calendar feed with ${FEED_RENTALS} rentals p95 ≤ ${CUSTOMER_FEED_MS} ms`;
    const outcome = feed ? verdict(feed.p95Ms, CUSTOMER_FEED_MS, 'ms', '≤') : { met: false, text: 'not measured' };
    goals.push({ goal, met: outcome.met, line: `${outcome.met ? 'met   ' : 'MISSED'} ${goal}: ${outcome.text}` });
  }
  const idle = verdict(results.idleRssMb, IDLE_RSS_MB, 'MB', '≤');
  goals.push({
    goal: `server idle RSS ≤ ${IDLE_RSS_MB} MB`,
    met: idle.met,
    line: `${idle.met ? 'met   ' : 'MISSED'} server idle RSS ≤ ${IDLE_RSS_MB} MB: ${idle.text}`,
  });
  goals.push(...exportGoals(results));
  goals.push(...pageGoals(results));
  return goals;
}

function exportGoals(results: RunResults): GoalResult[] {
  const first = `export rentals.csv first row < ${EXPORT_FIRST_ROW_MS} ms`;
  const whole = `export rentals.csv whole file ≤ ${EXPORT_TO_FLOOR}× the same COPY bare`;
  if (!results.export) {
    return [first, whole].map((goal) => ({ goal, met: false, line: `MISSED ${goal}: not measured` }));
  }
  const { shop, floor } = results.export;
  const starts = verdict(shop.firstRowMs, EXPORT_FIRST_ROW_MS, 'ms', '<');
  const ratio = verdict(shop.totalMs / floor.totalMs, EXPORT_TO_FLOOR, '×', '≤');
  return [
    { goal: first, met: starts.met, line: `${starts.met ? 'met   ' : 'MISSED'} ${first}: ${starts.text}` },
    {
      goal: whole,
      met: ratio.met,
      line: `${ratio.met ? 'met   ' : 'MISSED'} ${whole}: ${(shop.totalMs / 1000).toFixed(1)} s against ${(floor.totalMs / 1000).toFixed(1)} s, ${ratio.text}`,
    },
  ];
}
