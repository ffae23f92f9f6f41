import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../http/errors';
import { insertProduct } from '../test/factories';
import {
  gifClaimingHugeScreen,
  htmlPayload,
  PAYLOAD_MARK,
  picture,
  pngBomb,
  pngClaiming,
  svgWithScript,
  zipArchive,
} from '../test/hostile-files';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';
import { uploadForm } from '../test/upload-form';

/*
 * Files made to attack the two uploads (a customer's avatar, an administrator's product picture):
 * an SVG with a script, polyglots, paths in the file name, a 50 MB file, decompression bombs.
 * Each is refused (400/413/415) with nothing written, or made harmless: decoded and re-encoded as
 * WebP with nothing of what was appended, stored under the key the server chose and nowhere else.
 * The whole DATA_DIR is listed before and after every upload.
 */

let t: TestApp;
let now = TEST_NOW;
type Session = { cookie: string; origin: string; id: string };
let customer: Session;
let admin: Session;
let productId: number;

beforeAll(async () => {
  // Avatar files are named by their upload time: every upload moves the clock a second on.
  // Each test sends more files than a user may upload in an hour.
  t = await createTestApp({ clock: () => now, rateLimits: { uploadsPerUser: { limit: 1000, windowSeconds: 3600 } } });
  customer = await t.signIn({ email: 'mallory@example.com' });
  admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
  productId = (await insertProduct(t.db)).id;
});
afterAll(() => t?.close());

type Target = {
  name: string;
  url: () => string;
  session: () => Session;
  /** The keys the server chooses for a stored picture. */
  key: () => RegExp;
  /** Files one accepted upload stores. */
  files: number;
  /** The key the database points at now. */
  saved: () => Promise<string | null>;
};

const targets: Target[] = [
  {
    name: 'avatar',
    url: () => '/api/me/avatar',
    session: () => customer,
    key: () => new RegExp(`^avatars/${customer.id}/\\d{8}T\\d{9}Z-${customer.id}\\.webp$`),
    files: 1,
    saved: async () =>
      (await t.pool.query<{ image: string | null }>('SELECT image FROM "user" WHERE id = $1', [customer.id])).rows[0]!
        .image,
  },
  {
    name: 'product image',
    url: () => `/api/admin/products/${productId}/image`,
    session: () => admin,
    key: () => /^products\/[0-9a-f]{24}(\.card)?\.webp$/,
    files: 2,
    saved: async () =>
      (await t.pool.query<{ image: string | null }>('SELECT image FROM products WHERE id = $1', [productId])).rows[0]!
        .image,
  },
];

/** Every file under DATA_DIR (dot-files too: a half-written upload is one), with a hash of its content. */
async function dataDirFiles(): Promise<Map<string, string>> {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files.set(
      relative(t.dataDir, path).split(sep).join('/'),
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
  }
  return files;
}

async function send(target: Target, file: { bytes: Buffer | Readable; name: string; type: string }) {
  now = new Date(now.getTime() + 1000);
  const { cookie, origin } = target.session();
  if (file.bytes instanceof Readable) {
    // A body of unknown length (no Content-Length): only the parser's file size limit stops it.
    const boundary = 'hostile-stream';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(head);
        yield* file.bytes as Readable;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    return t.app.inject({
      method: 'POST',
      url: target.url(),
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie, origin },
    });
  }
  const form = await uploadForm({ bytes: file.bytes, name: file.name, type: file.type });
  return t.app.inject({
    method: 'POST',
    url: target.url(),
    payload: form.payload,
    headers: { ...form.headers, cookie, origin },
  });
}

type Answer = Awaited<ReturnType<typeof send>>;

/** Refused with one of `statuses` in the error shape; not a file written, the saved picture as it was. */
async function expectRefused(
  answer: Answer,
  statuses: number[],
  before: { files: Map<string, string>; saved: string | null },
  target: Target,
) {
  expect(statuses, `${answer.statusCode}: ${answer.body.slice(0, 300)}`).toContain(answer.statusCode);
  expect(errorBodySchema.safeParse(answer.json()).success, answer.body).toBe(true);
  expect(await dataDirFiles()).toEqual(before.files);
  expect(await target.saved()).toBe(before.saved);
}

/**
 * Accepted and made harmless: the only files added are under keys the server chose, each a
 * complete WebP with nothing after its last byte and nothing of `marks`, served as image/webp
 * with nosniff. Answers the keys added.
 */
async function expectReencoded(answer: Answer, before: Map<string, string>, target: Target, marks: string[]) {
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const after = await dataDirFiles();
  const added = [...after.keys()].filter((path) => !before.has(path));
  expect(added).toHaveLength(target.files);
  for (const path of added) {
    expect(path.startsWith('uploads/'), path).toBe(true);
    const key = path.slice('uploads/'.length);
    expect(key).toMatch(target.key());
    const bytes = await readFile(join(t.dataDir, path));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // The RIFF size covers the whole file: nothing is carried after the picture.
    expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length);
    for (const mark of marks) expect(bytes.includes(Buffer.from(mark, 'latin1')), `${key} holds ${mark}`).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  }
  const saved = await target.saved();
  expect(added.map((path) => path.slice('uploads/'.length))).toContain(saved);
  // Files that went are the old picture's only.
  const removed = [...before.keys()].filter((path) => !after.has(path));
  for (const path of removed) expect(path.slice('uploads/'.length)).toMatch(target.key());
  return added;
}

