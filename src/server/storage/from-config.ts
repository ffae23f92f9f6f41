import { StartupError } from '../startup-error';
import { createLocalDiskStorage } from './local-disk-storage';
import type { S3Storage } from './s3-storage';
import type { Storage } from './storage';
import { parseStorageUrl } from './storage-url';

/** The two settings storage reads (config.ts's DATA_DIR, STORAGE_URL): config.ts uses storage-url.ts's parser, so storage does not import config. */
type StorageConfig = { DATA_DIR: string; STORAGE_URL?: string | undefined };

/** The storage the settings ask for: DATA_DIR/uploads, or the buckets of STORAGE_URL. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  return config.STORAGE_URL ? openBuckets(config.STORAGE_URL) : createLocalDiskStorage(config.DATA_DIR);
}

/**
 * The buckets of STORAGE_URL, created when missing. An unreachable or refused bucket stops the
 * start in one line, rather than the first upload failing in front of a customer.
 */
export async function openBuckets(storageUrl: string): Promise<S3Storage> {
  // The AWS SDK is loaded only by shops that use a bucket.
  const { createS3Storage } = await import('./s3-storage');
  const storage = createS3Storage(parseStorageUrl(storageUrl));
  try {
    await storage.ensureBuckets();
  } catch (error) {
    storage.close();
    throw new StartupError(
      `STORAGE_URL: the buckets ${new Intl.ListFormat('en').format(Object.values(storage.buckets))} cannot be reached or created (${describe(error)}): check the address, the credentials and that the server is up.`,
      { cause: error },
    );
  }
  return storage;
}

/** Where files go, for the start-up banner. */
export function storageDescription(config: StorageConfig): string {
  if (!config.STORAGE_URL) return `this machine's disk, ${config.DATA_DIR}/uploads`;
  const { endpoint, bucketPrefix } = parseStorageUrl(config.STORAGE_URL);
  return `buckets ${bucketPrefix}product-images, ${bucketPrefix}avatars and ${bucketPrefix}incident-photos at ${endpoint ?? 'AWS S3'} (STORAGE_URL)`;
}

function describe(error: unknown): string {
  const { name, message } = error as { name?: string; message?: string };
  // The SDK's errors for an answer without a body (403, 404 on HEAD) carry only a status name.
  return (
    [name, message]
      .filter((part) => part && part !== 'UnknownError' && part !== 'Error')
      .join(': ')
      .slice(0, 300) || String(error)
  );
}
