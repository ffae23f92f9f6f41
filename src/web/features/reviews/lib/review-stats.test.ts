import { describe, expect, it } from 'vitest';
import { averageRating, formatReviewDate } from './review-stats';

describe('review stats', () => {
  it('averages ratings to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: 5 }])).toBe(5);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 1 }, { rating: 2 }])).toBe(1.5);
  });

  it('writes the date as day, long month and year in the chosen language', () => {
    const createdAt = '2030-05-03T10:00:00.000Z';
    expect(formatReviewDate(createdAt, 'en', 'UTC')).toBe('3 May 2030');
    expect(formatReviewDate(createdAt, 'es', 'UTC')).toBe('3 de mayo de 2030');
    expect(formatReviewDate(createdAt, 'de', 'UTC')).toBe('3. Mai 2030');
  });
});
