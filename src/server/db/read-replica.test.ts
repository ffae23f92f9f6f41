import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { createAuth } from '../auth/auth';
import { accountMailQueue } from '../app/account-mails';
import { loadConfig } from '../config';
import { createMailer } from '../mail/mailer';
import { createShopCalendar } from '../shop-calendar';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { createFreshDatabase, TEST_PASSWORD } from '../test/test-app';
import { createUser } from '../users/create-user';
import { applyMigrations, createDatabase, type Database } from './client';
import { createReadReplica, createReplicaDatabase, formatLsn, parseLsn, replicaLag } from './read-replica';
import { categories, products } from './schema/catalog';

/*
 * No streaming replica here: the "replica" is a second pool on the same database whose
 * search_path puts a `standby` schema before pg_catalog. Its pg_is_in_recovery(),
 * pg_last_wal_replay_lsn() and pg_last_xact_replay_timestamp() read a row the tests set, so
 * the replica is as far behind as a test wants, through the same SQL a real one answers.
 * Each pool logs its queries, which shows who answered.
 */

const baseURL = 'http://localhost:3000';
let databaseUrl: string;
let primary: ReturnType<typeof createDatabase>;
let replica: ReturnType<typeof createDatabase>;
let dataDir: string;
const asked: { primary: string[]; replica: string[] } = { primary: [], replica: [] };

beforeAll(async () => {
  databaseUrl = await createFreshDatabase(inject('pgAdminUrl'));

  primary = createDatabase(databaseUrl, { max: 5, logQuery: (query) => asked.primary.push(query) });
  await applyMigrations(primary.db);
  await primary.db.execute(
    sql.raw(`
    CREATE SCHEMA standby;
    CREATE TABLE standby.state (replayed pg_lsn, replayed_at timestamptz);
    INSERT INTO standby.state VALUES ('0/0', now());
    CREATE FUNCTION standby.pg_is_in_recovery() RETURNS boolean LANGUAGE sql AS 'SELECT true';
    CREATE FUNCTION standby.pg_last_wal_replay_lsn() RETURNS pg_lsn LANGUAGE sql AS 'SELECT replayed FROM standby.state';
    CREATE FUNCTION standby.pg_last_xact_replay_timestamp() RETURNS timestamptz LANGUAGE sql
      AS 'SELECT replayed_at FROM standby.state';
  `),
  );
  const replicaUrl = new URL(databaseUrl);
  replicaUrl.searchParams.set('options', '-c search_path=standby,pg_catalog,public');
  replicaUrl.searchParams.set('application_name', 'framehire-replica');
  replica = createDatabase(replicaUrl.toString(), { max: 5, logQuery: (query) => asked.replica.push(query) });
  dataDir = mkdtempSync(join(tmpdir(), 'framehire-replica-'));
});

