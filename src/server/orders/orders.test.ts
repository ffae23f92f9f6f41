import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const day = (offset: number) => addDays(TEST_TODAY, offset);

async function productWith(units: number, dailyPrice = '10.00', name?: string) {
  const product = await insertProduct(t.db, { dailyPrice, ...(name ? { name } : {}) });
  await insertItems(t.db, product.id, units);
  return product;
}

const line = (productId: number, quantity = 1, dailyPrice = '10.00', from = 3, to = 5) => ({
  productId,
  dateFrom: day(from),
  dateTo: day(to),
  quantity,
  dailyPrice,
});

function checkout(cookie: string, lines: object[], key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { lines },
  });
}

const count = async (table: string) =>
  (await t.pool.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n as number;

describe('POST /api/orders', () => {
  it('books every line at once: one order, its reference, lines with their order, and its total', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(3, '39.90');
    const lens = await productWith(2, '12.50');
    const response = await checkout(ana.cookie, [line(camera.id, 2, '39.90'), line(lens.id, 1, '12.50')]);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({ status: 'Placed', reference: expect.stringMatching(/^FH-2030-\d{6}$/) });
    // 39.90 x 3 days x 2 units + 12.50 x 3 days x 1 unit.
    expect(order.total).toBe('276.90');
    expect(order.rentals.map((rental: { productId: number }) => rental.productId)).toEqual([camera.id, lens.id]);
    for (const rental of order.rentals) {
      expect(rental).toMatchObject({ orderId: order.id, orderReference: order.reference, cancelledAt: null });
    }

    const mine = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: ana.cookie } });
    expect(mine.json()).toEqual(order);
    const ben = await t.signIn({ email: 'ben@example.com' });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: ben.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/rentals', headers: { cookie: ana.cookie } });
    expect(list.json().map((rental: { orderId: number }) => rental.orderId)).toEqual([order.id, order.id]);
  });

  it('keeps references unique past the millionth order: the number grows, it is never cut to six digits', async () => {
    const ana = await t.signIn({ email: 'million@example.com' });
    const camera = await productWith(3, '39.90');
    await t.pool.query(`SELECT setval('order_reference_seq', 999999)`);
    const first = await checkout(ana.cookie, [line(camera.id, 1, '39.90', 3, 3)]);
    const second = await checkout(ana.cookie, [line(camera.id, 1, '39.90', 4, 4)]);
    expect(first.json().reference).toBe('FH-2030-1000000');
    expect(second.json().reference).toBe('FH-2030-1000001');
  });

  it('books nothing when one of three lines is out of stock, and names that line', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(2);
    const lens = await productWith(1);
    const light = await productWith(4);
    const response = await checkout(ana.cookie, [line(camera.id, 1), line(lens.id, 2), line(light.id, 3)]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'ORDER_REFUSED',
      lines: [{ index: 1, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 1 }],
    });
    expect(await count('rentals')).toBe(0);
    expect(await count('rental_items')).toBe(0);
    expect(await count('orders')).toBe(0);
    expect(await count('domain_events')).toBe(0);
  });

  it('refuses a line whose price changed since the cart showed it, with the price now', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(2, '99.00');
    const lens = await productWith(2, '12.50');
    const response = await checkout(ana.cookie, [line(camera.id, 1, '39.90'), line(lens.id, 1, '12.50')]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.lines).toEqual([
      { index: 0, code: 'PRICE_CHANGED', message: expect.any(String), dailyPrice: '99.00' },
    ]);
    expect(await count('rentals')).toBe(0);
  });

  it('keeps the status and code of a booking limit, naming its line', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(2);
    const response = await checkout(ana.cookie, [line(camera.id), line(camera.id, 1, '10.00', -2, 1)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'DATE_IN_PAST',
      field: 'lines.1.dateFrom',
      lines: [{ index: 1, code: 'DATE_IN_PAST' }],
    });
    expect(await count('rentals')).toBe(0);
  });

  it('answers the same order for the same Idempotency-Key and body, and 422 for another body', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(3);
    const first = await checkout(ana.cookie, [line(camera.id)], 'cart-1');
    const again = await checkout(ana.cookie, [line(camera.id)], 'cart-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await checkout(ana.cookie, [line(camera.id, 2)], 'cart-1');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('rentals')).toBe(1);
  });

  it('sends one confirmation mail per order, listing every line at its total', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(3, '39.90', 'Sony Alpha 7 IV');
    const lens = await productWith(2, '12.50', 'Sigma 35mm');
    const order = (await checkout(ana.cookie, [line(camera.id, 3, '39.90'), line(lens.id, 1, '12.50')])).json();
    const mail = await t.mailbox.waitFor('ana@example.com', 20_000);
    expect(mail.subject).toBe('Rental requested: Sony Alpha 7 IV and 1 more');
    expect(mail.text).toContain(order.reference);
    expect(mail.text).toContain('Sigma 35mm');
    expect(mail.text).toContain('Total: €359.10');
    expect(mail.text).toContain('Order total: €396.60');
    await t.jobsDone();
    expect(t.mailbox.received.filter((received) => received.to.includes('ana@example.com'))).toHaveLength(1);
  });
});

