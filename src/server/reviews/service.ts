import { and, desc, eq, ilike, isNull, lt, min, or, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { reviewFacts } from '../../shared/rental-rules';
import type { Page } from '../../shared/schemas/paging';
import type {
  AdminReview,
  AdminReviewListQuery,
  NewReview,
  OwnReview,
  Review,
  ReviewEligibility,
} from '../../shared/schemas/review';
import { containsPattern, idCursor, toPage } from '../db/listing';
import type { Database, Executor } from '../db/client';
import { recordAudit } from '../audit';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { productName } from '../catalog/localized';
import { productImageUrl } from '../catalog/service';
import type { Requester } from '../rentals/service';
import { rentals, reviews } from '../db/schema/rentals';
import { ConflictError, ForbiddenError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product!';
export const NO_ENDED_RENTAL_MESSAGE = 'You can review a product once a rental of it has ended.';

const alreadyReviewed = () => new ConflictError('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE);

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  authorName: user.name,
  rating: reviews.rating,
  comments: reviews.comments,
  createdAt: reviews.createdAt,
};

/** The product's name in the reader's language: the customer's own, English for administrators. */
const adminReviewColumns = (language: Language) => ({
  ...reviewColumns,
  productName: productName(language),
  productImage: products.image,
  userEmail: user.email,
});

/** What the service tells the rest of the shop, inside the change's transaction (domain events). */
export type ReviewEvents = {
  posted: (review: { reviewId: number; productId: number }, tx: Executor) => Promise<void>;
};

/** Reviews with their product (and author's e-mail), newest first: the id order, read along the primary key. */
async function selectAdminReviews(
  ex: Executor,
  where: SQL | undefined,
  limit?: number,
  language: Language = 'en',
): Promise<AdminReview[]> {
  const query = ex
    .select(adminReviewColumns(language))
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(desc(reviews.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ productImage, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    productImageUrl: productImageUrl(productImage),
  }));
}

export function createReviewService(db: Database, calendar: ShopCalendar, events: ReviewEvents) {
  const selectAdmin = (where: SQL | undefined, limit?: number, language: Language = 'en', ex: Executor = db) =>
    selectAdminReviews(ex, where, limit, language);

  const selectOwn = async (where: SQL, language: Language): Promise<OwnReview[]> =>
    (await selectAdmin(where, undefined, language)).map(({ userEmail: _email, ...review }) => review);

  async function getOwn(userId: string, reviewId: number, language: Language = 'en'): Promise<OwnReview> {
    const [review] = await selectOwn(and(eq(reviews.userId, userId), eq(reviews.id, reviewId))!, language);
    if (!review) throw new NotFoundError('Review');
    return review;
  }

  /** The user's standing with the product, judged by shared/rental-rules on the shop's today. */
  async function facts(userId: string, productId: number) {
    const [[rentalRow], [reviewRow]] = await Promise.all([
      db
        .select({ earliestEnd: min(rentals.dateTo) })
        .from(rentals)
        .where(and(eq(rentals.userId, userId), eq(rentals.productId, productId), isNull(rentals.cancelledAt))),
      db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId))),
    ]);
    return reviewFacts(rentalRow?.earliestEnd ?? null, reviewRow !== undefined, calendar.today());
  }

  async function assertProductExists(productId: number) {
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!row) throw new NotFoundError('Product');
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

    /** Every review, one page at a time, for administrators. */
    async listPage(query: AdminReviewListQuery): Promise<Page<AdminReview>> {
      const after = idCursor(query.after);
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        after === undefined ? undefined : lt(reviews.id, after),
        query.productId === undefined ? undefined : eq(reviews.productId, query.productId),
        pattern
          ? or(
              ilike(user.name, pattern),
              ilike(user.email, pattern),
              ilike(products.name, pattern),
              ilike(reviews.comments, pattern),
            )
          : undefined,
      );
      return toPage(await selectAdmin(where, query.limit + 1), query.limit, (row) => String(row.id));
    },

    async getAny(reviewId: number): Promise<AdminReview> {
      const [review] = await selectAdmin(eq(reviews.id, reviewId), 1);
      if (!review) throw new NotFoundError('Review');
      return review;
    },

    /** The user's own reviews, newest first. */
    listForUser: (userId: string, language: Language = 'en') => selectOwn(eq(reviews.userId, userId), language),

    /** The user's own review; someone else's answers as a missing one does. */
    getForUser: getOwn,

    /** Authors change their own words; nobody else does, administrators included. */
    async update(userId: string, reviewId: number, input: NewReview, language: Language = 'en'): Promise<OwnReview> {
      const [updated] = await db
        .update(reviews)
        .set({ rating: input.rating, comments: input.comments })
        .where(and(eq(reviews.userId, userId), eq(reviews.id, reviewId)))
        .returning({ id: reviews.id });
      if (!updated) throw new NotFoundError('Review');
      return getOwn(userId, reviewId, language);
    },

    /** Authors delete their own reviews; administrators delete any (SPEC section 6). */
    async remove(requester: Requester, reviewId: number): Promise<void> {
      const owned = requester.isAdmin ? undefined : eq(reviews.userId, requester.id);
      await db.transaction(async (tx) => {
        const [before] = requester.isAdmin ? await selectAdmin(eq(reviews.id, reviewId), 1, 'en', tx) : [];
        const [deleted] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, reviewId), owned))
          .returning({ id: reviews.id });
        if (!deleted) throw new NotFoundError('Review');
        // Logged whenever an administrator deletes, their own review included (decision 020).
        if (requester.isAdmin) {
          await recordAudit(tx, { actor: requester, action: 'delete', entity: 'review', entityId: reviewId, before });
        }
      });
    },

    async eligibility(userId: string, productId: number): Promise<ReviewEligibility> {
      await assertProductExists(productId);
      const { blocker } = await facts(userId, productId);
      return { canReview: blocker === null, reason: blocker };
    },

    /** Only after a rental of the product has ended, and once per user and product (a unique constraint). */
    async create(userId: string, productId: number, input: NewReview): Promise<Review> {
      await assertProductExists(productId);
      const { blocker } = await facts(userId, productId);
      if (blocker === 'ALREADY_REVIEWED') throw alreadyReviewed();
      if (blocker === 'NO_ENDED_RENTAL') throw new ForbiddenError('NO_ENDED_RENTAL', NO_ENDED_RENTAL_MESSAGE);
      try {
        const created = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(reviews)
            .values({ userId, productId, rating: input.rating, comments: input.comments })
            .returning({ id: reviews.id });
          await events.posted({ reviewId: inserted!.id, productId }, tx);
          return inserted;
        });
        const [row] = await db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(user, eq(user.id, reviews.userId))
          .where(eq(reviews.id, created!.id));
        return { ...row!, createdAt: row!.createdAt.toISOString() };
      } catch (error) {
        // Two submissions at once: the unique constraint lets only one through.
        if (sqlState(error) === UNIQUE_VIOLATION) throw alreadyReviewed();
        throw error;
      }
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
