import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories, products } from '../db/schema/catalog';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const ids = { cameras: 0, mirrorless: 0, cinema: 0, lenses: 0 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.reset();
  const insertCategory = async (name: string, parentId: number | null = null) =>
    (await t.db.insert(categories).values({ name, parentId }).returning({ id: categories.id }))[0]!.id;
  ids.cameras = await insertCategory('Cameras');
  ids.mirrorless = await insertCategory('Mirrorless', ids.cameras);
  ids.cinema = await insertCategory('Cinema Cameras', ids.cameras);
  ids.lenses = await insertCategory('Lenses');
  await t.db.insert(products).values([
    { name: 'Sony Alpha 7 IV', dailyPrice: '39.90', brand: 'Sony', model: 'ILCE-7M4', categoryId: ids.mirrorless },
    { name: 'Canon EOS R5', dailyPrice: '59.00', brand: 'Canon', model: 'EOS R5', categoryId: ids.mirrorless },
    { name: 'Sony FX3', dailyPrice: '89.50', brand: 'Sony', model: 'ILME-FX3', categoryId: ids.cinema },
    {
      name: 'Sony FE 24-70mm F2.8 GM II',
      dailyPrice: '24.99',
      brand: 'Sony',
      model: 'SEL2470GM2',
      categoryId: ids.lenses,
    },
    {
      name: 'Camera 100% cotton strap',
      dailyPrice: '0.10',
      brand: 'Peak Design',
      model: 'SL-BK-3',
      categoryId: ids.cameras,
      image: 'products/strap.webp',
    },
  ]);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('GET /api/categories', () => {
  it('lists every category with its parent, in camelCase, to anyone', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({
      id: ids.mirrorless,
      name: 'Mirrorless',
      description: '',
      parentId: ids.cameras,
    });
    expect(response.json()).toHaveLength(4);
  });

  it('returns a category with its children, 404 for an unknown one, 400 for a malformed id', async () => {
    const detail = (await get(`/api/categories/${ids.cameras}`)).json();
    expect(detail.children.map((child: { name: string }) => child.name)).toEqual(['Cinema Cameras', 'Mirrorless']);
    const missing = await get('/api/categories/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Category not found' } });
    expect((await get('/api/categories/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/products', () => {
  it('pages through all products by key, with the total', async () => {
    const first = (await get('/api/products?limit=2')).json();
    const second = (await get(`/api/products?limit=2&after=${first.next}`)).json();
    const last = (await get(`/api/products?limit=2&after=${second.next}`)).json();
    expect(first).toMatchObject({ total: 5, totalKind: 'exact' });
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(last.items).toHaveLength(1);
    expect(last.next).toBeNull();
    const seen = [...first.items, ...second.items, ...last.items].map((p: { id: number }) => p.id);
    expect(new Set(seen).size).toBe(5);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Sony Alpha 7 IV',
      description: '',
      dailyPrice: '39.90',
      deposit: '0.00',
      brand: 'Sony',
      model: 'ILCE-7M4',
      categoryId: ids.mirrorless,
      imageUrl: null,
      cardImageUrl: null,
      kitParts: [],
      durationPrices: [],
    });
  });

  it('filters by category including its children', async () => {
    expect(names((await get(`/api/products?categoryId=${ids.cameras}`)).json()).sort()).toEqual([
      'Camera 100% cotton strap',
      'Canon EOS R5',
      'Sony Alpha 7 IV',
      'Sony FX3',
    ]);
    expect(names((await get(`/api/products?categoryId=${ids.cinema}`)).json())).toEqual(['Sony FX3']);
  });

  it('searches names case-insensitively with literal % and _', async () => {
    expect(names((await get('/api/products?q=sONy')).json())).toHaveLength(3);
    expect(names((await get('/api/products?q=100%25')).json())).toEqual(['Camera 100% cotton strap']);
    expect((await get('/api/products?q=%25%25')).json().total).toBe(0);
    expect((await get('/api/products?q=_')).json().total).toBe(0);
  });

  it('sorts the whole result by daily price, not just the page', async () => {
    const ascending = (await get('/api/products?sort=price_asc&limit=2')).json();
    expect(ascending.items.map((p: { dailyPrice: string }) => p.dailyPrice)).toEqual(['0.10', '24.99']);
    const first = (await get('/api/products?sort=price_desc&limit=1')).json();
    expect(first.next).toMatch(/^89\.50_\d+$/);
    const descending = (await get(`/api/products?sort=price_desc&limit=2&after=${first.next}`)).json();
    expect(descending.items.map((p: { dailyPrice: string }) => p.dailyPrice)).toEqual(['59.00', '39.90']);
  });

  it('returns exactly the asked ids, skipping deleted ones', async () => {
    const all = (await get('/api/products?sort=price_asc')).json().items;
    const wanted = [all[3].id, all[0].id, 999_999];
    const page = (await get(`/api/products?ids=${wanted.join(',')}`)).json();
    expect(page.items.map((p: { id: number }) => p.id).sort()).toEqual([all[0].id, all[3].id].sort());
    expect((await get('/api/products?ids=1,,2')).statusCode).toBe(400);
  });

  it('refuses bad paging and sort values with a 400 naming the field', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=24', 'sort=name', 'categoryId=x']) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
    }
    // A key from another order, or none a page could have given, is refused, not misread.
    for (const query of ['after=abc', 'after=12.50_3', 'sort=price_asc&after=3', 'after=99999999999']) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'BAD_CURSOR', field: 'after' });
    }
  });

  it('returns one product with its public image URL, or 404', async () => {
    const strap = (await get('/api/products?q=strap')).json().items[0];
    expect(strap.imageUrl).toBe('/uploads/products/strap.webp');
    expect(strap.cardImageUrl).toBe('/uploads/products/strap.card.webp');
    expect((await get(`/api/products/${strap.id}`)).json()).toEqual(strap);
    expect((await get('/api/products/424242')).statusCode).toBe(404);
  });
});

describe('the API', () => {
  it('answers health with the database state, and unknown API routes with a JSON 404', async () => {
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    const unknown = await get('/api/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('documents itself as OpenAPI at /api/docs', async () => {
    const spec = (await get('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/categories', '/api/me', '/api/health']),
    );
  });
});
