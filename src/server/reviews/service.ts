import { and, desc, eq, lt } from 'drizzle-orm';
import { localIsoDate } from '../../shared/calendar-date';
import type { NewReview, Review, ReviewEligibility } from '../../shared/schemas/review';
import type { Database } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { rentals, reviews } from '../db/schema/rentals';
import { conflict, HttpError, notFound } from '../http/errors';

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product!';
export const NO_ENDED_RENTAL_MESSAGE = 'You can review a product once a rental of it has ended.';

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  authorName: user.name,
  rating: reviews.rating,
  comments: reviews.comments,
  createdAt: reviews.createdAt,
};

export function createReviewService(db: Database, today: () => string = () => localIsoDate()) {
  async function hasEndedRental(userId: string, productId: number) {
    const [row] = await db
      .select({ id: rentals.id })
      .from(rentals)
      .where(and(eq(rentals.userId, userId), eq(rentals.productId, productId), lt(rentals.dateTo, today())))
      .limit(1);
    return row !== undefined;
  }

  async function hasReviewed(userId: string, productId: number) {
    const [row] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
    return row !== undefined;
  }

  async function assertProductExists(productId: number) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!row) throw notFound('Product not found');
  }

  return {
    async listForProduct(productId: number): Promise<Review[]> {
      await assertProductExists(productId);
      const rows = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(user, eq(user.id, reviews.userId))
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async eligibility(userId: string, productId: number): Promise<ReviewEligibility> {
      await assertProductExists(productId);
      if (await hasReviewed(userId, productId)) return { canReview: false, reason: 'ALREADY_REVIEWED' };
      if (!(await hasEndedRental(userId, productId))) return { canReview: false, reason: 'NO_ENDED_RENTAL' };
      return { canReview: true, reason: null };
    },

    /** Only after a rental of the product has ended, and once per user and product (a unique constraint). */
    async create(userId: string, productId: number, input: NewReview): Promise<Review> {
      await assertProductExists(productId);
      if (await hasReviewed(userId, productId)) throw conflict('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE);
      if (!(await hasEndedRental(userId, productId))) {
        throw new HttpError(403, 'NO_ENDED_RENTAL', NO_ENDED_RENTAL_MESSAGE);
      }
      try {
        const [created] = await db
          .insert(reviews)
          .values({ userId, productId, rating: input.rating, comments: input.comments })
          .returning({ id: reviews.id });
        const [row] = await db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(user, eq(user.id, reviews.userId))
          .where(eq(reviews.id, created!.id));
        return { ...row!, createdAt: row!.createdAt.toISOString() };
      } catch (error) {
        // Two submissions at once: the unique constraint lets only one through.
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE);
        throw error;
      }
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
