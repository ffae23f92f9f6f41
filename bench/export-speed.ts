/**
 * The rentals CSV of the whole shop (issue 49): how soon its first row arrives and how long the
 * whole file takes, downloaded from the shop as an administrator's browser asks for it, beside
 * the floor: the same COPY statement run bare on a connection of its own, in the same kind of
 * transaction, read to its end. Both are read as they arrive and thrown away.
 */
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { IsoDate } from '../src/shared/calendar-date';
import { lateFeeRuleOf, type ShopSettings } from '../src/shared/schemas/settings';
import { machineTimeZone } from '../src/shared/shop-page';
import { exportCopyStatement } from '../src/server/exports/queries';

export type DownloadTiming = {
  /** From asking to the first data row (the header and the row after it) received. */
  firstRowMs: number;
  /** From asking to the last byte. */
  totalMs: number;
  /** The file as written (decompressed), in bytes, and its data rows. */
  bytes: number;
  rows: number;
};

export type ExportSpeed = { shop: DownloadTiming; floor: DownloadTiming };

/** Counts lines as chunks arrive; notes when the second line (the first data row) is complete. */
function lineClock(started: number) {
  let newlines = 0;
  let bytes = 0;
  let firstRowMs: number | null = null;
  return {
    take(chunk: Uint8Array) {
      bytes += chunk.byteLength;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) {
        newlines += 1;
        if (newlines === 2 && firstRowMs === null) firstRowMs = performance.now() - started;
      }
    },
    // Lines inside quoted cells (a note with a line break) count too: none in the generated shop.
    done: (): DownloadTiming => ({
      firstRowMs: firstRowMs ?? performance.now() - started,
      totalMs: performance.now() - started,
      bytes,
      rows: Math.max(0, newlines - 1),
    }),
  };
}

/** The shop's download, compressed as a browser accepts it and read decompressed, as a browser saves it. */
async function throughShop(url: string, cookie: string): Promise<DownloadTiming> {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/exports/rentals.csv`, {
    headers: { cookie, 'accept-encoding': 'br, gzip' },
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`rentals.csv answered ${response.status}: ${await response.text()}`);
  }
  const clock = lineClock(started);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) clock.take(read.value);
  return clock.done();
}

/** The same statement the shop runs, bare: COPY on its own connection, read to the end. */
async function bare(databaseUrl: string, statement: string): Promise<DownloadTiming> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const clock = lineClock(started);
    const stream = client.query(copyTo(statement));
    for await (const chunk of stream) clock.take(chunk as Buffer);
    const timing = clock.done();
    await client.query('COMMIT');
    return timing;
  } finally {
    await client.end();
  }
}

/** The shop's rentals.csv between two runs of the floor's. */
export async function measureExport(
  url: string,
  admin: { cookie: string },
  databaseUrl: string,
  today: IsoDate,
): Promise<ExportSpeed> {
  const answer = await fetch(`${url}/api/admin/settings`, { headers: { cookie: admin.cookie } });
  const settings = (await answer.json()) as Pick<ShopSettings, 'lateFees'>;
  const statement = exportCopyStatement(
    'rentals',
    {},
    { today, timeZone: machineTimeZone(), lateFeeRule: lateFeeRuleOf(settings.lateFees) },
  );
  // The floor first and last, its faster run kept: the first also brings the tables into memory.
  const first = await bare(databaseUrl, statement);
  const shop = await throughShop(url, admin.cookie);
  const last = await bare(databaseUrl, statement);
  const floor = first.totalMs <= last.totalMs ? first : last;
  if (shop.rows !== floor.rows) throw new Error(`The shop's export has ${shop.rows} rows, the floor's ${floor.rows}`);
  return { shop, floor };
}
