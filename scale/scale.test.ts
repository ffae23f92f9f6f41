import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, type IsoDate } from '../src/shared/calendar-date';
import { startMailbox } from '../src/server/test/mailbox';
import { freePorts } from './free-ports';
import { ensureNginx, readSite, selfSignedCertificate, siteForTest, startNginx, type Nginx } from './nginx';
import { startObjectStore } from './object-store';
import { startPostgresPair, type PostgresPair } from './postgres-pair';
import { startShopProcess, stopShopProcess, UNIT, waitUntilServing, type ShopProcess } from './processes';
import { measureThroughput } from './throughput';
import { Visitor } from './visitor';
import { matrix } from '../src/server/test/matrix';
import { pathSpellings } from '../src/server/test/path-spellings';
import { rawHttps } from './raw-request';

/*
 * Framehire past one machine (docs/deploy.md): three shop processes, started as the systemd unit
 * starts them, behind nginx running the documented site file, on a PostgreSQL primary with a
 * streaming replica and an S3-protocol object store. Every part is real and made here, on free
 * ports; the machine's own PostgreSQL is not touched.
 */

const run = promisify(execFile);
const DEMO_PASSWORD = 'Framehire!2026';
const figures: string[] = [];

let root: string;
let database: PostgresPair;
let objects: Awaited<ReturnType<typeof startObjectStore>>;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let nginx: Nginx;
let primary: pg.Pool;
let shops: ShopProcess[] = [];
let settings: Record<string, string>;
let site: string;
let today: IsoDate;

/** A time zone where it is day now: reminders go out from 08:00 of the shop's day only. */
function daytimeZone() {
  for (const zone of [
    'Europe/Madrid',
    'America/New_York',
    'America/Los_Angeles',
    'Asia/Tokyo',
    'Pacific/Auckland',
    'Asia/Kolkata',
  ]) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    if (hour >= 9 && hour <= 21) return zone;
  }
  return 'Pacific/Kiritimati';
}

const direct = (shop: ShopProcess) => `http://127.0.0.1:${shop.port}`;
const balanced = () => `https://127.0.0.1:${nginx.httpsPort}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'framehire-scale-'));
  // PostgreSQL's programs run as the postgres user under root (scale/run-as.ts): it must enter here.
  await chmod(root, 0o755);
  const nginxBinary = await ensureNginx();
  [database, objects, mailbox] = await Promise.all([
    startPostgresPair(join(root, 'postgres')),
    startObjectStore(join(root, 'objects')),
    startMailbox(),
  ]);
  primary = new pg.Pool({ connectionString: database.primaryUrl, max: 4 });
  const [http, https, ...shopPorts] = await freePorts(5);
  const zone = daytimeZone();
  settings = {
    DATABASE_URL: database.primaryUrl,
    DATABASE_READ_URL: database.replicaUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: `https://localhost:${https}`,
    TRUST_PROXY: '1',
    SMTP_URL: mailbox.url,
    DATA_DIR: join(root, 'data'),
    SHOP_TIME_ZONE: zone,
    SIGNIN_RATE_LIMIT: '5',
    BOOKING_RATE_LIMIT: '100000',
    MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_UNITS: '10000',
    NEW_CUSTOMER_STOCK_SHARE: '100',
    LOG_LEVEL: 'error',
  };
  today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()) as IsoDate;

  // As an operator moving an existing shop: it ran on its own disk, then its files go to the bucket.
  const first = startShopProcess(shopPorts[0]!, settings, root);
  await waitUntilServing(first);
  await stopShopProcess(first);
  settings.STORAGE_URL = objects.url;
  const started = performance.now();
  const { stdout } = await run('npx', ['tsx', 'scripts/storage-migrate.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, ...settings },
  });
  figures.push(
    `Copying the demo shop's images into object storage (npm run storage:migrate): ${((performance.now() - started) / 1000).toFixed(1)} s, ${stdout.trim().split('\n').at(-1)}`,
  );

  shops = shopPorts.map((port) => startShopProcess(port, settings, root));
  await Promise.all(shops.map((shop) => waitUntilServing(shop)));
  const certificate = await selfSignedCertificate(root);
  site = siteForTest(await readSite(), { http: http!, https: https!, shops: shopPorts, ...certificate });
  nginx = await startNginx(nginxBinary, join(root, 'nginx'), site, https!);
}, 300_000);

