import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
const today = TEST_TODAY;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const customer = (email: string, fullName: string) => t.signIn({ email, fullName });

async function rentedProduct(userId: string, endsInDays: number) {
  const product = await insertProduct(t.db);
  const [item] = await insertItems(t.db, product.id, 1);
  await insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: addDays(today, endsInDays - 3),
    dateTo: addDays(today, endsInDays),
    itemIds: [item!.id],
  });
  return product;
}

const postReview = (productId: number, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, headers: cookie ? { cookie } : {}, payload });

describe('reviews', () => {
  it('lets a customer whose rental has ended review once, and lists it with the author name', async () => {
    const ana = await customer('ana@example.com', 'Ana Díaz');
    const product = await rentedProduct(ana.id, -1);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/review-eligibility`,
      headers: { cookie: ana.cookie },
    });
    expect(eligibility.json()).toEqual({ canReview: true, reason: null });

    const created = await postReview(product.id, ana.cookie, { rating: 4, comments: '  Sharp and clean.  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ authorName: 'Ana Díaz', rating: 4, comments: 'Sharp and clean.' });

    const again = await postReview(product.id, ana.cookie, { rating: 5, comments: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You have already reviewed this product!');

    const list = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews` })).json();
    expect(list).toEqual([expect.objectContaining({ authorName: 'Ana Díaz', rating: 4 })]);
    expect(list[0]).not.toHaveProperty('userId');
  });

  it('refuses a review while the rental has not ended, or without any rental', async () => {
    const ben = await customer('ben@example.com', 'Ben Ito');
    const running = await rentedProduct(ben.id, 0);
    const response = await postReview(running.id, ben.cookie, { rating: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NO_ENDED_RENTAL');

    const never = await insertProduct(t.db);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/products/${never.id}/review-eligibility`,
      headers: { cookie: ben.cookie },
    });
    expect(eligibility.json()).toEqual({ canReview: false, reason: 'NO_ENDED_RENTAL' });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${never.id}/reviews` })).json()).toEqual([]);
  });

  it('refuses visitors, bad ratings and unknown products', async () => {
    const cleo = await customer('cleo@example.com', 'Cleo');
    const product = await rentedProduct(cleo.id, -2);
    expect((await postReview(product.id, undefined, { rating: 5 })).statusCode).toBe(401);
    for (const rating of [0, 6, 2.5]) {
      expect((await postReview(product.id, cleo.cookie, { rating })).statusCode, String(rating)).toBe(400);
    }
    expect((await postReview(product.id, cleo.cookie, { rating: 3, comments: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await postReview(999_999, cleo.cookie, { rating: 3 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/999999/reviews' })).statusCode).toBe(404);
  });
});
