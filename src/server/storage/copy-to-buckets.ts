import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3Storage } from './s3-storage';
import { contentTypeOfKey, isStorageKey } from './storage';

export type CopyReport = {
  /** Files written to a bucket, and their bytes. */
  copied: number;
  bytes: number;
  /** Files already in their bucket with the same size, left alone. */
  alreadyThere: number;
  /** Files the shop did not write (another extension, a name outside products/, avatars/ and incidents/), not copied. */
  ignored: string[];
};

/**
 * Copies every file under `folder` (DATA_DIR/uploads) into the buckets, under the same keys.
 * Running it again copies only what is missing or differs in size, so an interrupted copy is
 * finished by running it again, and files uploaded meanwhile are picked up.
 */
export async function copyUploadsToBuckets(
  folder: string,
  storage: S3Storage,
  options: { parallel?: number } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, alreadyThere: 0, ignored: [] };
  const folders = Object.keys(storage.buckets).map((name) => `${name}/`);
  const keys: string[] = [];
  for (const key of await filesUnder(folder)) {
    const known = isStorageKey(key) && contentTypeOfKey(key) && folders.some((prefix) => key.startsWith(prefix));
    (known ? keys : report.ignored).push(key);
  }

  const copy = async (key: string) => {
    const path = join(folder, ...key.split('/'));
    const { size } = await stat(path);
    const there = await storage.open(key, { headOnly: true });
    if (there.status === 'found' && there.contentLength === size) {
      report.alreadyThere += 1;
      return;
    }
    const bytes = await readFile(path);
    await storage.put(key, bytes, contentTypeOfKey(key)!);
    report.copied += 1;
    report.bytes += bytes.length;
  };
  // A few uploads at once: most files are small, so one at a time waits on round trips.
  let next = 0;
  let failed = false;
  const worker = async () => {
    try {
      while (next < keys.length && !failed) await copy(keys[next++]!);
    } catch (error) {
      failed = true; // the other workers stop after the file they are on
      throw error;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 8) }, worker));
  return report;
}

/** Every file's key under `folder`; the disk storage's half-written dot-files are none. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