afterAll(async () => {
  await primary?.pool.end();
  await replica?.pool.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sets how far the fake standby has replayed: `'primary'` for everything the primary has now. */
async function replayedTo(lsn: string | 'primary', secondsAgo = 0) {
  await primary.db.execute(
    lsn === 'primary'
      ? sql`UPDATE standby.state SET replayed = pg_current_wal_insert_lsn(), replayed_at = now() - make_interval(secs => ${secondsAgo})`
      : sql`UPDATE standby.state SET replayed = ${lsn}::pg_lsn, replayed_at = now() - make_interval(secs => ${secondsAgo})`,
  );
}

async function appWith(readDb: Database) {
  const auth = createAuth({
    db: primary.db,
    baseURL,
    secret: 'test-secret-test-secret-test-secret-0123',
    sendMail: accountMailQueue(primary.db),
  });
  const app = await buildApp({
    db: primary.db,
    readDb,
    auth,
    mailer: createMailer({ smtpUrl: undefined, from: 'Framehire <test@framehire.test>', dataDir, log: () => {} }),
    calendar: createShopCalendar('Europe/Madrid'),
    dataDir,
    storage: createLocalDiskStorage(dataDir),
    origins: { publicUrl: baseURL, policy: 'public-url' },
  });
  await app.ready();
  return { app, auth };
}

const catalogueQueries = (queries: string[]) => queries.filter((query) => /"products"|"catalogue_version"/.test(query));
const clearLogs = () => {
  asked.primary.length = 0;
  asked.replica.length = 0;
};

describe('LSNs', () => {
  it('compare as 64-bit numbers, not as text', () => {
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn('0/10')! > parseLsn('0/9')!).toBe(true);
    expect(parseLsn('10/0')! > parseLsn('F/0')!).toBe(true);
    expect(parseLsn('0/16b3748')).toBe(parseLsn('0/16B3748'));
    expect(formatLsn(parseLsn('A/1B')!)).toBe('A/1B');
    for (const bad of ['', '0', '0/', '/0', '0/123456789', 'x/0', '0/0; Path=/']) expect(parseLsn(bad)).toBeUndefined();
  });

  it('route a reader by number: a replay at 0/FFFFFFFF has not reached 1/0, one at 1/0 has passed 0/FFFFFFFF', async () => {
    const log = vi.fn();
    await replayedTo('0/FFFFFFFF');
    const behind = createReadReplica({ primary: primary.db, replica: replica.db, log });
    expect(await behind.choose(parseLsn('1/0'))).toBe('primary');
    expect(await behind.choose(parseLsn('0/FFFFFFFF'))).toBe('replica');
    await replayedTo('1/0');
    const ahead = createReadReplica({ primary: primary.db, replica: replica.db, log });
    expect(await ahead.choose(parseLsn('0/FFFFFFFF'))).toBe('replica');
    expect(log).not.toHaveBeenCalled();
  });
});

describe('the catalogue with a read replica', () => {
  let app: App;
  let auth: ReturnType<typeof createAuth>;
  let productId: number;
  let categoryId: number;

  /** An administrator's write: the product's name changed, through the API. */
  const renameProduct = (session: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: { cookie: session, origin: baseURL },
      payload: { name: 'Sony FX3 (2024)', dailyPrice: '95', brand: 'Sony', model: 'ILME-FX3', categoryId },
    });

  beforeEach(async () => {
    await primary.db.execute(sql`TRUNCATE "user", categories, products RESTART IDENTITY CASCADE`);
    const [category] = await primary.db.insert(categories).values({ name: 'Cameras' }).returning();
    const [product] = await primary.db
      .insert(products)
      .values({ name: 'Sony FX3', dailyPrice: '89.50', brand: 'Sony', model: 'ILME-FX3', categoryId: category!.id })
      .returning();
    productId = product!.id;
    categoryId = category!.id;
    await replayedTo('primary');
    ({ app, auth } = await appWith(replica.db));
    clearLogs();
  });
  afterEach(() => app.close());

  async function signInAdmin() {
    await createUser(primary.db, auth, {
      email: 'boss@example.com',
      fullName: 'Boss',
      password: TEST_PASSWORD,
      isAdmin: true,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: baseURL },
      payload: { email: 'boss@example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.cookies
      .filter((c) => c.name !== 'framehire_written')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  it('answers a visitor who has written nothing from the replica: version and data both', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((p: { name: string }) => p.name)).toEqual(['Sony FX3']);
    expect(catalogueQueries(asked.replica)).toHaveLength(3); // version, page, count
    expect(catalogueQueries(asked.primary)).toEqual([]);
    expect(response.cookies).toEqual([]);

    // A product that is not (yet) on the replica is its 404, not a failure to fall back from.
    expect((await app.inject({ method: 'GET', url: '/api/products/99999' })).statusCode).toBe(404);
    expect(catalogueQueries(asked.primary)).toEqual([]);
  });

  it('marks a successful write with the WAL position after it, and a refused one not at all', async () => {
    const session = await signInAdmin();
    const before = parseLsn((await primary.pool.query('SELECT pg_current_wal_insert_lsn()::text AS l')).rows[0].l)!;
    const write = await renameProduct(session);
    expect(write.statusCode, write.body).toBe(200);
    const cookie = write.cookies.find((c) => c.name === 'framehire_written');
    expect(cookie).toMatchObject({ path: '/', maxAge: 300, httpOnly: true, sameSite: 'Lax' });
    expect(parseLsn(cookie!.value)! > before).toBe(true);

    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { cookie: session, origin: baseURL },
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((c) => c.name === 'framehire_written')).toBeUndefined();
  });

  it('reads a writer from the primary until the replica has replayed their write, then from the replica', async () => {
    const session = await signInAdmin();
    await replayedTo('0/0');
    const write = await renameProduct(session);
    expect(write.statusCode, write.body).toBe(200);
    const written = write.cookies.find((c) => c.name === 'framehire_written')!.value;
    const cookie = `${session}; framehire_written=${written}`;

    clearLogs();
    const behind = await app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: { cookie } });
    expect(behind.json().name).toBe('Sony FX3 (2024)');
    expect(catalogueQueries(asked.primary)).toHaveLength(2); // version, product
    expect(catalogueQueries(asked.replica)).toEqual([]);
    // Still behind: the cookie is renewed, so a slow replica cannot outlast it.
    expect(behind.cookies.find((c) => c.name === 'framehire_written')).toMatchObject({ value: written, maxAge: 300 });

    // A visitor without the cookie meanwhile reads from the replica.
    clearLogs();
    await app.inject({ method: 'GET', url: `/api/products/${productId}` });
    expect(catalogueQueries(asked.replica)).toHaveLength(2);

    await replayedTo(written);
    await new Promise((resolve) => setTimeout(resolve, 150)); // past the cached reading
    clearLogs();
    const caughtUp = await app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: { cookie } });
    expect(caughtUp.json().name).toBe('Sony FX3 (2024)');
    expect(catalogueQueries(asked.replica)).toHaveLength(2);
    expect(catalogueQueries(asked.primary)).toEqual([]);
    expect(caughtUp.cookies).toEqual([]);
  });

  it('answers 304 only from the database whose version the client holds', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/categories' });
    const etag = first.headers.etag as string;
    expect(
      (await app.inject({ method: 'GET', url: '/api/categories', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    // The primary moves on while the replica has not: the writer is sent the new data from the
    // primary (with the primary's version), never a 304 from the replica's old version.
    const session = await signInAdmin();
    await replayedTo('0/0');
    const write = await app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: session, origin: baseURL },
      payload: { name: 'Lenses', parentId: null },
    });
    expect(write.statusCode, write.body).toBe(201);
    const written = write.cookies.find((c) => c.name === 'framehire_written')!.value;
    clearLogs();
    const fresh = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'if-none-match': etag, cookie: `framehire_written=${written}` },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json()).toHaveLength(2);
    expect(catalogueQueries(asked.replica)).toEqual([]);
    expect(asked.replica.filter((query) => /"categories"/.test(query))).toEqual([]);
  });
});

