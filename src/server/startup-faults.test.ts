import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  statSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './db/client';
import { startEmbeddedPostgres, type PostgresControl } from './db/embedded-postgres';
import { startupFailureLine } from './app/main';
import { StartupError } from './startup-error';
import { createTestApp } from './test/test-app';

/*
 * Start-up faults the operator can fix, each told in one line with the fix and nothing changed:
 * a full disk, a damaged or foreign database folder, a database a newer Framehire has used. The
 * damaged folders are real clusters damaged here; the full disk is injected where PostgreSQL is
 * started, with the words PostgreSQL uses for it.
 */

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'framehire-startup-faults-'));
// Open as a clone under /opt or /home is: run as root, the embedded PostgreSQL is the user 'postgres'.
chmodSync(scratch, 0o755);
const healthy = join(scratch, 'healthy');
// Below Linux's ephemeral ports (32768-60999), which other tests' client sockets take as local ports.
const port = 26_000 + Math.floor(Math.random() * 4_000);
let copies = 0;

beforeAll(async () => {
  const embedded = await startEmbeddedPostgres({ dataDir: healthy, port, log: () => {} });
  await embedded.stop();
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the healthy DATA_DIR, damaged by `damage`. */
function damagedCopy(damage: (clusterDir: string) => void): string {
  const dataDir = join(scratch, `copy-${(copies += 1)}`);
  cpSync(healthy, dataDir, { recursive: true });
  // Copied as root, the files would be root's: PostgreSQL (the user 'postgres') owns its cluster.
  const { uid, gid } = statSync(join(healthy, 'postgres'));
  for (const path of [
    join(dataDir, 'postgres'),
    ...readdirSync(join(dataDir, 'postgres'), { recursive: true }).map((entry) =>
      join(dataDir, 'postgres', String(entry)),
    ),
  ])
    chownSync(path, uid, gid);
  // And its mode: cpSync does not carry it over on every Node version.
  chmodSync(join(dataDir, 'postgres'), 0o700);
  damage(join(dataDir, 'postgres'));
  return dataDir;
}

const listing = (folder: string) => readdirSync(folder, { recursive: true }).map(String).sort();

type CreatePostgres = Parameters<typeof startEmbeddedPostgres>[0]['createPostgres'];

async function startFailure(dataDir: string, createPostgres?: CreatePostgres): Promise<StartupError> {
  const cluster = join(dataDir, 'postgres');
  const before = existsSync(cluster) ? listing(cluster) : [];
  const error = await startEmbeddedPostgres({ dataDir, port, log: () => {}, createPostgres }).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).not.toContain('\n');
  // Told, not repaired: the folder holds what it held.
  expect(existsSync(cluster) ? listing(cluster) : []).toEqual(before);
  return error as StartupError;
}

describe('a damaged or foreign database folder', () => {
  it('names a cluster of another PostgreSQL major, and the ways out', async () => {
    const dataDir = damagedCopy((cluster) => writeFileSync(join(cluster, 'PG_VERSION'), '15\n'));
    expect((await startFailure(dataDir)).message).toMatch(
      /is a PostgreSQL 15 database; the embedded PostgreSQL is 18 and cannot open it: .*pg_upgrade.*DATABASE_URL.*npm run db:restore/,
    );
    expect(readFileSync(join(dataDir, 'postgres', 'PG_VERSION'), 'utf8')).toBe('15\n');
  });

  it('names a folder that holds files but no database, and never runs initdb over them', async () => {
    const dataDir = join(scratch, 'not-a-cluster');
    mkdirSync(join(dataDir, 'postgres'), { recursive: true });
    writeFileSync(join(dataDir, 'postgres', 'holiday-photos.txt'), 'not a database');
    expect((await startFailure(dataDir)).message).toMatch(/holds files but no PostgreSQL database .*move .* aside/);
  });

  it('names a garbled PG_VERSION and a missing pg_control as damage', async () => {
    const garbled = damagedCopy((cluster) => writeFileSync(join(cluster, 'PG_VERSION'), '\u0000\u0001garbage'));
    expect((await startFailure(garbled)).message).toMatch(/is damaged \(its PG_VERSION reads/);
    const noControl = damagedCopy((cluster) => rmSync(join(cluster, 'global', 'pg_control')));
    expect((await startFailure(noControl)).message).toMatch(/is damaged \(global\/pg_control is missing\)/);
  });

  it('tells a pg_control PostgreSQL itself refuses (bad checksum) from a taken port', async () => {
    const dataDir = damagedCopy((cluster) => {
      const control = join(cluster, 'global', 'pg_control');
      const bytes = readFileSync(control);
      // Past the version fields: PostgreSQL reads them, then finds the checksum wrong.
      bytes.fill(0x5a, 40, 120);
      writeFileSync(control, bytes);
    });
    const failure = await startFailure(dataDir);
    expect(failure.message).toMatch(/is damaged and PostgreSQL cannot recover it; move .* aside/);
  }, 60_000);
});

describe('a database folder PostgreSQL may not use', () => {
  it('names the owner and mode it needs', async () => {
    const dataDir = damagedCopy((cluster) => chmodSync(cluster, 0o777));
    expect((await startFailure(dataDir)).message).toMatch(
      /may not open .*: its owner or permissions are wrong .*chmod 700/,
    );
  }, 60_000);
});

describe('a full disk', () => {
  /** A PostgreSQL that fails as a full disk makes it fail, saying so in its log as PostgreSQL does. */
  const full =
    (step: 'initialise' | 'start', said: string) =>
    (settings?: { onLog?: (message: string) => void }): PostgresControl =>
      ({
        initialise: async () => {
          if (step !== 'initialise') return;
          settings?.onLog?.(said);
          throw new Error('Postgres init script exited with code 1. Please check the logs for extra info.');
        },
        start: async () => {
          settings?.onLog?.(said);
          throw new Error('Postgres init script exited with code 1. Please check the logs for extra info.');
        },
        stop: async () => {},
        getPgClient: () => {
          throw new Error('not started');
        },
      }) as unknown as PostgresControl;

  it('at the first start (initdb) and at a later one, names the folder and the fix', async () => {
    const fresh = join(scratch, 'fresh');
    const first = await startFailure(
      fresh,
      full(
        'initialise',
        `initdb: error: could not create directory "${fresh}/postgres/pg_wal": No space left on device`,
      ),
    );
    expect(first.message).toBe(
      `The disk holding ${fresh} is full: free some space on it, or set DATA_DIR to a folder on another disk.`,
    );
    const later = damagedCopy(() => {});
    const again = await startFailure(
      later,
      full('start', 'FATAL:  could not write lock file "postmaster.pid": No space left on device'),
    );
    expect(again.message).toContain(`The disk holding ${later} is full`);
  });

  it('anywhere else at start-up (a file under DATA_DIR) is one line too, not a stack trace', () => {
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(startupFailureLine(enospc)).toMatch(/^\[framehire\] The disk holding .* is full: free some space on it/);
    const bug = new TypeError('a bug');
    expect(startupFailureLine(bug)).toBe(bug);
  });
});

describe('a database a newer Framehire has used', () => {
  it('is refused before any migration, in one line from the server', async () => {
    const t = await createTestApp();
    try {
      await t.pool.query(
        `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('a-migration-of-a-newer-version', $1)`,
        [Date.now() + 86_400_000],
      );
      await expect(applyMigrations(t.db)).rejects.toThrow(
        /This database was last used by a newer version of Framehire \(it has 1 database migration this version does not know\): run that version again, or restore a backup made by this one/,
      );
      const started = await run(process.execPath, ['--import', 'tsx', 'src/server/app/serve.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: t.databaseUrl,
          PORT: '0',
          SEED_DEMO_DATA: 'false',
          DATA_DIR: join(scratch, 'newer'),
        },
      }).catch((failure: { code: number; stderr: string }) => failure);
      expect((started as { code: number }).code).toBe(1);
      const lines = (started as { stderr: string }).stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn'));
      expect(lines).toEqual([
        expect.stringMatching(/^\[framehire\] This database was last used by a newer version of Framehire/),
      ]);
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe('a start that fails after the embedded PostgreSQL started', () => {
  it('stops that PostgreSQL (an unreachable STORAGE_URL), and says why in one line', async () => {
    // A copy of a cluster made before: the start reaches STORAGE_URL within seconds.
    const dataDir = damagedCopy(() => {});
    const pgPort = port + 1;
    const started = await run(process.execPath, ['--import', 'tsx', 'src/server/app/serve.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        PORT: '0',
        SEED_DEMO_DATA: 'false',
        // Nothing listens on port 1: the buckets cannot be reached.
        STORAGE_URL: 'http://key:secret@127.0.0.1:1',
      },
    }).catch((failure: { code: number; stdout: string; stderr: string }) => failure);
    expect((started as { code: number }).code).toBe(1);
    // The last line (before it, on Node 20, the AWS SDK's own warning about Node versions).
    const stderr = (started as { stderr: string }).stderr.trim().split('\n');
    expect(stderr.at(-1)).toMatch(/^\[framehire\] STORAGE_URL: the buckets .* cannot be reached/);
    expect(
      stderr.filter((line) => /^\s+at /.test(line)),
      'no stack trace',
    ).toEqual([]);
    // Stopped, not left behind: no postmaster.pid, nothing on its port, and a new start may have both.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const again = await startEmbeddedPostgres({ dataDir, port: pgPort, log: () => {} });
    await again.stop();
  }, 120_000);
});
