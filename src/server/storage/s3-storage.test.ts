import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import { createAuth } from '../auth/auth';
import { accountMailQueue } from '../app/account-mails';
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';
import { createShopCalendar } from '../shop-calendar';
import { StartupError } from '../startup-error';
import { copyUploadsToBuckets } from './copy-to-buckets';
import { createStorage, openBuckets } from './from-config';
import { createLocalDiskStorage, uploadsFolder } from './local-disk-storage';
import type { S3Storage } from './s3-storage';
import { InvalidStorageKeyError } from './storage';
import { parseStorageUrl, StorageUrlError } from './storage-url';

const folder = mkdtempSync(join(tmpdir(), 'framehire-s3-'));
let server: ChildProcess;
let storageUrl: string;
let storage: S3Storage;
/** A client of its own, to see what the buckets hold behind the storage's back. */
let s3: S3Client;

/**
 * s3rver in a process of its own: its continuation tokens (a list longer than a page) are
 * DES-encrypted, a cipher Node's OpenSSL 3 offers only with the legacy provider.
 */
async function startS3rver(directory: string): Promise<{ process: ChildProcess; port: number }> {
  const script = `new (require('s3rver'))({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1] })
    .run().then(({ port }) => console.log(port))`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script, directory], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  return { process: child, port: Number(line) };
}

beforeAll(async () => {
  const started = await startS3rver(join(folder, 's3'));
  server = started.process;
  // s3rver's own account: it knows its access key (and checks no v4 signature).
  storageUrl = `http://S3RVER:S3RVER@127.0.0.1:${started.port}`;
  storage = (await createStorage({ DATA_DIR: folder, STORAGE_URL: storageUrl })) as S3Storage;
  const { endpoint, region, credentials } = parseStorageUrl(storageUrl);
  s3 = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
});
afterAll(async () => {
  storage?.close();
  s3?.destroy();
  if (server?.pid) {
    server.kill();
    await once(server, 'exit');
  }
  rmSync(folder, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text);
const objectsIn = async (Bucket: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket }))).Contents ?? []).map((object) => object.Key).sort();

