import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { accountMailQueue } from '../app/account-mails';
import { createAuth } from '../auth/auth';
import { DATABASE_WAIT } from '../db/bounded-wait';
import { createDatabase } from '../db/client';
import { createMailer } from '../mail/mailer';
import { createShopCalendar } from '../shop-calendar';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { MIN_FREE_BYTES } from '../health/service';
import { createTestApp, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';
import { UNAVAILABLE_MESSAGE, unavailableCause } from './unavailable';

/*
 * When the database cannot be reached (stopped, or frozen: it accepts and never answers) or
 * DATA_DIR's disk is full, /api/health says which with a 503, and customers get 503 UNAVAILABLE
 * in the one error shape, with Retry-After, within a few seconds rather than a bare 500 or no
 * answer at all. The pools are the server's own (bounded waits), the faults real: a closed port,
 * a socket that never answers, a database frozen mid-use, a tmpfs filled to the last byte.
 */

const SECRET = 'test-secret-test-secret-test-secret-0123';
const BASE_URL = 'http://localhost:3000';
const scratch = mkdtempSync(join(tmpdir(), 'framehire-unavailable-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The whole shop as main.ts builds it, on `databaseUrl` through a pool that waits a bounded time. */
async function shopOn(databaseUrl: string, dataDir: string, max = 5) {
  const database = createDatabase(databaseUrl, { max, boundedWait: true });
  const app = await buildApp({
    db: database.db,
    auth: createAuth({ db: database.db, baseURL: BASE_URL, secret: SECRET, sendMail: accountMailQueue(database.db) }),
    mailer: createMailer({ smtpUrl: undefined, from: 'shop@framehire.test', dataDir, log: () => {} }),
    calendar: createShopCalendar('Europe/Madrid'),
    dataDir,
    storage: createLocalDiskStorage(dataDir),
    origins: { publicUrl: BASE_URL, policy: 'public-url' },
  });
  await app.ready();
  return {
    app,
    ...database,
    close: async () => {
      await app.close();
      await database.pool.end().catch(() => {});
    },
  };
}

/** A request, and how long its answer took. */
async function timed(shop: Awaited<ReturnType<typeof shopOn>>, url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await shop.app.inject({ method: 'GET', url, headers });
  return { response, ms: performance.now() - started };
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE } });
  expect(response.headers['retry-after']).toBe('5');
}

/** A listener that accepts connections and never says a word: a frozen server, as a client sees one. */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A TCP relay to PostgreSQL that can be frozen as `kill -STOP` freezes the server: connections
 * stay open, whatever is sent waits in the buffers, nothing comes back; thawed, all goes on.
 */
