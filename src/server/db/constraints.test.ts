import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { EXCLUSION_VIOLATION, FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, sqlState, UNIQUE_VIOLATION } from './errors';

let t: TestApp;
let userId: string;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.reset();
  userId = (await t.signIn({ email: 'renter@example.com' })).id;
  const category = await t.pool.query(`INSERT INTO categories (name) VALUES ('Cameras') RETURNING id`);
  const product = await t.pool.query(
    `INSERT INTO products (name, daily_price, brand, model, category_id) VALUES ('Nikon Z6 III', 45.5, 'Nikon', 'Z6III', $1) RETURNING id`,
    [category.rows[0].id],
  );
  const item = await t.pool.query(`INSERT INTO items (serial_number, product_id) VALUES ('NIK-1', $1) RETURNING id`, [
    product.rows[0].id,
  ]);
  itemId = item.rows[0].id;
});

/** A rental of the one item from `from` to `to`, written the way the server writes it. */
async function book(from: string, to: string) {
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN');
    const productId = (await client.query('SELECT product_id FROM items WHERE id = $1', [itemId])).rows[0].product_id;
    const rental = await client.query(
      'INSERT INTO rentals (user_id, product_id, date_from, date_to) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, productId, from, to],
    );
    await client.query('INSERT INTO rental_items (rental_id, item_id, date_from, date_to) VALUES ($1, $2, $3, $4)', [
      rental.rows[0].id,
      itemId,
      from,
      to,
    ]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', sqlState);

describe('rental_items exclusion constraint', () => {
  it('refuses a second booking of the same item on overlapping days with 23P01', async () => {
    await book('2030-03-10', '2030-03-15');
    expect(await refusal(book('2030-03-12', '2030-03-20'))).toBe(EXCLUSION_VIOLATION);
    expect(await refusal(book('2030-03-01', '2030-03-30'))).toBe(EXCLUSION_VIOLATION);
  });

  it('treats both end days as booked: touching on the first or last day is an overlap', async () => {
    await book('2030-03-10', '2030-03-15');
    expect(await refusal(book('2030-03-15', '2030-03-18'))).toBe(EXCLUSION_VIOLATION);
    expect(await refusal(book('2030-03-05', '2030-03-10'))).toBe(EXCLUSION_VIOLATION);
    expect(await refusal(book('2030-03-16', '2030-03-18'))).toBe('accepted');
    expect(await refusal(book('2030-03-01', '2030-03-09'))).toBe('accepted');
  });

  it('refuses two simultaneous overlapping inserts, keeping exactly one', async () => {
    const results = await Promise.all([
      refusal(book('2030-05-01', '2030-05-03')),
      refusal(book('2030-05-02', '2030-05-04')),
    ]);
    expect(results.sort()).toEqual([EXCLUSION_VIOLATION, 'accepted']);
    const rows = await t.pool.query('SELECT count(*)::int AS n FROM rental_items');
    expect(rows.rows[0].n).toBe(1);
  });

  it('keeps rental_items on the dates of their rental', async () => {
    await book('2030-06-01', '2030-06-02');
    const rental = await t.pool.query('SELECT id FROM rentals');
    const other = await t.pool.query(
      `INSERT INTO items (serial_number, product_id) SELECT 'NIK-2', product_id FROM items RETURNING id`,
    );
    const mismatch = t.pool.query(
      'INSERT INTO rental_items (rental_id, item_id, date_from, date_to) VALUES ($1, $2, $3, $4)',
      [rental.rows[0].id, other.rows[0].id, '2031-01-01', '2031-01-02'],
    );
    expect(await refusal(mismatch)).toBe(FOREIGN_KEY_VIOLATION);
  });
});

describe('other constraints', () => {
  it('refuses rentals that end before they start, and duplicate serial numbers', async () => {
    expect(await refusal(book('2030-03-10', '2030-03-09'))).toBe('23514');
    const duplicate = t.pool.query(
      `INSERT INTO items (serial_number, product_id) SELECT 'NIK-1', product_id FROM items`,
    );
    expect(await refusal(duplicate)).toBe(UNIQUE_VIOLATION);
  });

  it('refuses to delete a product or item that was rented', async () => {
    await book('2030-03-10', '2030-03-12');
    expect([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION]).toContain(await refusal(t.pool.query('DELETE FROM items')));
    expect([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION]).toContain(await refusal(t.pool.query('DELETE FROM products')));
  });
});
