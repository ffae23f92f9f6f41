import type { DateRange, IsoDate } from './calendar-date';
import type { IncidentStatus } from './schemas/incident';

/*
 * The rental rules both sides apply, on the shop's calendar date (`today`, see shop-calendar):
 * the server enforces them, the web shows only the buttons they allow.
 */

/**
 * The status a list shows for a rental, one per rental, computed once by the server
 * (rentals/rental-state.ts, decision 099): SPEC section 4's words by its dates (Requested,
 * InProgress, Completed), Overdue in place of Completed while a unit it handed over is still out,
 * Cancelled for a cancelled line. Unknown is the web's fallback for a word it does not know.
 */
export const rentalStatuses = ['Requested', 'InProgress', 'Completed', 'Overdue', 'Cancelled', 'Unknown'] as const;
export type RentalStatus = (typeof rentalStatuses)[number];

/**
 * Where a rental stands at the counter, beside its status (decision 099): booked (nothing handed
 * over yet), awaitingPayment (nothing handed over, its order waits for an online payment), out (a
 * unit with the customer, within its dates), overdue (a unit out past its last day), returned
 * (nothing out any more, a unit came back), cancelled.
 */
export const rentalStates = ['booked', 'awaitingPayment', 'out', 'overdue', 'returned', 'cancelled'] as const;
export type RentalState = (typeof rentalStates)[number];
export const reviewStatuses = ['Reviewed', 'NotReviewed', 'CantReview', 'Unknown'] as const;
type ReviewStatus = (typeof reviewStatuses)[number];

export const rentalStatusColor: Record<RentalStatus, string> = {
  Requested: 'yellow',
  InProgress: 'blue',
  Completed: 'green',
  Overdue: 'red',
  Cancelled: 'gray',
  Unknown: 'gray',
};

export const reviewStatusColor: Record<ReviewStatus, string> = {
  Reviewed: 'green',
  NotReviewed: 'red',
  CantReview: 'blue',
  Unknown: 'gray',
};

/** SPEC section 4: an incident is Open (blue) or Closed (green). */
export const incidentStatusColor: Record<IncidentStatus, string> = {
  Open: 'blue',
  Closed: 'green',
};

/** The first day has come (rentals are inclusive: on its first day a rental is under way). */
const hasStarted = (rental: Pick<DateRange, 'dateFrom'>, today: IsoDate) => rental.dateFrom <= today;

/** The last day is over. */
const hasEnded = (rental: Pick<DateRange, 'dateTo'>, today: IsoDate) => rental.dateTo < today;

type WithIncident = { incident: { byShop: boolean } | null };

/**
 * Cancelling before the first day, without an incident of the customer's own, is the only way a
 * rental goes: a rental that has started or ended is the shop's history (what went out, what was
 * paid), so nobody deletes it, administrators included; the customer's incident would lose its
 * rental. An incident an administrator reported on the rental (`byShop`) never takes the
 * customer's right to cancel away: it goes with the rental, into the audit log (decision 035).
 * Whose rental it is, is the server's check (customers their own, administrators any).
 */
export function mayCancel(rental: Pick<DateRange, 'dateFrom'> & WithIncident, today: IsoDate) {
  return (rental.incident === null || rental.incident.byShop) && !hasStarted(rental, today);
}

/** One incident per rental, reported while it is requested or in progress (SPEC sections 2 and 6). */
export function mayReportIncident(rental: Pick<DateRange, 'dateTo'> & WithIncident, today: IsoDate) {
  return rental.incident === null && !hasEnded(rental, today);
}

/** Why a user may not review a product; null when they may. */
export const reviewBlockers = ['NO_ENDED_RENTAL', 'ALREADY_REVIEWED'] as const;
export type ReviewBlocker = (typeof reviewBlockers)[number];

/**
 * What a user's rentals of a product and their review of it allow. `earliestEnd` is the last day
 * of the user's first-ending rental of the product (null without one): any ended rental counts.
 */
export function reviewFacts(earliestEnd: IsoDate | null, hasReview: boolean, today: IsoDate) {
  const hasEndedRental = earliestEnd !== null && hasEnded({ dateTo: earliestEnd }, today);
  const blocker: ReviewBlocker | null = hasReview ? 'ALREADY_REVIEWED' : hasEndedRental ? null : 'NO_ENDED_RENTAL';
  return { hasEndedRental, hasReview, blocker };
}

/**
 * SPEC section 4's two checks for a user and product: an ended rental of it, and a review of it.
 * Reviewed: both; NotReviewed: only the ended rental; Unknown: only the review; CantReview: neither.
 */
export function reviewStatus(facts: { hasEndedRental: boolean; hasReview: boolean }): ReviewStatus {
  if (facts.hasEndedRental) return facts.hasReview ? 'Reviewed' : 'NotReviewed';
  return facts.hasReview ? 'Unknown' : 'CantReview';
}
