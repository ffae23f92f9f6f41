import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { products } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { parseFeed } from '../test/ical-feed';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { FEED_REQUESTS_PER_HOUR } from './routes';

/*
 * The calendar feeds (issue 32, decision 052) read by a real iCalendar parser (ical.js): every
 * live rental line as an all-day event on its own dates, across daylight-saving changes too;
 * the secret address, renewed at once; nobody's address showing anyone else's rentals.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

async function customer(email: string, language: Language = 'en', isAdmin = false) {
  return t.signIn({ email, fullName: email.split('@')[0]!, language, isAdmin });
}

const call = (session: Session, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: session.cookie, origin: session.origin }, payload });

async function feedUrl(session: Session, which: 'me' | 'admin' = 'me') {
  const response = await call(session, 'GET', `/api/${which}/calendar-feed`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

/** The feed at `url` as a calendar app asks for it: no cookie, only the address. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

async function readFeed(url: string) {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  return parseFeed(response.body);
}

/** A rental of `units` units of a fresh product named `name`, from `from` to `to`. */
async function rent(userId: string, name: string, from: IsoDate, to: IsoDate, units = 1) {
  const product = await insertProduct(t.db, { name });
  const items = await insertItems(t.db, product.id, units);
  const rental = await insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: from,
    dateTo: to,
    itemIds: items.map((item) => item.id),
  });
  const [order] = await t.db.select({ reference: orders.reference }).from(orders).where(eq(orders.id, rental.orderId));
  return { ...rental, product, items, reference: order!.reference };
}

const day = (n: number) => addDays(TEST_TODAY, n);