/** Built once for both uploads. */
let completeBomb: Promise<Buffer> | undefined;

const snapshot = async (target: Target) => ({ files: await dataDirFiles(), saved: await target.saved() });

/** What a payload left in a stored file would show. */
const MARKS = [PAYLOAD_MARK, '<script', '<html', '<svg', 'PK\u0003\u0004', 'META-INF'];

describe.each(targets)('the $name upload', (target) => {
  it('refuses an SVG carrying a script (415), whatever name and type it is sent under', async () => {
    const before = await snapshot(target);
    for (const [name, type] of [
      ['x.svg', 'image/svg+xml'],
      ['x.png', 'image/png'],
      ['x.jpg', 'application/octet-stream'],
    ] as const) {
      const answer = await send(target, { bytes: svgWithScript, name, type });
      await expectRefused(answer, [415], before, target);
      expect(answer.json().error.code).toBe('UNSUPPORTED_IMAGE');
    }
  });

  it('re-encodes a polyglot (a picture with HTML, a script or a ZIP appended) to a WebP without any of it', async () => {
    const polyglots = [
      { name: 'png+html.png', bytes: Buffer.concat([await picture('png'), htmlPayload]) },
      { name: 'jpeg+html.jpg', bytes: Buffer.concat([await picture('jpeg'), htmlPayload]) },
      { name: 'webp+html.webp', bytes: Buffer.concat([await picture('webp'), htmlPayload]) },
      // A GIFAR: a GIF and a Java archive at once.
      { name: 'gifar.gif', bytes: Buffer.concat([await picture('gif'), zipArchive()]) },
    ];
    for (const polyglot of polyglots) {
      const before = await dataDirFiles();
      const answer = await send(target, { ...polyglot, type: 'image/png' });
      await expectReencoded(answer, before, target, MARKS);
    }
  });

  it('refuses a script dressed as a GIF (GIF89a followed by JavaScript)', async () => {
    const before = await snapshot(target);
    const bytes = Buffer.from(`GIF89a=1;/*${PAYLOAD_MARK}*/alert(document.cookie);//`);
    await expectRefused(await send(target, { bytes, name: 'x.gif', type: 'image/gif' }), [415], before, target);
  });

  it('stores a picture sent with a path for a name under its own key, nowhere the name points', async () => {
    const png = await picture('png');
    for (const name of [
      '../../etc/passwd.png',
      '..\\..\\x.png',
      '/etc/passwd.png',
      '/tmp/framehire-owned.png',
      'C:\\Windows\\system32\\x.png',
      '..%2F..%2Fx.png',
      'x.png\u0000.html',
      'x.html',
      '.htaccess',
      `${'a'.repeat(300)}.png`,
    ]) {
      const before = await dataDirFiles();
      const answer = await send(target, { bytes: png, name, type: 'image/png' });
      const added = await expectReencoded(answer, before, target, []);
      expect(answer.body, name).not.toMatch(/passwd|Windows|framehire-owned|htaccess|\.html|a{50}/);
      expect(added.join()).not.toMatch(/passwd|Windows|owned|htaccess|html|a{50}/);
    }
  });

  it('refuses a 50 MB file (413), declared or streamed without a length, storing nothing', async () => {
    const before = await snapshot(target);
    const fifty = 50 * 1024 * 1024;
    // A PNG's start, so only the size can refuse it.
    const bytes = Buffer.concat([await picture('png'), Buffer.alloc(fifty, 0x5a)]);
    const declared = await send(target, { bytes, name: 'huge.png', type: 'image/png' });
    await expectRefused(declared, [413], before, target);
    expect(declared.json().error.code).toBe('FILE_TOO_LARGE');
    const streamed = await send(target, { bytes: Readable.from([bytes]), name: 'huge.png', type: 'image/png' });
    await expectRefused(streamed, [413], before, target);
    expect(streamed.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses decompression bombs (413) from their header, without decoding them', async () => {
    const bombs = [
      // Complete: 400 million real pixels in some 400 kB.
      { name: 'bomb.png', bytes: await (completeBomb ??= pngBomb(20_000)) },
      // Lying: a header claiming 10 billion pixels over a few bytes of picture.
      { name: 'liar.png', bytes: pngClaiming(100_000, 100_000) },
      { name: 'liar.gif', bytes: gifClaimingHugeScreen() },
    ];
    expect(bombs[0]!.bytes.length).toBeLessThan(1024 * 1024);
    const before = await snapshot(target);
    for (const bomb of bombs) {
      const started = performance.now();
      const answer = await send(target, { ...bomb, type: 'image/png' });
      await expectRefused(answer, [413], before, target);
      expect(answer.json().error.code, bomb.name).toBe('IMAGE_TOO_LARGE');
      expect(performance.now() - started, `${bomb.name} was decoded`).toBeLessThan(3000);
    }
  });
});
