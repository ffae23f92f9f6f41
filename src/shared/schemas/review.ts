import { z } from 'zod';
import { reviewBlockers } from '../rental-rules';
import { REVIEW_COMMENTS_MAX } from '../limits';
import { idParamSchema, textSchema } from './input';
import { listSearchSchema, pageQuerySchema } from './paging';

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  comments: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review in its author's account: with the product it is about, to show and link to. */
export const ownReviewSchema = reviewSchema.extend({
  productName: z.string(),
  productImageUrl: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const newReviewSchema = z.strictObject({
  rating: z.number().int().min(1, 'choose from 1 to 5 stars').max(5, 'choose from 1 to 5 stars'),
  comments: textSchema(REVIEW_COMMENTS_MAX).trim().default(''),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/** An edit states the whole review again, as the form shows it. */
export const reviewEditSchema = newReviewSchema;

export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(reviewBlockers).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** A review in the administrator's list: with its author's e-mail. */
export const adminReviewSchema = ownReviewSchema.extend({ userEmail: z.string() });
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListQuerySchema = pageQuerySchema.extend({
  productId: idParamSchema.optional(),
  /** Contains, in the author's name or e-mail, the product's name or the comments. */
  q: listSearchSchema,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;
