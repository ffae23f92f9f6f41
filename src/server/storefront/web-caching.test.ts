import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { products } from '../db/schema/catalog';
import { createMailer } from '../mail/mailer';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { insertCategory } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * How the shop's files and answers travel: the build's hashed assets cached for a year and sent
 * as the build compressed them, the page and the other files revalidated by ETag, API answers
 * compressed as the client accepts.
 */

let t: TestApp;
let app: App;
const script = `export const words = ${JSON.stringify('lens tripod light '.repeat(200))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'framehire-web-caching-'));
  const webRoot = join(dir, 'web');
  const dataDir = join(dir, 'data');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="app"></div></body></html>');
  writeFileSync(join(webRoot, 'assets', 'index-B1a2c3D4.js'), script);
  // As scripts/precompress-plugin.ts leaves them beside the file.
  writeFileSync(join(webRoot, 'assets', 'index-B1a2c3D4.js.br'), brotliCompressSync(script));
  writeFileSync(join(webRoot, 'assets', 'index-B1a2c3D4.js.gz'), gzipSync(script));
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const mailer = createMailer({ smtpUrl: t.mailbox.url, from: 'Framehire <test@framehire.test>', dataDir, log: () => {} });
  app = await buildApp({
    db: t.db,
    auth: t.auth,
    mailer,
    calendar: t.calendar,
    dataDir,
    storage: createLocalDiskStorage(dataDir),
    webRoot,
  });
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe("the build's files", () => {
  it('sends a hashed asset as the build compressed it, cached for a year as immutable', async () => {
    const brotli = await get('/assets/index-B1a2c3D4.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-B1a2c3D4.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-B1a2c3D4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates a file whose name does not change between builds', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const again = await get('/favicon.svg', { 'if-none-match': String(icon.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the page', () => {
  it('answers every client-side route with the page, compressed, and a 304 while it is unchanged', async () => {
    const page = await get('/account/rentals', { 'accept-encoding': 'br;q=0, gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString();
    expect(html).toContain('<div id="app"></div>');
    // The shop's calendar is written into the page's head.
    expect(html).toMatch(/<head>.+<\/head>/s);

    const again = await get('/products/3', { 'if-none-match': String(page.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/products/3', { 'if-none-match': '"another-build"' })).statusCode).toBe(200);
  });
});

describe('API answers', () => {
  it('are compressed from 1 kB as the client accepts, and smaller ones are sent as they are', async () => {
    const { id: categoryId } = await insertCategory(t.db, { name: 'Lenses' });
    await t.db.insert(products).values(
      Array.from({ length: 8 }, (_, index) => ({
        name: `Lens ${index}`,
        description: 'A sharp, fast prime for portraits and low light. '.repeat(4),
        dailyPrice: '19.90',
        brand: 'Sigma',
        model: `L${index}`,
        categoryId,
      })),
    );
    const list = await get('/api/products', { 'accept-encoding': 'br' });
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).items).toHaveLength(8);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