describe("a customer's feed", () => {
  it('answers the same absolute address until renewed, and it reads as text/calendar without a cookie', async () => {
    const ana = await customer('ana@example.com');
    const url = await feedUrl(ana);
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(ana)).toBe(url);

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const feed = parseFeed(response.body);
    expect(feed).toMatchObject({ name: 'Framehire: my rentals', timeZone: 'Europe/Madrid', events: [] });
  });

  it('has every live rental as an all-day event, its end the day after its last, across both daylight-saving changes', async () => {
    const ana = await customer('ana@example.com');
    // Europe/Madrid moves its clocks on 31 March 2030 and 27 October 2030.
    const spring = await rent(ana.id, 'Canon EOS R5', '2030-03-30' as IsoDate, '2030-04-01' as IsoDate, 2);
    const autumn = await rent(ana.id, 'Sony FX3', '2030-10-26' as IsoDate, '2030-10-28' as IsoDate);
    const oneDay = await rent(ana.id, 'DJI RS 3', day(3), day(3));
    const feed = await readFeed(await feedUrl(ana));

    expect(feed.events).toHaveLength(3);
    const byUid = new Map(feed.events.map((event) => [event.uid, event]));
    expect(byUid.get(`framehire-rental-${spring.id}@localhost`)).toMatchObject({
      allDay: true,
      start: '2030-03-30',
      end: '2030-04-02',
      summary: 'Rental: 2 × Canon EOS R5',
    });
    expect(byUid.get(`framehire-rental-${autumn.id}@localhost`)).toMatchObject({
      allDay: true,
      start: '2030-10-26',
      end: '2030-10-29',
    });
    expect(byUid.get(`framehire-rental-${oneDay.id}@localhost`)).toMatchObject({
      allDay: true,
      start: day(3),
      end: day(4),
    });
    const description = byUid.get(`framehire-rental-${spring.id}@localhost`)!.description;
    expect(description).toContain(`Order ${spring.reference}`);
    // By serial number as text, the feed's order: SN-1-10 before SN-1-9 (the numbers come from a
    // counter that files run before this one in the same worker also move).
    const serials = spring.items.map((item) => item.serialNumber).sort();
    expect(description).toContain(`Serial numbers: ${serials.join(', ')}`);
    expect(description).toContain(`http://localhost:3000/account/rental-requests/${spring.id}`);
  });

  it('keeps the same event UID when the feed is read again, so calendar apps update instead of duplicating', async () => {
    const ana = await customer('ana@example.com');
    await rent(ana.id, 'Canon EOS R5', day(2), day(4));
    const url = await feedUrl(ana);
    const first = await fetchFeed(url);
    const again = await fetchFeed(url);
    expect(parseFeed(again.body).events.map((event) => event.uid)).toEqual(
      parseFeed(first.body).events.map((event) => event.uid),
    );
    expect(again.body).toBe(first.body);
    const notChanged = await fetchFeed(url, { 'if-none-match': first.headers.etag as string });
    expect(notChanged.statusCode).toBe(304);
    expect(notChanged.body).toBe('');
  });

  it('leaves out cancelled rentals, lapsed orders and rentals ended long ago', async () => {
    const ana = await customer('ana@example.com');
    const kept = await rent(ana.id, 'Canon EOS R5', day(2), day(4));
    const cancelled = await rent(ana.id, 'Sony FX3', day(5), day(6));
    const lapsed = await rent(ana.id, 'DJI RS 3', day(7), day(8));
    await rent(ana.id, 'Leica Q3', day(-400), day(-399));
    const url = await feedUrl(ana);
    expect((await readFeed(url)).events).toHaveLength(3);

    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${cancelled.id}`,
      headers: { cookie: ana.cookie, origin: ana.origin },
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    await t.db.update(orders).set({ status: 'Lapsed' }).where(eq(orders.id, lapsed.orderId));

    const feed = await readFeed(url);
    expect(feed.events.map((event) => event.uid)).toEqual([`framehire-rental-${kept.id}@localhost`]);
  });

  it('is written in the customer’s language, with the product’s name in it', async () => {
    const ana = await customer('ana@example.com', 'es');
    const rental = await rent(ana.id, 'Tripod', day(2), day(3));
    await t.db.update(products).set({ nameEs: 'Trípode' }).where(eq(products.id, rental.product.id));
    const feed = await readFeed(await feedUrl(ana));
    expect(feed.name).toBe('Framehire: mis alquileres');
    expect(feed.events[0]).toMatchObject({ summary: 'Alquiler: 1 × Trípode' });
    expect(feed.events[0]!.description).toContain(`Pedido ${rental.reference}`);
  });

  it('shows a kit as one line: its quantity in kits and its parts’ serial numbers', async () => {
    const ana = await customer('ana@example.com');
    const body = await insertProduct(t.db, { name: 'Body' });
    const battery = await insertProduct(t.db, { name: 'Battery' });
    const kit = await insertProduct(t.db, { name: 'Interview kit', isKit: true });
    const bodies = await insertItems(t.db, body.id, 2);
    const batteries = await insertItems(t.db, battery.id, 4);
    const rental = await insertRental(t.db, {
      userId: ana.id,
      productId: kit.id,
      dateFrom: day(2),
      dateTo: day(3),
      itemIds: [...bodies, ...batteries].map((item) => item.id),
    });
    await t.db.update(rentals).set({ unitsPerKit: 3 }).where(eq(rentals.id, rental.id));
    const feed = await readFeed(await feedUrl(ana));
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]!.summary).toBe('Rental: 2 × Interview kit');
    expect(feed.events[0]!.description).toContain(`${bodies[0]!.serialNumber} (Body)`);
    expect(feed.events[0]!.description).toContain(`${batteries[0]!.serialNumber} (Battery)`);
  });
});

describe('the secret address', () => {
  it('renewed, stops working at once: the old address is 404 and the new one reads the feed', async () => {
    const ana = await customer('ana@example.com');
    await rent(ana.id, 'Canon EOS R5', day(2), day(4));
    const old = await feedUrl(ana);
    expect((await fetchFeed(old)).statusCode).toBe(200);

    const renewed = await call(ana, 'POST', '/api/me/calendar-feed/renew');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { url } = renewed.json<{ url: string }>();
    expect(url).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await readFeed(url)).events).toHaveLength(1);
    expect(await feedUrl(ana)).toBe(url);
  });

  it("never shows another customer's rentals: each address holds its owner's only", async () => {
    const ana = await customer('ana@example.com');
    const ben = await customer('ben@example.com');
    const anas = await rent(ana.id, 'Canon EOS R5', day(2), day(4));
    const bens = await rent(ben.id, 'Sony FX3', day(2), day(4));
    const anaFeed = await readFeed(await feedUrl(ana));
    const benFeed = await readFeed(await feedUrl(ben));
    expect(anaFeed.events.map((event) => event.uid)).toEqual([`framehire-rental-${anas.id}@localhost`]);
    expect(benFeed.events.map((event) => event.uid)).toEqual([`framehire-rental-${bens.id}@localhost`]);
    // Ben signed in, asking with Ana's address, still reads Ana's feed: the address, never the session, decides.
    const withCookie = await t.app.inject({
      method: 'GET',
      url: new URL(await feedUrl(ana)).pathname,
      headers: { cookie: ben.cookie },
    });
    expect(parseFeed(withCookie.body).events.map((event) => event.uid)).toEqual([
      `framehire-rental-${anas.id}@localhost`,
    ]);
  });

  it('is not stored: the table holds a seed and the token’s hash, and no address is in it', async () => {
    const ana = await customer('ana@example.com');
    const url = await feedUrl(ana);
    const token = /\/calendar-feeds\/(.+)\.ics$/.exec(url)![1]!;
    const { rows } = await t.pool.query('SELECT * FROM calendar_feeds');
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers 404 for a token one character off, and 429 past the hourly limit per address', async () => {
    const ana = await customer('ana@example.com');
    const url = await feedUrl(ana);
    const path = new URL(url).pathname;
    const last = path.at(-5)!;
    const off = `${path.slice(0, -5)}${last === 'A' ? 'B' : 'A'}.ics`;
    expect((await t.app.inject({ method: 'GET', url: off })).statusCode).toBe(404);
    for (let sent = 0; sent < FEED_REQUESTS_PER_HOUR; sent += 1) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url: path });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe("the shop's feed", () => {
  it('has each live line’s pick-up on its first day and its return on its last, for administrators only', async () => {
    const admin = await customer('admin@example.com', 'de', true);
    const ana = await customer('ana@example.com', 'es');
    const rental = await rent(ana.id, 'Canon EOS R5', '2030-03-30' as IsoDate, '2030-04-01' as IsoDate);
    const cancelled = await rent(ana.id, 'Sony FX3', day(5), day(6));
    await t.db.update(rentals).set({ cancelledAt: new Date() }).where(eq(rentals.id, cancelled.id));
    await t.db.update(rentalItems).set({ cancelled: true }).where(eq(rentalItems.rentalId, cancelled.id));

    expect((await call(ana, 'GET', '/api/admin/calendar-feed')).statusCode).toBe(403);
    const url = await feedUrl(admin, 'admin');
    expect(await feedUrl(admin, 'admin')).toBe(url);
    const feed = await readFeed(url);
    // The shop's default language, whatever the administrator's or the customer's.
    expect(feed.name).toBe('Framehire: pick-ups and returns');
    expect(feed.events).toEqual([
      expect.objectContaining({
        uid: `framehire-pickup-${rental.id}@localhost`,
        summary: `Pick-up: 1 × Canon EOS R5, ana, ${rental.reference}`,
        start: '2030-03-30',
        end: '2030-03-31',
        allDay: true,
      }),
      expect.objectContaining({
        uid: `framehire-return-${rental.id}@localhost`,
        summary: `Return: 1 × Canon EOS R5, ana, ${rental.reference}`,
        start: '2030-04-01',
        end: '2030-04-02',
        allDay: true,
      }),
    ]);
    expect(feed.events[0]!.description).toContain('Customer: ana <ana@example.com>');
    expect(feed.events[0]!.description).toContain(
      `http://localhost:3000/administrator-dashboard/orders/${rental.orderId}`,
    );

    const renewed = await call(admin, 'POST', '/api/admin/calendar-feed/renew');
    expect(renewed.statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.json<{ url: string }>().url)).statusCode).toBe(200);
  });

  it("is at an address of each staff member's own: renewing one's leaves the others'", async () => {
    const owner = await customer('owner@example.com', 'en', true);
    const manager = await t.signIn({ email: 'manager@example.com', role: 'manager' });
    const ownerUrl = await feedUrl(owner, 'admin');
    const managerUrl = await feedUrl(manager, 'admin');
    expect(managerUrl).not.toBe(ownerUrl);
    expect((await readFeed(ownerUrl)).name).toBe((await readFeed(managerUrl)).name);

    const renewed = await call(manager, 'POST', '/api/admin/calendar-feed/renew');
    expect(renewed.statusCode).toBe(200);
    expect((await fetchFeed(managerUrl)).statusCode).toBe(404);
    expect((await fetchFeed(ownerUrl)).statusCode).toBe(200);
    expect(await feedUrl(owner, 'admin')).toBe(ownerUrl);
    // A staff member who rents has their own customer feed beside it.
    expect(await feedUrl(owner)).not.toBe(ownerUrl);
  });

  it('answers 404 once its person is no longer staff, or in a role without the calendar feed', async () => {
    const owner = await customer('owner@example.com', 'en', true);
    const manager = await t.signIn({ email: 'manager@example.com', role: 'manager' });
    const url = await feedUrl(manager, 'admin');
    const setRole = async (role: string) => {
      const changed = await call(owner, 'PATCH', `/api/admin/users/${manager.id}`, { role });
      expect(changed.statusCode, changed.body).toBe(200);
    };
    await setRole('counter');
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await setRole('customer');
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('BEGIN:VCALENDAR');
    // Staff again in a role that has it: the address they had works again, as their API tokens do.
    await setRole('manager');
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it("asked for with an API token, is that token's own address: 404 once the token is revoked, 410 once it expires", async () => {
    const owner = await customer('owner@example.com', 'en', true);
    const makeToken = async () => {
      const made = await call(owner, 'POST', '/api/admin/api-tokens', { name: 'Calendar sync', scope: 'read' });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ id: number; token: string }>();
    };
    const byToken = async (token: string, method: 'GET' | 'POST' = 'GET') => {
      const response = await t.app.inject({
        method,
        url: `/api/admin/calendar-feed${method === 'POST' ? '/renew' : ''}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ url: string; renewedAt: string }>();
    };
    const ownUrl = await feedUrl(owner, 'admin');
    const revoking = await makeToken();
    const expiring = await makeToken();
    const revokingUrl = (await byToken(revoking.token)).url;
    const expiringUrl = (await byToken(expiring.token)).url;
    expect(new Set([ownUrl, revokingUrl, expiringUrl]).size).toBe(3);
    expect((await byToken(revoking.token)).url).toBe(revokingUrl);
    expect((await fetchFeed(revokingUrl)).statusCode).toBe(200);

    const revoked = await call(owner, 'DELETE', `/api/admin/api-tokens/${revoking.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await fetchFeed(revokingUrl)).statusCode).toBe(404);

    await t.pool.query("UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring.id]);
    const expired = await fetchFeed(expiringUrl);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: { code: 'CALENDAR_FEED_GONE' } });
    expect(expired.body).not.toContain('BEGIN:VCALENDAR');
    // The signed-in owner's address is none of these, and stays.
    expect((await fetchFeed(ownUrl)).statusCode).toBe(200);
  });

  it('names the calendar after the shop’s legal name when it has one', async () => {
    const admin = await customer('admin@example.com', 'en', true);
    const saved = await call(admin, 'GET', '/api/admin/settings');
    expect(saved.statusCode).toBe(200);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: admin.origin },
      payload: { legal: { name: 'Luz y Cámara S.L.' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await readFeed(await feedUrl(admin, 'admin'))).name).toBe('Luz y Cámara S.L.: pick-ups and returns');
  });
});

