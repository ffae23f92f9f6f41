/**
 * The floor of this architecture, beside the shop in the same run: a bare `node:http` + `pg`
 * server (floor-server.ts) in a child process of its own, running the shop's own catalogue
 * statements and answering the same bytes. The shop's server CPU per request over the floor's is
 * what Fastify, the checks and the shop's own code add to the same SQL and the same JSON (issue
 * 33: at most 1.5× on product by id and the catalogue's first page). Before it is loaded, each of
 * its reads is fetched from both servers and compared byte for byte: a floor that answered less
 * would flatter nobody.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildSync } from 'esbuild';
import { EXACT_COUNT_MAX, productSorts } from '../src/shared/limits';
import {
  catalogueSizeRead,
  catalogueVersionRead,
  categoriesRead,
  categoryWithChildrenRead,
  productByIdRead,
  productCountRead,
  productEstimateRead,
  type ProductFilters,
  productListRead,
} from '../src/server/catalog/product-statements';
import type { FloorBooking } from './booking-floor';
import type { FloorStatements } from './floor-server';
import { CATALOGUE_PAGES } from './goals';
import type { LoadTarget } from './load';
import { stopChild } from './server-process';
import { freePort } from '../src/server/test/free-port';

const FLOOR_SERVER = fileURLToPath(new URL('floor-server.ts', import.meta.url));

/** The storefront reads the floor answers (workload.ts's names); the others it leaves alone. */
export const FLOOR_READS = new Set([...CATALOGUE_PAGES, 'product by id', 'categories']);

/** Every statement the floor may run, in English (the benchmark sends no Accept-Language). */
function floorStatements(): FloorStatements {
  const lists: FloorStatements['lists'] = {};
  const counts: FloorStatements['counts'] = {};
  const estimates: FloorStatements['estimates'] = {};
  for (const filterKey of ['', 'c', 'q', 'cq']) {
    const filters: ProductFilters = { category: filterKey.includes('c'), search: filterKey.includes('q'), ids: false };
    counts[filterKey] = productCountRead(filters);
    estimates[filterKey] = productEstimateRead(filters);
    for (const after of [false, true]) {
      for (const sort of [undefined, ...productSorts]) {
        lists[`${filterKey}|${after ? 'a' : ''}|${sort ?? ''}`] = productListRead({ ...filters, after, sort }, 'en');
      }
    }
  }
  return {
    version: catalogueVersionRead,
    size: catalogueSizeRead,
    categoryIds: categoryWithChildrenRead,
    categories: categoriesRead('en'),
    product: productByIdRead('en'),
    lists,
    counts,
    estimates,
    exactCountMax: EXACT_COUNT_MAX,
  };
}

export type FloorServer = { url: string; pid: number; stop(): Promise<void> };

/** Bundles floor-server.ts with pg into one file (esbuild, well under a second) and starts it on `databaseUrl`. */
export async function startFloor(databaseUrl: string, booking?: FloorBooking): Promise<FloorServer> {
  const folder = mkdtempSync(join(tmpdir(), 'framehire-bench-floor-'));
  const script = join(folder, 'floor.cjs');
  buildSync({
    entryPoints: [FLOOR_SERVER],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: script,
    external: ['pg-native'],
    logLevel: 'warning',
  });
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      FLOOR_STATEMENTS: JSON.stringify(floorStatements()),
      ...(booking ? { FLOOR_BOOKING: JSON.stringify(booking) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The floor server exited (code ${code})`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child, 2000);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

type Answer = { status: number; encoding: string | undefined; body: Buffer; wireBytes: number };

function fetchRaw(url: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'application/json', 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, encoding, body, wireBytes: raw.length });
        });
      },
    );
    request.on('error', reject);
  });
}

/**
 * Each path of each floor read, from the shop and from the floor, as a browser asks
 * (compressed) and uncompressed: the same status, the same encoding and the same bytes, or the
 * run stops here. Answers what each sent on the wire, for the log.
 */
export async function assertFloorAnswersAsShop(shopUrl: string, floorUrl: string, targets: LoadTarget[]) {
  const lines: string[] = [];
  for (const target of targets) {
    const paths = new Set(target.lanes.flatMap((lane) => lane.requests.map((request) => request.path)));
    for (const path of paths) {
      for (const acceptEncoding of ['identity', 'br, gzip']) {
        const [shop, floor] = await Promise.all([
          fetchRaw(shopUrl + path, acceptEncoding),
          fetchRaw(floorUrl + path, acceptEncoding),
        ]);
        const same = shop.status === floor.status && shop.encoding === floor.encoding && shop.body.equals(floor.body);
        if (!same || shop.status !== 200) {
          // From a little before the first byte that differs.
          let at = 0;
          while (at < shop.body.length && shop.body[at] === floor.body[at]) at += 1;
          const from = Math.max(0, at - 100);
          throw new Error(
            `The floor does not answer ${path} (Accept-Encoding: ${acceptEncoding}) as the shop does, from byte ${at}:\n` +
              `  shop  ${shop.status} ${shop.encoding ?? 'identity'} …${shop.body.toString().slice(from, from + 400)}\n` +
              `  floor ${floor.status} ${floor.encoding ?? 'identity'} …${floor.body.toString().slice(from, from + 400)}`,
          );
        }
        if (acceptEncoding !== 'identity') {
          lines.push(
            `${target.name} ${path}: ${shop.body.length} bytes of JSON, on the wire ${shop.encoding ?? 'identity'} shop ${shop.wireBytes} / floor ${floor.wireBytes}`,
          );
        }
      }
    }
  }
  return lines;
}