describe('the S3 storage', () => {
  it('stores products in product-images, avatars in avatars and damage photos in incident-photos, and lists and removes them by key', async () => {
    await storage.put('avatars/u1/20300310T100000000Z-u1.webp', bytes('first'), 'image/webp');
    await storage.put('avatars/u1/20300310T100100000Z-u1.webp', bytes('second'), 'image/webp');
    await storage.put('avatars/u2/20300310T100000000Z-u2.webp', bytes('other'), 'image/webp');
    await storage.put('products/abc.webp', bytes('lens'), 'image/webp');
    await storage.put('products/abc.card.webp', bytes('small lens'), 'image/webp');
    await storage.put('incidents/0123456789abcdef01234567.webp', bytes('scratch'), 'image/webp');

    expect(await objectsIn('avatars')).toEqual([
      'u1/20300310T100000000Z-u1.webp',
      'u1/20300310T100100000Z-u1.webp',
      'u2/20300310T100000000Z-u2.webp',
    ]);
    expect(await objectsIn('product-images')).toEqual(['abc.card.webp', 'abc.webp']);
    expect(await objectsIn('incident-photos')).toEqual(['0123456789abcdef01234567.webp']);
    expect(await storage.list('incidents/')).toEqual(['incidents/0123456789abcdef01234567.webp']);
    expect(await storage.list('avatars/u1/')).toEqual([
      'avatars/u1/20300310T100000000Z-u1.webp',
      'avatars/u1/20300310T100100000Z-u1.webp',
    ]);
    expect(await storage.list('avatars/')).toHaveLength(3);
    expect(await storage.list('products/')).toEqual(['products/abc.card.webp', 'products/abc.webp']);
    expect(await storage.list('avatars/nobody/')).toEqual([]);
    expect(storage.publicUrl('products/abc.webp')).toBe('/uploads/products/abc.webp');

    await storage.remove('avatars/u1/20300310T100000000Z-u1.webp');
    await storage.remove('avatars/u1/20300310T100000000Z-u1.webp');
    await storage.remove('products/abc.card.webp');
    expect(await storage.list('avatars/u1/')).toEqual(['avatars/u1/20300310T100100000Z-u1.webp']);
    expect(await objectsIn('product-images')).toEqual(['abc.webp']);
  });

  it('keeps the content type and tells caches the object never changes', async () => {
    await storage.put('products/typed.png', bytes('png'), 'image/png');
    const head = await s3.send(new HeadObjectCommand({ Bucket: 'product-images', Key: 'typed.png' }));
    expect(head.ContentType).toBe('image/png');
    expect(head.CacheControl).toBe('public, max-age=604800, immutable');
    await storage.put('products/typed.png', bytes('png, again'), 'image/png');
    const replaced = await storage.open('products/typed.png');
    expect(replaced.status === 'found' && (await text(replaced.body))).toBe('png, again');
  });

  it('lists past a page of 1000 objects', async () => {
    const keys = Array.from({ length: 1001 }, (_, index) => `avatars/many/${String(index).padStart(4, '0')}.webp`);
    for (let start = 0; start < keys.length; start += 50) {
      await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, bytes('x'), 'image/webp')));
    }
    expect(await storage.list('avatars/many/')).toEqual(keys);
  });

  it('refuses keys that could leave their folder, have no bucket, or lie about their type', async () => {
    const keys = [
      '',
      '../escape.webp',
      'avatars/../../escape.webp',
      'avatars/./x.webp',
      '/etc/escape.webp',
      'avatars\\..\\escape.webp',
      'avatars//x.webp',
      '.hidden.webp',
      'lens.webp',
      'other/lens.webp',
      `avatars/${'a'.repeat(600)}.webp`,
    ];
    for (const key of keys) {
      await expect(storage.put(key, bytes('x'), 'image/webp'), JSON.stringify(key)).rejects.toThrow(
        InvalidStorageKeyError,
      );
      await expect(storage.remove(key), JSON.stringify(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.open(key), JSON.stringify(key)).rejects.toThrow(InvalidStorageKeyError);
    }
    for (const prefix of ['', '/', '../', 'avatars', 'other/', 'avatars/../']) {
      await expect(storage.list(prefix), JSON.stringify(prefix)).rejects.toThrow(InvalidStorageKeyError);
    }
    await expect(storage.put('products/x.html', bytes('<script>'), 'text/html')).rejects.toThrow(/extension/);
    await expect(storage.put('products/x.png', bytes('x'), 'image/webp')).rejects.toThrow(/extension/);
    expect(await objectsIn('product-images')).not.toContain('x.html');
  });

  it('creates missing buckets once, and stops the start in one line when the buckets cannot be reached', async () => {
    const prefixed = await openBuckets(`${storageUrl}/?bucketPrefix=shop2-`);
    await openBuckets(`${storageUrl}/?bucketPrefix=shop2-`).then((again) => again.close());
    await prefixed.put('products/p.webp', bytes('p'), 'image/webp');
    expect(await objectsIn('shop2-product-images')).toEqual(['p.webp']);
    expect(prefixed.buckets).toEqual({
      products: 'shop2-product-images',
      avatars: 'shop2-avatars',
      incidents: 'shop2-incident-photos',
    });
    prefixed.close();

    const unknownKey = storageUrl.replace('S3RVER:S3RVER@', 'NOBODY:not-the-Secret@');
    const refused = await openBuckets(unknownKey).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartupError);
    expect((refused as Error).message).toMatch(
      /^STORAGE_URL: the buckets product-images, avatars, and incident-photos cannot be reached or created \(these credentials may not use the bucket product-images/,
    );
    expect((refused as Error).message).not.toContain('not-the-Secret');

    const closedPort = await openBuckets('http://a:b@127.0.0.1:1').catch((error: unknown) => error);
    expect((closedPort as Error).message).toMatch(/^STORAGE_URL: .*ECONNREFUSED.*check the address/);
  });
});

