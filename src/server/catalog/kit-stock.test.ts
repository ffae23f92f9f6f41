import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDate, type IsoDate } from '../../shared/calendar-date';
import { insertItems, insertKit, insertProduct, insertRental } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 32: a kit's stock is the smallest, over its parts, of the part's free units divided by
 * its count. Checked on every day of a month against a count made here from the units and their
 * bookings (parts partly booked, a unit out of service, a part with a buffer, a cancelled
 * rental), never from the server's own query. The shop is open every day, so a buffer of n
 * days keeps a unit n calendar days after its rental.
 */

let t: TestApp;
let userId: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  ({ id: userId, cookie } = await t.signIn({ email: 'kit-stock@example.com' }));
});

const MONTH = '2030-04';
const day = (n: number) => isoDate(`2030-04-${String(n).padStart(2, '0')}`);

/** What the test knows of one part: its operational units, buffer, count per kit and what blocks each unit. */
type PartModel = {
  productId: number;
  count: number;
  buffer: number;
  operational: number[];
  blocked: Map<number, [IsoDate, IsoDate][]>;
};

function block(part: PartModel, itemId: number, from: IsoDate, to: IsoDate) {
  part.blocked.set(itemId, [...(part.blocked.get(itemId) ?? []), [from, addDays(to, part.buffer)]]);
}

/** Free units of the part over [from, to]; with `ownBuffer`, its buffer after `to` must be free too (as a booking asks). */
function partFree(part: PartModel, from: IsoDate, to: IsoDate, ownBuffer: boolean) {
  const end = ownBuffer ? addDays(to, part.buffer) : to;
  return part.operational.filter((id) =>
    (part.blocked.get(id) ?? []).every(([start, blockedTo]) => blockedTo < from || start > end),
  ).length;
}

const kitFree = (parts: PartModel[], from: IsoDate, to: IsoDate, ownBuffer: boolean) =>
  Math.min(...parts.map((part) => Math.floor(partFree(part, from, to, ownBuffer) / part.count)));

