/**
 * The floor's server (bench/floor.ts starts it): bare `node:http` and `pg`, no framework, running
 * the shop's own catalogue statements (handed over in FLOOR_STATEMENTS, built by
 * src/server/catalog/product-statements.ts) and answering the same JSON, byte for byte, compressed
 * by the shop's rule. What the shop spends on a read beyond this is what its framework, its checks
 * and its code cost. Bundled by esbuild into one file and run by plain Node, so nothing but what it
 * needs is loaded (its memory is a yardstick too). It reads only what the benchmark asks, in
 * English, and trusts its input. With FLOOR_BOOKING it books too (POST /api/rentals, booking-floor.ts).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { rangeDailyCents, sortedDurationPrices } from '../src/shared/duration-prices';
import { fromCents } from '../src/shared/money';
import { chargedDays } from '../src/shared/opening-days';
import { type BookingLine, fingerprintOf } from '../src/server/rentals/booking-terms';
import type { BookingInput, BookingRead, FloorBooking } from './booking-floor';

type Read = { name: string | undefined; text: string; params: readonly string[] };
export type FloorStatements = {
  version: Read;
  size: Read;
  categoryIds: Read;
  categories: Read;
  product: Read;
  /** By filter key ('', 'c', 'q', 'cq', …), then "|a|sort" as product-statements.ts keys them. */
  lists: Record<string, Read>;
  counts: Record<string, Read>;
  estimates: Record<string, Read>;
  exactCountMax: number;
};

/** The shop's compression (src/server/app/plugins.ts): answers of 1 kB and more, brotli at quality 4 or gzip. */
const COMPRESS_FROM = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const CURSOR = /^(?:(\d{1,10}(?:\.\d{1,2})?)_)?(\d{1,10})$/;

const statements = JSON.parse(process.env.FLOOR_STATEMENTS ?? '') as FloorStatements;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

async function run<Row extends unknown[]>(read: Read, input: Record<string, unknown>): Promise<Row[]> {
  const values = read.params.map((param) => input[param]);
  return (await pool.query<Row>({ name: read.name, text: read.text, values, rowMode: 'array' })).rows;
}

type ProductRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  string | null,
  unknown,
  StoredTier[],
];

const product = (row: ProductRow) => ({
  id: row[0],
  name: row[1],
  description: row[2],
  dailyPrice: row[3],
  deposit: row[4],
  brand: row[5],
  model: row[6],
  categoryId: row[7],
  imageUrl: row[8] ? `/uploads/${row[8]}` : null,
  cardImageUrl: row[8] ? `/uploads/${row[8].replace(/\.webp$/, '.card.webp')}` : null,
  kitParts: row[9],
  // As the shop's durationPricesOf (catalog/product-prices.ts): money strings, fewest days first.
  durationPrices: sortedDurationPrices(
    row[10].map((tier) => ({ minDays: tier.minDays, dailyPrice: fromCents(tier.dailyPriceCents) })),
  ),
});

function roughly(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.max(statements.exactCountMax + 1, Math.round(estimate / unit) * unit);
}

async function count(filterKey: string, values: Record<string, unknown>) {
  const max = statements.exactCountMax;
  if (filterKey === '') {
    const [size] = await run<[number]>(statements.size, {});
    if ((size?.[0] ?? 0) > 2 * max) return { total: roughly(size![0]), totalKind: 'about' };
  }
  const [row] = await run<[number]>(statements.counts[filterKey]!, { ...values, countLimit: max + 1 });
  const counted = row?.[0] ?? 0;
  if (counted <= max) return { total: counted, totalKind: 'exact' };
  if (filterKey.includes('q')) return { total: max, totalKind: 'moreThan' };
  const [plan] = await run<[[{ Plan: { 'Plan Rows': number } }]]>(statements.estimates[filterKey]!, values);
  const estimated = plan?.[0][0].Plan['Plan Rows'] ?? 0;
  return estimated > max ? { total: roughly(estimated), totalKind: 'about' } : { total: max, totalKind: 'moreThan' };
}

async function productList(query: URLSearchParams) {
  const limit = Number(query.get('limit') ?? 24);
  const sort = query.get('sort') ?? '';
  const values: Record<string, unknown> = { limit: limit + 1 };
  let filterKey = '';
  const categoryId = query.get('categoryId');
  if (categoryId !== null) {
    filterKey += 'c';
    const ids = await run<[number]>(statements.categoryIds, { categoryId: Number(categoryId) });
    values.categoryIds = ids.map((row) => row[0]);
  }
  const q = query.get('q')?.trim();
  if (q) {
    filterKey += 'q';
    values.pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  }
  const after = query.get('after');
  if (after !== null) {
    const match = CURSOR.exec(after)!;
    values.afterId = Number(match[2]);
    values.afterPrice = match[1];
  }
  const { limit: _limit, ...filterValues } = values;
  const [rows, total] = await Promise.all([
    run<ProductRow>(statements.lists[`${filterKey}|${after === null ? '' : 'a'}|${sort}`]!, values),
    count(filterKey, filterValues),
  ]);
  const items = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  const next = rows.length > limit && last ? (sort ? `${last[3]}_${last[0]}` : String(last[0])) : null;
  return { items: items.map(product), next, ...total };
}

