import type { Review } from '@shared/schemas/review';

/** The mean rating rounded to one decimal, or null when there are no reviews. */
export function averageRating(reviews: Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
