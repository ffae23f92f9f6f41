import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import type { AdminOverview } from '../../shared/schemas/admin-overview';
import type { Rental } from '../../shared/schemas/rental';
import { createFeedRentals } from '../calendar-feeds/feed-rentals';
import { customerFeed, shopFeed } from '../calendar-feeds/ical';
import { rentals } from '../db/schema/rentals';
import { csvRecords } from '../test/csv';
import { insertItems, insertKit, insertProduct, insertRental } from '../test/factories';
import { parseFeed } from '../test/ical-feed';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 48, decision 099: one status per rental, computed once (rentals/rental-state.ts), which
 * the customer's list, the dashboard's list, the CSV export, the overview and the calendar feeds
 * all say alike: a rental still out after its last day is Overdue (never Completed), with its days
 * late and its fee so far; one handed over and back is no longer to hand out.
 */

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
});

const day = (days: number) => addDays(TEST_TODAY, days);

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Units handed over (at 09:00 on the first day), and back (at 17:00 on `backOn`) when given. */
async function handOver(rentalId: number, from: IsoDate, back?: { on: IsoDate; itemIds?: number[] }) {
  await t.pool.query('UPDATE rental_items SET checked_out_at = $1 WHERE rental_id = $2', [
    `${from}T08:00:00Z`,
    rentalId,
  ]);
  if (!back) return;
  await t.pool.query(
    `UPDATE rental_items SET checked_in_at = $1, return_condition = 'ok'
      WHERE rental_id = $2 AND ($3::int[] IS NULL OR item_id = ANY ($3::int[]))`,
    [`${back.on}T16:00:00Z`, rentalId, back.itemIds ?? null],
  );
}

/** A customer's shop: a rental of each state, on the test's today. */
async function shop() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana' });
  const camera = await insertProduct(t.db, { name: 'Sony FX3', dailyPrice: '45.00' });
  const units = await insertItems(t.db, camera.id, 9);
  const unit = (index: number) => units[index]!.id;
  const rent = (dateFrom: IsoDate, dateTo: IsoDate, itemIds: number[]) =>
    insertRental(t.db, { userId: ana.id, productId: camera.id, dateFrom, dateTo, itemIds });

  // Handed over, ended two days ago, still out.
  const late = await rent(day(-5), day(-2), [unit(0)]);
  await handOver(late.id, day(-5));
  // Starts today: handed over and already brought back; handed over and out; still in the shop.
  const returnedToday = await rent(TEST_TODAY, day(2), [unit(1)]);
  await handOver(returnedToday.id, TEST_TODAY, { on: TEST_TODAY });
  const outToday = await rent(TEST_TODAY, day(2), [unit(2)]);
  await handOver(outToday.id, TEST_TODAY);
  const waiting = await rent(TEST_TODAY, day(2), [unit(3)]);
  // Ends today: one of two units back (the other is the one to take back), and one all back.
  const partlyBack = await rent(day(-2), TEST_TODAY, [unit(4), unit(5)]);
  await handOver(partlyBack.id, day(-2), { on: TEST_TODAY, itemIds: [unit(4)] });
  const backToday = await rent(day(-2), TEST_TODAY, [unit(6)]);
  await handOver(backToday.id, day(-2), { on: TEST_TODAY });
  // Ended: back on time; never handed over (a shop that does not use the desk).
  const backOnTime = await rent(day(-8), day(-6), [unit(7)]);
  await handOver(backOnTime.id, day(-8), { on: day(-6) });
  const noDesk = await rent(day(-8), day(-6), [unit(8)]);
  // Upcoming: cancelled; and one whose order waits for its online payment.
  const cancelled = await rent(day(5), day(6), [unit(0)]);
  await t.db.update(rentals).set({ cancelledAt: new Date() }).where(eq(rentals.id, cancelled.id));
  await t.pool.query('UPDATE rental_items SET cancelled = true WHERE rental_id = $1', [cancelled.id]);
  const paying = await rent(day(5), day(6), [unit(1)]);
  await t.pool.query(
    `UPDATE orders SET status = 'AwaitingPayment', hold_expires_at = now() + interval '30 minutes' WHERE id = $1`,
    [paying.orderId],
  );
  return {
    ana,
    rentals: { late, returnedToday, outToday, waiting, partlyBack, backToday, backOnTime, noDesk, cancelled, paying },
  };
}

type Shop = Awaited<ReturnType<typeof shop>>;

