import { existsSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { DEMO_LEGAL_DETAILS, seedDemoShopIfEmpty } from './demo-seed';

let t: TestApp;
const dataDir = mkdtempSync(join(tmpdir(), 'framehire-seed-'));
const storage = createLocalDiskStorage(dataDir);
const query = async <T>(text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoShopIfEmpty({ db: t.db, auth: t.auth, calendar: t.calendar, storage, log: () => {} })).toBe(
    true,
  );
}, 120_000);
afterAll(() => t.close());

describe('the demo shop', () => {
  it('has the five parent categories, each with children', async () => {
    const parents = await query<{ name: string; children: number }>(
      `SELECT p.name, count(c.id)::int AS children FROM categories p
       LEFT JOIN categories c ON c.parent_id = p.id WHERE p.parent_id IS NULL GROUP BY p.id ORDER BY p.id`,
    );
    expect(parents.map((p) => p.name)).toEqual(['Cameras', 'Lenses', 'Tripods & Support', 'Lighting', 'Accessories']);
    for (const parent of parents) expect(parent.children).toBeGreaterThan(0);
  });

  it('names and describes every category and product in Spanish and German too', async () => {
    const rows = await query<{
      name: string;
      name_es: string;
      name_de: string;
      description_es: string;
      description_de: string;
    }>(
      `SELECT name, name_es, name_de, description_es, description_de FROM categories
       UNION ALL SELECT name, name_es, name_de, description_es, description_de FROM products`,
    );
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      for (const text of [row.name_es, row.name_de, row.description_es, row.description_de])
        expect(text, row.name).toBeTruthy();
    }
    const texts = (name: string) => rows.find((row) => row.name === name)!;
    expect(texts('Manfrotto 190 Aluminium 3-Section Tripod')).toMatchObject({
      name_de: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
      name_es: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
    });
    expect(texts('Lenses')).toMatchObject({ name_de: 'Objektive', name_es: 'Objetivos' });
  });

  it('has 40+ products with prices in cents and a generated WebP image each', async () => {
    const products = await query<{ daily_price: string; image: string }>('SELECT daily_price, image FROM products');
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const product of products) {
      expect(product.daily_price).toMatch(/^\d+\.\d{2}$/);
      const file = join(dataDir, 'uploads', product.image);
      expect(existsSync(file)).toBe(true);
    }
    expect((await sharp(join(dataDir, 'uploads', products[0]!.image)).metadata()).format).toBe('webp');
  });

  it('has 2 to 8 units per product, some out of service, some products with a single working unit', async () => {
    const units = await query<{ n: number; working: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'Operational')::int AS working FROM items GROUP BY product_id`,
    );
    for (const u of units) {
      expect(u.n).toBeGreaterThanOrEqual(2);
      expect(u.n).toBeLessThanOrEqual(8);
    }
    expect(units.filter((u) => u.working === 1).length).toBeGreaterThan(0);
    const [broken] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM items WHERE status = 'NonOperational'`);
    expect(broken!.n).toBeGreaterThan(0);
  });

  it('has kits built from its products, cheaper than their parts, with enough units and a booked one', async () => {
    const kits = await query<{ name: string; price: string; parts_price: string; stock: number; units: number }>(
      `SELECT k.name, k.daily_price AS price, sum(p.daily_price * kp.count)::numeric(12, 2)::text AS parts_price,
              min((SELECT count(*) FROM items i WHERE i.product_id = p.id AND i.status = 'Operational') / kp.count)::int AS stock,
              (SELECT count(*) FROM items WHERE product_id = k.id)::int AS units
       FROM products k JOIN kit_parts kp ON kp.kit_id = k.id JOIN products p ON p.id = kp.part_id
       WHERE k.is_kit GROUP BY k.id ORDER BY k.id`,
    );
    expect(kits.map((kit) => kit.name)).toEqual(['Sony FX3 Cinema Kit', 'Aputure LS 600d Key Light Kit']);
    for (const kit of kits) {
      expect(Number(kit.price), kit.name).toBeLessThan(Number(kit.parts_price));
      expect(kit.stock, kit.name).toBeGreaterThanOrEqual(2);
      expect(kit.units, kit.name).toBe(0);
    }
    const [booked] = await query<{ units_per_kit: number; units: number }>(
      `SELECT r.units_per_kit, count(ri.item_id)::int AS units FROM rentals r
       JOIN products k ON k.id = r.product_id AND k.is_kit JOIN rental_items ri ON ri.rental_id = r.id GROUP BY r.id`,
    );
    expect(booked).toEqual({ units_per_kit: 6, units: 6 });
  });

  it('has past, current and future rentals, reviews and incidents', async () => {
    // Dated around the shop's today (the test clock's), not the database server's date.
    const [when] = await query<{ past: number; current: number; future: number }>(
      `SELECT count(*) FILTER (WHERE date_to < $1::date)::int AS past,
              count(*) FILTER (WHERE $1::date BETWEEN date_from AND date_to)::int AS current,
              count(*) FILTER (WHERE date_from > $1::date)::int AS future FROM rentals`,
      [t.calendar.today()],
    );
    expect(when!.past).toBeGreaterThan(0);
    expect(when!.current).toBeGreaterThan(0);
    expect(when!.future).toBeGreaterThan(0);
    expect((await query('SELECT id FROM reviews')).length).toBeGreaterThan(0);
    expect((await query('SELECT id FROM incidents')).length).toBeGreaterThan(0);
  });

  it('has units handed over and back, and one rental overdue', async () => {
    const today = t.calendar.today();
    const [state] = await query<{ started_not_out: number; ended_not_back: number; overdue: number }>(
      `SELECT count(*) FILTER (WHERE date_from <= $1::date AND checked_out_at IS NULL)::int AS started_not_out,
              count(*) FILTER (WHERE date_to < $1::date AND checked_in_at IS NULL)::int AS ended_not_back,
              count(DISTINCT rental_id) FILTER (WHERE date_to < $1::date AND checked_out_at IS NOT NULL
                AND checked_in_at IS NULL)::int AS overdue
       FROM rental_items`,
      [today],
    );
    expect(state).toEqual({ started_not_out: 0, ended_not_back: 1, overdue: 1 });
  });

  it("has the shop's legal details, so its invoices name a seller from the first order", async () => {
    const [row] = await query<{ legal: Record<string, string> }>(`SELECT value->'legal' AS legal FROM shop_settings`);
    expect(row!.legal).toEqual(DEMO_LEGAL_DETAILS);
    // Every demo line is booked at a VAT rate: the standard one, as no demo product has its own.
    expect(await query(`SELECT DISTINCT vat_rate::float AS rate FROM rentals`)).toEqual([{ rate: 19 }]);
  });

  it('lets every demo login sign in, each in its role', async () => {
    for (const login of DEMO_LOGINS) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: login.email, password: DEMO_PASSWORD },
      });
      expect(response.statusCode, login.email).toBe(200);
      const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json()).toMatchObject({ isAdmin: login.isAdmin, role: login.role });
    }
    // Hashed as real accounts are (decision 024), never with a cheaper demo setting.
    const hashes = await query<{ password: string }>(`SELECT password FROM account WHERE provider_id = 'credential'`);
    expect(hashes.length).toBe(DEMO_LOGINS.length);
    for (const { password } of hashes) expect(password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('is not seeded twice', async () => {
    expect(await seedDemoShopIfEmpty({ db: t.db, auth: t.auth, calendar: t.calendar, storage, log: () => {} })).toBe(
      false,
    );
  });
});
