/**
 * The storefront's pages as a browser asks for them (Accept: text/html, Accept-Encoding: br,
 * gzip), for visitors who are not signed in: kept pages (decision 056), pages written on a miss,
 * and a bare `node:http` server sending the very bytes of the shop's `/` page with the same
 * headers, measured in the same run: what this machine allows for such an answer at all. Then a
 * mixed load of pages and JSON reads, after which the server's memory is read.
 */
import { spawn } from 'node:child_process';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GoalResult } from './goals';
import { type Lane, type LoadSettings, type LoadTarget, type Measurement, measure } from './load';
import type { EndpointResult, RunResults } from './report';
import { rssMb, stopChild } from './server-process';
import { freePort } from '../src/server/test/free-port';
import type { Lookups } from './workload';

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

export const PAGE_HOME = 'page / (cached)';
export const PAGE_PRODUCT = 'page product (cached)';
export const PAGE_MISS = 'page miss';
export const PAGE_FLOOR = 'page floor (bare node:http, same bytes)';
export const PAGE_MIXED = 'page mixed (/, product, JSON reads)';

/** Products each connection of "page miss" asks for, none asked twice: more than a run can reach. */
const MISS_PRODUCTS_PER_CONNECTION = 200;

const get = (path: string) => ({ method: 'GET' as const, path });

/** Product ids from the catalogue's first pages: as many as "page miss" needs, none of the busy ones. */
async function productIds(url: string, count: number, skip: number[]): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  while (ids.length < count) {
    const query: string = after ? `&after=${encodeURIComponent(after)}` : '';
    const response = await fetch(`${url}/api/products?limit=100${query}`, { headers: JSON_HEADERS });
    if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
    const page = (await response.json()) as { items: { id: number }[]; next: string | null };
    ids.push(...page.items.map((item) => item.id).filter((id) => !skip.includes(id)));
    if (page.next === null) break;
    after = page.next;
  }
  return ids.slice(0, count);
}

