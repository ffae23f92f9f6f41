import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 48's races: a booking checks the opening days when it is made, and a change of them lists
 * the rentals on the days it closes. Neither may miss the other: a booking, an extension or a
 * change of dates checked against the old days must be in the list, and one made while the change
 * is being saved must be checked against the new days. Today is Sunday 2030-03-10; day(2) is Tuesday.
 */

let t: TestApp;
let admin: { cookie: string };
let customer: { cookie: string; id: string };
const day = (offset: number) => addDays(TEST_TODAY, offset);
const CLOSED = day(2);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// A transaction a failed test left open would hold its locks into the next test.
const open = new Set<pg.PoolClient>();
afterEach(async () => {
  for (const client of open) {
    await client.query('ROLLBACK');
    client.release();
  }
  open.clear();
});

/** A connection of the test's own, in a transaction. */
async function transaction() {
  const client = await t.pool.connect();
  open.add(client);
  await client.query('BEGIN');
  return {
    client,
    async commit() {
      await client.query('COMMIT');
      open.delete(client);
      client.release();
    },
  };
}
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
  customer = await t.signIn({ email: 'cleo@example.com', fullName: 'Cleo' });
  // The settings' row, as every shop has it from its first migration (a test's reset empties it).
  expect((await save({ leadTimeDays: 0 })).statusCode).toBe(200);
});

const headers = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const save = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: headers(admin.cookie), payload });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: headers(customer.cookie), payload });

async function product(units: number) {
  const row = await insertProduct(t.db, { dailyPrice: '10.00' });
  await insertItems(t.db, row.id, units);
  return row.id;
}

/** Whether `promise` is still unsettled after `ms`. */
async function stillWaiting(promise: Promise<unknown>, ms = 400) {
  let settled = false;
  void promise.finally(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return !settled;
}

/**
 * A change of the opening days in flight, as the settings' save makes it: the row locked for
 * update; `close` then closes CLOSED and commits.
 */
async function changeInFlight() {
  const { client, commit } = await transaction();
  await client.query('SELECT value FROM shop_settings WHERE id = 1 FOR UPDATE');
  return async function close() {
    await client.query(`UPDATE shop_settings SET value = jsonb_set(value, '{closedDates}', $1::jsonb) WHERE id = 1`, [
      JSON.stringify([CLOSED]),
    ]);
    await commit();
  };
}

describe('a change of the opening days and what books at the same moment', () => {
  it('makes a booking wait for a change being saved, then checks it against the new days', async () => {
    const productId = await product(2);
    const close = await changeInFlight();
    const booking = post('/api/rentals', { productId, dateFrom: CLOSED, dateTo: day(3), quantity: 1 });
    expect(await stillWaiting(booking)).toBe(true);
    await close();
    const refused = await booking;
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY' });
    expect((await t.pool.query('SELECT id FROM rentals')).rowCount).toBe(0);
  });

  it('makes an extension and a change of dates wait for it too, then checks their new days against it', async () => {
    const productId = await product(3);
    const booked = await post('/api/rentals', { productId, dateFrom: day(1), dateTo: day(1), quantity: 1 });
    expect(booked.statusCode, booked.body).toBe(201);
    const other = await post('/api/rentals', { productId, dateFrom: day(3), dateTo: day(4), quantity: 1 });
    expect(other.statusCode, other.body).toBe(201);

    let close = await changeInFlight();
    const extension = post(`/api/rentals/${booked.json().id}/extend`, { dateTo: CLOSED });
    expect(await stillWaiting(extension)).toBe(true);
    await close();
    expect((await extension).json().error).toMatchObject({ code: 'CLOSED_ON_LAST_DAY' });

    await t.db.execute(sql`UPDATE shop_settings SET value = value - 'closedDates' WHERE id = 1`);
    close = await changeInFlight();
    const moved = post(`/api/rentals/${other.json().id}/reschedule`, { dateFrom: CLOSED, dateTo: day(3) });
    expect(await stillWaiting(moved)).toBe(true);
    await close();
    expect((await moved).json().error).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY' });
  });

  it('makes the change wait for a booking in flight, then lists it', async () => {
    const productId = await product(1);
    // A booking that has read the opening days (under its share lock) and written its rental, not yet committed.
    const { client, commit } = await transaction();
    await client.query('SELECT value FROM shop_settings WHERE id = 1 FOR KEY SHARE');
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO rentals (user_id, product_id, date_from, date_to) VALUES ($1, $2, $3, $4) RETURNING id',
      [customer.id, productId, CLOSED, day(3)],
    );
    const change = save({ closedDates: [CLOSED] });
    expect(await stillWaiting(change)).toBe(true);
    await client.query(
      'INSERT INTO rental_items (rental_id, item_id, date_from, date_to) SELECT $1, id, $2, $3 FROM items WHERE product_id = $4',
      [rows[0]!.id, CLOSED, day(3), productId],
    );
    await commit();
    const refused = await change;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().affected).toMatchObject([{ rentalId: rows[0]!.id, date: CLOSED, kind: 'pick-up' }]);
  });

  it('never leaves a booking made at the same moment on the closed day unlisted: each is kept, or refused', async () => {
    const productId = await product(8);
    const bookings = Array.from({ length: 8 }, (_, index) =>
      post('/api/rentals', { productId, dateFrom: CLOSED, dateTo: day(3 + (index % 2)), quantity: 1 }),
    );
    const [change, ...answers] = await Promise.all([
      save({ closedDates: [CLOSED], confirmAffected: 'keep' }),
      ...bookings,
    ]);
    expect(change.statusCode, change.body).toBe(200);
    for (const answer of answers) {
      if (answer.statusCode !== 201) expect(answer.json().error).toMatchObject({ code: 'CLOSED_ON_FIRST_DAY' });
    }
    const { rows } = await t.db.execute<{ id: number; kept: boolean }>(sql`
      SELECT r.id, EXISTS (SELECT 1 FROM rental_closed_days k
        WHERE k.rental_id = r.id AND k.date = r.date_from AND k.choice = 'keep') AS kept
      FROM rentals r WHERE r.date_from = ${CLOSED}::date AND r.cancelled_at IS NULL`);
    expect(rows.length).toBe(answers.filter((answer) => answer.statusCode === 201).length);
    expect(rows.filter((row) => !row.kept)).toEqual([]);
  });
});
