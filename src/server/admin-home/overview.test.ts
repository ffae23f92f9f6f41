import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { OVERVIEW_LIST_LIMIT } from '../../shared/schemas/admin-overview';
import { incidents } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createShopCalendar } from '../shop-calendar';
import { createTestApp, TEST_TIME_ZONE, TEST_TODAY, type TestApp } from '../test/test-app';
import { createAdminOverview } from './overview';
import { createJobQueue } from '../jobs/queue';
import { createDisputes } from '../money/disputes';
import { createFailedRefunds } from '../money/failed-refunds';
import { createPaymentsForReview } from '../money/for-review';
import { createPayingLater } from '../money/paying-later';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const tomorrow = addDays(TEST_TODAY, 1);

describe('GET /api/admin/overview', () => {
  it("lists, on the shop's calendar, what to hand out and take back, what needs a new unit, open incidents and units out of service", async () => {
    const admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada Lovelace' });
    const camera = await insertProduct(t.db, { name: 'Sony FX3' });
    const units = await insertItems(t.db, camera.id, 8, 2);
    const [u1, u2, u3, u4, u5, u6, broken1, broken2] = units;
    const rent = (dateFrom: IsoDate, dateTo: IsoDate, itemIds: number[]) =>
      insertRental(t.db, { userId: ada.id, productId: camera.id, dateFrom, dateTo, itemIds });

    const startsToday = await rent(TEST_TODAY, addDays(TEST_TODAY, 3), [u1!.id]);
    const startsTomorrow = await rent(tomorrow, addDays(TEST_TODAY, 5), [u2!.id, u3!.id]);
    const endsToday = await rent(addDays(TEST_TODAY, -4), TEST_TODAY, [u4!.id]);
    const endsTomorrow = await rent(addDays(TEST_TODAY, -2), tomorrow, [u5!.id]);
    // Not today's or tomorrow's business: starts the day after tomorrow, ended yesterday.
    const later = await rent(addDays(TEST_TODAY, 2), addDays(TEST_TODAY, 6), [u6!.id]);
    await rent(addDays(TEST_TODAY, -5), addDays(TEST_TODAY, -1), [u1!.id]);
    // A future rental holding a broken unit is flagged; a past one holding the other is not.
    const flagged = await rent(addDays(TEST_TODAY, 10), addDays(TEST_TODAY, 12), [broken1!.id, u1!.id]);
    await rent(addDays(TEST_TODAY, -9), addDays(TEST_TODAY, -8), [broken2!.id]);
    // Nor is a current one whose broken unit the customer has (recorded missing): its incident settles it.
    const held = await rent(addDays(TEST_TODAY, -1), addDays(TEST_TODAY, 2), [broken2!.id]);
    await t.pool.query(`UPDATE rental_items SET checked_out_at = now() WHERE rental_id = $1`, [held.id]);
    await t.db.insert(incidents).values([
      { userId: ada.id, rentalId: endsToday.id, type: 'ProductDamaged', description: 'Scratched.' },
      { userId: ada.id, rentalId: later.id, type: 'Other', description: 'Closed already.', status: 'Closed' },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    const ids = (list: { items: { id: number }[] }) => list.items.map((row) => row.id);
    expect(overview.today).toBe(TEST_TODAY);
    expect(ids(overview.handOut.today)).toEqual([startsToday.id]);
    expect(overview.handOut.today.items[0]).toEqual({
      id: startsToday.id,
      userName: 'Ada Lovelace',
      productId: camera.id,
      productName: 'Sony FX3',
      dateFrom: TEST_TODAY,
      dateTo: addDays(TEST_TODAY, 3),
      items: [{ id: u1!.id, serialNumber: u1!.serialNumber }],
    });
    expect(ids(overview.handOut.tomorrow)).toEqual([startsTomorrow.id]);
    expect(
      overview.handOut.tomorrow.items[0].items.map((unit: { serialNumber: string }) => unit.serialNumber).sort(),
    ).toEqual([u2!.serialNumber, u3!.serialNumber].sort());
    expect(ids(overview.takeBack.today)).toEqual([endsToday.id]);
    expect(ids(overview.takeBack.tomorrow)).toEqual([endsTomorrow.id]);

    expect(overview.needsReplacement.total).toBe(1);
    expect(overview.needsReplacement.items[0]).toMatchObject({
      id: flagged.id,
      brokenItems: [{ id: broken1!.id, serialNumber: broken1!.serialNumber }],
      lateItems: [],
    });
    // Nothing was handed over: nothing is overdue.
    expect(overview.overdue).toEqual({ total: 0, items: [] });
    expect(overview.needsReplacement.items[0].items).toHaveLength(2);

    expect(overview.openIncidents.total).toBe(1);
    expect(overview.openIncidents.items[0]).toMatchObject({
      rentalId: endsToday.id,
      type: 'ProductDamaged',
      productName: 'Sony FX3',
    });
    expect(overview.outOfService.total).toBe(2);
    expect(overview.outOfService.items.map((unit: { serialNumber: string }) => unit.serialNumber).sort()).toEqual(
      [broken1!.serialNumber, broken2!.serialNumber].sort(),
    );
    // No product asks for a service (decision 094; catalog-admin/maintenance.test.ts counts one due).
    expect(overview.serviceDue).toBe(0);
  });

  it('lists the overdue rentals, and flags a rental starting within a week that holds a unit still out late on another', async () => {
    const admin = await t.signIn({ email: 'boss@example.com', isAdmin: true });
    const ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
    const camera = await insertProduct(t.db, { name: 'Sony FX3' });
    const [lateUnit, lateBroken, other, spare, idle] = await insertItems(t.db, camera.id, 5);
    const rent = (dateFrom: IsoDate, dateTo: IsoDate, itemIds: number[]) =>
      insertRental(t.db, { userId: ada.id, productId: camera.id, dateFrom, dateTo, itemIds });
    const handOver = (rentalId: number, checkedIn = false) =>
      t.pool.query(
        `UPDATE rental_items SET checked_out_at = $1, checked_in_at = $2, return_condition = $3 WHERE rental_id = $4`,
        [
          `${addDays(TEST_TODAY, -6)}T09:00:00Z`,
          checkedIn ? `${TEST_TODAY}T08:00:00Z` : null,
          checkedIn ? 'ok' : null,
          rentalId,
        ],
      );
    // Out since last week: 3 days late, and 1 day late with a unit now out of service (missing).
    const late = await rent(addDays(TEST_TODAY, -6), addDays(TEST_TODAY, -3), [lateUnit!.id]);
    await handOver(late.id);
    const lateToo = await rent(addDays(TEST_TODAY, -6), addDays(TEST_TODAY, -1), [lateBroken!.id, other!.id]);
    await handOver(lateToo.id);
    await t.pool.query(`UPDATE items SET status = 'NonOperational' WHERE id = $1`, [lateBroken!.id]);
    // Back late: not overdue. Never handed over: not overdue.
    const back = await rent(addDays(TEST_TODAY, -6), addDays(TEST_TODAY, -2), [spare!.id]);
    await handOver(back.id, true);
    await rent(addDays(TEST_TODAY, -5), addDays(TEST_TODAY, -4), [idle!.id]);

    // The late units are booked again: in 7 days (flagged), in 8 days (not yet), under way today (flagged).
    const nextWeek = await rent(addDays(TEST_TODAY, 7), addDays(TEST_TODAY, 8), [lateUnit!.id]);
    await rent(addDays(TEST_TODAY, 9), addDays(TEST_TODAY, 10), [lateUnit!.id]);
    const today = await rent(TEST_TODAY, addDays(TEST_TODAY, 1), [other!.id, lateBroken!.id]);

    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })
    ).json();
    expect(overview.overdue.total).toBe(2);
    expect(overview.overdue.items.map((row: { id: number; daysLate: number }) => [row.id, row.daysLate])).toEqual([
      [late.id, 3],
      [lateToo.id, 1],
    ]);
    expect(overview.overdue.items[1].items).toHaveLength(2);

    // The broken unit is broken (whatever the dates); the working unit out late is late.
    const flagged = overview.needsReplacement.items;
    expect(flagged.map((row: { id: number }) => row.id)).toEqual([today.id, nextWeek.id]);
    expect(flagged[0]).toMatchObject({
      brokenItems: [{ id: lateBroken!.id }],
      lateItems: [{ id: other!.id, serialNumber: other!.serialNumber, outOnRentalId: lateToo.id, daysLate: 1 }],
    });
    expect(flagged[1]).toMatchObject({
      brokenItems: [],
      lateItems: [{ id: lateUnit!.id, outOnRentalId: late.id, daysLate: 3 }],
    });
    // The 9-day-ahead rental joins the list when the lateUnit's booking is a week away.
    const inTwoDays = createShopCalendar(TEST_TIME_ZONE, () => new Date(`${addDays(TEST_TODAY, 2)}T10:00:00Z`));
    const later = await createAdminOverview(t.db, inTwoDays, {
      forReview: createPaymentsForReview(t.db).open,
      failedRefunds: createFailedRefunds(t.db, createJobQueue(t.db)).open,
      disputes: createDisputes(t.db).open,
      paysLater: createPayingLater(t.db),
    }).get();
    expect(later.needsReplacement.items.map((row) => row.id)).toContain(nextWeek.id + 1);
  });

  it('keeps each list short and says how many there are in all', async () => {
    const admin = await t.signIn({ email: 'boss@example.com', isAdmin: true });
    const ben = await t.signIn({ email: 'ben@example.com' });
    const product = await insertProduct(t.db);
    const units = await insertItems(t.db, product.id, OVERVIEW_LIST_LIMIT + 3);
    for (const unit of units) {
      await insertRental(t.db, {
        userId: ben.id,
        productId: product.id,
        dateFrom: tomorrow,
        dateTo: tomorrow,
        itemIds: [unit.id],
      });
    }
    const overview = (
      await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: admin.cookie } })
    ).json();
    expect(overview.handOut.tomorrow.total).toBe(OVERVIEW_LIST_LIMIT + 3);
    expect(overview.handOut.tomorrow.items).toHaveLength(OVERVIEW_LIST_LIMIT);
    expect(overview.takeBack.tomorrow.total).toBe(OVERVIEW_LIST_LIMIT + 3);
    expect(overview.handOut.today).toEqual({ total: 0, items: [] });
  });

  it("counts today on the shop's calendar, not the server's: at 00:30 in Madrid it is already the next day", async () => {
    const ada = await t.signIn({ email: 'ada@example.com' });
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    await insertRental(t.db, {
      userId: ada.id,
      productId: product.id,
      dateFrom: TEST_TODAY,
      dateTo: tomorrow,
      itemIds: [unit!.id],
    });
    // 23:30 UTC on the 9th is 00:30 on the 10th in Madrid.
    const lateEvening = createShopCalendar(TEST_TIME_ZONE, () => new Date(`${addDays(TEST_TODAY, -1)}T23:30:00Z`));
    const overview = await createAdminOverview(t.db, lateEvening, {
      forReview: createPaymentsForReview(t.db).open,
      failedRefunds: createFailedRefunds(t.db, createJobQueue(t.db)).open,
      disputes: createDisputes(t.db).open,
      paysLater: createPayingLater(t.db),
    }).get();
    expect(overview.today).toBe(TEST_TODAY);
    expect(overview.handOut.today.total).toBe(1);
    expect(overview.takeBack.tomorrow.total).toBe(1);
    const utc = await createAdminOverview(
      t.db,
      createShopCalendar('UTC', () => new Date(`${addDays(TEST_TODAY, -1)}T23:30:00Z`)),
      {
        forReview: createPaymentsForReview(t.db).open,
        failedRefunds: createFailedRefunds(t.db, createJobQueue(t.db)).open,
        disputes: createDisputes(t.db).open,
        paysLater: createPayingLater(t.db),
      },
    ).get();
    expect(utc.handOut.tomorrow.total).toBe(1);
    expect(utc.handOut.today.total).toBe(0);
  });
});
