import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { incidents } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/* An administrator clears what a customer holds in one step (decision 036). */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = (offset: number) => addDays(TEST_TODAY, offset);

describe('POST /api/admin/users/:id/cancel-open-rentals', () => {
  it("cancels every rental of the customer's not yet started, keeps those under way or with an incident, and logs each", async () => {
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Ada Admin', isAdmin: true });
    const hoarder = await t.signIn({ email: 'hoarder@example.com' });
    const neighbour = await t.signIn({ email: 'neighbour@example.com' });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, 6);
    const rent = (userId: string, from: number, to: number, unit: number) =>
      insertRental(t.db, {
        userId,
        productId: product.id,
        dateFrom: day(from),
        dateTo: day(to),
        itemIds: [units[unit]!.id],
      });
    const future = [await rent(hoarder.id, 2, 5, 0), await rent(hoarder.id, 40, 60, 1)];
    const underWay = await rent(hoarder.id, -1, 3, 2);
    const reported = await rent(hoarder.id, 10, 12, 3);
    await t.db
      .insert(incidents)
      .values({ userId: hoarder.id, rentalId: reported.id, type: 'Other', description: 'Odd.' });
    const ended = await rent(hoarder.id, -9, -8, 4);
    const others = await rent(neighbour.id, 2, 5, 5);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${hoarder.id}/cancel-open-rentals`,
      headers: { cookie: admin.cookie, origin: admin.origin },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cancelled: future.map((r) => r.id).sort((a, b) => b - a), kept: 2 });

    // Cancelled, not deleted: the rows stay with their orders (issue 27).
    const { rows } = await t.pool.query<{ id: number }>(
      'SELECT id FROM rentals WHERE cancelled_at IS NULL ORDER BY id',
    );
    expect(rows.map((row) => row.id)).toEqual([underWay.id, reported.id, ended.id, others.id]);
    const kept = await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE cancelled_at IS NOT NULL');
    expect(kept.rows[0].n).toBe(future.length);
    const log = await t.pool.query(
      "SELECT actor_name, action, entity_id FROM audit_log WHERE entity = 'rental' ORDER BY entity_id",
    );
    expect(log.rows).toEqual(
      future.map((rental) => ({ actor_name: 'Ada Admin', action: 'delete', entity_id: rental.id })),
    );

    // The units are free again: another customer books them at once.
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: neighbour.cookie },
      payload: { productId: product.id, dateFrom: day(2), dateTo: day(5), quantity: 4 },
    });
    expect(booking.statusCode, booking.body).toBe(201);

    // Nothing left to cancel: the same answer, empty.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${hoarder.id}/cancel-open-rentals`,
      headers: { cookie: admin.cookie, origin: admin.origin },
    });
    expect(again.json()).toEqual({ cancelled: [], kept: 2 });
  });
});
