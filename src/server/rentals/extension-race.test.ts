import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * The race of issue 31: a customer extends a rental while another books the same unit for the
 * same days, both at once, many times over. The exclusion constraint decides: exactly one of them
 * gets the days, the other a clear refusal, and nothing is half-done (no change recorded without
 * its dates, no booking without its unit).
 */

const ROUNDS = 40;
let t: TestApp;
const day = (offset: number) => addDays(TEST_TODAY, offset);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await createTestApp({
    bookingLimits: { maxOpenRentals: 1000 },
    rateLimits: { bookingsPerUser: { limit: 10_000, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());

describe('an extension racing a booking for the same unit and days', () => {
  it('lets exactly one win, every time, and the other is refused cleanly', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const bea = await t.signIn({ email: 'bea@example.com' });
    const outcomes = { extension: 0, booking: 0 };
    await Promise.all(
      Array.from({ length: ROUNDS }, async (_, round) => {
        const product = await insertProduct(t.db, { dailyPrice: '10.00' });
        const [unit] = await insertItems(t.db, product.id, 1);
        const rental = await insertRental(t.db, {
          userId: ana.id,
          productId: product.id,
          dateFrom: day(3),
          dateTo: day(5),
          itemIds: [unit!.id],
        });
        // Either side starts first by a few milliseconds, so each wins some rounds.
        const head = (side: number) => pause(round % 2 === side ? (round % 7) * 2 : 0);
        const [extension, booking] = await Promise.all([
          head(0).then(() =>
            t.app.inject({
              method: 'POST',
              url: `/api/rentals/${rental.id}/extend`,
              headers: { cookie: ana.cookie },
              payload: { dateTo: day(7) },
            }),
          ),
          head(1).then(() =>
            t.app.inject({
              method: 'POST',
              url: '/api/rentals',
              headers: { cookie: bea.cookie },
              payload: { productId: product.id, dateFrom: day(6), dateTo: day(7), quantity: 1 },
            }),
          ),
        ]);
        const extended = extension.statusCode === 200;
        const booked = booking.statusCode === 201;
        expect(extended !== booked, `round ${round}: ${extension.body} / ${booking.body}`).toBe(true);
        if (extended) {
          outcomes.extension += 1;
          expect(booking.statusCode).toBe(409);
          expect(booking.json().error.code).toBe('NOT_ENOUGH_STOCK');
        } else {
          outcomes.booking += 1;
          expect(extension.statusCode, extension.body).toBe(409);
          expect(extension.json().error).toMatchObject({ code: 'UNIT_NOT_FREE' });
        }
        const { rows } = await t.pool.query(
          `SELECT r.date_to::text AS date_to, r.charged_days,
             (SELECT count(*)::int FROM rental_changes c WHERE c.rental_id = r.id) AS changes,
             (SELECT count(*)::int FROM rentals other WHERE other.product_id = r.product_id AND other.id <> r.id) AS bookings,
             (SELECT count(*)::int FROM rental_items ri WHERE ri.item_id = ${unit!.id} AND NOT ri.cancelled) AS rows_of_unit
           FROM rentals r WHERE r.id = $1`,
          [rental.id],
        );
        expect(rows[0]).toEqual(
          extended
            ? { date_to: day(7), charged_days: 5, changes: 1, bookings: 0, rows_of_unit: 1 }
            : { date_to: day(5), charged_days: 3, changes: 0, bookings: 1, rows_of_unit: 2 },
        );
      }),
    );
    expect(outcomes.extension + outcomes.booking).toBe(ROUNDS);
    // Nothing anywhere is half-done: every change has its dates, no payment was made.
    const { rows } = await t.pool.query(`
      SELECT count(*)::int AS n FROM rental_changes c JOIN rentals r ON r.id = c.rental_id WHERE r.date_to <> c.date_to_after`);
    expect(rows[0].n).toBe(0);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM payments')).rows[0].n).toBe(0);
  }, 120_000);
});