afterAll(async () => {
  console.log(`\n${figures.join('\n')}\n`);
  await nginx?.stop();
  await Promise.all(shops.map((shop) => stopShopProcess(shop)));
  await primary?.end();
  await Promise.all([database?.stop(), objects?.stop(), mailbox?.close?.()]);
  await rm(root, { recursive: true, force: true });
}, 120_000);

/** The administrator, signed in through the load balancer. */
async function administrator() {
  const admin = new Visitor(settings.PUBLIC_URL!);
  await admin.signIn(balanced(), 'admin@framehire.test', DEMO_PASSWORD);
  return admin;
}

/** A new product with `units` units, made by the administrator through the load balancer. */
async function productWithUnits(admin: Visitor, name: string, units: number) {
  const categories = await admin.call(balanced(), 'GET', '/api/categories');
  const categoryId = (categories.json as unknown as { id: number }[])[0]!.id;
  const product = await admin.call(balanced(), 'POST', '/api/admin/products', {
    name,
    dailyPrice: '25',
    brand: 'Scale',
    model: name,
    categoryId,
  });
  expect(product.status).toBe(201);
  const productId = product.json.id as number;
  for (let unit = 1; unit <= units; unit++) {
    const item = await admin.call(balanced(), 'POST', '/api/admin/items', {
      serialNumber: `${name}-${unit}`,
      productId,
      status: 'Operational',
    });
    expect(item.status).toBe(201);
  }
  return productId;
}

