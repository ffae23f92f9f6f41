import { cpSync, createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { from as copyFrom } from 'pg-copy-streams';
import { extract } from 'tar';
import { applyMigrations, createDatabase } from '../db/client';
import { BackupError } from './backup-error';
import { inTransaction } from './client-transaction';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { shopTables, tableHashes } from './shop-tables';
import { databaseObjects, type DatabaseObjects, dropObjectsSince } from './undo-restore';

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

async function unpack(file: string, into: string): Promise<Manifest> {
  try {
    await extract({ file, cwd: into, strict: true });
    const manifest = JSON.parse(readFileSync(join(into, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.tables)) throw new Error('unknown format');
    return manifest;
  } catch (error) {
    throw new BackupError(`${file} is not a Framehire backup this version can read (${(error as Error).message}).`, {
      cause: error,
    });
  }
}

/**
 * Restores a backup of writeBackup's into an empty database and an empty uploads folder: the
 * shop's own migrations make the tables, then every row is loaded as it was (ids, timestamps,
 * password hashes, queued jobs) and every table's content hash is checked against the backup's.
 */
export async function restoreBackup(options: { databaseUrl: string; uploadsFolder: string; file: string }) {
  const staging = mkdtempSync(join(tmpdir(), 'framehire-restore-'));
  const { pool, db } = createDatabase(options.databaseUrl, { max: 1 });
  let before: DatabaseObjects | undefined;
  let uploadsExisted = true;
  try {
    const manifest = await unpack(options.file, staging);
    const known = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
    if (manifest.migrations.join() !== known.join()) {
      throw new BackupError(
        `This backup was made by another version of Framehire (${manifest.migrations.length} database migrations; this one has ${known.length}): restore it with the version that made it, then start this one to migrate.`,
      );
    }
    await assertEmpty(pool, options.uploadsFolder);

    // From here on the restore makes things: what it made goes again if it fails (undo-restore.ts).
    before = await databaseObjects(pool);
    uploadsExisted = existsSync(options.uploadsFolder);
    await applyMigrations(db);
    await inTransaction(pool, async (client) => {
      const tables = await shopTables(client);
      const names = tables.map((table) => table.name).sort();
      const expected = manifest.tables.map((table) => table.name).sort();
      if (names.join() !== expected.join()) {
        throw new BackupError(
          `The backup's tables (${expected.length}) are not this version's (${names.length}): restore it with the version of Framehire that made it.`,
        );
      }
      // The shop's own triggers (the catalogue's version counter) would count the load as
      // changes; the rows come back exactly as they were. Foreign keys stay checked.
      for (const table of tables) await client.query(`ALTER TABLE ${table.sql} DISABLE TRIGGER USER`);
      // What the migrations wrote (their own journals) goes: the backup's rows replace it.
      await client.query(`TRUNCATE ${tables.map((table) => table.sql).join(', ')}`);
      for (const table of manifest.tables) {
        const sqlName = tables.find((candidate) => candidate.name === table.name)!.sql;
        const stream = client.query(copyFrom(`COPY ${sqlName} (${table.columns.join(', ')}) FROM STDIN`));
        await pipeline(createReadStream(join(staging, `${table.name}.copy`)), stream);
      }
      for (const sequence of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      for (const table of tables) await client.query(`ALTER TABLE ${table.sql} ENABLE TRIGGER USER`);
      const restored = await tableHashes(client, tables);
      const differing = manifest.tables
        .filter((table) => restored[table.name]?.md5 !== table.md5)
        .map((table) => table.name);
      if (differing.length > 0) {
        throw new BackupError(
          `The restored rows differ from the backup's in ${differing.join(', ')}: the backup is damaged; nothing of it was kept.`,
        );
      }
      // The files before the rows are committed: a failed copy (a full disk) keeps neither.
      if (existsSync(join(staging, 'uploads')))
        cpSync(join(staging, 'uploads'), options.uploadsFolder, { recursive: true });
    });
    return manifest;
  } catch (error) {
    // The uploads folder was missing or empty (assertEmpty): whatever is in it now came from here.
    let undone = '';
    if (before) {
      if (uploadsExisted) emptyFolder(options.uploadsFolder);
      else rmSync(options.uploadsFolder, { recursive: true, force: true });
      const tables = before;
      await dropObjectsSince(pool, tables).catch((undoError: unknown) => {
        undone = ` The tables it made could not be dropped (${firstLine(undoError)}): drop them, or restore into a new database.`;
      });
    }
    if (error instanceof BackupError && !undone) throw error;
    // A damaged file PostgreSQL refuses to load, a full disk: one line for the operator.
    const message =
      error instanceof BackupError
        ? error.message
        : `${options.file} could not be restored (${firstLine(error)}); nothing of it was kept.`;
    throw new BackupError(`${message}${undone}`, { cause: error });
  } finally {
    await pool.end();
    rmSync(staging, { recursive: true, force: true });
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

function emptyFolder(folder: string) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) rmSync(join(folder, entry), { recursive: true, force: true });
}

/** A restore never merges into a shop: the database holds no rows of its own and no file is uploaded. */
async function assertEmpty(pool: ReturnType<typeof createDatabase>['pool'], uploadsFolder: string) {
  const { rows } = await pool.query<{ sql: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS sql FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = 'public'`,
  );
  for (const { sql } of rows) {
    const { rowCount } = await pool.query(`SELECT 1 FROM ${sql} LIMIT 1`);
    if (rowCount) {
      throw new BackupError(
        `The database already holds a shop (${sql} has rows): restore into an empty one (move DATA_DIR aside, or point DATABASE_URL at a new database).`,
      );
    }
  }
  if (existsSync(uploadsFolder) && readdirSync(uploadsFolder).length > 0) {
    throw new BackupError(`${uploadsFolder} already holds uploaded files: restore into an empty DATA_DIR.`);
  }
}
