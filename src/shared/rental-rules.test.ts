import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar-date';
import { mayCancel, mayReportIncident, reviewFacts, reviewStatus } from './rental-rules';

const rental = { dateFrom: isoDate('2030-03-10'), dateTo: isoDate('2030-03-12') };
const day = (value: string) => isoDate(value);

describe('cancelling', () => {
  it('lets a rental be cancelled only before its first day, and never with an incident', () => {
    expect(mayCancel({ ...rental, incident: null }, day('2030-03-09'))).toBe(true);
    expect(mayCancel({ ...rental, incident: null }, day('2030-03-10'))).toBe(false);
    expect(mayCancel({ ...rental, incident: null }, day('2030-04-01'))).toBe(false);
    expect(mayCancel({ ...rental, incident: { byShop: false } }, day('2030-03-01'))).toBe(false);
    // An administrator's report on the rental does not take the customer's cancel away (decision 035).
    expect(mayCancel({ ...rental, incident: { byShop: true } }, day('2030-03-01'))).toBe(true);
    expect(mayCancel({ ...rental, incident: { byShop: true } }, day('2030-03-10'))).toBe(false);
  });
});

describe('reporting an incident', () => {
  it('is open until the last day is over, once per rental', () => {
    expect(mayReportIncident({ ...rental, incident: null }, day('2030-03-12'))).toBe(true);
    expect(mayReportIncident({ ...rental, incident: null }, day('2030-03-13'))).toBe(false);
    expect(mayReportIncident({ ...rental, incident: { byShop: false } }, day('2030-03-11'))).toBe(false);
  });
});

describe('reviews', () => {
  it('may be written after a rental of the product ended, once', () => {
    expect(reviewFacts(day('2030-03-12'), false, day('2030-03-13')).blocker).toBeNull();
    expect(reviewFacts(day('2030-03-12'), false, day('2030-03-12')).blocker).toBe('NO_ENDED_RENTAL');
    expect(reviewFacts(null, false, day('2030-03-12')).blocker).toBe('NO_ENDED_RENTAL');
    expect(reviewFacts(day('2030-03-01'), true, day('2030-03-12')).blocker).toBe('ALREADY_REVIEWED');
  });

  it('combines the ended-rental and the review checks as the spec reads them', () => {
    expect(reviewStatus({ hasEndedRental: true, hasReview: true })).toBe('Reviewed');
    expect(reviewStatus({ hasEndedRental: true, hasReview: false })).toBe('NotReviewed');
    expect(reviewStatus({ hasEndedRental: false, hasReview: true })).toBe('Unknown');
    expect(reviewStatus({ hasEndedRental: false, hasReview: false })).toBe('CantReview');
  });
});
