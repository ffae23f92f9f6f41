import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { reviews } from '../db/schema/rentals';
import { insertCategory, insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * The catalogue in the customer's language (decision 019): Spanish and German texts where they
 * were entered, English where they are NULL or empty, and search on the name in all three.
 */

let t: TestApp;
const ids = { lenses: 0, zooms: 0, primes: 0, tripod: 0, battery: 0 };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.reset();
  ids.lenses = (
    await insertCategory(t.db, {
      name: 'Lenses',
      description: 'Zooms and primes.',
      nameEs: 'Objetivos',
      nameDe: 'Objektive',
      descriptionEs: 'Zooms y fijos.',
      descriptionDe: 'Zoom- und Festbrennweiten.',
    })
  ).id;
  // German left empty, Spanish NULL: both fall back to the English.
  ids.zooms = (
    await insertCategory(t.db, { name: 'Zoom Lenses', parentId: ids.lenses, nameDe: '', descriptionDe: '' })
  ).id;
  ids.primes = (
    await insertCategory(t.db, {
      name: 'Prime Lenses',
      parentId: ids.lenses,
      nameEs: 'Fijos',
      nameDe: 'Festbrennweiten',
    })
  ).id;
  ids.tripod = (
    await insertProduct(t.db, {
      name: 'Manfrotto 190 Aluminium 3-Section Tripod',
      description: 'A sturdy aluminium tripod.',
      nameEs: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
      nameDe: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
      descriptionEs: 'Un trípode de aluminio robusto.',
      descriptionDe: 'Ein stabiles Aluminiumstativ.',
      categoryId: ids.primes,
    })
  ).id;
  ids.battery = (
    await insertProduct(t.db, {
      name: 'Sony NP-FZ100 Battery',
      description: 'A spare battery.',
      nameDe: 'Sony NP-FZ100 Akku',
      categoryId: ids.zooms,
    })
  ).id;
});

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

describe('catalogue answers in the Accept-Language', () => {
  it('names and describes a product in German, Spanish, or English without a translation', async () => {
    const de = await get(`/api/products/${ids.tripod}`, 'de-DE,de;q=0.9,en;q=0.8');
    expect(de.json()).toMatchObject({
      name: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
      description: 'Ein stabiles Aluminiumstativ.',
    });
    expect(de.headers['content-language']).toBe('de');
    expect(de.headers.vary).toContain('Accept-Language');

    const es = (await get(`/api/products/${ids.tripod}`, 'es')).json();
    expect(es).toMatchObject({
      name: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
      description: 'Un trípode de aluminio robusto.',
    });

    // No Spanish text at all; a German name but no German description.
    expect((await get(`/api/products/${ids.battery}`, 'es')).json()).toMatchObject({
      name: 'Sony NP-FZ100 Battery',
      description: 'A spare battery.',
    });
    expect((await get(`/api/products/${ids.battery}`, 'de')).json()).toMatchObject({
      name: 'Sony NP-FZ100 Akku',
      description: 'A spare battery.',
    });

    // A language the shop does not speak, or none, is English.
    for (const language of ['fr', undefined]) {
      const answer = await get(`/api/products/${ids.tripod}`, language);
      expect(answer.json().name).toBe('Manfrotto 190 Aluminium 3-Section Tripod');
      expect(answer.headers['content-language']).toBe('en');
    }
  });

  it('translates the product lists, by category and by ids', async () => {
    const byCategory = (await get(`/api/products?categoryId=${ids.lenses}`, 'de')).json();
    expect(byCategory.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
      'Sony NP-FZ100 Akku',
    ]);
    const byIds = (await get(`/api/products?ids=${ids.battery},${ids.tripod}`, 'es')).json();
    expect(byIds.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Sony NP-FZ100 Battery',
      'Trípode Manfrotto 190 de aluminio de 3 secciones',
    ]);
  });

  it("translates the header's categories and a category page with its children, falling back per text", async () => {
    const all = (await get('/api/categories', 'de')).json() as { id: number; name: string; description: string }[];
    expect(all.find((c) => c.id === ids.lenses)).toMatchObject({
      name: 'Objektive',
      description: 'Zoom- und Festbrennweiten.',
    });
    expect(all.find((c) => c.id === ids.zooms)).toMatchObject({ name: 'Zoom Lenses', description: '' });

    const detail = await get(`/api/categories/${ids.lenses}`, 'es');
    expect(detail.headers['content-language']).toBe('es');
    expect(detail.json()).toMatchObject({ name: 'Objetivos', description: 'Zooms y fijos.' });
    // The children in the order of their Spanish names: "Fijos" before "Zoom Lenses".
    expect(detail.json().children.map((c: { name: string }) => c.name)).toEqual(['Fijos', 'Zoom Lenses']);
  });
});

