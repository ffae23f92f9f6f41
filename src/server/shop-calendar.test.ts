import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate } from '../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';
import { createShopCalendar } from './shop-calendar';

/*
 * Whose "today"? The shop's, in SHOP_TIME_ZONE: not the server process's zone (TZ) and not the
 * customer's. At 23:30 UTC on 23 November 2026 it is already the 24th in Madrid (and in
 * Kiritimati), still the 23rd in Los Angeles: the calendars disagree, and only the shop's counts.
 */
const MOMENT = new Date('2026-11-23T23:30:00Z');
const originalTz = process.env.TZ;

let madrid: TestApp;
let losAngeles: TestApp;
beforeAll(async () => {
  madrid = await createTestApp({ timeZone: 'Europe/Madrid', clock: () => MOMENT });
  losAngeles = await createTestApp({ timeZone: 'America/Los_Angeles', clock: () => MOMENT });
});
afterAll(async () => {
  // Unset stays unset: `process.env.TZ = undefined` would set the zone 'undefined'.
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
  await Promise.all([madrid.close(), losAngeles.close()]);
});
afterEach(() => Promise.all([madrid.reset(), losAngeles.reset()]));

async function book(t: TestApp, dateFrom: string) {
  const { cookie, origin } = await t.signIn({ email: `booker-${Math.random()}@example.com` });
  const product = await insertProduct(t.db);
  await insertItems(t.db, product.id, 1);
  return t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { cookie, origin },
    payload: { productId: product.id, dateFrom, dateTo: dateFrom, quantity: 1 },
  });
}

// The server process in the zones furthest apart: its own clock's zone must change nothing.
describe.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('with the server process in %s', (processZone) => {
  beforeAll(() => {
    process.env.TZ = processZone;
  });

  it("tells browsers the shop's zone and today", async () => {
    expect((await madrid.app.inject('/api/shop')).json()).toMatchObject({
      timeZone: 'Europe/Madrid',
      today: '2026-11-24',
    });
    expect((await losAngeles.app.inject('/api/shop')).json()).toMatchObject({
      timeZone: 'America/Los_Angeles',
      today: '2026-11-23',
    });
  });

  it("accepts a booking from the shop's today and refuses the day before it", async () => {
    expect((await book(madrid, '2026-11-24')).statusCode).toBe(201);
    const early = await book(madrid, '2026-11-23');
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 'DATE_IN_PAST', field: 'dateFrom' });
    expect((await book(losAngeles, '2026-11-23')).statusCode).toBe(201);
  });

  it("lets a customer cancel until the shop's today reaches the first day", async () => {
    for (const [t, cancellable] of [
      [madrid, false],
      [losAngeles, true],
    ] as const) {
      const { cookie, origin, id } = await t.signIn({ email: `canceller-${Math.random()}@example.com` });
      const product = await insertProduct(t.db);
      const [item] = await insertItems(t.db, product.id, 1);
      const first = isoDate('2026-11-24');
      const rental = await insertRental(t.db, {
        userId: id,
        productId: product.id,
        dateFrom: first,
        dateTo: addDays(first, 2),
        itemIds: [item!.id],
      });
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/rentals/${rental.id}`,
        headers: { cookie, origin },
      });
      expect(response.statusCode, t.calendar.timeZone).toBe(cancellable ? 204 : 409);
    }
  });
});

describe("the calendar's today, kept for the minute it was asked in", () => {
  it('turns at midnight to the millisecond, in a zone a quarter hour off the hour too', () => {
    for (const [zone, lastMoment, before, after] of [
      ['Europe/Madrid', '2026-11-23T22:59:59.999Z', '2026-11-23', '2026-11-24'],
      ['Asia/Kathmandu', '2026-11-23T18:14:59.999Z', '2026-11-23', '2026-11-24'],
      ['America/St_Johns', '2026-11-24T03:29:59.999Z', '2026-11-23', '2026-11-24'],
    ] as const) {
      let now = new Date(lastMoment);
      const calendar = createShopCalendar(zone, () => now);
      expect(calendar.today(), zone).toBe(before);
      now = new Date(now.getTime() + 1);
      expect(calendar.today(), zone).toBe(after);
      // A clock turned back (a test's, or the system's corrected) is answered for its own minute.
      now = new Date(lastMoment);
      expect(calendar.today(), zone).toBe(before);
    }
  });
});