async function setUp() {
  const lens = await insertProduct(t.db, { name: 'Lens' });
  const battery = await insertProduct(t.db, { name: 'Battery', bufferDays: 2 });
  const body = await insertProduct(t.db, { name: 'Body' });
  const lensUnits = await insertItems(t.db, lens.id, 5, 1);
  const batteryUnits = await insertItems(t.db, battery.id, 5);
  const bodyUnits = await insertItems(t.db, body.id, 3);
  const model = (productId: number, count: number, buffer: number, units: typeof lensUnits): PartModel => ({
    productId,
    count,
    buffer,
    operational: units.filter((unit) => unit.status === 'Operational').map((unit) => unit.id),
    blocked: new Map(),
  });
  const parts = [
    model(lens.id, 2, 0, lensUnits),
    model(battery.id, 2, 2, batteryUnits),
    model(body.id, 1, 0, bodyUnits),
  ];
  const kit = await insertKit(
    t.db,
    parts.map(({ productId, count }) => ({ productId, count })),
  );
  const [lensPart, batteryPart, bodyPart] = parts as [PartModel, PartModel, PartModel];

  // Parts booked alone: a lens over 3-5 and another over 10-12, two batteries 7-8 (kept to 10)
  // and two more on 9 (kept to 11), a body 20-25. A cancelled rental of the last body holds nothing.
  const rent = async (part: PartModel, itemIds: number[], from: IsoDate, to: IsoDate) => {
    await insertRental(t.db, { userId, productId: part.productId, dateFrom: from, dateTo: to, itemIds });
    for (const id of itemIds) block(part, id, from, to);
  };
  await rent(lensPart, [lensUnits[0]!.id], day(3), day(5));
  await rent(lensPart, [lensUnits[1]!.id], day(10), day(12));
  await rent(batteryPart, [batteryUnits[0]!.id, batteryUnits[1]!.id], day(7), day(8));
  await rent(batteryPart, [batteryUnits[2]!.id, batteryUnits[3]!.id], day(9), day(9));
  await rent(bodyPart, [bodyUnits[0]!.id], day(20), day(25));
  const cancelled = await insertRental(t.db, {
    userId,
    productId: body.id,
    dateFrom: day(1),
    dateTo: day(30),
    itemIds: [bodyUnits[2]!.id],
  });
  await t.pool.query(`UPDATE rentals SET cancelled_at = now() WHERE id = $1`, [cancelled.id]);
  await t.pool.query(`UPDATE rental_items SET cancelled = true WHERE rental_id = $1`, [cancelled.id]);

  // A kit booked through the API over 15-16: its units as the server picked them.
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { cookie, origin: 'http://localhost:3000' },
    payload: { productId: kit.id, dateFrom: day(15), dateTo: day(16), quantity: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  for (const unit of booked.json().items as { id: number; productId: number }[]) {
    block(
      parts.find((part) => part.productId === unit.productId)!,
      unit.id,
      day(15),
      day(16),
    );
  }
  return { kit, parts };
}

describe("a kit's stock", () => {
  it('equals, on every day of the month, the smallest over its parts of free units / count', async () => {
    const { kit, parts } = await setUp();
    const calendar = await t.app.inject(`/api/products/${kit.id}/calendar?month=${MONTH}`);
    expect(calendar.statusCode).toBe(200);
    const { units, days } = calendar.json() as { units: number; days: { date: IsoDate; free: number }[] };
    // Whole kits from operational units: 4 lenses / 2, 5 batteries / 2, 3 bodies / 1.
    expect(units).toBe(2);
    expect(days).toHaveLength(30);
    const expected = days.map(({ date }) => ({ date, free: kitFree(parts, date, date, false) }));
    expect(days).toEqual(expected);
    // Not a flat line: the bookings above make it move over the month.
    expect(new Set(days.map((d) => d.free))).toEqual(new Set([0, 1, 2]));

    // And each part's own calendar counts the units the kit holds.
    for (const part of parts) {
      const own = (await t.app.inject(`/api/products/${part.productId}/calendar?month=${MONTH}`)).json();
      expect(own.days).toEqual(days.map(({ date }) => ({ date, free: partFree(part, date, date, false) })));
    }
  });

  it('over a range counts each part with its own buffer after it, and is never negative', async () => {
    const { kit, parts } = await setUp();
    for (let from = 1; from <= 28; from += 1) {
      for (const length of [0, 2]) {
        const [dateFrom, dateTo] = [day(from), day(Math.min(from + length, 30))];
        const answer = await t.app.inject(`/api/products/${kit.id}/availability?dateFrom=${dateFrom}&dateTo=${dateTo}`);
        const { free } = answer.json();
        expect(free, `${dateFrom}..${dateTo}`).toBe(kitFree(parts, dateFrom, dateTo, true));
        expect(free).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('follows a unit out of service and a part short of its count to zero, never below', async () => {
    const { kit, parts } = await setUp();
    const body = parts[2]!;
    // Every body out of service: no kit can be booked, whatever else is free.
    await t.pool.query(`UPDATE items SET status = 'NonOperational' WHERE product_id = $1`, [body.productId]);
    const calendar = (await t.app.inject(`/api/products/${kit.id}/calendar?month=${MONTH}`)).json();
    expect(calendar.units).toBe(0);
    expect(calendar.days.every((d: { free: number }) => d.free === 0)).toBe(true);
    const free = (
      await t.app.inject(`/api/products/${kit.id}/availability?dateFrom=${day(1)}&dateTo=${day(2)}`)
    ).json();
    expect(free).toEqual({ free: 0, status: 'OutOfStock' });
  });

  it('answers 404 for a product that does not exist, as before', async () => {
    expect((await t.app.inject(`/api/products/999999/calendar?month=${MONTH}`)).statusCode).toBe(404);
  });
});