describe('a shop west of UTC', () => {
  let west: TestApp;
  beforeAll(async () => {
    west = await createTestApp({ timeZone: 'America/Los_Angeles' });
  });
  afterAll(() => west.close());

  it('keeps every rental on its own dates, across the American daylight-saving change', async () => {
    const ana = await west.signIn({ email: 'ana@example.com' });
    const product = await insertProduct(west.db, { name: 'Canon EOS R5' });
    const [unit] = await insertItems(west.db, product.id, 1);
    // Los Angeles moves its clocks on 10 March 2030 and 3 November 2030.
    for (const [from, to] of [
      ['2030-03-09', '2030-03-11'],
      ['2030-11-02', '2030-11-04'],
    ] as const) {
      await insertRental(west.db, {
        userId: ana.id,
        productId: product.id,
        dateFrom: from,
        dateTo: to,
        itemIds: [unit!.id],
      });
    }
    const address = await west.app.inject({
      method: 'GET',
      url: '/api/me/calendar-feed',
      headers: { cookie: ana.cookie },
    });
    const response = await west.app.inject({
      method: 'GET',
      url: new URL(address.json<{ url: string }>().url).pathname,
    });
    const feed = parseFeed(response.body);
    expect(feed.timeZone).toBe('America/Los_Angeles');
    expect(feed.events.map(({ start, end, allDay }) => ({ start, end, allDay }))).toEqual([
      { start: '2030-03-09', end: '2030-03-12', allDay: true },
      { start: '2030-11-02', end: '2030-11-05', allDay: true },
    ]);
  });
});
