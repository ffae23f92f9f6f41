import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/* The dashboard's rental list by start date, upcoming or past (issue 27). */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn({ email: 'boss@example.com', isAdmin: true });
  cookie = admin.cookie;
  const customer = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
  const product = await insertProduct(t.db);
  // The order the issue found (27 Nov, 15 Dec, 5 Dec, 24 Nov), as offsets from today, and two ended.
  for (const [from, to] of [
    [2, 4],
    [20, 21],
    [10, 11],
    [-1, 1],
    [-5, -1],
    [-30, -28],
  ] as const) {
    await t.pool.query(`INSERT INTO rentals (user_id, product_id, date_from, date_to) VALUES ($1, $2, $3, $4)`, [
      customer.id,
      product.id,
      addDays(TEST_TODAY, from),
      addDays(TEST_TODAY, to),
    ]);
  }
});
afterAll(() => t.close());

async function listed(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/rentals?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { dateFrom: string }[]; next: string | null };
}

/** Every page of the list, following `next`. */
async function allPages(query: string) {
  const starts: string[] = [];
  let after: string | null = null;
  do {
    const page = await listed(`${query}&limit=2${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    starts.push(...page.items.map((item) => item.dateFrom));
    after = page.next;
  } while (after !== null);
  return starts;
}

describe('GET /api/admin/rentals by start date', () => {
  it('lists the upcoming and running rentals soonest first, page after page', async () => {
    expect(await allPages('when=upcoming')).toEqual([-1, 2, 10, 20].map((days) => addDays(TEST_TODAY, days)));
  });

  it('lists the ended ones the latest first', async () => {
    expect(await allPages('when=past')).toEqual([-5, -30].map((days) => addDays(TEST_TODAY, days)));
  });

  it('refuses a cursor it did not give', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rentals?when=upcoming&after=12',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_CURSOR');
  });
});
