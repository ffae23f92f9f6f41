import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPage, createPageCache, ownMemory } from './page-cache';

/** A page whose forms come out under zlib's 16 kB output chunk: about 9 kB of Brotli. */
const page = Array.from(
  { length: 1500 },
  (_, i) => `<div class="c${i % 50}">${randomBytes(4).toString('hex')}</div>`,
).join('');

describe('the memory a kept page holds', () => {
  it('is its compressed forms, not the output chunks zlib made them in', () => {
    const cache = createPageCache(1 << 20);
    const kept = cachedPage(page, 200, '/products/1');
    expect(kept.br.length).toBeLessThan(16_384);
    expect(kept.br.buffer.byteLength).toBe(kept.br.length);
    expect(brotliDecompressSync(kept.br).toString()).toBe(page);

    const gzip = cache.gzipOf('/products/1', kept);
    expect(gzip.length).toBeLessThan(16_384);
    expect(gzip.buffer.byteLength).toBe(gzip.length);
  });

  it('copies only a view of a larger buffer', () => {
    const own = Buffer.alloc(10_000, 1);
    expect(ownMemory(own)).toBe(own);
    const view = Buffer.alloc(16_384, 2).subarray(0, 9_000);
    const copy = ownMemory(view);
    expect(copy.buffer.byteLength).toBe(9_000);
    expect(copy.equals(view)).toBe(true);
  });
});
