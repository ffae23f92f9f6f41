/**
 * `npm run storage:migrate`: copies the uploaded files of DATA_DIR/uploads into the buckets of
 * STORAGE_URL (decision 031), before the shop is restarted with STORAGE_URL set. Safe to run
 * again: what is already copied is skipped, so a second run after the switch catches files
 * uploaded in between.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { StartupError } from '../src/server/startup-error';
import { copyUploadsToBuckets } from '../src/server/storage/copy-to-buckets';
import { openBuckets } from '../src/server/storage/from-config';
import { uploadsFolder } from '../src/server/storage/local-disk-storage';

const root = join(import.meta.dirname, '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const log = (message: string) => console.log(`[framehire] ${message}`);
let copying = false;

try {
  const started = performance.now();
  const config = loadConfig();
  if (!config.STORAGE_URL) {
    throw new StartupError(
      'STORAGE_URL is not set: set it to the buckets to copy DATA_DIR/uploads into (.env.example).',
    );
  }
  const folder = uploadsFolder(config.DATA_DIR);
  const storage = await openBuckets(config.STORAGE_URL);
  try {
    copying = true;
    const report = await copyUploadsToBuckets(folder, storage);
    for (const key of report.ignored) log(`Not copied, not a file the shop writes: ${join(folder, key)}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
    log(
      `Copied ${report.copied} files (${megabytes} MB, ${report.bytes} bytes) from ${folder} to the buckets ${Object.values(storage.buckets).join(' and ')} in ${seconds} s; ${report.alreadyThere} were already there.`,
    );
  } finally {
    storage.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? `[framehire] ${error.message}` : error);
  if (copying) {
    console.error('[framehire] The copy stopped: the files copied stay, and running it again copies the rest.');
  }
  process.exit(1);
}
