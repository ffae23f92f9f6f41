/*
 * STORAGE_URL: where uploaded files go when they are not to stay on this machine's disk
 * (several shop processes or machines must see the same files). Unset: DATA_DIR/uploads.
 *
 *   s3://                          AWS S3. Credentials come from the SDK's default chain
 *                                  (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an
 *                                  instance or task role); the region from AWS_REGION.
 *   s3://?region=eu-west-1         The same, in that region.
 *   http(s)://ACCESS_KEY:SECRET@host:port[/?region=eu-west-1]
 *                                  Any S3-compatible server (MinIO, Ceph, Cloudflare R2,
 *                                  s3rver), addressed path-style (host/bucket/object), so no
 *                                  wildcard DNS is needed. Region: us-east-1 unless given.
 *                                  Characters such as `/`, `+` or `@` in the secret must be
 *                                  percent-encoded (`%2F`, `%2B`, `%40`). Without the
 *                                  credentials, the SDK's default chain is used.
 *
 * Either form takes `bucketPrefix=acme-` (a query parameter) to name the buckets
 * `acme-product-images`, `acme-avatars` and `acme-incident-photos`: AWS bucket names are global, and the spec's bare
 * `product-images` and `avatars` are long taken there.
 *
 * This file only reads the setting, so the configuration check never loads the AWS SDK.
 */
import { z } from 'zod';

export type S3Settings = {
  /** The S3-compatible server; absent for AWS S3 itself. */
  endpoint?: string;
  /** Absent only for `s3://` without `?region=`: the SDK then reads AWS_REGION. */
  region?: string;
  /** Absent: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  bucketPrefix: string;
};

export class StorageUrlError extends Error {}

const FORMS = 's3:// (AWS S3) or http(s)://ACCESS_KEY:SECRET@host:port of an S3-compatible server';
const PARAMETERS = ['region', 'bucketPrefix'];
const REGION = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
// Bucket names are 3 to 63 lowercase letters, digits and hyphens; `product-images` takes 14.
const BUCKET_PREFIX = /^[a-z0-9][a-z0-9-]{0,48}$/;

/** The settings STORAGE_URL stands for; a StorageUrlError (never quoting the secret) when it is not one. */
export function parseStorageUrl(raw: string): S3Settings {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new StorageUrlError(`must be ${FORMS}`);
  }
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.includes(name)) {
      throw new StorageUrlError(`must have no parameters but region and bucketPrefix (not "${name.slice(0, 40)}")`);
    }
  }
  const region = url.searchParams.get('region') ?? undefined;
  if (region !== undefined && !REGION.test(region)) {
    throw new StorageUrlError('must have a region of letters, digits and hyphens, such as eu-west-1');
  }
  const bucketPrefix = url.searchParams.get('bucketPrefix') ?? '';
  if (bucketPrefix !== '' && !BUCKET_PREFIX.test(bucketPrefix)) {
    throw new StorageUrlError(
      'must have a bucketPrefix of at most 49 lowercase letters, digits and hyphens, starting with a letter or digit',
    );
  }
  const hasPath = url.pathname !== '' && url.pathname !== '/';

  if (url.protocol === 's3:') {
    if (url.host || url.username || url.password || hasPath) {
      throw new StorageUrlError(
        'must be s3:// alone for AWS S3, with no host, credentials or path: the SDK finds the credentials (AWS_ACCESS_KEY_ID, a profile or a role) and AWS_REGION',
      );
    }
    return { region, bucketPrefix };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StorageUrlError(`must be ${FORMS}`);
  if (!url.hostname) throw new StorageUrlError(`must name the server's host: ${FORMS}`);
  if (hasPath) {
    throw new StorageUrlError(
      'must have no path: the shop names its buckets itself (product-images, avatars and incident-photos, after bucketPrefix)',
    );
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw new StorageUrlError('must carry both the access key and the secret (ACCESS_KEY:SECRET@), or neither');
  }
  let credentials: S3Settings['credentials'];
  try {
    credentials = url.username
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
  } catch {
    throw new StorageUrlError('must percent-encode the access key and secret correctly (%2F for /, %2B for +)');
  }
  return { endpoint: `${url.protocol}//${url.host}`, region: region ?? 'us-east-1', credentials, bucketPrefix };
}

/** STORAGE_URL in the configuration schema (config.ts): checked at start, kept as written. */
export const storageUrlSchema = z.string().superRefine((raw, context) => {
  try {
    parseStorageUrl(raw);
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
  }
});
