/*
 * Where uploaded files live. Every write of a file goes through this interface, so the shop can
 * move from its own disk to a shared bucket (S3-compatible, DESIGN.md) without touching the code
 * that stores avatars or product images (decision 013).
 *
 * A key is a relative path such as `avatars/{userId}/{file}` or `products/{file}`: segments of
 * letters, digits, `.`, `_` and `-`, none starting with a dot. Anything else (`..`, an absolute
 * path, a backslash, an empty segment) is refused before it reaches a disk or a bucket.
 */
export interface Storage {
  /** Stores `bytes` under `key`, replacing a file already there; readers see the old file or the whole new one. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** The keys of every file under `prefix` (a folder, ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** The address a browser fetches the file from. */
  publicUrl(key: string): string;
}

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

/** A folder of keys, such as `avatars/{userId}/`. */
export function checkedPrefix(prefix: string): string {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX.test(prefix)) throw new InvalidStorageKeyError(prefix);
  return prefix;
}
