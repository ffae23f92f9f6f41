/**
 * `npm run db:restore FILE`: a backup of `npm run db:backup` into an empty database and DATA_DIR
 * (README, "Backups"). Every table is checked against the backup's content hashes.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupError } from '../src/server/backup/backup-error';
import { restoreBackup } from '../src/server/backup/restore-backup';
import { openShopDatabase } from '../src/server/backup/shop-database';
import { dataDirAsFound } from '../src/server/backup/undo-restore';
import { ConfigError, loadConfig } from '../src/server/config';
import { StartupError } from '../src/server/startup-error';
import { uploadsFolder } from '../src/server/storage/local-disk-storage';

const root = join(import.meta.dirname, '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

try {
  const started = performance.now();
  const given = process.argv[2];
  if (!given || !existsSync(given))
    throw new BackupError(
      `Name the backup to restore: npm run db:restore -- FILE (${given ?? 'none given'} not found).`,
    );
  const file = resolve(given);
  const config = loadConfig();
  // A failed restore leaves DATA_DIR as it found it, so the retry with a good backup may go on.
  const dataDir = dataDirAsFound(config.DATA_DIR);
  let restored = false;
  const database = await openShopDatabase(config, 'restore').catch((error: unknown) => {
    dataDir.undo();
    throw error;
  });
  try {
    const manifest = await restoreBackup({
      databaseUrl: database.url,
      uploadsFolder: uploadsFolder(config.DATA_DIR),
      file,
    });
    restored = true;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[framehire] Restored ${file} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, every table's content hash as in the backup, ${manifest.uploads.files} uploaded files, in ${seconds} s`,
    );
  } finally {
    await database.close();
    if (!restored) dataDir.undo();
  }
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? `[framehire] ${error.message}` : error);
  process.exit(1);
}
