import { z } from 'zod';

export const REVIEW_COMMENTS_MAX = 2000;

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  comments: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const newReviewSchema = z.object({
  rating: z.number().int().min(1, 'choose from 1 to 5 stars').max(5, 'choose from 1 to 5 stars'),
  comments: z.string().trim().max(REVIEW_COMMENTS_MAX).default(''),
});
export type NewReview = z.infer<typeof newReviewSchema>;

/** Why a user may not review a product; null when they may. */
export const reviewBlockers = ['NO_ENDED_RENTAL', 'ALREADY_REVIEWED'] as const;
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(reviewBlockers).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
