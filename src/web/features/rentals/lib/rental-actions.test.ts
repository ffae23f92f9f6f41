import { describe, expect, it } from 'vitest';
import { canDeleteRental, canReportIncident } from './rental-actions';

const open = { incident: { id: 1, status: 'Open' as const } };
const none = { incident: null };

describe('canDeleteRental', () => {
  it('lets customers cancel only requested rentals without an incident', () => {
    expect(canDeleteRental(none, 'Requested', false)).toBe(true);
    expect(canDeleteRental(none, 'InProgress', false)).toBe(false);
    expect(canDeleteRental(none, 'Completed', false)).toBe(false);
    expect(canDeleteRental(open, 'Requested', false)).toBe(false);
  });

  it('lets administrators delete any rental without an incident', () => {
    expect(canDeleteRental(none, 'Completed', true)).toBe(true);
    expect(canDeleteRental(none, 'InProgress', true)).toBe(true);
    expect(canDeleteRental(open, 'Requested', true)).toBe(false);
  });
});

describe('canReportIncident', () => {
  it('offers help on requested and running rentals without an incident', () => {
    expect(canReportIncident(none, 'Requested')).toBe(true);
    expect(canReportIncident(none, 'InProgress')).toBe(true);
  });

  it('does not on completed or unknown rentals, or when an incident exists', () => {
    expect(canReportIncident(none, 'Completed')).toBe(false);
    expect(canReportIncident(none, 'Unknown')).toBe(false);
    expect(canReportIncident(open, 'InProgress')).toBe(false);
  });
});
