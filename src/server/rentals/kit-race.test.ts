import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDate, type IsoDate } from '../../shared/calendar-date';
import { insertItems, insertKit, insertProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Issue 32's race: 200 checkouts at once mixing a kit (1 body, 2 batteries, 1 cage) with its
 * parts booked alone, and orders of a kit with a part, on overlapping dates of ten days. Whatever
 * the interleaving: no unit on two overlapping live rentals (with its product's buffer), no day
 * with more units of a part booked than it has, every kit rental whole, no negative stock
 * anywhere, and every refusal a NOT_ENOUGH_STOCK that was right.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIRST = isoDate('2030-04-01');
const DAYS = 10;
const REQUESTS = 200;
const PRICE = '10.00';

type Line = { productId: number; dateFrom: IsoDate; dateTo: IsoDate; quantity: number; dailyPrice: string };

describe('200 simultaneous bookings of a kit and its parts', () => {
  it('never double-book a unit, never exceed a part, never show negative stock', { timeout: 120_000 }, async () => {
    const body = await insertProduct(t.db, { name: 'Race body' });
    // The batteries are kept back a day after each rental, inside kits too.
    const battery = await insertProduct(t.db, { name: 'Race battery', bufferDays: 1 });
    const cage = await insertProduct(t.db, { name: 'Race cage' });
    await insertItems(t.db, body.id, 7, 1); // one body out of service
    await insertItems(t.db, battery.id, 10);
    await insertItems(t.db, cage.id, 5);
    const parts = [
      { productId: body.id, count: 1 },
      { productId: battery.id, count: 2 },
      { productId: cage.id, count: 1 },
    ];
    const kit = await insertKit(t.db, parts, { name: 'Race kit', dailyPrice: PRICE });
    const stock = new Map([
      [body.id, 6],
      [battery.id, 10],
      [cage.id, 5],
    ]);

    const customers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => t.signIn({ email: `kit-racer-${index}@example.com` })),
    );
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const line = (productId: number): Line => {
      const dateFrom = addDays(FIRST, Math.floor(random() * (DAYS - 2)));
      return {
        productId,
        dateFrom,
        dateTo: addDays(dateFrom, Math.floor(random() * 3)),
        quantity: 1 + Math.floor(random() * 2),
        dailyPrice: PRICE,
      };
    };
    // Half kits, a third parts alone, the rest a kit with a battery in one order.
    const orders: Line[][] = Array.from({ length: REQUESTS }, (_, index) => {
      if (index % 6 < 3) return [line(kit.id)];
      if (index % 6 < 5) return [line(pick([body.id, battery.id, cage.id]))];
      return [line(kit.id), line(battery.id)];
    });

    const answers = await Promise.all(
      orders.map((lines, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: customers[index % customers.length]!.cookie, origin: 'http://localhost:3000' },
          payload: { lines, payment: 'at_pickup' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const booked = statuses.filter((status) => status === 201).length;
    expect(booked).toBeGreaterThan(5);
    expect(booked).toBeLessThan(REQUESTS);
    const kitsBooked = answers.filter(
      (answer, index) => answer.statusCode === 201 && orders[index]!.some((l) => l.productId === kit.id),
    ).length;
    expect(kitsBooked).toBeGreaterThan(0);

    // Every refusal is NOT_ENOUGH_STOCK on a line that, even now, has fewer free than it asked.
    const freeNow = async ({ productId, dateFrom, dateTo }: Line) => {
      const answer = await t.app.inject(
        `/api/products/${productId}/availability?dateFrom=${dateFrom}&dateTo=${dateTo}`,
      );
      return answer.json().free as number;
    };
    // What a refused line needed: its own units, and those an earlier kit line of the same order
    // took of the same part on days its buffer overlaps (booked in the order's transaction, they
    // were not free to it, and are free again now that the order was refused).
    const neededBy = (order: Line[], at: number) => {
      const asked = order[at]!;
      const takenByKit = order.slice(0, at).reduce((sum, earlier) => {
        const part = earlier.productId === kit.id ? parts.find((p) => p.productId === asked.productId) : undefined;
        const overlaps = earlier.dateFrom <= addDays(asked.dateTo, 1) && asked.dateFrom <= addDays(earlier.dateTo, 1);
        return part && overlaps ? sum + part.count * earlier.quantity : sum;
      }, 0);
      return asked.quantity + takenByKit;
    };
    const refusedLines: { line: Line; needed: number }[] = [];
    for (const [index, answer] of answers.entries()) {
      if (answer.statusCode !== 409) continue;
      const { error } = answer.json();
      expect(error.code).toBe('ORDER_REFUSED');
      for (const refusal of error.lines) {
        expect(refusal.code).toBe('NOT_ENOUGH_STOCK');
        if (refusal.available !== undefined) expect(refusal.available).toBeGreaterThanOrEqual(0);
        refusedLines.push({ line: orders[index]![refusal.index]!, needed: neededBy(orders[index]!, refusal.index) });
      }
    }
    const freeForRefused = await Promise.all(refusedLines.map(({ line }) => freeNow(line)));
    for (const [index, { line, needed }] of refusedLines.entries()) {
      expect(freeForRefused[index], JSON.stringify(line)).toBeLessThan(needed);
    }

    // No unit on two overlapping live rentals, its buffer included (checked from outside).
    const { rows: clashes } = await t.pool.query(`
      SELECT a.item_id FROM rental_items a JOIN rental_items b
        ON a.item_id = b.item_id AND a.rental_id < b.rental_id AND NOT a.cancelled AND NOT b.cancelled
       AND daterange(a.date_from, a.blocked_to, '[]') && daterange(b.date_from, b.blocked_to, '[]')`);
    expect(clashes).toEqual([]);

    // Every kit rental is whole: count x quantity units of each part, its units per kit kept.
    const { rows: kitRentals } = await t.pool.query<{ id: number; units_per_kit: number; units: number[][] }>(
      `SELECT r.id, r.units_per_kit,
         (SELECT json_agg(json_build_array(i.product_id, n)) FROM (
            SELECT i.product_id, count(*)::int AS n FROM rental_items ri JOIN items i ON i.id = ri.item_id
            WHERE ri.rental_id = r.id GROUP BY i.product_id) AS i) AS units
       FROM rentals r WHERE r.product_id = $1`,
      [kit.id],
    );
    expect(kitRentals.length).toBeGreaterThanOrEqual(kitsBooked);
    for (const rental of kitRentals) {
      expect(rental.units_per_kit).toBe(4);
      const byPart = new Map(rental.units.map(([productId, n]) => [productId!, n!]));
      const quantity = byPart.get(body.id)!;
      for (const part of parts) expect(byPart.get(part.productId)).toBe(part.count * quantity);
    }

    // On no day (buffers counted) more units of a part are held than it has, nor more kits
    // booked than whole kits fit.
    const { rows: perDay } = await t.pool.query<{ day: string; product_id: number; held: number }>(
      `SELECT d::date::text AS day, i.product_id, count(*)::int AS held
       FROM generate_series($1::date, $1::date + 15, interval '1 day') AS d
       JOIN rental_items ri ON NOT ri.cancelled AND d::date BETWEEN ri.date_from AND ri.blocked_to
       JOIN items i ON i.id = ri.item_id
       GROUP BY 1, 2`,
      [FIRST],
    );
    for (const row of perDay) expect(row.held, JSON.stringify(row)).toBeLessThanOrEqual(stock.get(row.product_id)!);
    const { rows: kitsPerDay } = await t.pool.query<{ kits: number }>(
      `SELECT sum((SELECT count(*) FROM rental_items ri WHERE ri.rental_id = r.id) / r.units_per_kit)::int AS kits
       FROM generate_series($1::date, $1::date + 15, interval '1 day') AS d
       JOIN rentals r ON r.product_id = $2 AND r.cancelled_at IS NULL AND d::date BETWEEN r.date_from AND r.date_to
       GROUP BY d`,
      [FIRST, kit.id],
    );
    for (const row of kitsPerDay) expect(row.kits).toBeLessThanOrEqual(5);

    // Stock is never negative: on each day of the month, for the kit and every part; and the
    // kit's is the smallest, over its parts, of free units / count.
    const calendar = async (productId: number) =>
      (await t.app.inject(`/api/products/${productId}/calendar?month=2030-04`)).json().days as {
        date: string;
        free: number;
      }[];
    const kitDays = await calendar(kit.id);
    const partDays = await Promise.all(parts.map((part) => calendar(part.productId)));
    for (const [index, day] of kitDays.entries()) {
      expect(day.free).toBeGreaterThanOrEqual(0);
      const fromParts = Math.min(...parts.map((part, p) => Math.floor(partDays[p]![index]!.free / part.count)));
      expect(day.free, day.date).toBe(fromParts);
      for (const days of partDays) expect(days[index]!.free).toBeGreaterThanOrEqual(0);
    }
    const everyRange = await Promise.all(orders.flat().map(freeNow));
    expect(everyRange.filter((free) => free < 0)).toEqual([]);
  });
});
