import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { publicUrlOf } from './public-url';
import { checkedKey, checkedPrefix, contentTypeOfKey, type Storage } from './storage';

/** The folder under DATA_DIR that holds the files, served by app.ts at /uploads/. */
export const uploadsFolder = (dataDir: string) => join(dataDir, 'uploads');

/** Files under `<dataDir>/uploads`, the default storage of a shop on one machine. */
export function createLocalDiskStorage(dataDir: string): Storage {
  const root = uploadsFolder(dataDir);
  const pathOf = (key: string) => join(root, ...checkedKey(key).split('/'));

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      // The disk serves a file with the type its extension names (@fastify/static), not the one it was stored with.
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`A ${contentType} file cannot be stored as ${key}: the disk serves it by its extension`);
      }
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it, so the file served is never half-written.
      // A dot-name is no key: list() never shows it and the static server does not serve it.
      const partial = join(dirname(path), `.${randomBytes(8).toString('hex')}.partial`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      const folder = join(root, ...checkedPrefix(prefix).split('/'));
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    },

    publicUrl: publicUrlOf,
  };
}
