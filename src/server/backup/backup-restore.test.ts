import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { createJobQueue } from '../jobs/queue';
import { seedDemoShopIfEmpty } from '../seed/demo-seed';
import { embeddedPool, startShop } from '../test/shop-process';
import { freePort } from '../test/free-port';
import { uploadsFolder } from '../storage/local-disk-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { BackupError } from './backup-error';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore-backup';
import { shopTables, tableHashes } from './shop-tables';
import { writeBackup } from './write-backup';

/*
 * A backup taken while customers book, restored into an empty database, is the shop at the
 * backup's instant: every table's content hash and every uploaded file's bytes the same. Both
 * ways an operator runs it: on an external PostgreSQL, and through `npm run db:backup` and
 * `npm run db:restore` on the embedded one.
 */

const root = join(import.meta.dirname, '../../..');
const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'framehire-backups-'));
// Open as a clone under /opt or /home is: run as root, the embedded PostgreSQL is the user 'postgres'.
chmodSync(scratch, 0o755);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function emptyDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `framehire_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function hashesOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableHashes(client, await shopTables(client));
  } finally {
    await client.end();
  }
}

function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(folder, path)] = readFileSync(path).toString('base64');
  }
  return files;
}

describe('a backup of an external PostgreSQL, taken while customers book', () => {
  let t: TestApp;
  let file: string;
  let restoredUrl: string;
  const restoredUploads = join(scratch, 'restored-uploads');

  beforeAll(async () => {
    t = await createTestApp({
      bookingLimits: { maxOpenRentals: 10_000 },
      rateLimits: { bookingsPerUser: { limit: 10_000, windowSeconds: 60 } },
    });
    await seedDemoShopIfEmpty({ db: t.db, auth: t.auth, calendar: t.calendar, storage: t.storage, log: () => {} });
    // A mail due next week: queued jobs are part of the shop too.
    await createJobQueue(t.db).add(
      'mail',
      { kind: 'rental-requested', rentalId: 1 },
      { runAt: new Date(Date.now() + 7 * 86_400_000) },
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('restores into an empty database every table as the backup saw it, and every file', async () => {
    const customer = await t.signIn({ email: 'booker@example.com' });
    const { rows: products } = await t.pool.query<{ id: number }>('SELECT id FROM products ORDER BY id');
    let booking = true;
    let booked = 0;
    const load = (async () => {
      for (let day = 0; booking; day += 1) {
        const date = addDays(t.calendar.today(), 5 + (day % 200));
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { cookie: customer.cookie, origin: customer.origin },
          payload: { productId: products[day % products.length]!.id, dateFrom: date, dateTo: date, quantity: 1 },
        });
        if (response.statusCode === 201) booked += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    file = join(scratch, 'external.tar.gz');
    const manifest = await writeBackup({ databaseUrl: t.databaseUrl, uploadsFolder: uploadsFolder(t.dataDir), file });
    booking = false;
    await load;
    expect(booked, 'bookings landed while the backup ran').toBeGreaterThan(0);

    const source = await hashesOf(t.databaseUrl);
    const table = (name: string) => manifest.tables.find((entry) => entry.name === name)!;
    // Untouched by the load: the same now as in the backup. The rentals moved on after it.
    for (const name of [
      'public.products',
      'public.categories',
      'public.items',
      'public.user',
      'drizzle.__drizzle_migrations',
    ])
      expect(table(name).md5, name).toBe(source[name]!.md5);
    expect(table('public.rentals').rows).toBeLessThan(source['public.rentals']!.rows);
    expect(table('graphile_worker._private_jobs').rows).toBeGreaterThan(0);
    expect(manifest.uploads.files).toBeGreaterThan(0);

    restoredUrl = await emptyDatabase();
    await restoreBackup({ databaseUrl: restoredUrl, uploadsFolder: restoredUploads, file });
    const restored = await hashesOf(restoredUrl);
    for (const entry of manifest.tables)
      expect(restored[entry.name], entry.name).toEqual({ rows: entry.rows, md5: entry.md5 });
    expect(filesOf(restoredUploads)).toEqual(filesOf(uploadsFolder(t.dataDir)));

    // The restored shop goes on: its sequences continue after the restored ids.
    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO categories (name) VALUES ('After the restore') RETURNING id`,
    );
    await client.end();
    expect(rows[0]!.id).toBeGreaterThan(table('public.categories').rows);
  }, 120_000);

  it('refuses a database that already holds a shop, and changes nothing', async () => {
    const before = await hashesOf(restoredUrl);
    await expect(
      restoreBackup({ databaseUrl: restoredUrl, uploadsFolder: join(scratch, 'elsewhere'), file }),
    ).rejects.toThrow(/already holds a shop/);
    expect(await hashesOf(restoredUrl)).toEqual(before);
  });

  it('refuses a file that is not a backup, and one made by another version', async () => {
    const junk = join(scratch, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup at all');
    await expect(
      restoreBackup({ databaseUrl: await emptyDatabase(), uploadsFolder: join(scratch, 'u1'), file: junk }),
    ).rejects.toThrow(/is not a Framehire backup/);

    const unpacked = join(scratch, 'unpacked');
    mkdirSync(unpacked);
    await extract({ file, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as { migrations: string[] };
    manifest.migrations.push('a-migration-from-a-newer-version');
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const newer = join(scratch, 'newer.tar.gz');
    await createTar({ gzip: true, file: newer, cwd: unpacked }, readdirSync(unpacked));
    const target = await emptyDatabase();
    const refusal = restoreBackup({ databaseUrl: target, uploadsFolder: join(scratch, 'u2'), file: newer });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/made by another version of Framehire/);
    expect(Object.keys(await hashesOf(target))).toEqual([]);
  });
});

