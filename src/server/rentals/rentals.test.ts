import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
const start = addDays(TEST_TODAY, 30);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const customer = (email: string, language: 'en' | 'es' | 'de' = 'en') =>
  t.signIn({ email, fullName: `Customer ${email}`, language });

const book = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/rentals', headers: { cookie, ...headers }, payload });

describe('POST /api/rentals', () => {
  it('books the asked number of free units, mails a confirmation and lists the rental', async () => {
    const ada = await customer('ada@example.com', 'de');
    const product = await insertProduct(t.db, { name: 'Sony FX3', dailyPrice: '19.99' });
    await insertItems(t.db, product.id, 4, 1);
    const response = await book(ada.cookie, {
      productId: product.id,
      dateFrom: start,
      dateTo: addDays(start, 2),
      quantity: 3,
    });
    expect(response.statusCode).toBe(201);
    const rental = response.json();
    expect(rental).toMatchObject({ productId: product.id, productName: 'Sony FX3', dateFrom: start, total: '179.91' });
    expect(rental.items).toHaveLength(3);

    const mail = await t.mailbox.waitFor('ada@example.com');
    expect(mail.subject).toBe('Mietanfrage erhalten: Sony FX3');
    for (const item of rental.items) expect(mail.text).toContain(item.serialNumber);
    expect(mail.text).toContain('179,91');
    // Written by the same formatter as the site's rental pages.
    expect(mail.text).toContain('9. April 2030 – 11. April 2030');

    const mine = await t.app.inject({ method: 'GET', url: '/api/rentals', headers: { cookie: ada.cookie } });
    expect(mine.json()).toEqual([rental]);

    const more = await book(ada.cookie, {
      productId: product.id,
      dateFrom: addDays(start, 2),
      dateTo: addDays(start, 5),
      quantity: 1,
    });
    expect(more.statusCode).toBe(409);
    // Her own rental has the units (issue 48): the spec's words, then the reason.
    expect(more.json().error).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      message: 'Not enough stock! Your own other rental of this product has its units on these dates.',
      reason: 'own_rental',
    });
  });

  it('returns the first result for a retried Idempotency-Key instead of booking twice', async () => {
    const ben = await customer('ben@example.com');
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 5);
    const body = { productId: product.id, dateFrom: start, dateTo: start, quantity: 2 };
    const headers = { 'idempotency-key': 'checkout-42-line-1' };
    const [first, second] = await Promise.all([book(ben.cookie, body, headers), book(ben.cookie, body, headers)]);
    const third = await book(ben.cookie, body, headers);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(third.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(third.json().id).toBe(first.json().id);
    const count = await t.pool.query('SELECT count(*)::int AS n FROM rental_items');
    expect(count.rows[0].n).toBe(2);
  });

  it('refuses bad input without writing anything', async () => {
    const cleo = await customer('cleo@example.com');
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 2);
    const cases: [object, number][] = [
      [{ productId: product.id, dateFrom: addDays(TEST_TODAY, -1), dateTo: start, quantity: 1 }, 400],
      [{ productId: product.id, dateFrom: start, dateTo: addDays(start, -1), quantity: 1 }, 400],
      [{ productId: product.id, dateFrom: start, dateTo: start, quantity: 0 }, 400],
      [{ productId: product.id, dateFrom: '2030-02-30', dateTo: start, quantity: 1 }, 400],
      [{ productId: 999_999, dateFrom: start, dateTo: start, quantity: 1 }, 404],
      [{ productId: product.id, dateFrom: start, dateTo: start, quantity: 3 }, 409],
    ];
    for (const [payload, status] of cases)
      expect((await book(cleo.cookie, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/rentals', payload: cases[0]![0] });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM rentals')).rows[0].n).toBe(0);
  });

  it('shows every rental only to administrators', async () => {
    const dan = await customer('dan@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/rentals', headers: { cookie: dan.cookie } })).statusCode,
    ).toBe(403);
    const admin = await t.signIn({ email: 'boss@example.com', isAdmin: true });
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    await book(dan.cookie, { productId: product.id, dateFrom: start, dateTo: start, quantity: 1 });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/rentals', headers: { cookie: admin.cookie } });
    expect(all.json().items).toHaveLength(1);
    expect(all.json().items[0].userId).toBe(dan.id);
  });
});

describe('a burst of simultaneous bookings', () => {
  it('books a unit free on its dates although a booking in flight for other dates holds it, once that one commits', async () => {
    const ada = await customer('held@example.com');
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    // Another booking, for other dates, holding the product's only unit until it commits.
    const other = await t.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM items WHERE product_id = $1 FOR UPDATE', [product.id]);
      const booking = book(ada.cookie, { productId: product.id, dateFrom: start, dateTo: start, quantity: 1 });
      await new Promise((resolve) => setTimeout(resolve, 30));
      await other.query('COMMIT');
      const answer = await booking;
      expect(answer.statusCode, answer.body).toBe(201);
    } finally {
      other.release();
    }
  });

  it('books exactly the free units and answers every other request with 409, never 5xx', async () => {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 5);
    const sessions = await Promise.all(Array.from({ length: 8 }, (_, i) => customer(`burst-${i}@example.com`)));
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const requests = 200;
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: requests }, (_, i) =>
        fetch(`${address}/api/rentals`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: sessions[i % sessions.length]!.cookie },
          body: JSON.stringify({
            productId: product.id,
            dateFrom: addDays(start, i % 3),
            dateTo: addDays(start, 3 + (i % 4)),
            quantity: 1,
          }),
        }).then((response) => response.status),
      ),
    );
    const elapsed = performance.now() - started;
    console.log(`${requests} simultaneous bookings on 5 units took ${elapsed.toFixed(0)} ms`);

    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(requests - 5);
    const doubleBooked = await t.pool.query(`
      SELECT a.item_id FROM rental_items a JOIN rental_items b
        ON a.item_id = b.item_id AND a.rental_id < b.rental_id
       AND daterange(a.date_from, a.date_to, '[]') && daterange(b.date_from, b.date_to, '[]')`);
    expect(doubleBooked.rows).toEqual([]);
    expect((await t.pool.query('SELECT count(DISTINCT item_id)::int AS n FROM rental_items')).rows[0].n).toBe(5);
  }, 120_000);
});
