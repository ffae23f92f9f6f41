import { describe, expect, it } from 'vitest';
import {
  bookingLimitBreach,
  bookingLimitMessage,
  DEFAULT_BOOKING_LIMITS,
  isAtOpenRentalLimit,
  isBeyondHorizon,
  isTooLong,
  isTooManyUnits,
  lastBookableDay,
  latestEndFor,
} from './booking-limits';
import { isoDate } from './calendar-date';

const today = isoDate('2030-03-10');
const limits = { maxRentalDays: 30, bookingHorizonDays: 365, maxUnitsPerBooking: 4, maxOpenRentals: 10 };
const range = (dateFrom: string, dateTo: string) => ({ dateFrom: isoDate(dateFrom), dateTo: isoDate(dateTo) });

describe('booking limits', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_BOOKING_LIMITS).toEqual(limits);
  });

  it('counts a rental inclusively: 30 days pass, 31 do not', () => {
    expect(isTooLong(range('2030-03-10', '2030-04-08'), limits)).toBe(false);
    expect(isTooLong(range('2030-03-10', '2030-04-09'), limits)).toBe(true);
    expect(isTooLong(range('2030-03-10', '2030-03-10'), { ...limits, maxRentalDays: 1 })).toBe(false);
  });

  it('lets a rental end at most the horizon after today, not a day later', () => {
    expect(lastBookableDay(today, limits)).toBe('2031-03-10');
    expect(isBeyondHorizon(range('2031-03-01', '2031-03-10'), today, limits)).toBe(false);
    expect(isBeyondHorizon(range('2031-03-01', '2031-03-11'), today, limits)).toBe(true);
    expect(isBeyondHorizon(range('2030-03-20', '2999-12-31'), today, limits)).toBe(true);
  });

  it('offers as the last day the earlier of the longest rental and the horizon', () => {
    expect(latestEndFor(isoDate('2030-03-12'), today, limits)).toBe('2030-04-10');
    expect(latestEndFor(isoDate('2031-03-01'), today, limits)).toBe('2031-03-10');
  });

  it('limits units per booking and open rentals per customer', () => {
    expect(isTooManyUnits(4, limits)).toBe(false);
    expect(isTooManyUnits(5, limits)).toBe(true);
    expect(isAtOpenRentalLimit(9, limits)).toBe(false);
    expect(isAtOpenRentalLimit(10, limits)).toBe(true);
  });

  it('names the first limit a request breaks, and the field to blame', () => {
    expect(bookingLimitBreach({ ...range('2030-03-12', '2030-03-14'), quantity: 4 }, today, limits)).toBeNull();
    expect(bookingLimitBreach({ ...range('2030-03-12', '2999-12-31'), quantity: 1 }, today, limits)).toEqual({
      code: 'RENTAL_TOO_LONG',
      field: 'dateTo',
    });
    expect(bookingLimitBreach({ ...range('2032-01-01', '2032-01-02'), quantity: 1 }, today, limits)).toEqual({
      code: 'BEYOND_BOOKING_HORIZON',
      field: 'dateTo',
    });
    expect(bookingLimitBreach({ ...range('2030-03-12', '2030-03-14'), quantity: 5 }, today, limits)).toEqual({
      code: 'TOO_MANY_UNITS',
      field: 'quantity',
    });
  });

  it('says each limit with its number', () => {
    expect(bookingLimitMessage.RENTAL_TOO_LONG(limits)).toBe('A rental can last at most 30 days.');
    expect(bookingLimitMessage.BEYOND_BOOKING_HORIZON(limits)).toBe('Rentals can be booked at most 365 days ahead.');
    expect(bookingLimitMessage.TOO_MANY_UNITS(limits)).toBe('At most 4 units per booking.');
    expect(bookingLimitMessage.TOO_MANY_OPEN_RENTALS(limits)).toBe(
      'You already have 10 open rental requests: cancel one or wait until one ends.',
    );
  });
});