describe('npm run db:backup and db:restore on the embedded PostgreSQL', () => {
  it('backs up a running demo shop and restores it into a new DATA_DIR, every table and file the same', async () => {
    const dataDir = join(scratch, 'shop');
    const pgPort = await freePort();
    const port = await freePort();
    const shop = await startShop({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
    });
    const file = join(scratch, 'embedded.tar.gz');
    let source: Awaited<ReturnType<typeof tableHashes>>;
    try {
      const backup = await run('npm', ['run', '--silent', 'db:backup', '--', '--out', file], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
      });
      expect(backup.stdout).toMatch(/Backup written to .*embedded\.tar\.gz/);
      const pool = embeddedPool(dataDir, pgPort);
      const client = await pool.connect();
      source = await tableHashes(client, await shopTables(client));
      client.release();
      await pool.end();
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }

    const restoredDir = join(scratch, 'restored-shop');
    const restorePort = await freePort();
    const env = { ...process.env, DATA_DIR: restoredDir, EMBEDDED_PG_PORT: String(restorePort) };
    const restore = await run('npm', ['run', '--silent', 'db:restore', '--', file], { cwd: root, env });
    expect(restore.stdout).toMatch(/Restored .* every table's content hash as in the backup/);
    // A second restore onto it is refused: it is a shop now.
    const again = await run('npm', ['run', '--silent', 'db:restore', '--', file], { cwd: root, env }).catch(
      (error: { stderr: string }) => error,
    );
    expect((again as { stderr: string }).stderr).toMatch(/already holds a shop/);

    // The restored database, before any server touches it, against the backup's own record of
    // the shop at its instant; and that record against the shop's tables nothing wrote since.
    const unpacked = join(scratch, 'embedded-unpacked');
    mkdirSync(unpacked);
    await extract({ file, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    const embedded = await startEmbeddedPostgres({ dataDir: restoredDir, port: restorePort, log: () => {} });
    try {
      const restored = await hashesOf(embedded.url);
      for (const entry of manifest.tables)
        expect(restored[entry.name], entry.name).toEqual({ rows: entry.rows, md5: entry.md5 });
      for (const name of ['public.products', 'public.items', 'public.rentals', 'public.user', 'public.reviews'])
        expect(manifest.tables.find((entry) => entry.name === name)?.md5, name).toBe(source![name]!.md5);
      expect(filesOf(uploadsFolder(restoredDir))).toEqual(filesOf(uploadsFolder(dataDir)));
    } finally {
      await embedded.stop();
    }
  }, 240_000);
});
