import { once } from 'node:events';
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '../../shared/limits';
import { MAX_INPUT_PIXELS } from '../images/picture';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';

let t: TestApp;
let now = TEST_NOW;

beforeAll(async () => {
  // The upload time names the file: each test moves the clock itself.
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  now = TEST_NOW;
});

type Session = { cookie: string; origin: string; id: string };
type Form = Awaited<ReturnType<typeof uploadForm>>;

const upload = (session: Session | undefined, form: Form, origin = session?.origin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    payload: form.payload,
    headers: { ...form.headers, ...(session ? { cookie: session.cookie } : {}), ...(origin ? { origin } : {}) },
  });
const pngForm = async (width = 640, height = 480) =>
  uploadForm({ bytes: await testPng(width, height), name: 'me.png', type: 'image/png' });
const me = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } })).json();
const storedAvatars = (userId: string) => t.storage.list(`avatars/${userId}/`);
const imageColumn = async (userId: string) =>
  (await t.pool.query<{ image: string | null }>('SELECT image FROM "user" WHERE id = $1', [userId])).rows[0]!.image;

/** The colour of one pixel of a picture, as [r, g, b]. */
async function pixel(picture: Buffer, x: number, y: number) {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;

describe('uploading an avatar', () => {
  it('replaces the default picture with a 256×256 WebP of the upload, served without its metadata', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
    expect((await me(ana)).avatarUrl).toBeNull();
    const png = await testPng(640, 480, {
      exif: { Copyright: 'Ana Díaz', ImageDescription: 'At home, Calle Mayor 5' },
    });
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const response = await upload(ana, await uploadForm({ bytes: png, name: 'me.png', type: 'image/png' }));
    expect(response.statusCode, response.body).toBe(200);
    const key = `avatars/${ana.id}/20300310T100000000Z-${ana.id}.webp`;
    expect(response.json()).toEqual({
      id: ana.id,
      fullName: 'Ana Díaz',
      email: 'ana@example.com',
      phoneNumber: null,
      isAdmin: false,
      role: 'customer',
      avatarUrl: `/uploads/${key}`,
      language: 'en',
      billingAddress: null,
      business: null,
    });
    expect(await imageColumn(ana.id)).toBe(key);
    expect((await me(ana)).avatarUrl).toBe(`/uploads/${key}`);

    const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    // A centred square of the 640×480 picture: its left half red, its right half blue.
    expect(isRed(await pixel(served.rawPayload, 64, 128))).toBe(true);
    expect(isBlue(await pixel(served.rawPayload, 192, 128))).toBe(true);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const ben = await t.signIn({ email: 'ben@example.com' });
    // Stored sideways (left half red) with orientation 6: shown turned a quarter clockwise, red on top.
    const sideways = await sharp(await testPng(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(ben, await uploadForm({ bytes: sideways, name: 'IMG_0001.JPG', type: 'image/jpeg' }));
    expect(response.statusCode, response.body).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: response.json().avatarUrl })).rawPayload;
    expect(isRed(await pixel(served, 128, 40))).toBe(true);
    expect(isBlue(await pixel(served, 128, 216))).toBe(true);
  });

  it('keeps only the latest picture: the older files go once the new one is saved', async () => {
    const cleo = await t.signIn({ email: 'cleo@example.com' });
    const first = (await upload(cleo, await pngForm())).json().avatarUrl as string;
    now = new Date(TEST_NOW.getTime() + 90_000);
    const second = await upload(cleo, await pngForm(300, 300));
    expect(second.statusCode).toBe(200);
    const key = `avatars/${cleo.id}/20300310T100130000Z-${cleo.id}.webp`;
    expect(second.json().avatarUrl).toBe(`/uploads/${key}`);
    expect(await storedAvatars(cleo.id)).toEqual([key]);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('accepts a picture whatever its name and declared type: the decoded content decides', async () => {
    const dan = await t.signIn({ email: 'dan@example.com' });
    const form = await uploadForm({ bytes: await testPng(), name: 'notes.txt', type: 'text/plain' });
    expect((await upload(dan, form)).statusCode).toBe(200);
  });
});

describe('refusing an upload keeps the old picture and stores nothing', () => {
  async function withAvatar(email: string) {
    const session = await t.signIn({ email });
    const response = await upload(session, await pngForm());
    expect(response.statusCode).toBe(200);
    now = new Date(TEST_NOW.getTime() + 60_000);
    return { session, key: (await imageColumn(session.id))! };
  }
  async function expectUnchanged(session: Session, key: string) {
    expect(await imageColumn(session.id)).toBe(key);
    expect(await storedAvatars(session.id)).toEqual([key]);
    expect((await me(session)).avatarUrl).toBe(`/uploads/${key}`);
  }

  it('refuses a file that is not a picture with 415, whatever its name and declared type', async () => {
    const { session, key } = await withAvatar('eve@example.com');
    const png = await testPng();
    const files = [
      { bytes: Buffer.from('Hello, I am not a picture at all.\n'), name: 'me.png', type: 'image/png' },
      { bytes: png.subarray(0, png.length - 40), name: 'cut-short.png', type: 'image/png' },
      {
        // SVG is text a renderer would run, not a photo: refused though sharp could draw it.
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
        ),
        name: 'me.svg',
        type: 'image/svg+xml',
      },
      { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' },
    ];
    for (const file of files) {
      const response = await upload(session, await uploadForm(file));
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().error.code, file.name).toBe('UNSUPPORTED_IMAGE');
    }
    await expectUnchanged(session, key);
  });

  it('refuses a picture of more pixels than decoding may take (413)', async () => {
    const { session, key } = await withAvatar('fay@example.com');
    // One colour compresses to under a megabyte, and would decode to 192 MB.
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_AVATAR_BYTES);
    const response = await upload(session, await uploadForm({ bytes: bomb, name: 'big.png', type: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('IMAGE_TOO_LARGE');
    await expectUnchanged(session, key);
  });

  it('takes a file of exactly 5 MB to the decoder, and stops reading one byte more with 413', async () => {
    const { session, key } = await withAvatar('gus@example.com');
    const noise = (size: number) => uploadForm({ bytes: Buffer.alloc(size, 0x5a), name: 'big.png', type: 'image/png' });
    // Within the limit, the content decides (not a picture here).
    expect((await upload(session, await noise(MAX_AVATAR_BYTES))).statusCode).toBe(415);
    const over = await upload(session, await noise(MAX_AVATAR_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'The file is larger than 5 MB.' });
    expect(over.headers.connection).toBe('close');
    await expectUnchanged(session, key);
  });

  it('refuses a form without the file field, and a body that is not a form', async () => {
    const { session, key } = await withAvatar('hal@example.com');
    const wrongField = await uploadForm({
      bytes: await testPng(),
      name: 'me.png',
      type: 'image/png',
      field: 'picture',
    });
    const missing = await upload(session, wrongField);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'FILE_MISSING', field: 'file' });

    const headers = { cookie: session.cookie, origin: session.origin };
    const json = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers });
    expect(empty.statusCode).toBe(415);
    expect(empty.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expectUnchanged(session, key);
  });

  it('refuses a visitor (401) and a page of another site (403)', async () => {
    const ivy = await t.signIn({ email: 'ivy@example.com' });
    const visitor = await upload(undefined, await pngForm(), 'http://localhost:3000');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('UNAUTHENTICATED');
    const foreign = await upload(ivy, await pngForm(), 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('CROSS_ORIGIN');
    expect(await storedAvatars(ivy.id)).toEqual([]);
    expect(await imageColumn(ivy.id)).toBeNull();
  });
});

