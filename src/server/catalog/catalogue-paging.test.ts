import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_MAX } from '../../shared/limits';
import { type Statement, wholeTableReads } from '../test/query-plans';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The storefront's lists on a catalogue of 20,000 products (a few hundred prices, so price orders
 * have long runs of ties): keyset pages that neither skip nor repeat a product in any order,
 * counts that stop at EXACT_COUNT_MAX and estimate past it, plans that read products through indexes, and ETags that
 * spare the list's work while the catalogue is unchanged.
 */

const PRODUCTS = 20_000;

let t: TestApp;
let statements: Statement[] = [];
let parentId = 0;
let leafId = 0;

type Page = { items: { id: number; dailyPrice: string }[]; next: string | null; total: number; totalKind: string };

beforeAll(async () => {
  t = await createTestApp({ logQuery: (query, params) => statements.push({ query, params }) });
  await t.pool.query(`
    INSERT INTO categories (name) VALUES ('Cameras'), ('Lenses');
    INSERT INTO categories (name, parent_id)
      SELECT 'Leaf ' || g, (SELECT min(id) FROM categories) + g % 2 FROM generate_series(1, 10) g;
    -- Leaf 1 is small (80 products); the rest share the others.
    INSERT INTO products (name, name_es, name_de, daily_price, brand, model, category_id)
      SELECT CASE WHEN g % 1000 = 7 THEN 'Hasselblad X2D ' || g ELSE 'Canon EOS R' || g END,
             'Cámara ' || g, CASE WHEN g % 500 = 3 THEN 'Zeitlupenkamera ' || g END,
             (5 + g % 300)::numeric + 0.5, 'Canon', 'M' || g,
             CASE WHEN g % 1000 < 4 THEN (SELECT id FROM categories WHERE name = 'Leaf 1')
                  ELSE (SELECT id FROM categories WHERE name = 'Leaf ' || (2 + g % 9)) END
      FROM generate_series(1, ${PRODUCTS}) g;
  `);
  // As autovacuum leaves a table: statistics and the visibility map, so the planner may count from an index alone.
  await t.pool.query('VACUUM (ANALYZE) categories, products');
  parentId = (await t.pool.query(`SELECT min(id) AS id FROM categories`)).rows[0].id;
  leafId = (await t.pool.query(`SELECT id FROM categories WHERE name = 'Leaf 1'`)).rows[0].id;
}, 120_000);
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  statements = [];
  return t.app.inject({ method: 'GET', url, headers });
}

async function page(url: string): Promise<Page> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page of a list, following `next` to the end. */
async function walk(url: string) {
  const ids: number[] = [];
  let next: string | null = null;
  do {
    const current: Page = await page(`${url}${next === null ? '' : `&after=${next}`}`);
    ids.push(...current.items.map((item) => item.id));
    next = current.next;
  } while (next !== null);
  return ids;
}

describe('keyset paging', () => {
  it.each([
    ['', 'ORDER BY id'],
    ['&sort=price_asc', 'ORDER BY daily_price, id'],
    ['&sort=price_desc', 'ORDER BY daily_price DESC, id DESC'],
  ])('walks a whole category%s without skipping or repeating a product', async (sort, order) => {
    const category = (await t.pool.query(`SELECT id FROM categories WHERE name = 'Leaf 2'`)).rows[0].id;
    const expected = (
      await t.pool.query(`SELECT id FROM products WHERE category_id = $1 ${order}`, [category])
    ).rows.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(2000);
    expect(await walk(`/api/products?limit=100&categoryId=${category}${sort}`)).toEqual(expected);
  });
});

describe('counts', () => {
  it('counts a small result exactly', async () => {
    expect(await page(`/api/products?categoryId=${leafId}`)).toMatchObject({ total: 80, totalKind: 'exact' });
    expect(await page('/api/products?q=hasselblad')).toMatchObject({ total: 20, totalKind: 'exact' });
  });

  it('estimates a big category or the whole catalogue to two figures, and says "more than 100" for a big search', async () => {
    const actual = async (where: string) =>
      (await t.pool.query(`SELECT count(*)::int AS n FROM products WHERE ${where}`)).rows[0].n;
    const parent = await page(`/api/products?categoryId=${parentId}`);
    const inParent = await actual(`category_id IN (SELECT id FROM categories WHERE parent_id = ${parentId})`);
    expect(parent.totalKind).toBe('about');
    expect(Math.abs(parent.total - inParent)).toBeLessThan(inParent * 0.2);
    expect(String(parent.total)).toMatch(/^\d{2}0+$/);

    // A search's estimate would be a guess: it says what it counted.
    expect(await page('/api/products?q=canon')).toMatchObject({ total: EXACT_COUNT_MAX, totalKind: 'moreThan' });

    expect(await page('/api/products')).toMatchObject({ total: PRODUCTS, totalKind: 'about' });
  });
});

describe('query plans', () => {
  it.each([
    '/api/products?limit=24',
    '/api/products?limit=24&q=hasselblad',
    '/api/products?limit=24&q=canon',
    // Found by its German name only.
    '/api/products?limit=24&q=zeitlupe',
    '/api/products?limit=24&sort=price_desc',
    'leaf',
    'parent',
    'deep',
  ])('%s reads products through indexes only', async (url) => {
    const deep = (
      await t.pool.query(`SELECT id, daily_price FROM products ORDER BY daily_price, id OFFSET 15000 LIMIT 1`)
    ).rows[0];
    const resolved =
      url === 'leaf'
        ? `/api/products?limit=24&categoryId=${leafId}`
        : url === 'parent'
          ? `/api/products?limit=24&categoryId=${parentId}`
          : url === 'deep'
            ? `/api/products?limit=24&sort=price_asc&after=${deep.daily_price}_${deep.id}`
            : url;
    const answer = await page(resolved);
    expect(answer.items.length).toBeGreaterThan(0);
    expect(await wholeTableReads(t.pool, statements, new Set(['products']))).toEqual([]);
  });
});

describe('ETags', () => {
  it('answers 304 to the current ETag with one read of the version, and a new answer after a change', async () => {
    const first = await get('/api/products?limit=24');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/products?limit=24', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(statements.map((statement) => statement.query)).toEqual([expect.stringMatching(/from "catalogue_version"/)]);

    // Another language is another answer.
    const german = await get('/api/products?limit=24', { 'if-none-match': etag, 'accept-language': 'de' });
    expect(german.statusCode).toBe(200);

    await t.pool.query(`UPDATE products SET daily_price = daily_price + 1 WHERE id = $1`, [first.json().items[0].id]);
    const changed = await get('/api/products?limit=24', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