describe('a replica that fails', () => {
  const unreachable = () => {
    const url = new URL(databaseUrl);
    url.port = '1';
    return createReplicaDatabase(url.toString());
  };

  it('leaves every read to the primary, with or without the cookie, and is logged once', async () => {
    const broken = unreachable();
    const log = vi.fn();
    const router = createReadReplica({ primary: primary.db, replica: broken.db, log });
    const count = (side: 'primary' | 'replica') =>
      router.databases[side].execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`);
    expect((await router.read(undefined, count)).rows[0]!.n).toBeGreaterThanOrEqual(0);
    expect(await router.choose(parseLsn('0/1'))).toBe('primary');
    await router.read(parseLsn('0/1'), count);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/read replica failed, reading from the primary: .*ECONNREFUSED/);
    await broken.pool.end();
  });

  it('serves the catalogue from the primary', async () => {
    const broken = unreachable();
    const { app } = await appWith(broken.db);
    const list = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(list.statusCode).toBe(200);
    const withCookie = await app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { cookie: 'framehire_written=0/1' },
    });
    expect(withCookie.statusCode).toBe(200);
    await app.close();
    await broken.pool.end();
  });

  it('is not blamed for an error the primary gives as well', async () => {
    const log = vi.fn();
    const router = createReadReplica({ primary: primary.db, replica: replica.db, log });
    const broken = (side: 'primary' | 'replica') => router.databases[side].execute(sql`SELECT * FROM no_such_table`);
    await expect(router.read(undefined, broken)).rejects.toThrow();
    expect(log).not.toHaveBeenCalled();
    expect(await router.choose(undefined)).toBe('replica');
  });
});

describe('replicaLag', () => {
  it('is the WAL still to replay and the age of the last replayed transaction', async () => {
    await replayedTo('0/0', 3);
    const behind = await replicaLag(primary.db, replica.db);
    expect(behind.bytes).toBeGreaterThan(0);
    expect(behind.seconds).toBeGreaterThanOrEqual(3);

    await replayedTo('FFFFFFFF/0', 3);
    expect(await replicaLag(primary.db, replica.db)).toEqual({ bytes: 0, seconds: 0 });
    // A "replica" that is the primary itself is never behind.
    expect(await replicaLag(primary.db, primary.db)).toEqual({ bytes: 0, seconds: 0 });
  });
});

describe('DATABASE_READ_URL', () => {
  it('needs an external DATABASE_URL and a postgres:// address', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/framehire' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://primary/framehire', DATABASE_READ_URL: 'mysql://replica/framehire' }),
    ).toThrow(/DATABASE_READ_URL: must start with postgres/);
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary/framehire',
      DATABASE_READ_URL: 'postgres://replica/framehire',
    });
    expect(config.DATABASE_READ_URL).toBe('postgres://replica/framehire');
  });
});
