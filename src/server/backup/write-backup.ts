import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { create as createTar } from 'tar';
import { BACKUP_FORMAT, type Manifest } from './manifest';
import { sequenceValues, shopTables, tableHashes } from './shop-tables';

/** Files and bytes under `folder`, counted as they are copied. */
export function folderSize(folder: string): { files: number; bytes: number } {
  if (!existsSync(folder)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/**
 * A backup holds password hashes, sessions and reset tokens: its file is the owner's alone
 * (0600), and a folder made for it too (0700). A folder that is already there is the operator's
 * and keeps its mode; a file written over keeps none of its old one.
 */
function prepareBackupFile(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (existsSync(file)) chmodSync(file, 0o600);
}

/**
 * Writes a backup of the shop's database and uploaded files to `file` (a .tar.gz) while the shop
 * keeps running. Every table is read in one REPEATABLE READ transaction, so the backup is the
 * database as it was at one instant, however many bookings land meanwhile; the files are copied
 * after it, so every file a row of that instant names is there (a picture replaced meanwhile
 * may come along as an extra file, which nothing refers to).
 */
export async function writeBackup(options: {
  databaseUrl: string;
  uploadsFolder: string;
  file: string;
}): Promise<Manifest> {
  prepareBackupFile(options.file);
  const staging = mkdtempSync(join(tmpdir(), 'framehire-backup-'));
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const tables = await shopTables(client);
    const hashes = await tableHashes(client, tables);
    const { rows: migrations } = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
    );
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    const sequences = await sequenceValues(client);
    for (const table of tables) {
      const stream = client.query(copyTo(`COPY ${table.sql} (${table.columns.join(', ')}) TO STDOUT`));
      await pipeline(stream, createWriteStream(join(staging, `${table.name}.copy`)));
    }
    await client.query('COMMIT');

    if (existsSync(options.uploadsFolder)) cpSync(options.uploadsFolder, join(staging, 'uploads'), { recursive: true });
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      postgresVersion: version[0]!.server_version,
      migrations: migrations.map((row) => row.hash),
      tables: tables.map((table) => ({ name: table.name, columns: table.columns, ...hashes[table.name]! })),
      sequences,
      uploads: folderSize(join(staging, 'uploads')),
    };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await createTar(
      { gzip: true, file: options.file, cwd: staging, portable: true, mode: 0o600 },
      readdirSync(staging),
    );
    return manifest;
  } finally {
    await client.end().catch(() => {});
    rmSync(staging, { recursive: true, force: true });
  }
}
