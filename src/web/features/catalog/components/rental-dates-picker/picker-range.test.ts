import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { NO_PICK, outOfReach, toDateRange, toPickerRange } from './picker-range';

describe('the date picker’s range', () => {
  it('is a range once both days are picked, one day included', () => {
    expect(toDateRange(['2030-05-01', '2030-05-03'])).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-03' });
    expect(toDateRange(['2030-05-01', '2030-05-01'])).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-01' });
  });

  it('is no range while incomplete, reversed or not calendar dates', () => {
    expect(toDateRange(NO_PICK)).toBeNull();
    expect(toDateRange(['2030-05-01', null])).toBeNull();
    expect(toDateRange(['2030-05-03', '2030-05-01'])).toBeNull();
    expect(toDateRange(['2030-02-30', '2030-03-01'])).toBeNull();
    expect(toDateRange(['2030-05-01 00:00:00', '2030-05-02'])).toBeNull();
  });

  it('shows a range as the picker’s pair, and nothing picked for none', () => {
    expect(toPickerRange({ dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-03') })).toEqual([
      '2030-05-01',
      '2030-05-03',
    ]);
    expect(toPickerRange(null)).toEqual([null, null]);
  });
});

describe('the days the picker offers once the first day is picked', () => {
  const today = isoDate('2030-03-10');
  const limits = { maxRentalDays: 30, bookingHorizonDays: 365, maxUnitsPerBooking: 4, maxOpenRentals: 10 };

  it('offers every day before the first is picked', () => {
    expect(outOfReach('2030-12-31', null, today, limits)).toBe(false);
  });

  it('refuses a last day that makes the rental longer than the longest, on either side', () => {
    expect(outOfReach('2030-05-30', '2030-05-01', today, limits)).toBe(false);
    expect(outOfReach('2030-05-31', '2030-05-01', today, limits)).toBe(true);
    expect(outOfReach('2030-04-02', '2030-05-01', today, limits)).toBe(false);
    expect(outOfReach('2030-04-01', '2030-05-01', today, limits)).toBe(true);
  });

  it('refuses a last day beyond the horizon', () => {
    expect(outOfReach('2031-03-10', '2031-03-01', today, limits)).toBe(false);
    expect(outOfReach('2031-03-11', '2031-03-01', today, limits)).toBe(true);
  });
});
