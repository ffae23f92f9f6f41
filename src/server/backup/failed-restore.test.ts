import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
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
import { create as createTar, extract } from 'tar';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { uploadsFolder } from '../storage/local-disk-storage';
import { createFreshDatabase, createTestApp, type TestApp } from '../test/test-app';
import { BackupError } from './backup-error';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

/*
 * A restore that fails on a damaged backup says what is wrong in one line and takes away what
 * it made (the database folder it created, the files it wrote), so the retry with a good backup
 * goes through. What was there before it stays as it was.
 */

const root = join(import.meta.dirname, '../../..');
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'framehire-failed-restore-'));
// Open as a clone under /opt or /home is: run as root, the embedded PostgreSQL is the user 'postgres'.
chmodSync(scratch, 0o755);
let t: TestApp;
const good = join(scratch, 'good.tar.gz');

beforeAll(async () => {
  t = await createTestApp();
  await t.signIn({ email: 'kept@example.com' });
  mkdirSync(join(uploadsFolder(t.dataDir), 'avatars'), { recursive: true });
  writeFileSync(join(uploadsFolder(t.dataDir), 'avatars', 'a.webp'), 'a picture');
  await writeBackup({ databaseUrl: t.databaseUrl, uploadsFolder: uploadsFolder(t.dataDir), file: good });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** `good` with one table's rows changed by `change`: it unpacks, and fails once loaded. */
async function tamperedBackup(name: string, change: (rows: string) => string): Promise<string> {
  const unpacked = join(scratch, `unpacked-${name}`);
  mkdirSync(unpacked);
  await extract({ file: good, cwd: unpacked });
  const rows = join(unpacked, 'public.user.copy');
  writeFileSync(rows, change(readFileSync(rows, 'utf8')));
  const file = join(scratch, `${name}.tar.gz`);
  await createTar({ gzip: true, file, cwd: unpacked }, readdirSync(unpacked));
  return file;
}

async function restore(file: string, env: Record<string, string>) {
  return run('npm', ['run', '--silent', 'db:restore', '--', file], { cwd: root, env: { ...process.env, ...env } }).then(
    (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
    (failure: { code: number; stdout: string; stderr: string }) => failure,
  );
}

const oneLine = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('npm warn') && !line.includes('AWS SDK'));

describe('npm run db:restore on the embedded PostgreSQL', () => {
  it('fails on a cut-off backup and on one whose rows were altered in one line each, leaves DATA_DIR as it found it, and then restores the good one', async () => {
    const cut = join(scratch, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(good).subarray(0, Math.floor(readFileSync(good).length / 2)));
    const tampered = await tamperedBackup('tampered', (rows) =>
      rows.replace('kept@example.com', 'changed@example.com'),
    );

    // A DATA_DIR that does not exist yet, and one the operator made (with a file of theirs).
    const fresh = join(scratch, 'fresh-data');
    const made = join(scratch, 'made-data');
    mkdirSync(made, { mode: 0o755 });
    chmodSync(made, 0o755);
    writeFileSync(join(made, 'notes.txt'), 'the operator’s');

    for (const dataDir of [fresh, made]) {
      const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      const before = existsSync(dataDir) ? readdirSync(dataDir).sort() : null;
      for (const [damaged, says] of [
        [cut, /is not a Framehire backup this version can read/],
        [tampered, /The restored rows differ from the backup's in public\.user/],
      ] as const) {
        const failed = await restore(damaged, env);
        expect(failed.code, dataDir).toBe(1);
        expect(oneLine(failed.stderr)).toEqual([expect.stringMatching(says)]);
        expect(failed.stderr).not.toMatch(/^\s+at /m);
        expect(existsSync(dataDir) ? readdirSync(dataDir).sort() : null, `${dataDir} after ${damaged}`).toEqual(before);
      }
      const restored = await restore(good, env);
      expect(restored.stderr.trim(), dataDir).toBe('');
      expect(restored.stdout).toMatch(/Restored .* every table's content hash as in the backup, 1 uploaded files/);
      expect(readFileSync(join(uploadsFolder(dataDir), 'avatars', 'a.webp'), 'utf8')).toBe('a picture');
    }
    expect(readFileSync(join(made, 'notes.txt'), 'utf8')).toBe('the operator’s');
  }, 240_000);
});

describe('restoreBackup into an external database', () => {
  it("drops only the tables its migrations made when the load fails, keeping the operator's own, so the good backup restores after", async () => {
    const databaseUrl = await createFreshDatabase(inject('pgAdminUrl'));
    const operator = new pg.Client({ connectionString: databaseUrl });
    await operator.connect();
    try {
      // The operator's own, outside the shop's tables: a restore may go ahead, and must leave them be.
      await operator.query('CREATE SCHEMA operator');
      await operator.query('CREATE TABLE operator.notes (id int)');
      await operator.query(`CREATE FUNCTION public.operator_answer() RETURNS int LANGUAGE sql AS 'SELECT 42'`);
      const objects = async () =>
        (
          await operator.query(
            `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') ORDER BY 1`,
          )
        ).rows.map((row: { name: string }) => row.name);
      const extensions = async () => (await operator.query('SELECT extname FROM pg_extension ORDER BY 1')).rows;
      const functions = async () =>
        (await operator.query(`SELECT proname FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`))
          .rows;
      const before = { objects: await objects(), extensions: await extensions(), functions: await functions() };
      const uploads = join(scratch, 'external-uploads');

      // Rows PostgreSQL itself refuses (a column too many), and rows that load but are not the backup's.
      const garbled = await tamperedBackup('garbled', (rows) => rows.replace(/\n/, '\textra\n'));
      const altered = await tamperedBackup('altered', (rows) => rows.replace('kept@example.com', 'other@example.com'));
      for (const [file, says] of [
        [garbled, /could not be restored \(.*extra data after last expected column.*\); nothing of it was kept\.$/],
        [altered, /differ from the backup's in public\.user: the backup is damaged; nothing of it was kept\.$/],
      ] as const) {
        const failure = await restoreBackup({ databaseUrl, uploadsFolder: uploads, file }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(BackupError);
        expect((failure as Error).message).toMatch(says);
        expect((failure as Error).message).not.toContain('\n');
        expect(
          { objects: await objects(), extensions: await extensions(), functions: await functions() },
          file,
        ).toEqual(before);
        expect(existsSync(uploads)).toBe(false);
      }

      const manifest = await restoreBackup({ databaseUrl, uploadsFolder: uploads, file: good });
      expect(manifest.uploads.files).toBe(1);
      expect((await operator.query(`SELECT email FROM "user"`)).rows).toEqual([{ email: 'kept@example.com' }]);
      expect(await objects()).toContain('operator.notes');
      expect((await operator.query('SELECT public.operator_answer() AS n')).rows).toEqual([{ n: 42 }]);
    } finally {
      await operator.end();
    }
  }, 120_000);
});
