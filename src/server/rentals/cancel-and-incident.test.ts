import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { reviews } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
const today = TEST_TODAY;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const customer = (email: string, isAdmin = false) => t.signIn({ email, isAdmin });

async function rental(userId: string, fromOffset: number, toOffset: number) {
  const product = await insertProduct(t.db);
  const [item] = await insertItems(t.db, product.id, 1);
  const created = await insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: addDays(today, fromOffset),
    dateTo: addDays(today, toOffset),
    itemIds: [item!.id],
  });
  return { ...created, itemId: item!.id, productId: product.id };
}

const request = (method: 'DELETE' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

describe('cancelling rentals', () => {
  it('lets a customer cancel an own future rental, which frees its unit', async () => {
    const eva = await customer('eva@example.com');
    const future = await rental(eva.id, 3, 5);
    expect((await request('DELETE', `/api/rentals/${future.id}`, eva.cookie)).statusCode).toBe(204);
    // The unit is free at once: another customer books it for the same dates.
    const ivo = await customer('ivo@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: ivo.cookie },
      payload: { productId: future.productId, dateFrom: future.dateFrom, dateTo: future.dateTo, quantity: 1 },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().items).toEqual([expect.objectContaining({ id: future.itemId })]);
  });

  it('keeps the cancelled rental with its order: hidden from the lists unless asked, its order cancelled', async () => {
    const eva = await customer('eva@example.com');
    const future = await rental(eva.id, 3, 5);
    const before = (await request('DELETE', `/api/rentals/${future.id}`, eva.cookie)).statusCode;
    expect(before).toBe(204);
    const second = await request('DELETE', `/api/rentals/${future.id}`, eva.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_CANCELLED');

    const list = await t.app.inject({ method: 'GET', url: '/api/rentals', headers: { cookie: eva.cookie } });
    expect(list.json()).toEqual([]);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/rentals?includeCancelled=true',
      headers: { cookie: eva.cookie },
    });
    const [kept] = all.json();
    expect(kept).toMatchObject({ id: future.id, orderId: future.orderId, cancelledAt: expect.any(String) });
    // Its units stay named as its history, though they are free.
    expect(kept.items).toEqual([expect.objectContaining({ id: future.itemId })]);

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${future.orderId}`,
      headers: { cookie: eva.cookie },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ status: 'Cancelled', total: '0.00', cancelledAt: expect.any(String) });
    expect(order.json().rentals).toEqual([expect.objectContaining({ id: future.id })]);
    const events = await t.pool.query('SELECT type FROM domain_events ORDER BY id');
    expect(events.rows.map((row) => row.type)).toEqual(['rental.cancelled', 'order.cancelled']);
  });

  it("refuses a started rental, one with an incident, and someone else's", async () => {
    const fin = await customer('fin@example.com');
    const other = await customer('other@example.com');
    const started = await rental(fin.id, 0, 2);
    const withIncident = await rental(fin.id, 4, 6);
    await request('POST', `/api/rentals/${withIncident.id}/incident`, fin.cookie, { type: 'Other', description: 'Wrong lens' });
    const theirs = await rental(other.id, 4, 6);

    const startedAnswer = await request('DELETE', `/api/rentals/${started.id}`, fin.cookie);
    expect(startedAnswer.statusCode).toBe(409);
    expect(startedAnswer.json().error.code).toBe('ALREADY_STARTED');
    expect((await request('DELETE', `/api/rentals/${withIncident.id}`, fin.cookie)).json().error.code).toBe('HAS_INCIDENT');
    expect((await request('DELETE', `/api/rentals/${theirs.id}`, fin.cookie)).statusCode).toBe(404);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE cancelled_at IS NULL')).rows[0].n).toBe(3);
  });

  it("lets an administrator cancel any customer's future rental, but delete no rental that has started or ended", async () => {
    const gus = await customer('gus@example.com');
    const admin = await customer('admin@example.com', true);
    const future = await rental(gus.id, 2, 4);
    const running = await rental(gus.id, -1, 1);
    const ended = await rental(gus.id, -6, -4);
    expect((await request('DELETE', `/api/rentals/${future.id}`, admin.cookie)).statusCode).toBe(204);
    for (const kept of [running, ended]) {
      const answer = await request('DELETE', `/api/rentals/${kept.id}`, admin.cookie);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error.code).toBe('ALREADY_STARTED');
    }
    expect((await t.pool.query('SELECT count(*)::int AS n FROM rentals WHERE cancelled_at IS NULL')).rows[0].n).toBe(2);
  });
});

describe('incidents', () => {
  it('takes one incident per rental with the spec message for a second one', async () => {
    const hana = await customer('hana@example.com');
    const running = await rental(hana.id, -1, 2);
    const first = await request('POST', `/api/rentals/${running.id}/incident`, hana.cookie, {
      type: 'ProductDamaged',
      description: 'The tripod head is loose.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'Open', type: 'ProductDamaged', rentalId: running.id });
    const second = await request('POST', `/api/rentals/${running.id}/incident`, hana.cookie, { type: 'Other', description: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('An incident for this rental request already exists!');
  });

  it('refuses completed rentals, other users, unknown types and empty descriptions', async () => {
    const ivo = await customer('ivo@example.com');
    const stranger = await customer('stranger@example.com');
    const done = await rental(ivo.id, -5, -2);
    const future = await rental(ivo.id, 2, 3);
    const url = (id: number) => `/api/rentals/${id}/incident`;
    expect((await request('POST', url(done.id), ivo.cookie, { type: 'Other', description: 'Late' })).json().error.code).toBe(
      'RENTAL_COMPLETED',
    );
    expect((await request('POST', url(future.id), stranger.cookie, { type: 'Other', description: 'x' })).statusCode).toBe(404);
    expect((await request('POST', url(future.id), ivo.cookie, { type: 'Broken', description: 'x' })).statusCode).toBe(400);
    expect((await request('POST', url(future.id), ivo.cookie, { type: 'Other', description: '   ' })).statusCode).toBe(400);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM incidents')).rows[0].n).toBe(0);
  });
});

describe('rental list statuses', () => {
  it('reports the review status and the incident of each rental', async () => {
    const jo = await customer('jo@example.com');
    const ended = await rental(jo.id, -6, -3);
    await rental(jo.id, 5, 6);
    await t.db.insert(reviews).values({ userId: jo.id, productId: ended.productId, rating: 5, comments: '' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/rentals', headers: { cookie: jo.cookie } })).json();
    const byId = Object.fromEntries(list.map((r: { id: number }) => [r.id, r]));
    expect(byId[ended.id]).toMatchObject({ reviewStatus: 'Reviewed', reviewId: expect.any(Number), incident: null });
    const upcoming = list.find((r: { id: number }) => r.id !== ended.id);
    expect(upcoming).toMatchObject({ reviewStatus: 'CantReview', reviewId: null, userEmail: 'jo@example.com' });
  });
});
