/**
 * What a run found, kept in bench/results/ (latest.json for tools, latest.md to read) and printed
 * as the same table.
 */
import { SERVER_NODE_FLAGS } from '../src/server/app/node-flags';
import type { CustomerFeed } from './customer-feed';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ExportSpeed } from './export-speed';
import type { Measurement } from './load';

const RESULTS_DIR = fileURLToPath(new URL('results/', import.meta.url));
const MiB = 1024 * 1024;
/** Above this share of the machine's CPU used by other processes in a window, its numbers are suspect. */
const BUSY_ELSEWHERE = 0.1;

export type EndpointResult = Measurement & {
  /** req/s as a share of the bare Node server's. */
  ratioToBaseline: number;
  /** The server's resident memory just after this endpoint's window, in MB. */
  rssAfterMb: number;
  /** The floor (floor.ts) on the same requests, loaded right after: the same SQL and bytes, no framework. */
  floor?: Measurement;
  /** The shop's server CPU per request over the floor's. */
  cpuToFloor?: number | null;
};

export type RunResults = {
  machine: { cpu: string; cores: number; memoryMb: number; os: string };
  node: string;
  date: string;
  database: 'embedded' | 'external';
  /** dist/server/serve.js under plain Node, or the sources through tsx when no build exists. */
  serverBuild: 'compiled' | 'tsx';
  load: {
    warmupSeconds: number;
    seconds: number;
    connections: number;
    bookingConnections: number;
    headers: Record<string, string>;
  };
  data: { products: number; rentals: number };
  /** Two seconds after start, with start-up's garbage still in the heap. */
  startedRssMb: number;
  idleRssMb: number;
  /** Around the admin lists' load: the dashboard's reads must not leave memory behind. */
  adminListsRssMb: { before: number; after: number };
  /** The floor server's resident memory after its last load (null when no floor read was loaded). */
  floorRssMb: number | null;
  baseline: Measurement;
  endpoints: EndpointResult[];
  /** The rentals CSV of the whole shop beside the same COPY run bare (null when not measured). */
  export: ExportSpeed | null;
  /** A customer's calendar feed with 500 rentals (customer-feed.ts); null when not measured. */
  customerFeed?: CustomerFeed | null;
};

export const machine = (): RunResults['machine'] => ({
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryMb: Math.round(totalmem() / MiB),
  os: `${process.platform} ${release()}`,
});

const fixed = (value: number | null, digits: number) =>
  value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);

