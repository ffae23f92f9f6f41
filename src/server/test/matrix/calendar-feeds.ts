import { expect } from 'vitest';
import { createCalendarFeeds } from '../../calendar-feeds/service';
import { createFeedTokens } from '../../calendar-feeds/tokens';
import { adminOnly, type Check, type Entry, everyone, type Scene } from '../authorization-matrix';

/** Calendar feeds (decision 052). */

const ADDRESS = /^http:\/\/localhost:3000\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/;

/** The feed at the answer's address, read as a calendar app reads it: with no cookie. */
async function feedOf(scene: Scene, url: string) {
  const response = await scene.t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const rentalUid = (scene: Scene) => `framehire-rental-${scene.rentalOfA.id}@localhost`;

/** Each customer's address opens their own feed: only customer A's holds customer A's rental. */
const ownFeed: Check = async (response, { role, scene }) => {
  if (role === 'anonymous') return;
  const { url } = response.json<{ url: string }>();
  expect(url).toMatch(ADDRESS);
  expect((await feedOf(scene, url)).includes(rentalUid(scene))).toBe(role === 'customerA');
};

/** The shop's feed holds every customer's live lines: customer A's rental's pick-up among them. */
const shopFeed: Check = async (response, { role, scene }) => {
  if (role !== 'admin') return;
  const { url } = response.json<{ url: string }>();
  expect(url).toMatch(ADDRESS);
  expect(await feedOf(scene, url)).toContain(`framehire-pickup-${scene.rentalOfA.id}@localhost`);
};

/** Customer A's feed address, made as GET /api/me/calendar-feed makes it. */
async function addressOfA(scene: Scene) {
  const feeds = createCalendarFeeds({
    db: scene.t.db,
    calendar: scene.t.calendar,
    tokens: createFeedTokens(scene.t.auth.options.secret),
    shopUrl: 'http://localhost:3000',
    shopName: async () => 'Framehire',
  });
  return (await feeds.address({ kind: 'customer', userId: scene.users.customerA.id })).url;
}

export const calendarFeedsMatrix: Entry[] = [
  {
    route: 'GET /api/me/calendar-feed',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: ownFeed,
  },
  {
    route: 'POST /api/me/calendar-feed/renew',
    expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 },
    check: ownFeed,
  },
  { route: 'GET /api/admin/calendar-feed', expect: adminOnly(200), check: shopFeed },
  { route: 'POST /api/admin/calendar-feed/renew', expect: adminOnly(200), check: shopFeed },
  {
    // The address is the credential: whoever holds it reads the feed, signed in or not, and no
    // session changes what it shows (an unknown token is 404: hostile-input-calendar-feeds.test.ts).
    route: 'GET /calendar-feeds/:token.ics',
    request: async (scene) => ({ url: new URL(await addressOfA(scene)).pathname }),
    expect: everyone(200),
    check: (response, { scene }) => {
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.body).toContain(rentalUid(scene));
    },
  },
];
