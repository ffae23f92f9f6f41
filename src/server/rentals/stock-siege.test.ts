import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS, newCustomerShareOf } from '../../shared/new-customer-limits';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 26's repro at the scale it named: throwaway accounts booking a product as fast as they
 * can, with the shop's default settings (decisions 022 and 036). Before, two accounts held every
 * unit for a year; now 100 leave the share the settings keep for returning customers free on
 * every day of the booking horizon.
 */

const ACCOUNTS = 100;
const UNITS = 4;
const HORIZON = 365;
const MAX_DAYS = 30;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS });
});
afterAll(() => t.close());

const day = (offset: number) => addDays(TEST_TODAY, offset);

/** The 30-day windows that cover the horizon, tomorrow to today + 365 (the last one shorter). */
const windows = Array.from({ length: Math.ceil(HORIZON / MAX_DAYS) }, (_, index) => {
  const from = 1 + index * MAX_DAYS;
  return { dateFrom: day(from), dateTo: day(Math.min(from + MAX_DAYS - 1, HORIZON)) };
});

const book = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: { cookie }, payload });

/** Units of the product held on each day from today to the horizon, by anyone. */
async function heldPerDay(productId: number): Promise<Map<IsoDate, number>> {
  const { rows } = await t.pool.query<{ day: IsoDate; held: number }>(
    `SELECT day::date::text AS day, count(ri.item_id)::int AS held
     FROM generate_series($2::date, $3::date, interval '1 day') AS day
     LEFT JOIN rental_items ri ON day::date BETWEEN ri.date_from AND ri.date_to
       AND ri.item_id IN (SELECT id FROM items WHERE product_id = $1)
     GROUP BY day ORDER BY day`,
    [productId, TEST_TODAY, day(HORIZON)],
  );
  return new Map(rows.map((row) => [row.day, row.held]));
}

describe('100 fresh accounts booking one product as fast as they can', () => {
  it('leave the returning customers their share on every day of the horizon', { timeout: 240_000 }, async () => {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, UNITS);
    const accounts = [];
    for (let index = 0; index < ACCOUNTS; index += 10) {
      accounts.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, k) => t.signIn({ email: `throwaway-${index + k}@example.com` })),
        )),
      );
    }

    // Every account asks for every window at once, with 2 units and with 1, each in its own order.
    const started = performance.now();
    const statuses = await Promise.all(
      accounts.flatMap((account, index) =>
        windows.flatMap((_, w) => {
          const window = windows[(w + index) % windows.length]!;
          return [2, 1].map((quantity) =>
            book(account.cookie, { productId: product.id, ...window, quantity }).then((r) => r.statusCode),
          );
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);

    // The promise: on every day, at most the new customers' share of the units is held.
    const share = newCustomerShareOf(UNITS, DEFAULT_NEW_CUSTOMER_LIMITS);
    const held = await heldPerDay(product.id);
    expect(held.size).toBe(HORIZON + 1);
    const overShare = [...held].filter(([, units]) => units > share);
    expect(overShare).toEqual([]);
    const fullForNewCustomers = [...held].filter(([date, units]) => date > TEST_TODAY && units >= share).length;

    // And a returning customer really books the rest, every window, every day of the horizon.
    const regulars = [];
    for (const email of ['regular-1@example.com', 'regular-2@example.com']) {
      const regular = await t.signIn({ email });
      const [unit] = await insertItems(t.db, (await insertProduct(t.db)).id, 1);
      await insertRental(t.db, {
        userId: regular.id,
        productId: unit!.productId,
        dateFrom: day(-3),
        dateTo: day(-1),
        itemIds: [unit!.id],
      });
      regulars.push(regular);
    }
    for (const [index, window] of windows.entries()) {
      const regular = regulars[index % 2]!;
      const response = await book(regular.cookie, { productId: product.id, ...window, quantity: UNITS - share });
      expect(response.statusCode, `${window.dateFrom}: ${response.body}`).toBe(201);
    }

    // A new customer who means well meets a clear refusal wherever the throwaways took the share.
    const newcomer = await t.signIn({ email: 'newcomer@example.com' });
    const attempt = await book(newcomer.cookie, { productId: product.id, ...windows[0]!, quantity: 1 });
    if (attempt.statusCode !== 201) expect(attempt.json().error.code).toBe('NEW_CUSTOMER_SHARE_TAKEN');

    // The figures for decision 036.
    const booked = statuses.filter((status) => status === 201).length;
    console.info(
      `stock siege: ${statuses.length} requests from ${ACCOUNTS} accounts in ${seconds.toFixed(1)} s, ${booked} booked; ` +
        `share ${share} of ${UNITS} units; new customers' share full on ${fullForNewCustomers} of ${HORIZON} days; ` +
        `returning customers could book ${UNITS - share} units on ${HORIZON}/${HORIZON} days`,
    );
  });
});
