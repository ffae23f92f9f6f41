import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import { buildApp, type App } from '../app';
import { products } from '../db/schema/catalog';
import { reviews } from '../db/schema/rentals';
import { createMailer } from '../mail/mailer';
import { createShopCalendar } from '../shop-calendar';
import { builtWebApp } from '../test/built-web-app';
import { insertCategory, insertKit, insertProduct } from '../test/factories';
import { createTestApp, TEST_NOW, TEST_TIME_ZONE, type TestApp } from '../test/test-app';
import { createUser } from '../users/create-user';
import { storefrontPageStats } from './storefront-pages';

/*
 * Storefront pages for visitors who are not signed in come from a cache (decision 056): the real
 * server with its real renderer (the built web app) on a database of its own. Above all, nothing
 * written for a signed-in person is ever kept, or sent to anyone else.
 */

let t: TestApp;
let app: App;
/** The shop's clock, moved by the test of a new day. */
let now = TEST_NOW;
let webRoot: string;

const languages: Language[] = ['en', 'es', 'de'];
const ADMIN = { email: 'ada.adminsson@framehire.test', fullName: 'Ada Adminsson', isAdmin: true };
const CUSTOMER = { email: 'carl.kundemann@framehire.test', fullName: 'Carl Kundemann' };

let admin: { cookie: string };
let customer: { cookie: string };
let pages: string[];
let productId: number;
let categoryId: number;

async function shopApp(pageCacheMb: number) {
  return buildApp({
    db: t.db,
    auth: t.auth,
    mailer: createMailer({
      smtpUrl: t.mailbox.url,
      from: 'Framehire <test@framehire.test>',
      dataDir: t.dataDir,
      log: () => {},
    }),
    calendar: createShopCalendar(TEST_TIME_ZONE, () => now),
    dataDir: t.dataDir,
    storage: t.storage,
    webRoot,
    pageCacheMb,
  });
}

beforeAll(async () => {
  webRoot = builtWebApp();
  t = await createTestApp();
  app = await shopApp(8);

  const cameras = await insertCategory(t.db, { name: 'Cameras' });
  const mirrorless = await insertCategory(t.db, { name: 'Mirrorless', parentId: cameras.id });
  categoryId = mirrorless.id;
  const body = await insertProduct(t.db, { name: 'Sony Alpha 7 IV', categoryId, dailyPrice: '49.00' });
  productId = body.id;
  const battery = await insertProduct(t.db, { name: 'NP-FZ100 battery', categoryId });
  const kit = await insertKit(
    t.db,
    [
      { productId: body.id, count: 1 },
      { productId: battery.id, count: 2 },
    ],
    { name: 'Interview kit', categoryId },
  );
  const reviewer = await createUser(t.db, t.auth, {
    email: 'rita@framehire.test',
    fullName: 'Rita Reviewer',
    password: 'Test!Passw0rd',
  });
  await t.db.insert(reviews).values({ userId: reviewer.id, productId, rating: 5, comments: 'Sharp and light.' });

  admin = await t.signIn(ADMIN);
  customer = await t.signIn(CUSTOMER);
  pages = [
    '/',
    '/all-products?sort=price_asc',
    `/categories/${cameras.id}`,
    `/categories/${categoryId}`,
    `/products/${productId}`,
    `/products/${kit.id}`,
    '/catalog-search/sony',
    '/products/987654',
    '/no-such-page',
  ];
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});
beforeEach(() => {
  now = TEST_NOW;
});

const html = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

const visit = (target: App, url: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } });

/** The JSON the page carries for the browser's app (ssr/server-state.ts). */
function state(page: string) {
  const json = /<script type="application\/json" id="framehire-state">(.*?)<\/script>/s.exec(page)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
}

const currentUserIn = (page: string) =>
  state(page).queries.queries.find((query) => query.queryKey[0] === 'me')?.state.data;

