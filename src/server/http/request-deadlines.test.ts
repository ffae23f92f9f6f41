import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * A client cannot make the server wait: an encoded body is refused before it is read (the gzip
 * bomb: 200 MB of zeros in about 200 kB), and headers, a body or a silent connection that do
 * not come within their deadlines are answered 408 and closed. Over a real socket, with the
 * deadlines shortened to a second.
 */

let t: TestApp;
let cookie: string;
let port: number;
const shop = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp({ deadlines: { headersMs: 800, requestMs: 1_500, idleMs: 3_000, checkEveryMs: 100 } });
  cookie = (await t.signIn({ email: 'bomber@example.com' })).cookie;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** A multipart avatar form whose file is `megabytes` of zeros, gzipped. */
async function gzipBomb(megabytes: number) {
  const boundary = '----framehire-bomb';
  const gzip = createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  gzip.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const zeros = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < megabytes; at += 1) if (!gzip.write(zeros)) await new Promise((r) => gzip.once('drain', r));
  gzip.end(`\r\n--${boundary}--\r\n`);
  await done;
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** Writes `head` (and `body`) on a raw socket; resolves with what came back and when the socket closed. */
function raw(head: string, body?: Buffer): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    socket.on('connect', () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    setTimeout(() => reject(new Error(`no close within 15 s; got: ${text.slice(0, 200)}`)), 15_000).unref();
  });
}

describe('an encoded request body', () => {
  it('is refused with 415 before it is read, the avatar unchanged (the gzip bomb)', async () => {
    const bomb = await gzipBomb(200);
    expect(bomb.body.length).toBeLessThan(400_000);
    const answer = await raw(
      `POST /api/me/avatar HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${shop}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: ${bomb.type}\r\nContent-Encoding: gzip\r\nContent-Length: ${bomb.body.length}\r\n\r\n`,
      bomb.body,
    );
    expect(answer.text).toMatch(/^HTTP\/1.1 415 /);
    expect(answer.text).toContain('"code":"UNSUPPORTED_CONTENT_ENCODING"');
    expect(answer.closedAfterMs).toBeLessThan(5_000);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().avatarUrl).toBeNull();
  });

  it('is refused on every route, JSON too; identity is what an unencoded body says', async () => {
    const gzipped = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie, origin: shop, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(gzipped.statusCode).toBe(415);
    expect(gzipped.json().error.code).toBe('UNSUPPORTED_CONTENT_ENCODING');
    const identity = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie, origin: shop, 'content-encoding': 'identity' },
      payload: { fullName: 'Plain Body' },
    });
    expect(identity.statusCode).toBe(200);
  });
});

describe('deadlines', () => {
  it('answers 408 in the one error shape and closes a request whose body stops coming', async () => {
    const answer = await raw(
      `POST /api/me/avatar HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${shop}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n`,
    );
    expect(answer.text).toMatch(/^HTTP\/1.1 408 /);
    expect(answer.text).toContain('"error":{"code":"REQUEST_TIMEOUT"');
    expect(answer.closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await raw(`GET /api/products HTTP/1.1\r\nHost: localhost:3000\r\nX-Slow: `);
    expect(answer.text).toMatch(/^HTTP\/1.1 408 /);
    expect(answer.closedAfterMs).toBeLessThan(5_000);
  });

  it('closes a connection that says nothing at all', async () => {
    const answer = await raw('');
    expect(answer.closedAfterMs).toBeLessThan(6_000);
  });
});
