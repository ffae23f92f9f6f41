/**
 * `npm run db:backup [-- --out FILE]`: a consistent snapshot of the shop's database and uploaded
 * files in one .tar.gz, taken while the shop runs (README, "Backups").
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError } from '../src/server/backup/backup-error';
import { openShopDatabase } from '../src/server/backup/shop-database';
import { writeBackup } from '../src/server/backup/write-backup';
import { ConfigError, loadConfig } from '../src/server/config';
import { StartupError } from '../src/server/startup-error';
import { uploadsFolder } from '../src/server/storage/local-disk-storage';

const root = join(import.meta.dirname, '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date()
  .toISOString()
  .replace(/[:]/g, '-')
  .replace(/\.\d+Z$/, 'Z');
// npm runs a script in the project's folder; a path is the user's, from where they typed it.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.out ?? `framehire-backup-${stamp}.tar.gz`);

try {
  const started = performance.now();
  const config = loadConfig();
  const database = await openShopDatabase(config, 'backup');
  try {
    const manifest = await writeBackup({
      databaseUrl: database.url,
      uploadsFolder: uploadsFolder(config.DATA_DIR),
      file,
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[framehire] Backup written to ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB): ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.files} uploaded files, in ${seconds} s`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof BackupError || error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? `[framehire] ${error.message}` : error);
  process.exit(1);
}