/** Run by `node -e`: the page's bytes and headers from files, sent as they are to every request. */
const FLOOR_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.PAGE_BODY);
const headers = JSON.parse(fs.readFileSync(process.env.PAGE_HEADERS, 'utf8'));
headers['content-length'] = body.length;
http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`;

/** GET `path` as a browser asks, its bytes as they came (still compressed) and its headers. */
function rawGet(url: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${url}${path}`, { headers: PAGE_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The shop's `/` as a browser gets it, served by a bare node:http server of its own. */
async function startFloor(shopUrl: string) {
  const answer = await rawGet(shopUrl, '/');
  const encoding = answer.headers['content-encoding'];
  if (answer.status !== 200 || encoding !== 'br') {
    throw new Error(`GET / answered ${answer.status} in ${encoding ?? 'no coding'}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'framehire-page-floor-'));
  writeFileSync(join(dir, 'body'), answer.body);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary']) {
    const value = answer.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(headers));
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', FLOOR_SOURCE], {
    env: { ...process.env, PORT: String(port), PAGE_BODY: join(dir, 'body'), PAGE_HEADERS: join(dir, 'headers.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The page floor server exited (code ${code})`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    bytes: answer.body.length,
    async stop() {
      await stopChild(child, 2000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures the page targets, each only when `--only` wants it, and adds them to `endpoints` as
 * run.ts adds its own (the ratio to the baseline, the server's memory after).
 */
export async function runPageTargets(input: {
  url: string;
  lookups: Lookups;
  connections: number;
  settings: LoadSettings;
  baseline: Measurement;
  wanted: (name: string) => boolean;
  endpoints: EndpointResult[];
}) {
  const { url, lookups, connections, settings, baseline, wanted, endpoints } = input;
  const busy = lookups.busyProductIds;
  const add = (result: Measurement, pid: number) => {
    const endpoint = { ...result, ratioToBaseline: result.rps / baseline.rps, rssAfterMb: rssMb(pid) };
    endpoints.push(endpoint);
    const cpu = endpoint.serverCpuMsPerRequest?.toFixed(2) ?? '?';
    console.log(
      `${endpoint.name}: ${endpoint.rps.toFixed(0)} req/s, p95 ${endpoint.p95.toFixed(1)} ms, ${cpu} ms server CPU per request, ${endpoint.errors} errors`,
    );
  };
  const page = (name: string, lanes: Lane[]): LoadTarget => ({
    name,
    path: lanes[0]!.requests[0]!.path,
    lanes: lanes.map((lane) => ({ ...lane, headers: { ...PAGE_HEADERS, ...lane.headers } })),
  });

  const targets: LoadTarget[] = [
    page(PAGE_HOME, [{ connections, requests: [get('/')] }]),
    page(PAGE_PRODUCT, [{ connections, requests: busy.map((id) => get(`/products/${id}`)) }]),
  ];
  for (const target of targets) {
    if (wanted(target.name)) add(await measure(url, target, settings), settings.serverPid);
  }

  if (wanted(PAGE_FLOOR)) {
    const floor = await startFloor(url);
    try {
      const target = page(PAGE_FLOOR, [{ connections, requests: [get('/')] }]);
      const result = await measure(floor.url, target, { ...settings, serverPid: floor.pid, databasePid: null });
      add({ ...result, note: `${floor.bytes} bytes of Brotli, as the shop sends /` }, floor.pid);
    } finally {
      await floor.stop();
    }
  }

  if (wanted(PAGE_MISS)) {
    // One lane per connection, each with products of its own: autocannon starts every connection
    // of a lane at the lane's first request, and ten visitors of one new page cost one render.
    const ids = await productIds(url, connections * MISS_PRODUCTS_PER_CONNECTION, busy);
    const lanes: Lane[] = Array.from({ length: connections }, (_, lane) => ({
      connections: 1,
      requests: ids
        .slice(lane * MISS_PRODUCTS_PER_CONNECTION, (lane + 1) * MISS_PRODUCTS_PER_CONNECTION)
        .map((id) => get(`/products/${id}`)),
    }));
    const result = await measure(url, page(PAGE_MISS, lanes), settings);
    const spare = ids.length - result.requests;
    add(
      {
        ...result,
        note: `${ids.length} products, each asked at most once unless ${spare < 0 ? 'they ran out' : 'a lane wrapped'}`,
      },
      settings.serverPid,
    );
  }

  if (wanted(PAGE_MIXED)) {
    const share = Math.max(1, Math.round(connections / 3));
    const target: LoadTarget = {
      name: PAGE_MIXED,
      path: '/',
      lanes: [
        { connections: share, headers: PAGE_HEADERS, requests: [get('/')] },
        { connections: share, headers: PAGE_HEADERS, requests: busy.map((id) => get(`/products/${id}`)) },
        {
          connections: Math.max(1, connections - 2 * share),
          headers: JSON_HEADERS,
          requests: [get('/api/products?limit=24'), ...busy.map((id) => get(`/api/products/${id}`))],
        },
      ],
    };
    add(await measure(url, target, settings), settings.serverPid);
  }
}

const CACHED_PAGES_PER_SECOND = 1000;
const FLOOR_SHARE = 0.25;
const CACHED_CPU_MS = 1;
const MISS_CPU_MS = 25;
const MIXED_RSS_TIMES_FLOOR = 2;

/** The page goals of issue 33, each met or missed (goals.ts's format), part of checkGoals. */
export function pageGoals(results: RunResults): GoalResult[] {
  const byName = new Map(results.endpoints.map((result) => [result.name, result]));
  const floor = byName.get(PAGE_FLOOR);
  const goals: GoalResult[] = [];
  const line = (goal: string, checks: { met: boolean; text: string }[] | undefined): GoalResult => {
    if (!checks) return { goal, met: false, line: `MISSED ${goal}: not measured` };
    const met = checks.every((check) => check.met);
    return { goal, met, line: `${met ? 'met   ' : 'MISSED'} ${goal}: ${checks.map((check) => check.text).join('; ')}` };
  };
  const at = (met: boolean, text: string) => ({ met, text: `${text}: ${met ? 'met' : 'missed'}` });
  // The floor sends the bytes of `/`: the share of its rate is a goal of `/`; a product page is
  // larger, so beside it the floor would ask for more than the same bytes.
  for (const name of [PAGE_HOME, PAGE_PRODUCT]) {
    const result = byName.get(name);
    const cpu = result?.serverCpuMsPerRequest ?? NaN;
    const share = name === PAGE_HOME ? `, ≥ ${FLOOR_SHARE}× the bare server's rate for the same bytes` : '';
    goals.push(
      line(
        `${name} ≥ ${CACHED_PAGES_PER_SECOND} req/s${share}, < ${CACHED_CPU_MS} ms server CPU`,
        result &&
          (name !== PAGE_HOME || floor) && [
            at(result.rps >= CACHED_PAGES_PER_SECOND, `${result.rps.toFixed(0)} req/s`),
            ...(name === PAGE_HOME && floor
              ? [
                  at(
                    result.rps / floor.rps >= FLOOR_SHARE,
                    `${(result.rps / floor.rps).toFixed(2)}× the floor's ${floor.rps.toFixed(0)} req/s`,
                  ),
                ]
              : []),
            at(cpu < CACHED_CPU_MS, `${cpu.toFixed(2)} ms CPU`),
          ],
      ),
    );
  }
  const miss = byName.get(PAGE_MISS);
  const missCpu = miss?.serverCpuMsPerRequest ?? NaN;
  goals.push(
    line(
      `${PAGE_MISS} < ${MISS_CPU_MS} ms server CPU`,
      miss && [at(missCpu < MISS_CPU_MS, `${missCpu.toFixed(1)} ms CPU`)],
    ),
  );
  const mixed = byName.get(PAGE_MIXED);
  // The floor's memory: the bare node:http + pg server's after its JSON reads (floor.ts) when
  // the run loaded it, else the bare page server's.
  const floorRssMb = results.floorRssMb ?? floor?.rssAfterMb;
  goals.push(
    line(
      `RSS after ${PAGE_MIXED} ≤ ${MIXED_RSS_TIMES_FLOOR}× the floor's`,
      mixed && floorRssMb !== undefined
        ? [
            at(
              mixed.rssAfterMb <= MIXED_RSS_TIMES_FLOOR * floorRssMb,
              `${mixed.rssAfterMb.toFixed(0)} MB against ${floorRssMb.toFixed(0)} MB`,
            ),
          ]
        : undefined,
    ),
  );
  return goals;
}