async function answer(path: string, query: URLSearchParams): Promise<unknown> {
  if (path === '/api/products') return productList(query);
  if (path === '/api/categories') {
    return (await run<[number, string, string, number | null]>(statements.categories, {})).map((row) => ({
      id: row[0],
      name: row[1],
      description: row[2],
      parentId: row[3],
    }));
  }
  const id = /^\/api\/products\/(\d+)$/.exec(path)?.[1];
  if (id === undefined) return undefined;
  const [row] = await run<ProductRow>(statements.product, { id: Number(id) });
  return row && product(row);
}

const booking = process.env.FLOOR_BOOKING ? (JSON.parse(process.env.FLOOR_BOOKING) as FloorBooking) : undefined;

async function runBooking<Row>(client: pg.PoolClient, read: BookingRead, input: Record<BookingInput, unknown>) {
  const values = read.params.map((param) => ('input' in param ? input[param.input] : param.value));
  return (await client.query({ name: read.name, text: read.text, values })).rows as Row[];
}

type StoredTier = { minDays: number; dailyPriceCents: number };

/**
 * POST /api/rentals as the shop books it (bench/booking-floor.ts): BEGIN, the customer's lock with
 * their hit on the limit, the facts, the write, COMMIT. The customer is the x-floor-user header
 * (the floor reads no session); the price and the charged days are the shop's own functions'.
 */
async function book(userId: string, key: string, body: string): Promise<{ status: number; body: string }> {
  const line = JSON.parse(body) as BookingLine;
  const { rules, limit } = booking!;
  const input: Record<BookingInput, unknown> = {
    userId,
    limitKey: `bookingsPerUser:${userId}`,
    key,
    fingerprint: fingerprintOf([line], 'rental', 'at_pickup'),
    productId: line.productId,
    productIds: `{${line.productId}}`,
    dateFrom: line.dateFrom,
    dateTo: line.dateTo,
    dailyCents: 0,
    chargedDays: chargedDays(line, rules),
  };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const [hit] = await runBooking<{ count: number }>(client, booking!.lockAndHit, input);
    if (hit!.count > limit) {
      await client.query('ROLLBACK');
      return { status: 429, body: '{}' };
    }
    const [facts] = await runBooking<{
      replay_id: number | null;
      prices: Record<string, [number, StoredTier[]]> | null;
    }>(client, booking!.facts, input);
    if (facts!.replay_id !== null) {
      await client.query('COMMIT');
      return { status: 200, body: JSON.stringify({ orderId: facts!.replay_id }) };
    }
    const [cents, tiers] = facts!.prices![String(line.productId)]!;
    const prices = {
      dailyPrice: fromCents(cents),
      durationPrices: tiers.map((tier) => ({ minDays: tier.minDays, dailyPrice: fromCents(tier.dailyPriceCents) })),
    };
    input.dailyCents = rangeDailyCents(prices, line, rules);
    const [written] = await runBooking<{ rental: unknown }>(client, booking!.write, input);
    if (!written?.rental) {
      await client.query('ROLLBACK');
      return { status: 409, body: '{}' };
    }
    await client.query('COMMIT');
    return { status: 201, body: JSON.stringify(written.rental) };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: http.ServerResponse, status: number, headers: http.OutgoingHttpHeaders, body: Buffer) {
  response.writeHead(status, { ...headers, 'content-length': body.length });
  response.end(body);
}

/** JSON as the shop sends it: compressed by its rule when the client takes brotli or gzip. */
function sendJson(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
) {
  const json = { 'content-type': 'application/json; charset=utf-8', ...headers };
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (body.length < COMPRESS_FROM || !/\b(br|gzip)\b/.test(accepted)) return send(response, status, json, body);
  const brotli = /\bbr\b/.test(accepted);
  const compress = brotli
    ? (done: (error: Error | null, out: Buffer) => void) => zlib.brotliCompress(body, BROTLI, done)
    : (done: (error: Error | null, out: Buffer) => void) => zlib.gzip(body, done);
  compress((error, out) => {
    if (error) return send(response, 500, {}, Buffer.from(String(error)));
    send(response, status, { ...json, 'content-encoding': brotli ? 'br' : 'gzip' }, out);
  });
}

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (request.method === 'POST' && url.pathname === '/api/rentals' && booking) {
      void (async () => {
        const answer = await book(
          String(request.headers['x-floor-user']),
          String(request.headers['idempotency-key']),
          await readBody(request),
        );
        sendJson(request, response, answer.status, {}, Buffer.from(answer.body));
      })().catch((error: unknown) => send(response, 500, {}, Buffer.from(String(error))));
      return;
    }
    void (async () => {
      // As the shop: the catalogue's version first, for the answer's ETag.
      const [version] = await run<[number]>(statements.version, {});
      const result = await answer(url.pathname, url.searchParams);
      if (result === undefined) return send(response, 404, {}, Buffer.from('{}'));
      const body = Buffer.from(JSON.stringify(result));
      const headers: http.OutgoingHttpHeaders = {
        'content-type': 'application/json; charset=utf-8',
        etag: `W/"catalogue-${version?.[0] ?? 0}-en"`,
        'cache-control': 'no-cache',
        'content-language': 'en',
        vary: 'Accept-Language, accept-encoding',
      };
      sendJson(request, response, 200, headers, body);
    })().catch((error: unknown) => send(response, 500, {}, Buffer.from(String(error))));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