describe('three shop processes behind nginx', () => {
  test('the systemd unit passes systemd-analyze verify', async () => {
    // The unit names /opt/framehire and a framehire user, which this machine lacks: verify reads
    // the unit's syntax and settings, and prints those as warnings, not failures.
    const { stderr } = await run('systemd-analyze', ['verify', UNIT]).catch(
      (error: { stderr: string; code: number }) => {
        throw new Error(`systemd-analyze verify failed:\n${error.stderr}`);
      },
    );
    expect(stderr).not.toMatch(/Unknown (key|section)|Invalid|Failed to parse/i);
  });

  test('a session made through one process works on the others and through nginx', async () => {
    const lucia = new Visitor(settings.PUBLIC_URL!);
    await lucia.signIn(direct(shops[0]!), 'lucia@framehire.test', DEMO_PASSWORD);
    for (const base of [...shops.map(direct), balanced()]) {
      const me = await lucia.call(base, 'GET', '/api/me');
      expect(me.status, base).toBe(200);
      expect(me.json.email, base).toBe('lucia@framehire.test');
    }
  });

  test('an avatar uploaded through one process is served by all, with the same caching headers', async () => {
    const jonas = new Visitor(settings.PUBLIC_URL!);
    await jonas.signIn(direct(shops[1]!), 'jonas@framehire.test', DEMO_PASSWORD);
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const upload = await jonas.call(direct(shops[1]!), 'POST', '/api/me/avatar', form);
    expect(upload.status).toBe(200);
    const avatarUrl = upload.json.avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\//);

    const bodies = new Set<string>();
    for (const base of [...shops.map(direct), balanced()]) {
      const response = await fetch(`${base}${avatarUrl}`);
      expect(response.status, base).toBe(200);
      expect(response.headers.get('content-type'), base).toBe('image/webp');
      expect(response.headers.get('cache-control'), base).toMatch(
        /max-age=604800.*immutable|immutable.*max-age=604800/,
      );
      bodies.add(Buffer.from(await response.arrayBuffer()).toString('base64'));
    }
    expect(bodies.size).toBe(1);

    // And the demo shop's pictures, copied into the bucket by storage:migrate, from every process.
    const products = await jonas.call(balanced(), 'GET', '/api/products?limit=1');
    const imageUrl = (products.json.items as { imageUrl: string | null }[])[0]!.imageUrl;
    expect(imageUrl).toBeTruthy();
    for (const shop of shops) expect((await fetch(`${direct(shop)}${imageUrl}`)).status).toBe(200);
  });

  test('no spelling of an administrator path gets past nginx and the shop without a session or role', async () => {
    const lucia = new Visitor(settings.PUBLIC_URL!);
    await lucia.signIn(balanced(), 'lucia@framehire.test', DEMO_PASSWORD);
    const cookie = lucia.cookieHeader;
    const adminReads = matrix
      .map((entry) => entry.route.split(' ') as [string, string])
      .filter(([method, url]) => method === 'GET' && url.startsWith('/api/admin'))
      .map(([, url]) => url.replace(/:\w+/g, '1'));
    expect(adminReads.length).toBeGreaterThanOrEqual(15);
    let sent = 0;
    for (const url of adminReads) {
      for (const spelling of [{ name: 'as written', path: url }, ...pathSpellings(url, balanced())]) {
        for (const [role, headers] of [
          ['a visitor', {}],
          ['a customer', { cookie }],
        ] as const) {
          const answer = await rawHttps(balanced(), spelling.path, headers);
          sent += 1;
          const said = `GET ${spelling.path} (${spelling.name}) as ${role} through nginx answered ${answer.status}: ${answer.body.slice(0, 200)}`;
          expect([400, 401, 403, 404], said).toContain(answer.status);
          // A page that is not found still names who is signed in (its header): only that one.
          expect(answer.body.replaceAll('lucia@framehire.test', ''), said).not.toContain('@framehire.test');
          if (role === 'a visitor') expect(answer.body, said).not.toContain('@framehire.test');
        }
      }
    }
    figures.push(`Administrator paths spelled otherwise through nginx: ${sent} requests, none answered with data`);
  });

  test('200 simultaneous bookings for 5 free units, spread over the processes, book exactly 5', async () => {
    const admin = await administrator();
    const productId = await productWithUnits(admin, `Crowded-${randomUUID().slice(0, 8)}`, 5);
    const customers = [new Visitor(settings.PUBLIC_URL!), new Visitor(settings.PUBLIC_URL!)];
    await customers[0]!.signIn(balanced(), 'lucia@framehire.test', DEMO_PASSWORD);
    await customers[1]!.signIn(balanced(), 'jonas@framehire.test', DEMO_PASSWORD);
    const dates = { dateFrom: addDays(today, 10), dateTo: addDays(today, 12) };

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        customers[index % 2]!.call(
          balanced(),
          'POST',
          '/api/rentals',
          { productId, quantity: 1, ...dates },
          {
            'idempotency-key': randomUUID(),
          },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const count = (status: number) => statuses.filter((value) => value === status).length;
    figures.push(
      `200 simultaneous bookings for 5 units: ${count(201)} booked, ${count(409)} refused as not available, ${statuses.filter((s) => s >= 500).length} server errors`,
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(count(201)).toBe(5);
    expect(count(409)).toBe(195);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.json.error?.code).toBe('NOT_ENOUGH_STOCK');

    const { rows } = await primary.query<{ booked: number; doubled: number }>(
      `SELECT (SELECT count(*)::int FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE i.product_id = $1) AS booked,
              (SELECT count(*)::int FROM rental_items a JOIN rental_items b ON a.item_id = b.item_id AND a.rental_id < b.rental_id
                 AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')) AS doubled`,
      [productId],
    );
    expect(rows[0]).toEqual({ booked: 5, doubled: 0 });
    figures.push(`Double bookings anywhere in the shop: ${rows[0]!.doubled}`);
  });

  test('rate limits count across processes', async () => {
    const stranger = new Visitor(settings.PUBLIC_URL!, '198.51.100.23');
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const shop = shops[attempt % shops.length]!;
      const answer = await stranger.call(direct(shop), 'POST', '/api/auth/sign-in/email', {
        email: 'lucia@framehire.test',
        password: 'not-her-password',
      });
      attempts.push(answer.status);
    }
    // SIGNIN_RATE_LIMIT=5 for the address, whichever process counted each attempt.
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('a reminder is mailed once although every process runs the job worker', async () => {
    const email = `rita-${randomUUID().slice(0, 8)}@example.com`;
    const rita = new Visitor(settings.PUBLIC_URL!);
    const signUp = await rita.call(balanced(), 'POST', '/api/auth/sign-up/email', {
      name: 'Rita Reminder',
      email,
      password: 'Camera!Rent1',
      language: 'en',
    });
    expect(signUp.status).toBe(200);
    const link = /https?:\/\/\S+verify-email\S+/.exec((await mailbox.waitFor(email)).text)![0].replace(/[)>\]]+$/, '');
    const url = new URL(link);
    expect((await rita.call(balanced(), 'GET', `${url.pathname}${url.search}`)).status).toBe(302);
    await rita.signIn(balanced(), email, 'Camera!Rent1');

    const admin = await administrator();
    const productId = await productWithUnits(admin, `Tomorrow-${randomUUID().slice(0, 8)}`, 1);
    const tomorrow = addDays(today, 1);
    const rental = await rita.call(
      balanced(),
      'POST',
      '/api/rentals',
      { productId, quantity: 1, dateFrom: tomorrow, dateTo: addDays(today, 3) },
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(rental.status).toBe(201);
    // The booking's own confirmation first; from here on, every mail to Rita counts.
    await mailbox.waitFor(email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    mailbox.clear();

    // Each process's worker may take one of these at the same moment, as the hourly schedule does.
    await primary.query(`SELECT graphile_worker.add_job('schedule-reminders') FROM generate_series(1, 6)`);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await primary
        .query(
          `SELECT count(*)::int AS left FROM graphile_worker.jobs WHERE task_identifier IN ('schedule-reminders', 'send-mail')`,
        )
        .catch(() => ({ rows: [{ left: 0 }] }));
      const mine = mailbox.received.filter((mail) => mail.to.includes(email));
      if ((rows[0]?.left === 0 && mine.length > 0) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const reminders = mailbox.received.filter((mail) => mail.to.includes(email));
    figures.push(`Reminder mails for one rental, with six reminder runs over three processes: ${reminders.length}`);
    expect(reminders).toHaveLength(1);
  });

  test('killing one process mid-load loses no acknowledged booking, and nginx routes around it', async () => {
    const admin = await administrator();
    // Fewer units than bookings in flight: a booking waits for units held by others for other dates.
    const productId = await productWithUnits(admin, `Killed-${randomUUID().slice(0, 8)}`, 5);
    const customers = await Promise.all(
      ['lucia@framehire.test', 'jonas@framehire.test'].map(async (email) => {
        const visitor = new Visitor(settings.PUBLIC_URL!);
        await visitor.signIn(balanced(), email, DEMO_PASSWORD);
        return visitor;
      }),
    );
    // 30 single days × 5 units: every one of the 150 bookings has a free unit, and no more.
    const bookings = Array.from({ length: 150 }, (_, index) => ({
      key: randomUUID(),
      customer: customers[index % 2]!,
      body: {
        productId,
        quantity: 1,
        dateFrom: addDays(today, 40 + (index % 30)),
        dateTo: addDays(today, 40 + (index % 30)),
      },
    }));
    const acknowledged = new Set<number>();
    const gatewayErrors: number[] = [];
    let killed = false;
    let next = 0;
    const victim = shops[1]!;

    async function book(booking: (typeof bookings)[number]) {
      // As a browser does: a failed answer is asked again with the same Idempotency-Key.
      for (let attempt = 0; attempt < 8; attempt++) {
        const answer = await booking.customer
          .call(balanced(), 'POST', '/api/rentals', booking.body, { 'idempotency-key': booking.key })
          .catch(() => ({ status: 0, json: {} as Record<string, unknown> }));
        if (answer.status === 200 || answer.status === 201) return acknowledged.add(answer.json.id as number);
        if (answer.status < 500 && answer.status !== 0)
          throw new Error(`Booking answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        gatewayErrors.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      throw new Error('A booking never got an answer');
    }
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < bookings.length) {
          const booking = bookings[next++]!;
          if (!killed && next > 40) {
            killed = true;
            victim.child.kill('SIGKILL');
          }
          await book(booking);
        }
      }),
    );
    const { rows } = await primary.query<{ id: number }>('SELECT id FROM rentals WHERE id = ANY($1::int[])', [
      [...acknowledged],
    ]);
    const lost = acknowledged.size - rows.length;
    figures.push(
      `Kill of one process under load: ${acknowledged.size} bookings acknowledged, ${lost} lost, ${gatewayErrors.length} answers retried (${[...new Set(gatewayErrors)].join(', ') || 'none'})`,
    );
    expect(acknowledged.size).toBe(150);
    expect(lost).toBe(0);

    // systemd's Restart=on-failure, by hand: the process comes back and takes requests again.
    shops[1] = startShopProcess(victim.port, settings, root);
    await waitUntilServing(shops[1]);
  });

  test('a product made on the primary reaches the replica’s catalogue reads within the measured lag; its maker sees it at once', async () => {
    const admin = await administrator();
    const before = await replicaTransactions();
    const anonymous = new Visitor(settings.PUBLIC_URL!);
    for (let read = 0; read < 20; read++)
      expect((await anonymous.call(direct(shops[0]!), 'GET', '/api/products?limit=3')).status).toBe(200);
    // The catalogue's reads went to the replica (whose counters each connection adds to within seconds).
    await expect
      .poll(async () => (await replicaTransactions()) - before, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(20);

    const categories = await admin.call(balanced(), 'GET', '/api/categories');
    const categoryId = (categories.json as unknown as { id: number }[])[0]!.id;
    const created = await admin.call(balanced(), 'POST', '/api/admin/products', {
      name: `Replicated-${randomUUID().slice(0, 8)}`,
      dailyPrice: '9',
      brand: 'Scale',
      model: 'R1',
      categoryId,
    });
    expect(created.status).toBe(201);
    const madeAt = performance.now();
    const path = `/api/products/${created.json.id as number}`;
    // Read-your-writes: its maker's next read finds it, whichever process answers.
    expect((await admin.call(direct(shops[2]!), 'GET', path)).status).toBe(200);
    const lagBytes = (await database.lag()).bytes;
    let seenAfter = -1;
    while (performance.now() - madeAt < 10_000) {
      if ((await anonymous.call(direct(shops[0]!), 'GET', path)).status === 200) {
        seenAfter = performance.now() - madeAt;
        break;
      }
    }
    figures.push(
      `Replica: a new product read from it after ${seenAfter.toFixed(0)} ms; WAL not yet replayed just after the write: ${lagBytes} bytes`,
    );
    expect(seenAfter).toBeGreaterThanOrEqual(0);
  });

  test('throughput with 1, 2 and 3 processes behind nginx, and a bare process', async () => {
    const table = await measureThroughput({
      root,
      shops: shops.map((shop) => shop.port),
      nginxBinary: await ensureNginx(),
    });
    figures.push(table);
    await writeFile(join(import.meta.dirname, '..', 'bench', 'results', 'scale-latest.md'), `${table}\n`);
  }, 120_000);
});

async function replicaTransactions() {
  const replica = new pg.Client(database.replicaUrl);
  await replica.connect();
  try {
    const { rows } = await replica.query<{ xacts: string }>(
      `SELECT xact_commit AS xacts FROM pg_stat_database WHERE datname = 'framehire'`,
    );
    return Number(rows[0]!.xacts);
  } finally {
    await replica.end();
  }
}
