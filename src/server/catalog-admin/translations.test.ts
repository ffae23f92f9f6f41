import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/* The Spanish and German texts an administrator enters beside the English (decision 019). */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: admin.origin },
    ...(payload ? { payload } : {}),
  });

const storefront = (url: string, language: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

const empty = { es: { name: '', description: '' }, de: { name: '', description: '' } };

async function newCategory(payload: object) {
  const response = await call('POST', '/api/admin/categories', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('translations in the admin forms', () => {
  it('saves, reads back and edits a category in three languages; empty texts are stored as NULL', async () => {
    const category = await newCategory({
      name: 'Lenses',
      description: 'Zooms and primes.',
      translations: {
        es: { name: ' Objetivos ', description: 'Zooms y fijos.' },
        de: { name: 'Objektive', description: '' },
      },
    });
    expect(category.translations).toEqual({
      es: { name: 'Objetivos', description: 'Zooms y fijos.' },
      de: { name: 'Objektive', description: '' },
    });
    const [stored] = (await t.pool.query('SELECT name_es, description_de FROM categories WHERE id = $1', [category.id]))
      .rows;
    expect(stored).toEqual({ name_es: 'Objetivos', description_de: null });
    expect((await call('GET', `/api/admin/categories/${category.id}`)).json().translations).toEqual(
      category.translations,
    );

    const edited = await call('PUT', `/api/admin/categories/${category.id}`, {
      name: 'Lenses',
      description: 'Zooms and primes.',
      parentId: null,
      translations: {
        es: { name: '', description: '' },
        de: { name: 'Objektive', description: 'Zooms und Festbrennweiten.' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await storefront(`/api/categories/${category.id}`, 'es')).json().name).toBe('Lenses');
    expect((await storefront(`/api/categories/${category.id}`, 'de')).json()).toMatchObject({
      name: 'Objektive',
      description: 'Zooms und Festbrennweiten.',
    });
  });

  it('saves and edits a product in three languages, and the storefront shows them; no translations means English', async () => {
    const category = await newCategory({ name: 'Power' });
    const base = {
      name: 'Sony NP-FZ100 Battery',
      dailyPrice: '4.50',
      brand: 'Sony',
      model: 'NP-FZ100',
      categoryId: category.id,
    };
    const created = await call('POST', '/api/admin/products', base);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().translations).toEqual(empty);
    const id = created.json().id;

    const edited = await call('PUT', `/api/admin/products/${id}`, {
      ...base,
      translations: {
        es: { name: 'Batería Sony NP-FZ100', description: '' },
        de: { name: 'Sony NP-FZ100 Akku', description: 'Ersatzakku.' },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Sony NP-FZ100 Battery',
      translations: { de: { name: 'Sony NP-FZ100 Akku' } },
    });
    // The admin list keeps the English name, the record's identity.
    expect((await call('GET', '/api/admin/products?limit=10')).json().items[0].name).toBe('Sony NP-FZ100 Battery');
    expect((await storefront(`/api/products/${id}`, 'de')).json()).toMatchObject({
      name: 'Sony NP-FZ100 Akku',
      description: 'Ersatzakku.',
    });
    expect((await storefront(`/api/products/${id}`, 'es')).json()).toMatchObject({
      name: 'Batería Sony NP-FZ100',
      description: '',
    });
  });

  it('refuses a too long or NUL-carrying translation, or an unknown language, with a 400 naming the field, and changes nothing', async () => {
    const category = await newCategory({
      name: 'Lenses',
      translations: { es: { name: 'Objetivos', description: '' }, de: empty.de },
    });
    const refusals: [object, string][] = [
      [{ es: { name: 'x'.repeat(121), description: '' } }, 'translations.es.name'],
      [{ de: { name: 'Objektive', description: 'y'.repeat(4001) } }, 'translations.de.description'],
      [{ de: { name: 'Ob\u0000jektive', description: '' } }, 'translations.de.name'],
      [{ es: { name: 'Objetivos', description: 'Zooms\u0000' } }, 'translations.es.description'],
      [{ fr: { name: 'Objectifs', description: '' } }, 'translations'],
    ];
    for (const [translations, field] of refusals) {
      const response = await call('PUT', `/api/admin/categories/${category.id}`, {
        name: 'Lenses',
        parentId: null,
        translations,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(response.json().error.message).toContain(field);
    }
    const product = await call('POST', '/api/admin/products', {
      name: 'Tripod',
      dailyPrice: '5',
      brand: 'Manfrotto',
      model: '190',
      categoryId: category.id,
      translations: { de: { name: 'Stativ\u0000', description: '' } },
    });
    expect(product.statusCode).toBe(400);
    expect(product.json().error.field).toBe('translations.de.name');
    expect((await call('GET', `/api/admin/categories/${category.id}`)).json().translations.es.name).toBe('Objetivos');
    expect((await call('GET', '/api/admin/products?limit=10')).json().items).toEqual([]);
  });
});
