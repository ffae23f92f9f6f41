import { describe, expect, it } from 'vitest';
import { rentalStatus, reviewStatus } from './rental-status';

describe('rental status', () => {
  const rental = { dateFrom: '2030-03-10', dateTo: '2030-03-12' };
  it('is Requested before the first day, InProgress from the first to the last day, Completed after', () => {
    expect(rentalStatus(rental, '2030-03-09')).toBe('Requested');
    expect(rentalStatus(rental, '2030-03-10')).toBe('InProgress');
    expect(rentalStatus(rental, '2030-03-12')).toBe('InProgress');
    expect(rentalStatus(rental, '2030-03-13')).toBe('Completed');
  });
});

describe('review status', () => {
  it('combines the ended-rental and the review checks as the spec reads them', () => {
    expect(reviewStatus(true, true)).toBe('Reviewed');
    expect(reviewStatus(true, false)).toBe('NotReviewed');
    expect(reviewStatus(false, true)).toBe('Unknown');
    expect(reviewStatus(false, false)).toBe('CantReview');
  });
});