describe('a body over the limit, over a real connection', () => {
  let address: string;
  beforeAll(async () => {
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  /**
   * POSTs `head`, then `fill` bytes of filler in 64 kB writes (as fast as the connection takes
   * them) until the server answers and hangs up. Answers the status, headers and body, and the
   * bytes sent by the time the answer came.
   */
  async function post(headers: OutgoingHttpHeaders, head: Buffer, fill: number) {
    const request = http.request(`${address}/api/me/avatar`, { method: 'POST', headers });
    request.flushHeaders();
    // The server closes the connection after its answer: the writes still under way fail.
    request.on('error', () => {});
    const answer = new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        response.on('error', reject);
      });
    });
    let answered = false;
    void answer.then(() => (answered = true));
    const gone = once(request, 'close').catch(() => {});
    let sent = 0;
    const write = async (chunk: Buffer) => {
      sent += chunk.length;
      if (!request.write(chunk)) await Promise.race([once(request, 'drain').catch(() => {}), answer, gone]);
    };
    await write(head);
    const filler = Buffer.alloc(64 * 1024, 0x5a);
    while (!answered && sent < fill) await write(filler);
    const result = await answer;
    // The server hangs up rather than reading (and throwing away) the rest of the body.
    await gone;
    return { ...result, sent };
  }

  /** The start of a form whose file part runs on for as long as the filler comes. */
  function formHead(boundary: string) {
    return Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
  }

  it('answers a body declared larger than the limit with 413 before a byte of it is sent', async () => {
    const jo = await t.signIn({ email: 'jo@example.com' });
    const boundary = 'declared-oversize';
    const response = await post(
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': 50 * 1024 * 1024,
        cookie: jo.cookie,
        origin: jo.origin,
      },
      Buffer.alloc(0),
      0,
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.code).toBe('FILE_TOO_LARGE');
    expect(response.headers.connection).toBe('close');
    expect(await storedAvatars(jo.id)).toEqual([]);
  });

  it('stops reading a chunked body of unknown length once the file passes the limit', async () => {
    const kim = await t.signIn({ email: 'kim@example.com' });
    const boundary = 'chunked-oversize';
    const body = 64 * 1024 * 1024;
    const response = await post(
      {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        cookie: kim.cookie,
        origin: kim.origin,
      },
      formHead(boundary),
      body,
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.code).toBe('FILE_TOO_LARGE');
    // The answer came while the client was still sending: the server did not wait for the other 40 MB and more.
    expect(response.sent).toBeGreaterThan(MAX_AVATAR_BYTES);
    expect(response.sent).toBeLessThan(24 * 1024 * 1024);
    expect(await storedAvatars(kim.id)).toEqual([]);
    expect(await imageColumn(kim.id)).toBeNull();
  });
});