/** The results as a markdown table; `pathWidth` shortens long paths (a cursor) for a terminal. */
export function resultsTable(results: RunResults, pathWidth = Infinity): string {
  const short = (path: string) => (path.length > pathWidth ? `${path.slice(0, pathWidth - 1)}…` : path);
  const header = [
    'endpoint',
    'path',
    'conn',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    '× baseline',
    'errors',
    'server CPU ms/req',
    'DB CPU ms/req',
    'floor CPU ms/req',
    'CPU × floor',
    'busy elsewhere',
  ];
  const row = (m: Measurement & Partial<Pick<EndpointResult, 'floor' | 'cpuToFloor'>>, ratio: number | null) => [
    m.note ? `${m.name} (${m.note})` : m.name,
    `\`${short(m.path)}\``,
    String(m.connections),
    fixed(m.rps, 0),
    fixed(m.p50, 1),
    fixed(m.p95, 1),
    fixed(m.p99, 1),
    fixed(ratio, 2),
    String(m.errors),
    fixed(m.serverCpuMsPerRequest, 2),
    fixed(m.dbCpuMsPerRequest, 2),
    fixed(m.floor?.serverCpuMsPerRequest ?? null, 3),
    fixed(m.cpuToFloor ?? null, 2),
    `${(m.otherCpuShare * 100).toFixed(0)}%`,
  ];
  const rows = [row(results.baseline, 1), ...results.endpoints.map((m) => row(m, m.ratioToBaseline))];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const table = [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  const busy = [
    results.baseline,
    ...results.endpoints.flatMap((m) => (m.floor ? [m, { ...m.floor, name: `${m.name} (floor)` }] : [m])),
  ].filter((m) => m.otherCpuShare > BUSY_ELSEWHERE);
  if (busy.length === 0) return table;
  return `${table}\n\nOther processes used more than ${BUSY_ELSEWHERE * 100}% of the machine's CPU during: ${busy
    .map((m) => m.name)
    .join(', ')}. Those numbers are lower than this machine gives the shop alone: run again when it is quiet.`;
}

function exportSummary({ shop, floor }: ExportSpeed): string {
  const timing = (t: ExportSpeed['shop']) =>
    `first row ${t.firstRowMs.toFixed(0)} ms, whole ${(t.totalMs / 1000).toFixed(1)} s`;
  return (
    `Export rentals.csv (${shop.rows.toLocaleString('en-US')} rows, ${(shop.bytes / 1e6).toFixed(1)} MB): ` +
    `the shop ${timing(shop)}; the same COPY bare ${timing(floor)}`
  );
}

function summary(results: RunResults): string {
  const { machine: m, load } = results;
  return [
    `${results.date}, ${m.cpu} × ${m.cores}, ${m.memoryMb} MB, ${m.os}, Node ${results.node}`,
    `Server: ${results.serverBuild === 'compiled' ? `dist/server/serve.js (plain Node, ${SERVER_NODE_FLAGS.join(' ')})` : 'src/server/app/serve.ts through tsx (NOT the compiled server)'}; ` +
      `database: ${results.database === 'embedded' ? 'embedded PostgreSQL' : 'DATABASE_URL (its CPU counted when it runs on this machine)'}; ` +
      `${results.data.products.toLocaleString('en-US')} products, ${results.data.rentals.toLocaleString('en-US')} rentals`,
    `Load: autocannon on loopback, ${load.connections} connections (bookings ${load.bookingConnections}), ` +
      `${load.warmupSeconds} s warm-up then ${load.seconds} s measured per endpoint; ` +
      `headers ${Object.entries(load.headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join(', ')}`,
    `Server RSS: ${results.startedRssMb.toFixed(1)} MB just started, ${results.idleRssMb.toFixed(1)} MB idle (25 s); admin lists ${results.adminListsRssMb.before.toFixed(1)} → ${results.adminListsRssMb.after.toFixed(1)} MB` +
      (results.floorRssMb === null ? '' : `; floor server ${results.floorRssMb.toFixed(1)} MB after its load`),
    ...(results.export ? [exportSummary(results.export)] : []),
  ].join('\n');
}

const LEGEND = [
  'Latencies are per response, measured by the load generator (nearest rank over every response in the window).',
  'CPU per request: user + system time over the measured window, divided by the responses in it; the server is',
  'its processes, the database its postmaster with every process under it (on this machine only).',
  "Busy elsewhere: CPU that other processes used in the window, as a share of all the machine's cores.",
  "Floor: a bare node:http + pg server running the shop's own statements and answering the same bytes (bench/floor.ts),",
  "loaded with the same requests right after the shop's window; CPU × floor is the shop's server CPU per request over the floor's.",
].join('\n');

/** Writes latest.json and latest.md; answers the table for the terminal. */
export function writeResults(results: RunResults, goalLines: string[]): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  // Microseconds and thousandths of a request are noise: three decimals are kept.
  const rounded = (_key: string, value: unknown) =>
    typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
  writeFileSync(`${RESULTS_DIR}latest.json`, `${JSON.stringify(results, rounded, 2)}\n`);
  const markdown = [
    '# Framehire benchmark (npm run bench)',
    '',
    summary(results)
      .split('\n')
      .map((text) => `${text}  `)
      .join('\n'),
    '',
    resultsTable(results),
    '',
    LEGEND,
    '',
    '## Goals',
    '',
    ...goalLines.map((text) => `- ${text}`),
    '',
  ].join('\n');
  writeFileSync(`${RESULTS_DIR}latest.md`, markdown);
  return `${summary(results)}\n\n${resultsTable(results, 56)}`;
}
