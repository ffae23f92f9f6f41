import type { Review } from '../../../../shared/schemas/review';
import { dateLocale } from '../../../lib/date-locale';

/** The mean rating rounded to one decimal, or null when there are no reviews. */
export function averageRating(reviews: Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/** A review's day, as day, long month and year in the chosen language (SPEC section 9). */
export function formatReviewDate(createdAt: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(createdAt));
}
