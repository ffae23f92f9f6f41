import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { BOOKING_LOCK } from '../rentals/booking-terms';
import { DEMO_PASSWORD } from '../seed/demo-users';
import { startMailbox } from '../test/mailbox';
import { embeddedPool, signInCookie, startShop } from '../test/shop-process';
import { freePort } from '../test/free-port';

/*
 * SIGTERM, as systemd, Docker or an operator's `kill` sends it: the requests in flight get their
 * answers, a job that is running (a mail the SMTP server is slow to take) finishes, and the
 * embedded PostgreSQL is shut down cleanly, so the next start needs no crash recovery.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'framehire-sigterm-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** pg_control's cluster state (src/include/catalog/pg_control.h): 1 is "shut down", 6 "in production". */
const clusterState = () => readFileSync(join(dataDir, 'postgres', 'global', 'pg_control')).readUInt32LE(16);
const DB_SHUTDOWNED = 1;

/** Sessions of the shop waiting for an advisory lock: its bookings queued on the test's. */
async function waitingOnTheLock(db: Pool) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND wait_event = 'advisory'`,
  );
  return rows[0]!.n;
}

describe('SIGTERM', () => {
  it('answers the requests in flight, lets the running mail job finish and shuts PostgreSQL down cleanly', async () => {
    const mailbox = await startMailbox();
    const port = await freePort();
    const pgPort = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const shop = await startShop({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      PUBLIC_URL: base,
      SMTP_URL: mailbox.url,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
      MAX_OPEN_RENTALS: '1000',
      NEW_CUSTOMER_MAX_OPEN_RENTALS: '1000',
      NEW_CUSTOMER_MAX_UNITS: '10000',
      NEW_CUSTOMER_STOCK_SHARE: '100',
    });
    try {
      const cookie = await signInCookie(base, 'lucia@framehire.test', DEMO_PASSWORD);
      const db = embeddedPool(dataDir, pgPort);
      const { rows: products } = await db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 8');
      const { rows: people } = await db.query<{ id: string }>(`SELECT id FROM "user" WHERE email = 'lucia@framehire.test'`);
      // Lucía's bookings queue on her booking lock (flows/place-order.ts): the test holds it, so
      // the bookings below are surely inside the server, not still connecting, when the signal comes.
      const holder = await db.connect();

      // A mail job that is running when the signal comes: the SMTP server reads it and waits.
      mailbox.behave('stall');
      const book = (productId: number, offset: number) => {
        const day = new Date(Date.now() + (20 + offset) * 86_400_000).toISOString().slice(0, 10);
        return fetch(`${base}/api/rentals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({ productId, dateFrom: day, dateTo: day, quantity: 1 }),
        });
      };
      const first = await book(products[0]!.id, 0);
      expect(first.status).toBe(201);
      for (let waited = 0; mailbox.stalledCount === 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailbox.stalledCount, 'a mail is on its way when the signal comes').toBe(1);

      await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [BOOKING_LOCK, people[0]!.id]);
      const inFlight = products.slice(1).map((product, index) => book(product.id, index + 1));
      for (let waited = 0; (await waitingOnTheLock(db)) < inFlight.length && waited < 20_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await waitingOnTheLock(db), 'every booking is inside the server').toBe(inFlight.length);
      shop.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.query('SELECT pg_advisory_unlock($1, hashtext($2))', [BOOKING_LOCK, people[0]!.id]);
      holder.release();
      await db.end();
      const answers = await Promise.all(inFlight);
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

      // It waits for the running job rather than cut it off…
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(shop.child.exitCode, 'still finishing the running job').toBeNull();
      // …which ends once the mail server takes the mail.
      mailbox.behave('accept');
      expect(await shop.exited).toBe(0);
      expect(mailbox.received.some((mail) => mail.to.includes('lucia@framehire.test'))).toBe(true);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid')), 'PostgreSQL stopped').toBe(false);
      expect(clusterState(), 'pg_control says the cluster was shut down, not interrupted').toBe(DB_SHUTDOWNED);
    } finally {
      shop.killGroup();
      await mailbox.close();
    }
  }, 180_000);

  it('reads a killed cluster as interrupted (so the check above can fail)', async () => {
    const pgPort = await freePort();
    const shop = await startShop({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'error',
    });
    shop.killGroup();
    await shop.exited;
    expect(clusterState()).not.toBe(DB_SHUTDOWNED);
  }, 120_000);
});
