import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { incidents, reviews } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
const today = TEST_TODAY;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const call = (session: Session | null, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: session ? { cookie: session.cookie, origin: session.origin } : {},
    ...(payload ? { payload } : {}),
  });

/** A rental of one unit of a fresh product named `name`, from today + `from` to today + `to`. */
async function rental(userId: string, from: number, to: number, name = `Lens ${from}`) {
  const product = await insertProduct(t.db, { name });
  const [item] = await insertItems(t.db, product.id, 1);
  return insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: addDays(today, from),
    dateTo: addDays(today, to),
    itemIds: [item!.id],
  });
}

/** Customer A with a rental, an incident on it and a review of an ended rental's product. */
async function customerWithRecords() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
  const upcoming = await rental(ana.id, 4, 6, 'Canon EOS R5');
  const [incident] = await t.db
    .insert(incidents)
    .values({ userId: ana.id, rentalId: upcoming.id, type: 'Payment', description: 'Charged twice.' })
    .returning();
  const ended = await rental(ana.id, -6, -3, 'Sony FE 24-70mm');
  const [review] = await t.db
    .insert(reviews)
    .values({ userId: ana.id, productId: ended.productId, rating: 5, comments: 'Sharp.' })
    .returning();
  return { ana, upcoming, ended, incident: incident!, review: review! };
}

describe("a customer's own records by id", () => {
  it('answers the owner, and another customer exactly as for a record that does not exist', async () => {
    const { ana, upcoming, incident, review } = await customerWithRecords();
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito' });

    for (const [url, what] of [
      [`/api/rentals/${upcoming.id}`, 'Rental'],
      [`/api/incidents/${incident.id}`, 'Incident'],
      [`/api/reviews/${review.id}`, 'Review'],
    ] as const) {
      expect((await call(ana, 'GET', url)).statusCode, url).toBe(200);
      const foreign = await call(ben, 'GET', url);
      const missing = await call(ben, 'GET', url.replace(/\d+$/, '999999'));
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(foreign.json().error.message).toBe(`${what} not found`);
      expect((await call(ben, 'GET', url.replace(/\d+$/, '1e3'))).statusCode).toBe(400);
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('shows the rental with its units, review status and incident, and the review with its product', async () => {
    const { ana, upcoming, ended, incident, review } = await customerWithRecords();
    const shown = (await call(ana, 'GET', `/api/rentals/${upcoming.id}`)).json();
    expect(shown).toMatchObject({
      id: upcoming.id,
      productName: 'Canon EOS R5',
      incident: { id: incident.id, status: 'Open' },
    });
    expect(shown.items).toHaveLength(1);

    const endedRental = (await call(ana, 'GET', `/api/rentals/${ended.id}`)).json();
    expect(endedRental).toMatchObject({ reviewStatus: 'Reviewed', reviewId: review.id });

    expect((await call(ana, 'GET', `/api/reviews/${review.id}`)).json()).toMatchObject({
      productId: ended.productId,
      productName: 'Sony FE 24-70mm',
      authorName: 'Ana Díaz',
      rating: 5,
    });
  });

  it('lets nobody but the author edit a review, nor anyone but the author or an administrator delete it', async () => {
    const { ana, review } = await customerWithRecords();
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito' });
    const admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });

    expect((await call(ben, 'PUT', `/api/reviews/${review.id}`, { rating: 1, comments: 'Bad.' })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `/api/reviews/${review.id}`, { rating: 1, comments: 'Bad.' })).statusCode).toBe(
      404,
    );
    expect((await call(ben, 'DELETE', `/api/reviews/${review.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', `/api/reviews/${review.id}`)).json()).toMatchObject({
      rating: 5,
      comments: 'Sharp.',
    });

    const bad = await call(ana, 'PUT', `/api/reviews/${review.id}`, { rating: 6, comments: 'Great.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('rating');

    const edited = await call(ana, 'PUT', `/api/reviews/${review.id}`, {
      rating: 4,
      comments: '  Sharp, a little heavy. ',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: review.id, rating: 4, comments: 'Sharp, a little heavy.' });

    expect((await call(admin, 'DELETE', `/api/reviews/${review.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'GET', `/api/reviews/${review.id}`)).statusCode).toBe(404);
  });

  it("a customer deletes their own review, and the rental's review badge goes back to NotReviewed", async () => {
    const { ana, ended, review } = await customerWithRecords();
    expect((await call(ana, 'DELETE', `/api/reviews/${review.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'GET', '/api/reviews')).json()).toEqual([]);
    expect((await call(ana, 'GET', `/api/rentals/${ended.id}`)).json()).toMatchObject({
      reviewStatus: 'NotReviewed',
      reviewId: null,
    });
  });
});

describe("a customer's lists and overview", () => {
  it('lists only their own incidents and reviews, newest first', async () => {
    const { ana, incident, review } = await customerWithRecords();
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito' });
    const bensRental = await rental(ben.id, 1, 2);
    await t.db
      .insert(incidents)
      .values({ userId: ben.id, rentalId: bensRental.id, type: 'Other', description: 'Late.' });

    const second = await rental(ana.id, 8, 9);
    const [newer] = await t.db
      .insert(incidents)
      .values({ userId: ana.id, rentalId: second.id, type: 'ProductLost', description: 'Lost it.' })
      .returning();

    const list = (await call(ana, 'GET', '/api/incidents')).json();
    expect(list.map((row: { id: number }) => row.id)).toEqual([newer!.id, incident.id]);
    expect((await call(ana, 'GET', '/api/reviews')).json().map((row: { id: number }) => row.id)).toEqual([review.id]);
    expect((await call(ben, 'GET', '/api/reviews')).json()).toEqual([]);
  });

  it('counts rentals, incidents (open ones apart) and reviews, and names the next rental to start', async () => {
    const { ana, upcoming } = await customerWithRecords();
    await rental(ana.id, 20, 22);
    await rental(ana.id, -1, 1); // under way: already started, so not "next"
    const overview = (await call(ana, 'GET', '/api/me/overview')).json();
    expect(overview).toMatchObject({ rentals: 4, incidents: 1, openIncidents: 1, reviews: 1 });
    expect(overview.nextRental).toMatchObject({ id: upcoming.id, productName: 'Canon EOS R5' });

    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito' });
    expect((await call(ben, 'GET', '/api/me/overview')).json()).toEqual({
      rentals: 0,
      incidents: 0,
      openIncidents: 0,
      reviews: 0,
      nextRental: null,
    });
  });
});
