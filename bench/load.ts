/**
 * One endpoint under load: autocannon on loopback, a warm-up that is not counted, then a measured
 * window. Latencies are recorded here, each response's own (autocannon's histogram keeps whole
 * milliseconds and reports p97.5 but no p95); CPU time is read from /proc around the window, so
 * a request's cost shows beside its speed.
 */
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { machineBusyMs, treeCpuMs } from './server-process';

type Method = 'GET' | 'POST';

/**
 * One request a connection sends; `body` makes a fresh one for every request (a booking), and
 * its own path when it names one (a check-in: each of another rental).
 */
export type LoadRequest = {
  method: Method;
  path: string;
  headers?: Record<string, string>;
  body?: () => { body: string; headers?: Record<string, string>; path?: string };
};

/** Connections that send the same requests in turn, with the same headers (one signed-in user). */
export type Lane = { connections: number; headers?: Record<string, string>; requests: LoadRequest[] };

export type LoadTarget = {
  name: string;
  /** The path shown in the report (the first of those sent). */
  path: string;
  lanes: Lane[];
  /** Whatever the endpoint's measurement should say besides the numbers (a fallback in use). */
  note?: string;
};

export type LoadSettings = {
  warmupSeconds: number;
  seconds: number;
  /** The process answering: its CPU time is the server's cost. */
  serverPid: number;
  /** The embedded PostgreSQL's postmaster; null when the database is elsewhere. */
  databasePid: number | null;
  /** Sent on every request, as a browser would (Accept-Encoding). */
  headers: Record<string, string>;
  /** Another process whose CPU in the window is counted apart (the shop's, running the floor's bookings' jobs). */
  sidePid?: number;
};

export type Measurement = {
  name: string;
  path: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses other than 2xx, plus connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  serverCpuMsPerRequest: number | null;
  dbCpuMsPerRequest: number | null;
  /**
   * Share of the machine's CPU (all cores) that processes other than the server, the database and
   * this benchmark used during the window: above a few percent, something else was competing.
   */
  otherCpuShare: number;
  /** The load generator's own CPU per request (autocannon, in the benchmark's process). */
  clientCpuMsPerRequest: number | null;
  /** `sidePid`'s CPU per request in the window, when given. */
  sideCpuMsPerRequest?: number | null;
  note?: string;
};

/** The smallest latency at or above which `share` of them lie (nearest rank), in ms. */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

function toAutocannonRequest(request: LoadRequest): autocannon.Request {
  const { method, path, headers, body } = request;
  if (!body) return { method, path, headers };
  return {
    method,
    path,
    headers,
    // autocannon hands a copy with the lane's headers merged in; a new body each time.
    setupRequest: (built) => {
      const next = body();
      return {
        ...built,
        body: next.body,
        headers: { ...built.headers, ...next.headers },
        path: next.path ?? built.path,
      };
    },
  };
}

type Recorder = { onResponse(statusCode: number, ms: number): void; onError(): void };

/** Runs every lane for `seconds`, reporting each response; resolves when all have finished. */
async function runLanes(url: string, target: LoadTarget, settings: LoadSettings, seconds: number, recorder: Recorder) {
  await Promise.all(
    target.lanes.map(
      (lane) =>
        new Promise<void>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: lane.connections,
              duration: seconds,
              timeout: 10,
              headers: { ...settings.headers, ...lane.headers },
              requests: lane.requests.map(toAutocannonRequest),
            },
            (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
          );
          instance.on('response', (_client, statusCode, _bytes, ms) => recorder.onResponse(statusCode, ms));
          instance.on('reqError', () => recorder.onError());
        }),
    ),
  );
}

/** Warm-up, then the measured window: speed, latency, errors and CPU per request of one endpoint. */
export async function measure(url: string, target: LoadTarget, settings: LoadSettings): Promise<Measurement> {
  if (settings.warmupSeconds > 0) {
    await runLanes(url, target, settings, settings.warmupSeconds, { onResponse() {}, onError() {} });
  }

  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failures = 0;
  let open = true;
  // The window is exactly `seconds` long: autocannon stops on its next one-second tick, which may
  // come a second later, so what arrives after the window closed is not counted.
  const recorder: Recorder = {
    onResponse(statusCode, ms) {
      if (!open) return;
      latencies.push(ms);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode < 200 || statusCode > 299) failures += 1;
    },
    onError() {
      if (open) failures += 1;
    },
  };
  const sample = () => ({
    // The server and every process it started (WEB_CONCURRENCY > 1: its web processes and the job queue's).
    server: treeCpuMs(settings.serverPid),
    database: settings.databasePid === null ? 0 : treeCpuMs(settings.databasePid),
    // The load generator itself: autocannon runs in this process.
    client: ((usage) => (usage.user + usage.system) / 1000)(process.cpuUsage()),
    machine: machineBusyMs(),
    side: settings.sidePid === undefined ? 0 : treeCpuMs(settings.sidePid),
    at: performance.now(),
  });
  const before = sample();
  let after = before;
  const closing = setTimeout(() => {
    open = false;
    after = sample();
  }, settings.seconds * 1000);
  try {
    await runLanes(url, target, settings, settings.seconds, recorder);
  } finally {
    clearTimeout(closing);
  }
  if (open) {
    // autocannon finished first (it should not): close the window now.
    open = false;
    after = sample();
  }
  const used = (key: 'server' | 'database' | 'client' | 'machine' | 'side') => after[key] - before[key];
  const others = used('machine') - used('server') - used('database') - used('client') - used('side');

  const sorted = Float64Array.from(latencies).sort();
  const count = sorted.length;
  const perRequest = (ms: number) => (count > 0 ? ms / count : null);
  return {
    name: target.name,
    path: target.path,
    connections: target.lanes.reduce((sum, lane) => sum + lane.connections, 0),
    requests: count,
    rps: count / settings.seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    errors: failures,
    statusCodes,
    serverCpuMsPerRequest: perRequest(used('server')),
    dbCpuMsPerRequest: settings.databasePid === null ? null : perRequest(used('database')),
    otherCpuShare: Math.max(0, others / (cpus().length * (after.at - before.at))),
    clientCpuMsPerRequest: perRequest(used('client')),
    ...(settings.sidePid === undefined ? {} : { sideCpuMsPerRequest: perRequest(used('side')) }),
    ...(target.note ? { note: target.note } : {}),
  };
}