describe('serving files from the buckets at /uploads/', () => {
  let app: App;
  let pool: { end(): Promise<void> };
  beforeAll(async () => {
    // The whole shop, as main.ts builds it. Serving a file reads no table, so the server's
    // maintenance database, unmigrated, is enough.
    const database = createDatabase(inject('pgAdminUrl'));
    pool = database.pool;
    const baseURL = 'http://localhost:3000';
    app = await buildApp({
      db: database.db,
      auth: createAuth({
        db: database.db,
        baseURL,
        secret: 'test-secret-test-secret-test-secret-0123',
        sendMail: accountMailQueue(database.db),
      }),
      mailer: createMailer({
        smtpUrl: undefined,
        from: 'Framehire <test@framehire.test>',
        dataDir: folder,
        log: () => {},
      }),
      calendar: createShopCalendar('Europe/Madrid'),
      dataDir: join(folder, 'unused'),
      storage,
      origins: { publicUrl: baseURL, policy: 'public-url' },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('streams an object with the headers the disk gives, and 304 once the browser has it', async () => {
    await storage.put('avatars/u9/20300310T100000000Z-u9.webp', bytes('a picture of u9'), 'image/webp');
    const url = '/uploads/avatars/u9/20300310T100000000Z-u9.webp';
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('a picture of u9');
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '15',
      'cache-control': 'public, max-age=604800, immutable',
      'x-content-type-options': 'nosniff',
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(served.headers['last-modified'] as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(app.routeTable.filter((row) => row.url === '/uploads/*')).toEqual([
      { method: 'GET', url: '/uploads/*', access: 'public' },
    ]);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect((await get(url, { 'if-none-match': '"another"' })).statusCode).toBe(200);
    const later = new Date(Date.parse(served.headers['last-modified'] as string) + 2000).toUTCString();
    expect((await get(url, { 'if-modified-since': later })).statusCode).toBe(304);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ 'content-length': '15', 'content-type': 'image/webp', etag });
  });

  it('answers 404 in JSON for a missing file and for anything that is not a key', async () => {
    for (const url of [
      '/uploads/products/none.webp',
      '/uploads/avatars/nobody/none.webp',
      '/uploads/lens.webp',
      '/uploads/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/uploads/products/.hidden.webp',
      '/uploads/products//abc.webp',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });
});

describe('STORAGE_URL', () => {
  it('reads AWS S3 and S3-compatible servers', () => {
    expect(parseStorageUrl('s3://')).toEqual({ region: undefined, bucketPrefix: '' });
    expect(parseStorageUrl('s3://?region=eu-west-1&bucketPrefix=acme-')).toEqual({
      region: 'eu-west-1',
      bucketPrefix: 'acme-',
    });
    expect(parseStorageUrl('http://AKIA1:se%2Fcr%2Bet@127.0.0.1:9000')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
      bucketPrefix: '',
    });
    expect(parseStorageUrl('https://k:s@minio.example.com/?region=eu-central-1')).toMatchObject({
      endpoint: 'https://minio.example.com',
      region: 'eu-central-1',
    });
    expect(parseStorageUrl('https://storage.example.com').credentials).toBeUndefined();
  });

  it('refuses anything else with a message that never repeats the secret', () => {
    const bad: [string, RegExp][] = [
      ['not a url', /^must be s3:\/\/ .* or http\(s\):\/\//],
      ['ftp://key:Sh0uldNotLeak@host', /^must be s3:\/\//],
      ['s3://my-bucket', /^must be s3:\/\/ alone/],
      ['s3://key:Sh0uldNotLeak@', /^must be s3:\/\/ \(AWS S3\)/],
      ['s3://key:Sh0uldNotLeak@host', /^must be s3:\/\/ alone/],
      ['http://key:Sh0uldNotLeak@host/bucket', /^must have no path/],
      ['http://key@host', /both the access key and the secret/],
      ['http://:Sh0uldNotLeak@host', /both the access key and the secret/],
      ['http://key:Sh0uldNotLeak@host/?bucket=images', /^must have no parameters but region and bucketPrefix/],
      ['http://key:Sh0uldNotLeak@host/?region=eu%20west', /^must have a region/],
      ['s3://?bucketPrefix=Acme', /^must have a bucketPrefix/],
      [`s3://?bucketPrefix=${'a'.repeat(50)}`, /^must have a bucketPrefix/],
      ['http://key:Sh0uldNotLeak%ZZ@host', /percent-encode/],
    ];
    for (const [url, message] of bad) {
      const error = (() => {
        try {
          parseStorageUrl(url);
        } catch (caught) {
          return caught as Error;
        }
      })();
      expect(error, url).toBeInstanceOf(StorageUrlError);
      expect(error!.message, url).toMatch(message);
      expect(error!.message, url).not.toContain('Sh0uldNotLeak');
    }
  });

  it('is checked with the rest of the configuration, and kept as written', () => {
    expect(loadConfig({ STORAGE_URL: 's3://?region=eu-west-1' }).STORAGE_URL).toBe('s3://?region=eu-west-1');
    expect(loadConfig({ STORAGE_URL: '' }).STORAGE_URL).toBeUndefined();
    expect(() => loadConfig({ STORAGE_URL: 'minio:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: 'http://key:Sh0uldNotLeak@host/images' })).toThrow(
      /STORAGE_URL: must have no path/,
    );
  });

  it('leaves the files on the disk when unset', async () => {
    const local = await createStorage({ DATA_DIR: join(folder, 'local'), STORAGE_URL: undefined });
    expect(local.open).toBeUndefined();
    await local.put('products/here.webp', bytes('here'), 'image/webp');
    expect(await local.list('products/')).toEqual(['products/here.webp']);
  });
});

describe('npm run storage:migrate', () => {
  it('copies the uploads folder into the buckets once, and again only what is missing or changed', async () => {
    const dataDir = join(folder, 'migrate');
    const disk = createLocalDiskStorage(dataDir);
    await disk.put('products/0123.webp', bytes('page size'), 'image/webp');
    await disk.put('products/0123.card.webp', bytes('card'), 'image/webp');
    await disk.put('avatars/u7/20300310T100000000Z-u7.png', bytes('avatar'), 'image/png');
    const uploads = uploadsFolder(dataDir);
    const stray = (path: string, content: string) => {
      mkdirSync(dirname(join(uploads, path)), { recursive: true });
      writeFileSync(join(uploads, path), content);
    };
    stray('products/.0a1b.partial', 'half-written');
    stray('lens.webp', 'outside both folders');
    stray('products/notes.txt', 'not a picture');
    const bucketsNow = await openBuckets(`${storageUrl}/?bucketPrefix=migrated-`);

    const first = await copyUploadsToBuckets(uploads, bucketsNow, { parallel: 2 });
    expect(first).toEqual({ copied: 3, bytes: 19, alreadyThere: 0, ignored: ['lens.webp', 'products/notes.txt'] });
    expect(await objectsIn('migrated-product-images')).toEqual(['0123.card.webp', '0123.webp']);
    expect(await objectsIn('migrated-avatars')).toEqual(['u7/20300310T100000000Z-u7.png']);
    const avatar = await bucketsNow.open('avatars/u7/20300310T100000000Z-u7.png');
    expect(avatar).toMatchObject({ status: 'found', contentType: 'image/png', contentLength: 6 });
    expect(avatar.status === 'found' && (await text(avatar.body))).toBe('avatar');

    expect(await copyUploadsToBuckets(uploads, bucketsNow)).toMatchObject({ copied: 0, bytes: 0, alreadyThere: 3 });
    await disk.put('products/0123.card.webp', bytes('a new card'), 'image/webp');
    await disk.put('products/4567.webp', bytes('later'), 'image/webp');
    expect(await copyUploadsToBuckets(uploads, bucketsNow)).toMatchObject({ copied: 2, bytes: 15, alreadyThere: 2 });
    const card = await bucketsNow.open('products/0123.card.webp');
    expect(card.status === 'found' && (await text(card.body))).toBe('a new card');
    bucketsNow.close();
  });
});

async function text(body: NodeJS.ReadableStream | undefined) {
  const chunks: Buffer[] = [];
  for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}
