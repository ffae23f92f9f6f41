import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { StartupError } from '../startup-error';

/*
 * Drizzle applies the migrations newer than the database's newest and says nothing about a
 * database that is ahead of the code: a shop downgraded to an older version would run on tables
 * it does not know. So before migrating, the database's applied migrations are checked against
 * the ones this version carries.
 */
export async function assertNotFromNewerVersion(pool: pg.Pool, migrationsFolder: string) {
  const { rows: journal } = await pool.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!journal[0]?.exists) return;
  const known = readMigrationFiles({ migrationsFolder });
  const knownHashes = new Set(known.map((migration) => migration.hash));
  const newest = Math.max(...known.map((migration) => migration.folderMillis));
  const { rows: applied } = await pool.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at::text FROM drizzle.__drizzle_migrations',
  );
  const unknown = applied.filter((row) => !knownHashes.has(row.hash) && Number(row.created_at) > newest);
  if (unknown.length > 0) {
    throw new StartupError(
      `This database was last used by a newer version of Framehire (it has ${unknown.length} database migration${unknown.length === 1 ? '' : 's'} this version does not know): run that version again, or restore a backup made by this one (npm run db:restore -- FILE).`,
    );
  }
}
