import type { IsoDate } from './calendar-date';

export type RentalStatus = 'Requested' | 'InProgress' | 'Completed' | 'Unknown';
export type ReviewStatus = 'Reviewed' | 'NotReviewed' | 'CantReview' | 'Unknown';

export const rentalStatusColor: Record<RentalStatus, string> = {
  Requested: 'yellow',
  InProgress: 'blue',
  Completed: 'green',
  Unknown: 'gray',
};

export const reviewStatusColor: Record<ReviewStatus, string> = {
  Reviewed: 'green',
  NotReviewed: 'red',
  CantReview: 'blue',
  Unknown: 'gray',
};

/** SPEC section 4, on calendar dates: before the first day, during it (both ends included), after. */
export function rentalStatus(rental: { dateFrom: IsoDate; dateTo: IsoDate }, today: IsoDate): RentalStatus {
  if (rental.dateFrom > today) return 'Requested';
  if (today <= rental.dateTo) return 'InProgress';
  if (today > rental.dateTo) return 'Completed';
  return 'Unknown';
}

/**
 * SPEC section 4's two checks for a user and product: an ended rental of it, and a review of it.
 * Reviewed: both; NotReviewed: only the ended rental; Unknown: only the review; CantReview: neither.
 */
export function reviewStatus(hasEndedRental: boolean, hasReview: boolean): ReviewStatus {
  if (hasEndedRental) return hasReview ? 'Reviewed' : 'NotReviewed';
  return hasReview ? 'Unknown' : 'CantReview';
}
