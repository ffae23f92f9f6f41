import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertProduct } from '../test/factories';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * What is in a kit's box (issue 32): its parts, with their counts, on the catalogue's product and
 * list answers, named in the reader's language; and on a customer's rentals, which units of
 * which part they hold.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function fx3Kit() {
  const made = await insertKitWithParts(
    t.db,
    [
      { count: 1, units: 2, name: 'Sony FX3' },
      { count: 2, units: 4, name: 'Sony NP-FZ100 Battery' },
    ],
    { name: 'Sony FX3 Cinema Kit', nameEs: 'Kit de cine Sony FX3', nameDe: 'Sony FX3 Cinema-Kit', dailyPrice: '99.00' },
  );
  const [body, battery] = made.parts;
  await t.pool.query(`UPDATE products SET name_es = $1, name_de = $2 WHERE id = $3`, [
    'Batería Sony NP-FZ100',
    'Sony NP-FZ100 Akku',
    battery!.product.id,
  ]);
  return { ...made, body: body!, battery: battery! };
}

const get = (url: string, language: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) } });

describe('a kit in the catalogue', () => {
  it('lists its parts and counts in English, Spanish and German, and a product of its own has none', async () => {
    const { kit, body, battery } = await fx3Kit();
    const plain = await insertProduct(t.db, { name: 'Tripod' });
    const names = { en: 'Sony NP-FZ100 Battery', es: 'Batería Sony NP-FZ100', de: 'Sony NP-FZ100 Akku' };
    for (const language of ['en', 'es', 'de'] as const) {
      const product = (await get(`/api/products/${kit.id}`, language)).json();
      expect(product.kitParts, language).toEqual([
        { productId: body.product.id, name: 'Sony FX3', count: 1 },
        { productId: battery.product.id, name: names[language], count: 2 },
      ]);
      const page = (await get(`/api/products?ids=${kit.id},${plain.id}`, language)).json();
      const listed = Object.fromEntries(page.items.map((item: { id: number }) => [item.id, item]));
      expect(listed[kit.id].kitParts).toEqual(product.kitParts);
      expect(listed[plain.id].kitParts).toEqual([]);
    }
    expect((await get(`/api/products/${kit.id}`, 'de')).json().name).toBe('Sony FX3 Cinema-Kit');
  });
});

describe('a kit on the customer’s rentals', () => {
  it('counts kits, not units, and names each unit’s part in the reader’s language', async () => {
    const { kit, body, battery } = await fx3Kit();
    const ana = await t.signIn({ email: 'ana@example.com', language: 'es' });
    // Two kits: two bodies and four batteries, for three days at the kit's price.
    await insertKitRental(t.db, {
      userId: ana.id,
      kitId: kit.id,
      dateFrom: addDays(TEST_TODAY, 2),
      dateTo: addDays(TEST_TODAY, 4),
      itemIds: [...body.items, ...battery.items].map((item) => item.id),
      unitsPerKit: 3,
      depositCents: 50_000,
    });
    const [rental] = (await get('/api/rentals', 'es', ana.cookie)).json();
    expect(rental).toMatchObject({
      productName: 'Kit de cine Sony FX3',
      isKit: true,
      quantity: 2,
      dailyPrice: '99.00',
      chargedDays: 3,
      total: '594.00',
      deposit: '500.00',
    });
    expect(rental.items).toHaveLength(6);
    expect(rental.items.map((unit: { productName: string }) => unit.productName)).toEqual([
      'Sony FX3',
      'Sony FX3',
      ...Array(4).fill('Batería Sony NP-FZ100'),
    ]);
    expect(rental.items[0]).toMatchObject({ productId: body.product.id, serialNumber: body.items[0]!.serialNumber });

    const [english] = (await get('/api/rentals', 'en', ana.cookie)).json();
    expect(english.items.at(-1).productName).toBe('Sony NP-FZ100 Battery');
  });
});
