import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

/**
 * PAGE_CACHE_MB when unset. A page kept costs 11–20 kB (its Brotli form), so 32 MB
 * holds about two thousand pages, the busy part of a shop, in each server process.
 */
export const DEFAULT_PAGE_CACHE_MB = 32;

/** A storefront page as it is kept: its compressed forms, made once, and what the answer says. */
export type CachedPage = {
  status: number;
  /** Weak, as the page goes out in three codings that are the same page (RFC 9110 section 8.8.1). */
  etag: string;
  br: Buffer;
  /** Made the first time a client that takes gzip and not Brotli asks (few do: old proxies, scripts). */
  gzip?: Buffer;
  /** What the entry holds in memory, its key included. */
  bytes: number;
};

/**
 * Quality 5: about 2 ms for a 75 kB page, 10.9 kB against 9.6 kB at 11, which took 128 ms on this
 * machine and would be most of a miss's cost (under 25 ms is the goal). Every hit sends it as is.
 */
const BROTLI_QUALITY = 5;

/** Made on a miss: the Brotli form and the ETag, so a hit costs no compression and no hashing. */
export function cachedPage(html: string, status: number, key: string): CachedPage {
  const br = ownMemory(
    brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  const etag = `W/"p-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  // The key, the ETag and a few hundred bytes of object and Map overhead besides the page.
  return { status, etag, br, bytes: br.length + etag.length + key.length * 2 + 512 };
}

/**
 * zlib's synchronous calls answer a result that fits its 16 kB output chunk as a view of that
 * chunk: a 9 kB page kept so holds 16 kB, 45% more than the cache counts. Kept pages are copied to
 * memory of their own size.
 */
export function ownMemory(buffer: Buffer): Buffer {
  return buffer.buffer.byteLength > buffer.length ? Buffer.from(buffer) : buffer;
}

export type PageCacheStats = {
  entries: number;
  bytes: number;
  /** Pages written for this cache (each miss that rendered, concurrent ones counted once). */
  renders: number;
  hits: number;
  evictions: number;
};

/**
 * The storefront's pages for visitors who are not signed in (decision 056): least recently used
 * first out once the entries pass `maxBytes`. Concurrent misses of one key share one render.
 */
export function createPageCache(maxBytes: number) {
  // A Map keeps insertion order: re-inserting an entry on each hit makes the first the least recent.
  const entries = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const stats: PageCacheStats = { entries: 0, bytes: 0, renders: 0, hits: 0, evictions: 0 };

  function evict() {
    for (const [oldest, entry] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(oldest);
      stats.bytes -= entry.bytes;
      stats.evictions += 1;
    }
    stats.entries = entries.size;
  }

  function store(key: string, page: CachedPage) {
    // A page larger than the whole cache is sent and not kept.
    if (page.bytes > maxBytes) return;
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      stats.bytes -= old.bytes;
    }
    entries.set(key, page);
    stats.bytes += page.bytes;
    evict();
  }

  return {
    /**
     * The page under `key`: kept, being written for another visitor, or written now by `render`
     * (null: not a page to keep, such as one that failed; the caller then writes its own).
     */
    async get(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        stats.hits += 1;
        return kept;
      }
      let pending = rendering.get(key);
      if (!pending) {
        stats.renders += 1;
        pending = render()
          .then((page) => {
            if (page) store(key, page);
            return page;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    /** The page's gzip form, made on first use and counted into the cache's size from then on. */
    gzipOf(key: string, page: CachedPage): Buffer {
      if (page.gzip) return page.gzip;
      const gzip = ownMemory(gzipSync(brotliDecompressSync(page.br), { level: 6 }));
      page.gzip = gzip;
      page.bytes += gzip.length;
      if (entries.get(key) === page) {
        stats.bytes += gzip.length;
        evict();
      }
      return gzip;
    },
    stats: (): PageCacheStats => ({ ...stats }),
    clear() {
      entries.clear();
      stats.entries = 0;
      stats.bytes = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
