/**
 * A customer's calendar feed with 500 rentals (issue 49: at most 50 ms). A generated customer
 * books 500 one-day rentals through the shop (ten products, on the 50 free days before the
 * bookings' own, workload.ts), their confirmation mails are sent, they ask for their feed's
 * address, and the feed is fetched 60 times
 * one after the other (a calendar app polls alone; 20 first to warm up, within the feed's 120
 * requests an hour): the median and p95 of the whole answer, the server's and the database's CPU
 * per answer. The rentals go with the benchmark's bookings (removeBenchBookings).
 */
import pg from 'pg';
import { addDays, type IsoDate } from '../src/shared/calendar-date';
import { FREE_FROM_DAYS } from './bench-data';
import { treeCpuMs } from './server-process';
import type { Lookups, Session } from './workload';

export const FEED_RENTALS = 500;
const PRODUCTS = 10;
const WARM = 20;
const MEASURED = 60;

export type CustomerFeed = {
  events: number;
  kilobytes: number;
  medianMs: number;
  p95Ms: number;
  serverCpuMs: number;
  dbCpuMs: number | null;
};

/** Until no job is running or due (a minute at most). */
async function jobsDone(client: pg.Client) {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const { rows } = await client.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM graphile_worker._private_jobs
        WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`,
    );
    if (rows[0]!.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The bookings' jobs were not done within a minute");
}

async function bookAll(url: string, session: Session, lookups: Lookups, today: IsoDate) {
  const lines = Array.from({ length: FEED_RENTALS }, (_, n) => {
    const day = addDays(today, FREE_FROM_DAYS + Math.floor(n / PRODUCTS));
    return { productId: lookups.bookableProductIds[n % PRODUCTS], dateFrom: day, dateTo: day, quantity: 1 };
  });
  // Ten at a time: the customer's bookings queue on their lock anyway.
  for (let start = 0; start < lines.length; start += 10) {
    await Promise.all(
      lines.slice(start, start + 10).map(async (line) => {
        const response = await fetch(`${url}/api/rentals`, {
          method: 'POST',
          headers: { cookie: session.cookie, origin: url, 'content-type': 'application/json' },
          body: JSON.stringify(line),
        });
        if (response.status !== 201)
          throw new Error(`A feed rental answered ${response.status}: ${await response.text()}`);
      }),
    );
  }
}

export async function measureCustomerFeed(
  url: string,
  session: Session,
  lookups: Lookups,
  today: IsoDate,
  pids: { server: number; database: number | null },
  databaseUrl: string,
): Promise<CustomerFeed> {
  await bookAll(url, session, lookups, today);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The feed's address keeps its count of requests for an hour: a run within the hour of another
    // starts it again.
    await client.query(`DELETE FROM rate_limit_counters WHERE key LIKE 'calendarFeed:%'`);
    // The 500 bookings' confirmation mails are sent first: the server's CPU in the window is the feed's.
    await jobsDone(client);
  } finally {
    await client.end();
  }
  const address = await fetch(`${url}/api/me/calendar-feed`, { headers: { cookie: session.cookie } });
  const { url: feedUrl } = (await address.json()) as { url: string };
  const path = new URL(feedUrl).pathname;
  const fetchFeed = async () => {
    const response = await fetch(`${url}${path}`);
    if (response.status !== 200) throw new Error(`The customer feed answered ${response.status}`);
    return response.text();
  };
  const body = await fetchFeed();
  for (let n = 1; n < WARM; n += 1) await fetchFeed();
  const times: number[] = [];
  const before = { server: treeCpuMs(pids.server), database: pids.database === null ? 0 : treeCpuMs(pids.database) };
  for (let n = 0; n < MEASURED; n += 1) {
    const started = performance.now();
    await fetchFeed();
    times.push(performance.now() - started);
  }
  const serverCpuMs = (treeCpuMs(pids.server) - before.server) / MEASURED;
  const dbCpuMs = pids.database === null ? null : (treeCpuMs(pids.database) - before.database) / MEASURED;
  times.sort((a, b) => a - b);
  return {
    events: body.split('BEGIN:VEVENT').length - 1,
    kilobytes: Buffer.byteLength(body) / 1024,
    medianMs: times[Math.floor(MEASURED / 2)]!,
    p95Ms: times[Math.ceil(MEASURED * 0.95) - 1]!,
    serverCpuMs,
    dbCpuMs,
  };
}
