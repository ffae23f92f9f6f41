import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Input a calendar app never sends but an attacker or a broken client does, on the calendar
 * feeds (issue 32): an address too long for a token is a 400 naming `token`; any other address
 * no feed has (wrong characters, dot segments, encoded slashes, a token one character off) is a
 * 404 that says nothing about how close it was. None is a 500, none changes a table.
 */

let t: TestApp;
let session: { cookie: string; origin: string; id: string };
let feedPath: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  session = await t.signIn({ email: 'mallory@example.com' });
  const product = await insertProduct(t.db);
  const [item] = await insertItems(t.db, product.id, 1);
  await insertRental(t.db, {
    userId: session.id,
    productId: product.id,
    dateFrom: addDays(TEST_TODAY, 2),
    dateTo: addDays(TEST_TODAY, 3),
    itemIds: [item!.id],
  });
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/me/calendar-feed',
    headers: { cookie: session.cookie },
  });
  feedPath = new URL(answer.json<{ url: string }>().url).pathname;
});

async function get(url: string, signedIn = false) {
  const response = await t.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: session.cookie } : {} });
  expect(response.statusCode, `GET ${url.slice(0, 120)}`).toBeLessThan(500);
  return response;
}

const feedsTable = async () => (await t.pool.query('SELECT * FROM calendar_feeds ORDER BY id')).rows;

describe('feed addresses', () => {
  it('refuses a token longer than any token with a 400 naming it, and a path segment past the router’s bound with 414', async () => {
    for (const token of ['a'.repeat(65), 'A'.repeat(95)]) {
      const response = await get(`/calendar-feeds/${token}.ics`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
    }
    const huge = await get(`/calendar-feeds/${'A'.repeat(2_000)}.ics`);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().error).toMatchObject({ code: 'URI_TOO_LONG' });
  });

  it('answers 404 for every other address no feed has, signed in or not', async () => {
    const token = feedPath.slice('/calendar-feeds/'.length, -'.ics'.length);
    const wrong = [
      '',
      'x',
      token.slice(1),
      `${token}x`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}%00`,
      `${token.slice(0, 40)}%2F..`,
      '..%2F..%2Fapi%2Fme',
      '%2e%2e',
      "'%20OR%201=1--",
      encodeURIComponent('ñ'.repeat(20)),
      encodeURIComponent('😀'.repeat(10)),
      `${token.slice(0, 30)}%0d%0aSet-Cookie:x`,
    ];
    for (const spoiled of wrong) {
      for (const signedIn of [false, true]) {
        const response = await get(`/calendar-feeds/${spoiled}.ics`, signedIn);
        expect(response.statusCode, spoiled).toBe(404);
        expect(response.json().error).toMatchObject({ code: 'NOT_FOUND' });
        expect(response.body).not.toContain('BEGIN:VCALENDAR');
      }
    }
  });

  it('matches no route for dot segments, other suffixes and very long paths', async () => {
    for (const url of [
      `/calendar-feeds/../api/me${feedPath.slice(-4)}`,
      feedPath.replace('.ics', '.ics/'),
      feedPath.replace('.ics', '.ICS'),
      feedPath.replace('.ics', ''),
      `${feedPath}/../..`,
      `/calendar-feeds/${'a/'.repeat(4_000)}x.ics`,
      `/calendar-feeds/${'%2F'.repeat(3_000)}.ics`,
    ]) {
      const response = await get(url);
      expect([400, 404, 414], url.slice(0, 80)).toContain(response.statusCode);
      expect(response.body).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('changes nothing: no address is made or renewed by reading one, right or wrong', async () => {
    const before = await feedsTable();
    await get(feedPath);
    await get(`${feedPath.slice(0, -5)}Z.ics`);
    await get(`/calendar-feeds/${'b'.repeat(100)}.ics`);
    expect(await feedsTable()).toEqual(before);
  });
});

describe('address routes', () => {
  it('ignore a query and a body: the session alone says whose feed it is', async () => {
    const headers = { cookie: session.cookie, origin: session.origin };
    const asked = await t.app.inject({ method: 'GET', url: '/api/me/calendar-feed?userId=someone-else', headers });
    expect([200, 400]).toContain(asked.statusCode);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar-feed/renew',
      headers,
      payload: { userId: 'someone-else', kind: 'shop' },
    });
    expect(renewed.statusCode).toBeLessThan(500);
    const rows = await feedsTable();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'customer', user_id: session.id });
  });

  it("the shop's: a query or a body never picks another person's or token's address", async () => {
    const owner = await t.signIn({ email: 'owner@example.com', isAdmin: true });
    const headers = { cookie: owner.cookie, origin: owner.origin };
    const own = await t.app.inject({ method: 'GET', url: '/api/admin/calendar-feed', headers });
    expect(own.statusCode).toBe(200);
    for (const url of [
      `/api/admin/calendar-feed?userId=${session.id}`,
      '/api/admin/calendar-feed?tokenId=1&apiTokenId=1',
      '/api/admin/calendar-feed?kind=customer',
    ]) {
      const asked = await t.app.inject({ method: 'GET', url, headers });
      expect([200, 400], url).toContain(asked.statusCode);
      if (asked.statusCode === 200) expect(asked.json().url, url).toBe(own.json().url);
    }
    for (const payload of [{ userId: session.id }, { apiTokenId: 1, tokenId: 1 }, { kind: 'customer' }]) {
      const renewed = await t.app.inject({ method: 'POST', url: '/api/admin/calendar-feed/renew', headers, payload });
      expect(renewed.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const rows = await feedsTable();
    expect(rows.map((row) => [row.kind, row.user_id, row.api_token_id]).sort()).toEqual(
      [
        ['customer', session.id, null],
        ['shop', owner.id, null],
      ].sort(),
    );
  });

  it('refuse a renewal from another site, changing nothing', async () => {
    const before = await feedsTable();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar-feed/renew',
      headers: { cookie: session.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await feedsTable()).toEqual(before);
    expect((await get(feedPath)).statusCode).toBe(200);
  });
});
