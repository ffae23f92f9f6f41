import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { StartupError } from '../startup-error';

/**
 * The first folder above `path` that users other than its owner cannot enter, or null. As root, the embedded PostgreSQL runs as the 'postgres' user,
 * which must pass through every one of them: a clone in /root (mode 700) stops it.
 */
export function folderOthersCannotEnter(path: string): string | null {
  const folders: string[] = [];
  for (let current = dirname(resolve(path)); ; current = dirname(current)) {
    folders.unshift(current);
    if (dirname(current) === current) break;
  }
  for (const folder of folders) {
    try {
      if ((statSync(folder).mode & 0o001) === 0) return folder;
    } catch {
      return null; // Not there yet: it will be created with the default mode.
    }
  }
  return null;
}

/** DATA_DIR exists (or is created) and this user can read and write it; otherwise a StartupError. */
export function ensureDataDir(dataDir: string) {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be used (${code}): make it readable and writable by the user '${userInfo().username}', or set DATA_DIR to another folder.`,
      { cause: error },
    );
  }
}
