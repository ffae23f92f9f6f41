import type { Readable } from 'node:stream';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { publicUrlOf } from './public-url';
import {
  checkedKey,
  checkedPrefix,
  contentTypeOfKey,
  InvalidStorageKeyError,
  isStorageKey,
  type OpenedFile,
  type Storage,
  UPLOADS_CACHE_CONTROL,
} from './storage';
import type { S3Settings } from './storage-url';

export type S3Storage = Storage & {
  open: NonNullable<Storage['open']>;
  /** The spec's buckets, after STORAGE_URL's bucketPrefix. */
  buckets: { products: string; avatars: string; incidents: string };
  /** Creates the buckets that do not exist yet; run at start and by `npm run storage:migrate`. */
  ensureBuckets(): Promise<void>;
  /** Closes the client's kept-alive connections, so a script can end. */
  close(): void;
};

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;

/**
 * Keys map onto the spec's two buckets: `products/{file}` is `{file}` in product-images and
 * `avatars/{userId}/{file}` is `{userId}/{file}` in avatars, so the buckets hold what the spec
 * describes and the rest of the shop keeps one namespace of keys; `incidents/{file}` (damage
 * photos) is `{file}` in incident-photos.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    credentials: settings.credentials,
    ...(settings.endpoint && {
      endpoint: settings.endpoint,
      forcePathStyle: true,
      // The SDK adds CRC checksums to every upload and expects them on downloads by default,
      // which several S3-compatible servers (older MinIO, Ceph, R2) refuse or never send: only
      // where an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  });
  const buckets = {
    products: `${settings.bucketPrefix}product-images`,
    avatars: `${settings.bucketPrefix}avatars`,
    // Damage photos taken at the hand-over desk: a bucket of their own, so a shop can
    // give them other rules (retention, access) than its catalogue's pictures.
    incidents: `${settings.bucketPrefix}incident-photos`,
  };
  const folders = Object.entries(buckets).map(([folder, bucket]) => ({ folder: `${folder}/`, bucket }));

  /** The bucket and object name of a key or prefix (already checked); a key outside both folders has no bucket. */
  const locate = (path: string) => {
    const place = folders.find(({ folder }) => path.startsWith(folder));
    if (!place) throw new InvalidStorageKeyError(path);
    return { Bucket: place.bucket, Key: path.slice(place.folder.length), folder: place.folder };
  };
  const objectOf = (key: string) => {
    const { Bucket, Key } = locate(checkedKey(key));
    return { Bucket, Key };
  };

  return {
    buckets,

    async put(key, bytes, contentType) {
      const object = objectOf(key);
      // Kept to the disk's rule, so that a folder copied into the buckets, or back, serves alike.
      if (contentTypeOfKey(key) !== contentType) {
        throw new Error(`A ${contentType} file cannot be stored as ${key}: its extension must name its type`);
      }
      // One PutObject replaces the object whole: readers get the old object or the new one.
      await client.send(
        new PutObjectCommand({
          ...object,
          Body: bytes,
          ContentType: contentType,
          CacheControl: UPLOADS_CACHE_CONTROL,
        }),
      );
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },

    async list(prefix) {
      const { Bucket, Key: Prefix, folder } = locate(checkedPrefix(prefix));
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) keys.push(`${folder}${object.Key}`);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      // An object someone else put in the bucket under a name the shop would never write is no
      // key of ours: callers could neither serve nor remove it.
      return keys.filter(isStorageKey).sort();
    },

    publicUrl: publicUrlOf,

    async open(key, conditions = {}) {
      const object = objectOf(key);
      // If-None-Match wins over If-Modified-Since (RFC 9110), so only one is passed on.
      const ifModifiedSince = conditions.ifNoneMatch ? undefined : conditions.ifModifiedSince;
      const request = { ...object, IfNoneMatch: conditions.ifNoneMatch, IfModifiedSince: ifModifiedSince };
      try {
        const answer = conditions.headOnly
          ? await client.send(new HeadObjectCommand(request))
          : await client.send(new GetObjectCommand(request));
        return {
          status: 'found',
          body: 'Body' in answer ? (answer.Body as Readable | undefined) : undefined,
          contentType: answer.ContentType ?? 'application/octet-stream',
          contentLength: answer.ContentLength ?? 0,
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        if (statusOf(error) === 304) return notModified(error, conditions.ifNoneMatch);
        // A missing bucket is a broken setup, not a missing file: it stays an error.
        if (statusOf(error) === 404 && nameOf(error) !== 'NoSuchBucket') return { status: 'missing' };
        throw error;
      }
    },

    async ensureBuckets() {
      const region = settings.region ?? (await client.config.region());
      for (const Bucket of Object.values(buckets)) {
        try {
          await client.send(new HeadBucketCommand({ Bucket }));
          continue;
        } catch (error) {
          if (statusOf(error) === 403) {
            throw new Error(
              `these credentials may not use the bucket ${Bucket}: a wrong access key or secret, or (bucket names being global on AWS) another account's bucket, which bucketPrefix avoids`,
              { cause: error },
            );
          }
          if (statusOf(error) !== 404) throw error;
        }
        await client
          .send(
            new CreateBucketCommand({
              Bucket,
              // us-east-1 is the one region S3 refuses to be named in; the SDK's list of the others
              // lags behind new regions and other servers' names.
              ...(region !== 'us-east-1' && {
                CreateBucketConfiguration: { LocationConstraint: region as BucketLocationConstraint },
              }),
            }),
          )
          // Another process starting beside this one may have created it in between.
          .catch((error: unknown) => {
            if (nameOf(error) !== 'BucketAlreadyOwnedByYou') throw error;
          });
      }
    },

    close: () => client.destroy(),
  };
}

/**
 * S3 answers 304 with the object's ETag and Last-Modified, which the SDK leaves on the raw
 * response. Some compatible servers send neither: a single ETag the browser sent is then the one
 * that matched, and the browser already has it.
 */
function notModified(error: unknown, ifNoneMatch: string | undefined): OpenedFile {
  const headers = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers ?? {};
  const single = ifNoneMatch && /^(W\/)?"[^"]*"$/.test(ifNoneMatch.trim()) ? ifNoneMatch.trim() : undefined;
  const lastModified = headers['last-modified'] ? new Date(headers['last-modified']) : undefined;
  return {
    status: 'not-modified',
    etag: headers.etag ?? single,
    lastModified: lastModified && !Number.isNaN(lastModified.getTime()) ? lastModified : undefined,
  };
}
