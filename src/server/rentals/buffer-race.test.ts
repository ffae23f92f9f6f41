import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate, type IsoDate } from '../../shared/calendar-date';
import { isOpenOn } from '../../shared/opening-days';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 31's buffer race: 200 bookings at once of a product kept back 2 open days after each
 * rental, in a shop closed on Sundays, on a month where far fewer fit. The exclusion constraint
 * compares each unit's rental plus its buffer, so whatever the interleaving: no unit starts
 * inside another rental's buffer, and every refused request really had no unit left.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNITS = 3;
const BUFFER = 2;
const REQUESTS = 200;
const FIRST = isoDate('2030-04-01');
const rules = { openingDays: [1, 2, 3, 4, 5, 6], closedDates: [] as IsoDate[] };

/** A fixed spread of one- to three-day rentals over a month, each starting and ending on an open day. */
function requests(): { dateFrom: IsoDate; dateTo: IsoDate }[] {
  const asked = [];
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  while (asked.length < REQUESTS) {
    const dateFrom = addDays(FIRST, Math.floor(random() * 30));
    const dateTo = addDays(dateFrom, Math.floor(random() * 3));
    if (isOpenOn(dateFrom, rules) && isOpenOn(dateTo, rules)) asked.push({ dateFrom, dateTo });
  }
  return asked;
}

describe('200 simultaneous bookings of a product with a buffer', () => {
  it('book only what respects every buffer, and refuse only what had no unit left', { timeout: 120_000 }, async () => {
    const admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { openingDays: rules.openingDays },
    });
    expect(patched.statusCode).toBe(200);
    const product = await insertProduct(t.db, { bufferDays: BUFFER });
    await insertItems(t.db, product.id, UNITS);
    const customers = await Promise.all(
      // Administrators: the new customers' share (decision 036) is not what this test is about.
      Array.from({ length: 40 }, (_, index) => t.signIn({ email: `racer-${index}@example.com`, isAdmin: true })),
    );
    const asked = requests();
    const answers = await Promise.all(
      asked.map((range, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rentals',
          headers: { cookie: customers[index % customers.length]!.cookie, origin: 'http://localhost:3000' },
          payload: { productId: product.id, ...range, quantity: 1 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const booked = statuses.filter((status) => status === 201).length;
    expect(booked).toBeGreaterThan(UNITS);
    expect(booked).toBeLessThan(REQUESTS / 2);

    // From outside: each unit's rentals, in order, each starting after the previous one's buffer,
    // counted in open days from the previous rental's last day.
    const { rows } = await t.pool.query<{ item_id: number; date_from: IsoDate; date_to: IsoDate; blocked_to: IsoDate }>(
      `SELECT item_id, date_from::text, date_to::text, blocked_to::text FROM rental_items ORDER BY item_id, date_from`,
    );
    expect(rows).toHaveLength(booked);
    for (const [index, row] of rows.entries()) {
      const previous = rows[index - 1];
      if (previous?.item_id !== row.item_id) continue;
      let open = 0;
      for (let day = addDays(previous.date_to, 1); day < row.date_from; day = addDays(day, 1)) {
        if (isOpenOn(day, rules)) open += 1;
      }
      expect(open, `${JSON.stringify(previous)} then ${JSON.stringify(row)}`).toBeGreaterThanOrEqual(BUFFER);
    }

    // Every refusal was right: no unit is free for that range and its buffer now.
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 409) continue;
      const range = asked[index]!;
      const availability = await t.app.inject(
        `/api/products/${product.id}/availability?dateFrom=${range.dateFrom}&dateTo=${range.dateTo}`,
      );
      expect(availability.json().free, JSON.stringify(range)).toBe(0);
    }
  });
});
