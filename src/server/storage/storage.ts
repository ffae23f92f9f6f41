/*
 * Where uploaded files live. Every write of a file goes through this interface, so the shop can
 * move from its own disk to a shared bucket (S3-compatible, DESIGN.md) without touching the code
 * that stores avatars or product images (decision 013).
 *
 * A key is a relative path such as `avatars/{userId}/{file}` or `products/{file}`: segments of
 * letters, digits, `.`, `_` and `-`, none starting with a dot. Anything else (`..`, an absolute
 * path, a backslash, an empty segment) is refused before it reaches a disk or a bucket.
 */
import type { Readable } from 'node:stream';

export interface Storage {
  /** Stores `bytes` under `key`, replacing a file already there; readers see the old file or the whole new one. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** The keys of every file under `prefix` (a folder, ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** The address a browser fetches the file from. */
  publicUrl(key: string): string;
  /**
   * Reads a file for a browser at `publicUrl`. Only a bucket has it: the shop answers `/uploads/`
   * from it (bucket-files-routes.ts), where the disk's folder is served by @fastify/static.
   */
  open?(key: string, conditions?: ReadConditions): Promise<OpenedFile>;
}

/**
 * How long browsers keep a stored file: a key never changes content (a new picture gets a new
 * key), so a week without asking; @fastify/static sends the same for the disk (app.ts).
 */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=604800, immutable';

/** A browser's revalidation headers, passed on so that an unchanged file is never fetched. */
export type ReadConditions = { ifNoneMatch?: string; ifModifiedSince?: Date; headOnly?: boolean };

export type OpenedFile =
  | {
      status: 'found';
      /** Absent when only the headers were asked for (HEAD). */
      body: Readable | undefined;
      contentType: string;
      contentLength: number;
      etag: string | undefined;
      lastModified: Date | undefined;
    }
  | { status: 'not-modified'; etag: string | undefined; lastModified: Date | undefined }
  | { status: 'missing' };

/**
 * The type each extension stands for. A key carries the extension of its type, since the disk
 * serves a file by its extension, and a folder copied into a bucket is typed by it.
 */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The type a key's extension names, if it is one the shop stores. */
export const contentTypeOfKey = (key: string): string | undefined =>
  IMAGE_TYPES[/\.[^./]*$/.exec(key)?.[0].toLowerCase() ?? ''];

const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]*';
const KEY = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
const PREFIX = new RegExp(`^(${SEGMENT}/)+$`);
const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

/** The key itself, or a throw when it could leave the storage's folder or name something odd. */
export function checkedKey(key: string): string {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** Whether `key` is one the shop could have written (checkedKey without the throw). */
export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** A folder of keys, such as `avatars/{userId}/`. */
export function checkedPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix)) throw new InvalidStorageKeyError(prefix);
  return prefix;
}
