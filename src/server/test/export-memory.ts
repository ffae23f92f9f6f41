import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createAuth } from '../auth/auth';
import { accountMailQueue } from '../app/account-mails';
import { createDatabase } from '../db/client';
import { createUser } from '../users/create-user';

/*
 * The memory a CSV export costs the server (decision 054): a shop of `rentals`
 * rentals made in a few statements, then rentals.csv downloaded from a real server process
 * while its resident memory is sampled from /proc. Used by src/server/exports/export-memory.test.ts
 * and `npm run bench:export`, each with the server process it starts itself.
 */

const ADMIN = { email: 'export-admin@example.com', password: 'Export!Memory1' };
const UNITS = 100;

/** How resident memory went while one export downloaded. */
export type ExportMemory = {
  rows: number;
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  /** Peak minus before: what the export cost. */
  rssGrowthMb: number;
};

/** Resident memory of a process in MB, read synchronously: a sample must not wait behind the download. */
const rssMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * `count` rentals of one product over 100 units, each on its own day per unit (so the
 * exclusion constraint is met), in three INSERT … SELECT statements; the rentals_into_order
 * trigger makes each its one-line order. Skipped when the shop already has them.
 */
export async function seedRentals(databaseUrl: string, count: number) {
  const { pool, db } = createDatabase(databaseUrl, { max: 2 });
  try {
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rentals');
    if (rows[0]!.n >= count) return;
    const auth = createAuth({
      db,
      baseURL: 'http://localhost',
      secret: 'e'.repeat(32),
      sendMail: accountMailQueue(db),
    });
    const existing = await pool.query('SELECT 1 FROM "user" WHERE email = $1', [ADMIN.email]);
    if (existing.rowCount === 0) {
      await createUser(db, auth, {
        email: ADMIN.email,
        password: ADMIN.password,
        fullName: 'Export Admin',
        isAdmin: true,
      });
    }
    const customer = await createUser(db, auth, {
      email: `export-customer-${Date.now()}@example.com`,
      password: ADMIN.password,
      fullName: '=Customer, "with" quotes',
    });
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const category = await client.query<{ id: number }>(
        `INSERT INTO categories (name) VALUES ('Export ' || gen_random_uuid()) RETURNING id`,
      );
      const product = await client.query<{ id: number }>(
        `INSERT INTO products (name, daily_price, brand, model, category_id)
         VALUES ('Export camera ' || gen_random_uuid(), 25.00, 'Brand', 'Model', $1) RETURNING id`,
        [category.rows[0]!.id],
      );
      const productId = product.rows[0]!.id;
      const items = await client.query<{ id: number }>(
        `INSERT INTO items (serial_number, product_id)
         SELECT 'EXP-' || $1::int || '-' || n, $1 FROM generate_series(1, ${UNITS}) AS n RETURNING id`,
        [productId],
      );
      const firstItem = Math.min(...items.rows.map((row) => row.id));
      // Rental n takes unit n % 100 on day n / 100: no unit is on two rentals at once.
      await client.query(
        `INSERT INTO rentals (user_id, product_id, date_from, date_to)
         SELECT $1, $2, DATE '2031-01-01' + (n / ${UNITS}) * 2, DATE '2031-01-01' + (n / ${UNITS}) * 2
           FROM generate_series(0, $3::int - 1) AS n`,
        [customer.id, productId, count],
      );
      await client.query(
        `INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
         SELECT r.id, $2::int + ((row_number() OVER (ORDER BY r.id) - 1) % ${UNITS})::int, r.date_from, r.date_to
           FROM rentals r WHERE r.product_id = $1`,
        [productId, firstItem],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    await pool.query('ANALYZE');
  } finally {
    await pool.end();
  }
}

/** The administrator's session cookie on the server at `url`. */
async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Downloads rentals.csv as a slow client would (a pause after each megabyte, so the server must
 * hold back rather than buffer), sampling the server's RSS every 10 ms.
 */
export async function measureExportMemory(server: { url: string; pid: number }): Promise<ExportMemory> {
  const cookie = await signIn(server.url);
  // Warm up: the export's code and a first COPY, so the measurement sees only the size's cost.
  await download(`${server.url}/api/admin/exports/units.csv`, cookie, 0);
  const rssBeforeMb = rssMb(server.pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid));
  }, 10);
  const started = performance.now();
  try {
    const { bytes, lines } = await download(`${server.url}/api/admin/exports/rentals.csv`, cookie, 50);
    const seconds = (performance.now() - started) / 1000;
    rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid));
    return { rows: lines - 1, bytes, seconds, rssBeforeMb, rssPeakMb, rssGrowthMb: rssPeakMb - rssBeforeMb };
  } finally {
    clearInterval(sampler);
  }
}

/** GET `url` without compression, pausing `pauseMs` after each megabyte; its bytes and lines. */
function download(url: string, cookie: string, pauseMs: number): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url} answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let bytes = 0;
      let lines = 0;
      let nextPause = 1024 * 1024;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        if (pauseMs > 0 && bytes >= nextPause) {
          nextPause += 1024 * 1024;
          response.pause();
          setTimeout(() => response.resume(), pauseMs);
        }
      });
      response.on('end', () => resolve({ bytes, lines }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}
