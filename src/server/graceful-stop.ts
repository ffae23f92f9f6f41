import type { FastifyInstance } from 'fastify';

/*
 * SIGTERM within a bounded time, whatever clients do: requests in flight get their answers and
 * running jobs finish, but a client that never finishes its request (a stalled upload, a
 * hung socket) cannot hold the process past what systemd (90 s) or Docker (10 s, then 30 s in
 * most compose files) wait before SIGKILL.
 */

export const STOP_DEADLINES = {
  /** Requests still open after this are cut off; the ones that can finish have by then. */
  requestsMs: 10_000,
  /** Everything (requests, running jobs, the database) after this: the process exits anyway. */
  totalMs: 30_000,
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Closes `app` (its connections, then its onClose hooks: the job worker), then `closeRest` (the
 * pools, the embedded PostgreSQL), within the deadlines; resolves with whether all of it ended.
 */
export async function stopWithin(
  app: FastifyInstance,
  closeRest: () => Promise<void>,
  deadlines = STOP_DEADLINES,
  log: (message: string) => void = console.error,
): Promise<boolean> {
  // Connections that were answering when the signal came turn idle afterwards, and Node's
  // server.close() closes only those idle at its call: the rest would hold the shutdown for
  // the 72 s keep-alive timeout.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 200);
  const cutOff = setTimeout(() => {
    log(`[framehire] requests still open ${deadlines.requestsMs / 1000} s after the signal were cut off`);
    app.server.closeAllConnections();
  }, deadlines.requestsMs);
  const started = Date.now();
  const left = () => Math.max(0, deadlines.totalMs - (Date.now() - started));
  const within = async (work: Promise<void>) => Promise.race([work.then(() => true), delay(left()).then(() => false)]);
  try {
    if (!(await within(app.close()))) {
      log(`[framehire] still stopping after ${deadlines.totalMs / 1000} s (a job that does not end); exiting`);
      return false;
    }
    clearTimeout(cutOff);
    return await within(closeRest());
  } finally {
    clearInterval(closeIdle);
    clearTimeout(cutOff);
  }
}