async function freezableRelay(target: { host: string; port: number }) {
  let frozen = false;
  const sockets: Socket[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.push(from);
      if (frozen) from.pause();
      from.on('data', (chunk) => to.write(chunk));
      from.on('close', () => to.destroy());
      from.on('error', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw: () => {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const withPort = (url: string, port: number) => {
  const changed = new URL(url);
  changed.hostname = '127.0.0.1';
  changed.port = String(port);
  return changed.toString();
};

describe('a stopped database', () => {
  it('makes health a 503 naming the database, and every customer answer 503 UNAVAILABLE at once', async () => {
    const shop = await shopOn('postgresql://framehire:x@127.0.0.1:1/framehire', mkdtempSync(join(scratch, 'stopped-')));
    try {
      const health = await timed(shop, '/api/health');
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toEqual({
        status: 'degraded',
        database: { status: 'down' },
        disk: { status: 'ok' },
      });
      for (const url of ['/api/products', '/api/categories']) {
        const { response, ms } = await timed(shop, url);
        expectUnavailable(response);
        expect(ms, url).toBeLessThan(2_000);
      }
      const signIn = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: BASE_URL },
        payload: { email: 'someone@example.com', password: 'Test!Passw0rd' },
      });
      expectUnavailable(signIn);
    } finally {
      await shop.close();
    }
  });
});

describe('a frozen database', () => {
  it('that accepts and never answers: health says so within 3 s, customers get 503 within the connect wait', async () => {
    const silent = await silentServer();
    const shop = await shopOn(
      `postgresql://framehire:x@127.0.0.1:${silent.port}/framehire`,
      mkdtempSync(join(scratch, 'silent-')),
    );
    try {
      const [health, products, categories] = await Promise.all([
        timed(shop, '/api/health'),
        timed(shop, '/api/products'),
        timed(shop, '/api/categories'),
      ]);
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
      expect(health.ms).toBeLessThan(3_500);
      for (const { response, ms } of [products, categories]) {
        expectUnavailable(response);
        expect(ms).toBeLessThan(DATABASE_WAIT.connectMs + 1_500);
      }
    } finally {
      await shop.close();
      await silent.close();
    }
  }, 30_000);

  describe('mid-use (its connections already open)', () => {
    let t: TestApp;
    let relay: Awaited<ReturnType<typeof freezableRelay>>;
    beforeAll(async () => {
      t = await createTestApp();
      const target = new URL(t.databaseUrl);
      relay = await freezableRelay({ host: target.hostname, port: Number(target.port) });
    });
    afterAll(async () => {
      await relay?.close();
      await t?.close();
    });

    it('answers 503 within the answer wait, loses no connection of the pool, and serves again once thawed', async () => {
      // Two connections, both open and idle in the pool when the database freezes.
      const shop = await shopOn(withPort(t.databaseUrl, relay.port), t.dataDir, 2);
      try {
        expect((await timed(shop, '/api/products')).response.statusCode).toBe(200);
        await Promise.all([shop.pool.query('SELECT pg_sleep(0.05)'), shop.pool.query('SELECT pg_sleep(0.05)')]);
        expect(shop.pool.totalCount).toBe(2);

        relay.freeze();
        const [products, health, ...transactions] = await Promise.all([
          timed(shop, '/api/products'),
          timed(shop, '/api/health'),
          // More transactions than the pool has connections: a BEGIN that is never answered
          // must not keep its connection from the pool (Drizzle does not hand it back).
          ...[1, 2, 3].map(async () => {
            const started = performance.now();
            const error = await shop.db
              .transaction((tx) => tx.execute(sql`SELECT 1`))
              .then(
                () => null,
                (failure: unknown) => failure,
              );
            return { error, ms: performance.now() - started };
          }),
        ]);
        expectUnavailable(products.response);
        expect(products.ms).toBeLessThan(DATABASE_WAIT.answerMs + DATABASE_WAIT.connectMs + 1_000);
        expect(health.response.statusCode).toBe(503);
        expect(health.ms).toBeLessThan(3_500);
        for (const { error, ms } of transactions) {
          expect(unavailableCause(error), String(error)).toBe('database');
          expect(ms).toBeLessThan(DATABASE_WAIT.answerMs * 2 + DATABASE_WAIT.connectMs + 1_000);
        }

        relay.thaw();
        const again = await timed(shop, '/api/products');
        expect(again.response.statusCode).toBe(200);
        expect(again.ms).toBeLessThan(2_000);
        expect((await timed(shop, '/api/health')).response.statusCode).toBe(200);
      } finally {
        relay.thaw();
        await shop.close();
      }
    }, 60_000);
  });
});

/** A tmpfs of `size` at `folder`, or null where this user may not mount one. */
function smallDisk(folder: string, size: string): (() => void) | null {
  mkdirSync(folder, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', folder], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return () => execFileSync('umount', ['-l', folder], { stdio: 'ignore' });
}

describe('a full disk under DATA_DIR', () => {
  const dataDir = join(scratch, 'full-disk');
  let unmount: (() => void) | null = null;
  let t: TestApp;
  beforeAll(async () => {
    // Just over the room health asks for (MIN_FREE_BYTES), so emptied it is healthy again.
    unmount = smallDisk(dataDir, `${MIN_FREE_BYTES / 1024 / 1024 + 8}m`);
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    unmount?.();
  });

  it('makes health a 503 naming the disk, and an upload 503 UNAVAILABLE, changing nothing', async (context) => {
    // A tmpfs needs root (CI and the developers' machines run as root).
    if (!unmount) return context.skip();
    const customer = await t.signIn({ email: 'full-disk@example.com' });
    const shop = await shopOn(t.databaseUrl, dataDir);
    try {
      // Filled to the last byte: the write fails as a full disk fails it.
      expect(() => writeFileSync(join(dataDir, 'filler'), Buffer.alloc(MIN_FREE_BYTES * 2))).toThrow(/ENOSPC/);
      const health = await timed(shop, '/api/health');
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        disk: { status: 'full' },
      });

      const form = await uploadForm({ bytes: await testPng(), name: 'me.png', type: 'image/png' });
      const upload = await shop.app.inject({
        method: 'POST',
        url: '/api/me/avatar',
        headers: { ...form.headers, cookie: customer.cookie, origin: customer.origin },
        payload: form.payload,
      });
      expectUnavailable(upload);
      const { rows } = await t.pool.query<{ image: string | null }>(`SELECT image FROM "user" WHERE id = $1`, [
        customer.id,
      ]);
      expect(rows[0]!.image).toBeNull();

      rmSync(join(dataDir, 'filler'));
      expect((await timed(shop, '/api/health')).response.statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe('what counts as the shop being unable to answer', () => {
  it('is a lost or refused connection, a cancelled statement, a full disk; not a bug or a refusal', () => {
    const pg = (code: string) => Object.assign(new Error('db said no'), { code });
    const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });
    expect(unavailableCause(wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })))).toBe(
      'database',
    );
    expect(unavailableCause(wrapped(new Error('Connection terminated unexpectedly')))).toBe('database');
    expect(unavailableCause(new Error('timeout exceeded when trying to connect'))).toBe('database');
    expect(unavailableCause(wrapped(pg('57014')))).toBe('database');
    expect(unavailableCause(wrapped(pg('57P01')))).toBe('database');
    expect(unavailableCause(wrapped(pg('53300')))).toBe('database');
    expect(unavailableCause(wrapped(pg('53100')))).toBe('disk');
    expect(unavailableCause(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))).toBe(
      'disk',
    );
    expect(unavailableCause(wrapped(pg('23505')))).toBeUndefined();
    expect(unavailableCause(new TypeError('x is undefined'))).toBeUndefined();
  });
});
