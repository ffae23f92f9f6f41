import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { readOrCreateSecret } from '../secrets';
import { BackupError } from './backup-error';

/**
 * The database of the shop a backup or restore script is pointed at by the same settings as the
 * server: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR, reached where it runs (the shop
 * is up: its postmaster.pid names the port) or started for the script and stopped after it.
 */
export async function openShopDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_PORT'>,
  purpose: 'backup' | 'restore',
): Promise<{ url: string; close: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, close: async () => {} };

  const runningPort = embeddedPortIfRunning(config.DATA_DIR);
  if (runningPort !== null) {
    if (purpose === 'restore') {
      throw new BackupError(`A shop is running on ${config.DATA_DIR}: stop it, then restore into an empty DATA_DIR.`);
    }
    const password = readOrCreateSecret(config.DATA_DIR, 'postgresPassword');
    return {
      url: `postgresql://framehire:${encodeURIComponent(password)}@127.0.0.1:${runningPort}/framehire`,
      close: async () => {},
    };
  }
  if (purpose === 'backup' && !existsSync(join(config.DATA_DIR, 'postgres', 'PG_VERSION'))) {
    throw new BackupError(
      `There is no shop in ${config.DATA_DIR} to back up: set DATA_DIR or DATABASE_URL to the shop's.`,
    );
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    log: () => {},
  });
  return { url: embedded.url, close: embedded.stop };
}

/** The port of the embedded PostgreSQL running on `dataDir`, or null when none runs. */
function embeddedPortIfRunning(dataDir: string): number | null {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port);
}