/** Each rental's [status, state] in a list, by its name in the shop. */
function statesOf(list: Pick<Rental, 'id' | 'status' | 'state'>[], shopRentals: Shop['rentals']) {
  return Object.fromEntries(
    Object.entries(shopRentals).flatMap(([name, rental]) => {
      const row = list.find((candidate) => candidate.id === rental.id);
      return row ? [[name, [row.status, row.state]]] : [];
    }),
  );
}

const EXPECTED = {
  late: ['Overdue', 'overdue'],
  returnedToday: ['InProgress', 'returned'],
  outToday: ['InProgress', 'out'],
  waiting: ['InProgress', 'booked'],
  partlyBack: ['InProgress', 'out'],
  backToday: ['InProgress', 'returned'],
  backOnTime: ['Completed', 'returned'],
  noDesk: ['Completed', 'booked'],
  cancelled: ['Cancelled', 'cancelled'],
  paying: ['Requested', 'awaitingPayment'],
};

describe('one status per rental', () => {
  it("is the same in the customer's list, the dashboard's list and the CSV export: Overdue with its days late and fee while out after its last day", async () => {
    const { ana, rentals: shopRentals } = await shop();
    const { late } = shopRentals;

    const own = await getJson<Rental[]>('/api/rentals?includeCancelled=true', ana.cookie);
    expect(statesOf(own, shopRentals)).toEqual(EXPECTED);
    expect(own.find((row) => row.id === late.id)).toMatchObject({
      status: 'Overdue',
      state: 'overdue',
      overdue: true,
      daysLate: 2,
      // A day's booked price (the default rule) for each of the two days late.
      lateFee: '90.00',
    });
    expect(own.find((row) => row.id === shopRentals.backOnTime.id)).toMatchObject({ overdue: false, daysLate: 0 });
    // Its own page says the same.
    expect(await getJson<Rental>(`/api/rentals/${late.id}`, ana.cookie)).toMatchObject({
      status: 'Overdue',
      daysLate: 2,
      lateFee: '90.00',
    });

    const all = await getJson<{ items: Rental[] }>('/api/admin/rentals?limit=50&includeCancelled=true', admin.cookie);
    expect(statesOf(all.items, shopRentals)).toEqual(EXPECTED);
    // Filtered by status: Overdue is its own, and never among the Completed.
    const overdue = await getJson<{ items: Rental[] }>('/api/admin/rentals?limit=50&status=Overdue', admin.cookie);
    expect(overdue.items.map((row) => row.id)).toEqual([late.id]);
    expect(overdue.items[0]).toMatchObject({ daysLate: 2, lateFee: '90.00' });
    const completed = await getJson<{ items: Rental[] }>(
      '/api/admin/rentals?limit=50&status=Completed&when=past',
      admin.cookie,
    );
    expect(completed.items.map((row) => row.id).sort()).toEqual(
      [shopRentals.backOnTime.id, shopRentals.noDesk.id].sort(),
    );

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/rentals.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csvRecords(csv.rawPayload.subarray(3).toString('utf8'));
    expect(
      statesOf(
        rows.map((row) => ({ id: Number(row.rental_id), status: row.status, state: row.state })) as Rental[],
        shopRentals,
      ),
    ).toEqual(EXPECTED);
    expect(rows.find((row) => row.rental_id === String(late.id))).toMatchObject({
      status: 'Overdue',
      days_late: '2',
      late_fee: '90.00',
    });
  });

  it('is what the overview reads: a rental handed over is no longer to hand out, only units still out are taken back, and an overdue one shows its fee so far', async () => {
    const { rentals: shopRentals } = await shop();
    const overview = await getJson<AdminOverview>('/api/admin/overview', admin.cookie);
    const ids = (list: { items: { id: number }[] }) => list.items.map((row) => row.id);

    // Handed over and returned, or handed over and out: not to hand out any more.
    expect(ids(overview.handOut.today)).toEqual([shopRentals.waiting.id]);
    expect(overview.handOut.today.total).toBe(1);
    // Ending today: the one with a unit still out, that unit only; the one all back is done.
    expect(ids(overview.takeBack.today)).toEqual([shopRentals.partlyBack.id]);
    const [, stillOut] = (
      await t.pool.query<{ item_id: number }>(
        'SELECT item_id FROM rental_items WHERE rental_id = $1 ORDER BY item_id',
        [shopRentals.partlyBack.id],
      )
    ).rows;
    expect(overview.takeBack.today.items[0]!.items.map((unit) => unit.id)).toEqual([stillOut!.item_id]);

    expect(overview.overdue.total).toBe(1);
    expect(overview.overdue.items[0]).toMatchObject({ id: shopRentals.late.id, daysLate: 2, lateFee: '90.00' });
  });

  it("is what the calendar feeds' events say: handed over, returned, overdue", async () => {
    const { ana, rentals: shopRentals } = await shop();
    const feeds = createFeedRentals(t.db);
    const context = { shopName: 'Framehire', timeZone: 'Europe/Madrid', shopUrl: 'https://shop.example' };
    const own = parseFeed(
      customerFeed(await feeds.forCustomer(ana.id, TEST_TODAY, 'en'), { ...context, language: 'en' }),
    );
    const summaryOf = (uid: string) => own.events.find((event) => event.uid === uid)?.summary;
    expect(summaryOf(`framehire-rental-${shopRentals.late.id}@shop.example`)).toBe('Rental: 1 × Sony FX3 (overdue)');
    expect(summaryOf(`framehire-rental-${shopRentals.backOnTime.id}@shop.example`)).toBe(
      'Rental: 1 × Sony FX3 (returned)',
    );
    expect(summaryOf(`framehire-rental-${shopRentals.waiting.id}@shop.example`)).toBe('Rental: 1 × Sony FX3');

    const shopEvents = parseFeed(
      shopFeed(await feeds.forShop(TEST_TODAY, 'en'), { ...context, language: 'en' }),
    ).events;
    const shopSummary = (uid: string) => shopEvents.find((event) => event.uid === uid)?.summary;
    const reference = async (orderId: number) =>
      (await t.pool.query<{ reference: string }>('SELECT reference FROM orders WHERE id = $1', [orderId])).rows[0]!
        .reference;
    const backToday = shopRentals.backToday;
    expect(shopSummary(`framehire-pickup-${backToday.id}@shop.example`)).toBe(
      `Pick-up: 1 × Sony FX3, Ana, ${await reference(backToday.orderId)} (handed over)`,
    );
    expect(shopSummary(`framehire-return-${backToday.id}@shop.example`)).toBe(
      `Return: 1 × Sony FX3, Ana, ${await reference(backToday.orderId)} (returned)`,
    );
    expect(shopSummary(`framehire-return-${shopRentals.late.id}@shop.example`)).toBe(
      `Return: 1 × Sony FX3, Ana, ${await reference(shopRentals.late.orderId)} (overdue)`,
    );
    expect(shopSummary(`framehire-pickup-${shopRentals.waiting.id}@shop.example`)).toBe(
      `Pick-up: 1 × Sony FX3, Ana, ${await reference(shopRentals.waiting.orderId)}`,
    );
  });

  it("writes a kit's fee so far in the CSV as its JSON says it: each unit out its share of the kit's fee, plus what check-in charged", async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana' });
    const body = await insertProduct(t.db, { name: 'Body' });
    const battery = await insertProduct(t.db, { name: 'Battery' });
    const kit = await insertKit(
      t.db,
      [
        { productId: body.id, count: 1 },
        { productId: battery.id, count: 2 },
      ],
      { name: 'Film kit', dailyPrice: '40.00' },
    );
    const [bodyUnit] = await insertItems(t.db, body.id, 1);
    const batteries = await insertItems(t.db, battery.id, 2);
    const rental = await insertRental(t.db, {
      userId: ana.id,
      productId: kit.id,
      dateFrom: day(-4),
      dateTo: day(-3),
      itemIds: [bodyUnit!.id, ...batteries.map((unit) => unit.id)],
    });
    await t.db.update(rentals).set({ unitsPerKit: 3 }).where(eq(rentals.id, rental.id));
    // The body came back a day late and paid its share of that day; the batteries are still out.
    await handOver(rental.id, day(-4), { on: day(-2), itemIds: [bodyUnit!.id] });
    await t.pool.query('UPDATE rental_items SET late_fee_cents = 1333 WHERE rental_id = $1 AND item_id = $2', [
      rental.id,
      bodyUnit!.id,
    ]);

    const json = await getJson<Rental>(`/api/admin/rentals/${rental.id}`, admin.cookie);
    // 3 days late: 120.00 for the kit, of which the two batteries' shares (80.00), plus 13.33 charged.
    expect(json).toMatchObject({ status: 'Overdue', daysLate: 3, lateFee: '93.33' });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/rentals.csv',
      headers: { cookie: admin.cookie },
    });
    const [row] = csvRecords(csv.rawPayload.subarray(3).toString('utf8'));
    expect(row).toMatchObject({ status: 'Overdue', state: 'overdue', days_late: '3', late_fee: json.lateFee });
  });
});
