import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-users';
import { startMailbox } from '../test/mailbox';
import { embeddedPool, type ShopProcess, startShop } from '../test/shop-process';
import { freePort } from '../test/free-port';

/*
 * Crash safety: the whole shop (server and embedded PostgreSQL) is killed with SIGKILL at random
 * moments while customers book, and started again each time, as a power cut or the kernel's
 * OOM killer would do it. Afterwards every rental the API acknowledged is there, no unit is on
 * two overlapping rentals, and every rental's confirmation mail arrived, once.
 * FAULTS_SEED replays a run (the seed is printed); KILLS sets how many kills (at least 10).
 */

const KILLS = Math.max(10, Number(process.env.KILLS ?? 10));
const SEED =
  process.env.FAULTS_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FAULTS_SEED ?? 20_261_124);
const BOOKERS = 2;

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const random = seededRandom(SEED);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-crash-'));
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let env: Record<string, string>;
let base: string;
let pgPort: number;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = await freePort();
  pgPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    PUBLIC_URL: base,
    SMTP_URL: mailbox.url,
    SEED_DEMO_DATA: 'true',
    SHOP_TIME_ZONE: 'UTC',
    LOG_LEVEL: 'error',
    // The load books far more than a customer may: the limits are raised through their settings.
    MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
    NEW_CUSTOMER_MAX_UNITS: '10000',
    NEW_CUSTOMER_STOCK_SHARE: '100',
    BOOKING_RATE_LIMIT: '100000',
    SIGNIN_RATE_LIMIT: '100000',
  };
});

afterAll(async () => {
  await mailbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('SIGKILL under a booking load', () => {
  it(`loses no acknowledged rental, double-books no unit and loses or doubles no mail over ${KILLS} kills`, async () => {
    let shop: ShopProcess = await startShop(env);
    const pool = () => embeddedPool(dataDir, pgPort);
    let db = pool();
    const { rows: products } = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id');
    // The demo shop's own rentals were seeded without mails: the load's start after them.
    const { rows: seeded } = await db.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM rentals');
    await db.end();
    const customers = DEMO_LOGINS.filter((login) => login.role === 'customer').map((login) => login.email);
    const cookies = await Promise.all(customers.map(signIn));

    const acknowledged = new Set<number>();
    let requests = 0;
    let loading = true;
    const booker = async (index: number) => {
      while (loading) {
        const from = between(2, 300);
        const body = {
          productId: products[between(0, products.length - 1)]!.id,
          dateFrom: isoDay(from),
          dateTo: isoDay(from + between(0, 3)),
          quantity: 1,
        };
        requests += 1;
        try {
          const response = await fetch(`${base}/api/rentals`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, cookie: cookies[index % cookies.length]! },
            body: JSON.stringify(body),
          });
          if (response.status === 201) acknowledged.add(((await response.json()) as { id: number }).id);
          else await response.arrayBuffer();
          // Paced like busy customers, not a flood: the queue then sends the mails in about as
          // long as the load lasts, and the test stays within its minutes.
          await sleep(100);
        } catch {
          // The server is down (killed or starting): what it never answered was never promised.
          await sleep(100);
        }
      }
    };
    const bookers = Array.from({ length: BOOKERS }, (_, index) => booker(index));

    const restarts: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(between(300, 3000));
      shop.killGroup();
      await shop.exited;
      const started = performance.now();
      shop = await startShop(env);
      restarts.push((performance.now() - started) / 1000);
    }
    await sleep(1000);
    loading = false;
    await Promise.all(bookers);

    db = pool();
    try {
      const { rows } = await db.query<{ id: number; orderId: number }>(
        'SELECT id, order_id AS "orderId" FROM rentals WHERE id > $1',
        [seeded[0]!.last],
      );
      const stored = new Set(rows.map((row) => row.id));
      // Each booking is a one-line order, confirmed by one mail that links the order (decision 038).
      const orderOf = new Map(rows.map((row) => [row.id, row.orderId]));
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      const { rows: overlaps } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM rental_items a JOIN rental_items b
           ON a.item_id = b.item_id AND a.rental_id < b.rental_id
          AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`,
      );

      // Every stored rental's confirmation: those whose answer the kill swallowed too. Jobs a
      // killed worker held are handed back once its heartbeat is stale (jobs/worker-liveness.ts).
      const confirmationsOf = () => {
        const byOrder = new Map<number, { deliveries: number; messageIds: Set<string> }>();
        for (const mail of mailbox.received) {
          const orderId = /\/account\/orders\/(\d+)/.exec(mail.text)?.[1];
          if (!orderId) continue;
          const messageId = /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1] ?? '';
          const entry = byOrder.get(Number(orderId)) ?? { deliveries: 0, messageIds: new Set<string>() };
          entry.deliveries += 1;
          entry.messageIds.add(messageId);
          byOrder.set(Number(orderId), entry);
        }
        return new Map(
          [...stored].flatMap((id) => {
            const entry = byOrder.get(orderOf.get(id)!);
            return entry ? [[id, entry] as const] : [];
          }),
        );
      };
      // The queue works through the load's mails at its own pace: wait while it makes progress.
      let waiting = [...stored].filter((id) => !confirmationsOf().has(id)).length;
      for (let idle = 0; waiting > 0 && idle < 60_000; idle += 500) {
        await sleep(500);
        const left = [...stored].filter((id) => !confirmationsOf().has(id)).length;
        if (left < waiting) idle = 0;
        waiting = left;
      }
      const confirmations = confirmationsOf();
      const undelivered = [...stored].filter((id) => !confirmations.has(id));
      const doubled = [...confirmations].filter(([, entry]) => entry.messageIds.size > 1).map(([id]) => id);
      const resent = [...confirmations.values()].filter((entry) => entry.deliveries > 1).length;
      // The mails of events that send none to this test's customers (and, since issue 32, the
      // webhooks subscriber's jobs beside them) may still be on their way: the queue gets a while
      // to empty, and what it leaves due after that is what the crash lost.
      const duePending = async () =>
        (
          await db.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM graphile_worker._private_jobs job
               JOIN graphile_worker._private_tasks task ON task.id = job.task_id
              WHERE task.identifier IN ('mail', 'event:mail') AND job.run_at <= now()`,
          )
        ).rows;
      let pending = await duePending();
      for (let waited = 0; pending[0]!.count > 0 && waited < 30_000; waited += 500) {
        await sleep(500);
        pending = await duePending();
      }

      const sorted = [...restarts].sort((a, b) => a - b);
      console.log(
        `crash safety (seed ${SEED}): ${KILLS} kills survived, ${requests} booking requests, ${acknowledged.size} rentals acknowledged (${stored.size} stored), ` +
          `${lost.length} lost, ${overlaps[0]!.count} overlaps; confirmation mails: ${confirmations.size} delivered, ${undelivered.length} lost, ` +
          `${doubled.length} doubled (${resent} re-sent with the same Message-ID); restarts median ${sorted[sorted.length >> 1]!.toFixed(1)} s, slowest ${sorted.at(-1)!.toFixed(1)} s`,
      );
      expect(acknowledged.size, 'the load booked something between kills').toBeGreaterThan(KILLS);
      expect(lost).toEqual([]);
      expect(overlaps[0]!.count).toBe(0);
      expect(undelivered).toEqual([]);
      expect(doubled).toEqual([]);
      expect(pending[0]!.count, 'mail jobs left in the queue').toBe(0);
    } finally {
      await db.end();
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    }
  }, 900_000);
});
