import { describe, expect, it } from 'vitest';
import { averageRating } from './review-stats';

describe('averageRating', () => {
  it('averages ratings to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: 5 }])).toBe(5);
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3);
    expect(averageRating([{ rating: 1 }, { rating: 2 }])).toBe(1.5);
  });
});