describe('search', () => {
  it('finds a product by its German, Spanish or English name, answering in the language asked', async () => {
    const german = (await get(`/api/products?q=${encodeURIComponent('aluminium-stativ')}`, 'de')).json();
    expect(german.items.map((p: { id: number }) => p.id)).toEqual([ids.tripod]);
    expect(german.items[0].name).toBe('Manfrotto 190 Aluminium-Stativ mit 3 Segmenten');

    const spanish = (await get(`/api/products?q=${encodeURIComponent('TRÍPODE')}`, 'es')).json();
    expect(spanish.items.map((p: { id: number }) => p.id)).toEqual([ids.tripod]);

    // A German word found from an English page, answered in English.
    const fromEnglish = (await get('/api/products?q=akku', 'en')).json();
    expect(fromEnglish).toMatchObject({ total: 1, items: [{ id: ids.battery, name: 'Sony NP-FZ100 Battery' }] });

    expect((await get('/api/products?q=3-Section', 'de')).json().total).toBe(1);
    // Wildcards typed by a person stay literal in every language's column.
    expect((await get(`/api/products?q=${encodeURIComponent('%')}`, 'de')).json().total).toBe(0);
  });
});

describe("a customer's own records", () => {
  it('name the product in the language of the page: rentals, the next rental and reviews', async () => {
    const customer = await t.signIn({ email: 'kunde@example.com' });
    const [unit] = await insertItems(t.db, ids.tripod, 1);
    const headers = (language: string) => ({
      cookie: customer.cookie,
      origin: customer.origin,
      'accept-language': language,
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: headers('de'),
      payload: { productId: ids.tripod, dateFrom: addDays(TEST_TODAY, 2), dateTo: addDays(TEST_TODAY, 3), quantity: 1 },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().productName).toBe('Manfrotto 190 Aluminium-Stativ mit 3 Segmenten');
    expect(booked.json().items).toEqual([expect.objectContaining({ id: unit!.id, serialNumber: unit!.serialNumber })]);

    const list = await t.app.inject({ method: 'GET', url: '/api/rentals', headers: headers('es') });
    expect(list.headers['content-language']).toBe('es');
    expect(list.json()[0].productName).toBe('Trípode Manfrotto 190 de aluminio de 3 secciones');
    const one = await t.app.inject({ method: 'GET', url: `/api/rentals/${booked.json().id}`, headers: headers('en') });
    expect(one.json().productName).toBe('Manfrotto 190 Aluminium 3-Section Tripod');
    const overview = await t.app.inject({ method: 'GET', url: '/api/me/overview', headers: headers('de') });
    expect(overview.json().nextRental.productName).toBe('Manfrotto 190 Aluminium-Stativ mit 3 Segmenten');

    const [review] = await t.db
      .insert(reviews)
      .values({ userId: customer.id, productId: ids.tripod, rating: 5, comments: 'Solid.' })
      .returning({ id: reviews.id });
    const own = await t.app.inject({ method: 'GET', url: '/api/reviews', headers: headers('es') });
    expect(own.json()[0].productName).toBe('Trípode Manfrotto 190 de aluminio de 3 secciones');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${review!.id}`,
      headers: headers('de'),
      payload: { rating: 4, comments: 'Solid, but heavy.' },
    });
    expect(edited.json().productName).toBe('Manfrotto 190 Aluminium-Stativ mit 3 Segmenten');
    // Administrators read the records under the English name, the product's identity.
    const admin = await t.signIn({ email: 'chef@example.com', isAdmin: true });
    const adminRentals = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rentals',
      headers: { cookie: admin.cookie, 'accept-language': 'de' },
    });
    expect(adminRentals.json().items[0].productName).toBe('Manfrotto 190 Aluminium 3-Section Tripod');
  });
});
