/**
 * The shop as production runs it, in a child process of the benchmark: the compiled server
 * (dist/server/serve.js, plain Node, with production's Node flags) on a free loopback port, on
 * the bench database, with the abuse limits raised so the load measures the work and not the
 * refusals. Also what Linux tells about a process (/proc): its CPU time and resident memory, for
 * the server and the database.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from '../src/server/app/node-flags';
import { freePort } from '../src/server/test/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPILED_SERVER = join(ROOT, 'dist/server/serve.js');
const WEB_PAGE = join(ROOT, 'dist/web/index.html');
/** What the compiled server is built from: when one of them is newer, the build is stale. */
const SERVER_SOURCES = ['src/server', 'src/shared', 'scripts/build-server.mjs'];
const HEALTH_TIMEOUT_MS = 120_000;
const SHOWN_OUTPUT_LINES = 20;

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times (almost always 100). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/**
 * CPU time the process has used, user + system, in ms. `withReaped` adds what its children that
 * have exited and been waited for used (cutime + cstime): a PostgreSQL backend that ends during
 * the window is counted there.
 */
export function cpuMs(pid: number, withReaped = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  const ticks = Number(fields[11]) + Number(fields[12]) + (withReaped ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** CPU time of a process and of every process under it (a postmaster and its backends), in ms. */
export function treeCpuMs(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(Number(entry))?.[1]);
    if (!ppid) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = cpuMs(rootPid, true);
  const queue = [...(children.get(rootPid) ?? [])];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += cpuMs(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * CPU time the machine's processes used, all cores together, in ms: user, nice and system time;
 * not interrupts, which no process's own time includes either.
 */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu  user nice system idle iowait irq softirq steal …
  const [user = 0, nice = 0, system = 0] = line.trim().split(/\s+/).slice(1, 4).map(Number);
  return ((user + nice + system) * 1000) / CLOCK_TICKS;
}

/** Resident memory (VmRSS) in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function runBuild(label: string, command: string, args: string[]): boolean {
  console.log(`${label}…`);
  try {
    execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    return true;
  } catch {
    console.log(`${label} failed.`);
    return false;
  }
}

export type ServerBuild = { kind: 'compiled' | 'tsx'; command: string[] };

/**
 * The compiled server, built when it is missing, and the server part rebuilt (esbuild, seconds)
 * when src/ changed since: a benchmark of yesterday's code would mislead. Without a build that
 * works, the sources through tsx, and the caller says so.
 */
export function serverBuild(): ServerBuild {
  if (!existsSync(COMPILED_SERVER) || !existsSync(WEB_PAGE)) {
    runBuild('No production build in dist/: npm run build', 'npm', ['run', 'build']);
  } else {
    const sources = Math.max(
      ...SERVER_SOURCES.map((path) => join(ROOT, path))
        .filter(existsSync)
        .map(newestChange),
    );
    if (statSync(COMPILED_SERVER).mtimeMs < sources) {
      runBuild('dist/server/serve.js is older than src/: rebuilding the server', process.execPath, [
        join(ROOT, 'scripts/build-server.mjs'),
      ]);
    }
  }
  if (existsSync(COMPILED_SERVER)) return { kind: 'compiled', command: [COMPILED_SERVER] };
  // tsx resolved from here, since the server runs in a temporary folder.
  return { kind: 'tsx', command: ['--import', import.meta.resolve('tsx'), join(ROOT, 'src/server/app/serve.ts')] };
}

/** Settings the server reads (src/server/config.ts) that the benchmark sets or leaves unset itself. */
const SERVER_SETTINGS = [
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'EMBEDDED_PG_PORT',
  'AUTH_SECRET',
  'SMTP_URL',
  'MAIL_FROM',
  'TRUST_PROXY',
  'SIGNIN_RATE_LIMIT',
  'SIGNIN_ACCOUNT_RATE_LIMIT',
  'SIGNUP_RATE_LIMIT',
  'BOOKING_RATE_LIMIT',
  'SEED_DEMO_DATA',
  'MAX_RENTAL_DAYS',
  'BOOKING_HORIZON_DAYS',
  'MAX_UNITS_PER_BOOKING',
  'MAX_OPEN_RENTALS',
  'NEW_CUSTOMER_MAX_OPEN_RENTALS',
  'NEW_CUSTOMER_MAX_UNITS',
  'NEW_CUSTOMER_STOCK_SHARE',
  'SHOP_TIME_ZONE',
  'LOG_LEVEL',
];

export type ServerProcess = { url: string; origin: string; pid: number; stop(): Promise<void> };

/** Ends a child: SIGTERM (the server closes its pool and exits), SIGKILL if it lingers. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** The bookings a customer may make in an hour on the bench's server: never reached. */
export const BENCH_BOOKING_RATE_LIMIT = 1_000_000;

export async function startServer(build: ServerBuild, databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  // Its own data folder (mail outbox, uploads), and its working folder, so no .env there applies.
  const dataDir = mkdtempSync(join(tmpdir(), 'framehire-bench-server-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_SETTINGS) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'framehire-bench-auth-secret-0123456789abcdef',
    // One address signs in and books for every simulated customer: the per-IP and per-customer
    // limits would refuse the load long before it measures anything.
    SIGNIN_RATE_LIMIT: '1000000',
    SIGNUP_RATE_LIMIT: '1000000',
    BOOKING_RATE_LIMIT: String(BENCH_BOOKING_RATE_LIMIT),
    MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_UNITS: '10000',
    NEW_CUSTOMER_STOCK_SHARE: '100',
    // Bookings go to the free days from today + 430 on (workload.ts).
    BOOKING_HORIZON_DAYS: '1000',
    MAX_RENTAL_DAYS: '30',
  });
  // BENCH_CPU_PROFILE=<folder>: the server writes a V8 CPU profile of its whole run there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, ...build.command], {
    cwd: dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  let stopping = false;
  const stop = async () => {
    // What it logs while it stops (connections the database closed first, on Ctrl-C) is no news.
    stopping = true;
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  // Warnings the server logs under load (LOG_LEVEL=warn) are shown, not lost; a flood is cut
  // short. The mailer's line per mail is expected (each booking sends one) and left out.
  let shown = 0;
  const show = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (stopping || line.trim() === '' || line.includes('] Mail to ')) continue;
      shown += 1;
      if (shown <= SHOWN_OUTPUT_LINES) process.stderr.write(`[server] ${line}\n`);
      if (shown === SHOWN_OUTPUT_LINES) process.stderr.write('[server] (further output not shown)\n');
    }
  };
  child.stdout.on('data', show);
  child.stderr.on('data', show);
  return { url, origin: url, pid: child.pid!, stop };
}
