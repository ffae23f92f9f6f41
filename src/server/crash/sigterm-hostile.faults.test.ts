import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { STOP_DEADLINES } from '../graceful-stop';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { signInCookie, startShop } from '../test/shop-process';
import { freePort } from '../test/free-port';

/*
 * SIGTERM ends within a bounded time whatever a client does: here a customer sends the gzip
 * bomb of the security report (a multipart avatar of 200 MB of zeros, 200 kB on the wire) and
 * another request whose body stops coming, and the operator stops the shop.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-sigterm-hostile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Writes `head` and `body` on a socket; resolves with the first bytes that come back, or '' at close. */
function sendRaw(port: number, head: string, body?: Buffer) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(head);
    if (body) socket.write(body);
  });
  const firstAnswer = new Promise<string>((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString()));
    socket.once('close', () => resolve(''));
  });
  return { socket, firstAnswer };
}

describe('SIGTERM with hostile clients', () => {
  it('refuses the gzip bomb at once and stops within its deadline with a stalled upload open', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const shop = await startShop({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      PUBLIC_URL: base,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
    });
    try {
      const cookie = await signInCookie(base, 'lucia@framehire.test', DEMO_PASSWORD);
      const upload = (headers: string) =>
        `POST /api/me/avatar HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nCookie: ${cookie}\r\n${headers}\r\n`;

      const boundary = 'bomb';
      const form = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.alloc(200 * 1024 * 1024),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const bomb = gzipSync(form, { level: 9 });
      const refused = sendRaw(
        port,
        upload(
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Encoding: gzip\r\nContent-Length: ${bomb.length}\r\n`,
        ),
        bomb,
      );
      expect(await refused.firstAnswer).toMatch(/^HTTP\/1.1 415 /);

      // An upload whose body stops after its first bytes: the server waits for the rest.
      const stalled = sendRaw(
        port,
        upload(`Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n`),
        Buffer.from(`--${boundary}\r\n`),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalled = Date.now();
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      const took = Date.now() - signalled;
      console.log(`SIGTERM with a stalled upload open: stopped in ${(took / 1000).toFixed(1)} s`);
      expect(took).toBeLessThan(STOP_DEADLINES.requestsMs + 10_000);
      stalled.socket.destroy();
    } finally {
      shop.killGroup();
    }
  }, 180_000);
});
