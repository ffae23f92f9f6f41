import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { byTiming, readTiming } from './rental-timing';

const rental = (id: number, from: string, to: string) => ({ id, dateFrom: isoDate(from), dateTo: isoDate(to) });
const today = isoDate('2026-11-25');
// The dashboard's order the issue found: 27 Nov, 15 Dec, 5 Dec, 24 Nov (and one that ended).
const rentals = [
  rental(1, '2026-11-27', '2026-11-29'),
  rental(2, '2026-12-15', '2026-12-16'),
  rental(3, '2026-12-05', '2026-12-06'),
  rental(4, '2026-11-24', '2026-11-26'),
  rental(5, '2026-11-20', '2026-11-24'),
  rental(6, '2026-11-01', '2026-11-02'),
];

describe('a rental list by start date', () => {
  it('shows the upcoming and running ones soonest first', () => {
    expect(byTiming(rentals, 'upcoming', today).map((one) => one.id)).toEqual([4, 1, 3, 2]);
  });

  it('shows the ended ones the latest first', () => {
    expect(byTiming(rentals, 'past', today).map((one) => one.id)).toEqual([5, 6]);
  });

  it('keeps an overdue rental with the upcoming ones, first, until its units are back', () => {
    const late = { ...rental(7, '2026-11-18', '2026-11-22'), overdue: true };
    expect(byTiming([...rentals, late], 'upcoming', today).map((one) => one.id)).toEqual([7, 4, 1, 3, 2]);
    expect(byTiming([...rentals, late], 'past', today).map((one) => one.id)).toEqual([5, 6]);
  });

  it('reads anything but "past" as upcoming', () => {
    expect(readTiming('past')).toBe('past');
    expect(readTiming(null)).toBe('upcoming');
    expect(readTiming('<script>')).toBe('upcoming');
  });
});