describe('booked prices', () => {
  it('a product whose price changes changes no booked total: rental lists, order, admin list, mail', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
    const camera = await productWith(3, '39.90', 'Sony Alpha 7 IV');
    const order = (await checkout(ana.cookie, [line(camera.id, 3, '39.90')])).json();
    // The example: 3 units for 3 days at 39.90.
    expect(order.total).toBe('359.10');
    await t.mailbox.waitFor('ana@example.com', 20_000);

    // The administrator's edit is a full PUT of the product; only its price changes.
    await t.pool.query('UPDATE products SET daily_price = 99.00 WHERE id = $1', [camera.id]);
    const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const [rental] = (await get('/api/rentals', ana.cookie)).json();
    expect(rental).toMatchObject({ total: '359.10', dailyPrice: '39.90' });
    expect((await get(`/api/rentals/${rental.id}`, ana.cookie)).json().total).toBe('359.10');
    expect((await get(`/api/orders/${order.id}`, ana.cookie)).json().total).toBe('359.10');
    expect((await get(`/api/admin/orders/${order.id}`, admin.cookie)).json().total).toBe('359.10');
    expect((await get(`/api/admin/rentals?orderId=${order.id}`, admin.cookie)).json().items[0].total).toBe('359.10');
    expect((await get('/api/me/overview', ana.cookie)).json().nextRental.total).toBe('359.10');

    // A mail written after the change (a reminder, the confirmation again) tells the booked total too.
    t.mailbox.clear();
    await t.pool.query(
      `SELECT graphile_worker.add_job('mail', json_build_object('kind', 'order-placed', 'orderId', ${order.id}::int))`,
    );
    const mail = await t.mailbox.waitFor('ana@example.com', 20_000);
    expect(mail.text).toContain('€359.10');
    expect(mail.text).not.toContain('€891.00');
  });
});

describe('cancelling an order line', () => {
  it('keeps the order with its other line, and the order total follows its live lines', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const camera = await productWith(1);
    const lens = await productWith(1);
    const order = (await checkout(ana.cookie, [line(camera.id), line(lens.id)])).json();
    const [first] = order.rentals;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${first.id}`,
      headers: { cookie: ana.cookie },
    });
    expect(cancel.statusCode).toBe(204);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: ana.cookie } })
    ).json();
    expect(after).toMatchObject({ status: 'Placed', total: '30.00' });
    expect(after.rentals).toHaveLength(2);
    // The camera's only unit is free again.
    const bea = await t.signIn({ email: 'bea@example.com' });
    expect((await checkout(bea.cookie, [line(camera.id)])).statusCode).toBe(201);
  });
});