/** The header's texts for a signed-in person, in each language (common.json). */
const signedInTexts = (language: Language) => {
  const header = (
    JSON.parse(readFileSync(join(import.meta.dirname, `../../web/i18n/locales/${language}/common.json`), 'utf8')) as {
      header: Record<string, string>;
    }
  ).header;
  // ("My account" is in every page's footer: a link, which the guard answers with the sign-in page.)
  return [header.logout!, header.dashboard!, header.signedInAs!, header.userMenu!];
};

const stats = (target: App = app) => storefrontPageStats(target)!;

describe('a page written for a signed-in person', () => {
  it('is never kept, nor anything of it sent to a visitor who is not signed in', async () => {
    const before = stats();
    let personal = 0;
    for (const language of languages) {
      for (const url of pages) {
        for (const person of [admin, customer]) {
          const answer = await visit(app, url, { cookie: `${person.cookie}; language=${language}` });
          expect(answer.headers['cache-control']).toBe('private, no-store');
          expect(answer.headers.etag).toBeUndefined();
          const page = html(answer);
          // Written for them: their name is in the page's state.
          expect(currentUserIn(page)).toMatchObject({ email: person === admin ? ADMIN.email : CUSTOMER.email });
          personal += 1;
        }
      }
    }
    // Nothing entered the cache.
    expect(stats().entries).toBe(before.entries);
    expect(stats().renders).toBe(before.renders);
    expect(stats().personalRenders - before.personalRenders).toBe(personal);

    for (const language of languages) {
      for (const url of pages) {
        for (const anonymous of [{}, { cookie: `language=${language}; framehire_written=0/16B3748` }] as Record<
          string,
          string
        >[]) {
          const answer = await visit(app, url, { 'accept-language': language, ...anonymous });
          expect([200, 404]).toContain(answer.statusCode);
          expect(answer.headers['cache-control']).toBe('no-cache');
          const page = html(answer);
          expect(page).toContain(`<html lang="${language}"`);
          expect(currentUserIn(page)).toBeNull();
          for (const secret of [
            ADMIN.email,
            ADMIN.fullName,
            CUSTOMER.email,
            CUSTOMER.fullName,
            'Adminsson',
            'Kundemann',
          ]) {
            expect(page).not.toContain(secret);
          }
          for (const text of signedInTexts(language)) expect(page).not.toContain(text);
          expect(page).not.toMatch(/href="\/dashboard/);
        }
      }
    }
    expect(stats().entries).toBe(before.entries + languages.length * pages.length);

    // And a signed-in person who comes after them still gets their own page, not the kept one.
    const again = html(await visit(app, '/', { cookie: admin.cookie }));
    expect(currentUserIn(again)).toMatchObject({ email: ADMIN.email });
  });

  it('is written for an API token holder too, and not kept', async () => {
    const before = stats();
    const answer = await visit(app, `/products/${productId}`, { authorization: 'Bearer fh_not_a_real_token' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(stats().entries).toBe(before.entries);
    expect(stats().personalRenders).toBe(before.personalRenders + 1);
  });
});

describe('a page from the cache', () => {
  it('is rendered once, with its data read first: no storefront page needs a second round', async () => {
    for (const url of pages) await visit(app, url);
    for (const url of pages) await visit(app, url, { cookie: customer.cookie });
    expect(stats().extraRounds).toBe(0);
  });

  it('answers with its ETag, a 304 to a browser that has it, and the coding the browser accepts', async () => {
    const first = await visit(app, `/products/${productId}`);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"p-[\w-]+"$/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding, accept-language, cookie');

    const notModified = await visit(app, `/products/${productId}`, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);

    const gzip = await visit(app, `/products/${productId}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(etag);
    const plain = await visit(app, `/products/${productId}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(html(gzip)).toBe(html(first));
    expect(plain.body).toBe(html(first));
    expect(html(first)).toContain('Sony Alpha 7 IV');

    const missing = await visit(app, '/products/987654');
    expect(missing.statusCode).toBe(404);
    expect((await visit(app, '/products/987654', { 'if-none-match': String(missing.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it('is written again at once when the catalogue changes', async () => {
    await visit(app, `/products/${productId}`);
    const renders = stats().renders;
    expect((await visit(app, `/products/${productId}`)).statusCode).toBe(200);
    expect(stats().renders).toBe(renders);

    await t.db
      .update(products)
      .set({ name: 'Sony Alpha 7 IV (new)', dailyPrice: '59.00' })
      .where(eq(products.id, productId));
    const page = html(await visit(app, `/products/${productId}`));
    expect(page).toContain('Sony Alpha 7 IV (new)');
    expect(page).toContain('59');
    // The catalogue lists and the kit that holds it changed too.
    expect(html(await visit(app, '/catalog-search/sony'))).toContain('Sony Alpha 7 IV (new)');
    expect(stats().renders).toBe(renders + 2);
  });

  it("is written again when a review is posted, edited or deleted, its author renamed, or the shop's settings change", async () => {
    const url = `/products/${productId}`;
    const reviewer = await createUser(t.db, t.auth, {
      email: 'rex@framehire.test',
      fullName: 'Rex Reviewer',
      password: 'Test!Passw0rd',
    });
    await visit(app, url);

    const [review] = await t.db
      .insert(reviews)
      .values({ userId: reviewer.id, productId, rating: 4, comments: 'Good grip.' })
      .returning();
    expect(html(await visit(app, url))).toContain('Good grip.');
    await t.db.update(reviews).set({ comments: 'Great grip.' }).where(eq(reviews.id, review!.id));
    expect(html(await visit(app, url))).toContain('Great grip.');
    await t.db.execute(sql`UPDATE "user" SET name = 'Rex Renamed' WHERE id = ${reviewer.id}`);
    expect(html(await visit(app, url))).toContain('Rex Renamed');
    await t.db.delete(reviews).where(eq(reviews.id, review!.id));
    expect(html(await visit(app, url))).not.toContain('Great grip.');

    const renders = stats().renders;
    await t.db.execute(sql`UPDATE shop_settings SET value = jsonb_set(value, '{leadTimeDays}', '3')`);
    const page = html(await visit(app, url));
    expect(stats().renders).toBe(renders + 1);
    expect(page).toContain('"leadTimeDays":3');
  });

  it("is written again on the shop's next day", async () => {
    await visit(app, `/products/${productId}`);
    const renders = stats().renders;
    expect(html(await visit(app, `/products/${productId}`))).toContain('"today":"2030-03-10"');
    expect(stats().renders).toBe(renders);
    now = new Date(TEST_NOW.getTime() + 24 * 3600 * 1000);
    expect(html(await visit(app, `/products/${productId}`))).toContain('"today":"2030-03-11"');
    await visit(app, '/');
    expect(stats().renders).toBe(renders + 2);
  });

  it('is rendered once for visitors who ask for it at the same moment', async () => {
    const url = '/catalog-search/alpha';
    const renders = stats().renders;
    const answers = await Promise.all(Array.from({ length: 12 }, () => visit(app, url)));
    expect(stats().renders).toBe(renders + 1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});

describe("the cache's memory", () => {
  it('stays under its cap, older pages out first, whatever query strings visitors make up', async () => {
    const small = await shopApp(1);
    try {
      await visit(small, '/');
      // Made-up query strings, each a page of its own, until the first ten have gone out.
      let made = 0;
      while (stats(small).evictions < 10 && made < 1000) {
        const answer = await visit(small, `/?utm_source=${made}`);
        made += 1;
        expect(answer.statusCode).toBe(200);
        expect(stats(small).bytes).toBeLessThanOrEqual(1024 * 1024);
      }
      const { entries, evictions, renders } = stats(small);
      expect(evictions).toBe(10);
      expect(renders).toBe(made + 1);
      expect(entries).toBe(made + 1 - evictions);
      // The most recent ones are still there; the first went first.
      await visit(small, `/?utm_source=${made - 1}`);
      expect(stats(small).renders).toBe(made + 1);
      await visit(small, '/');
      expect(stats(small).renders).toBe(made + 2);
    } finally {
      await small.close();
    }
  });
});
