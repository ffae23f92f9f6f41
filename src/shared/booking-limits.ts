import { addDays, daysBetween, type DateRange, type IsoDate } from './calendar-date';

/*
 * The shop's abuse limits on bookings (decision 022): without them one customer could book every
 * unit of a product until the calendar's last year and empty the shop in a few requests. The
 * server enforces them; the web reads them from GET /api/shop and offers only what will pass.
 * No zod here: the storefront's first load reads these functions.
 */

export type BookingLimits = {
  /** The longest rental, in days (both ends included). */
  maxRentalDays: number;
  /** How far ahead a rental may reach: its last day is at most this many days after today. */
  bookingHorizonDays: number;
  /** Units of one product in one booking. */
  maxUnitsPerBooking: number;
  /** Rentals of one customer not yet ended (last day today or later). */
  maxOpenRentals: number;
};

/**
 * The demo shop has 2 to 8 units of a product, most 3 or 4: at 4 a film crew still books a set of
 * lights, but no single request takes the best-stocked products whole.
 */
export const DEFAULT_BOOKING_LIMITS: BookingLimits = {
  maxRentalDays: 30,
  bookingHorizonDays: 365,
  maxUnitsPerBooking: 4,
  maxOpenRentals: 10,
};

export const bookingLimitCodes = [
  'RENTAL_TOO_LONG',
  'BEYOND_BOOKING_HORIZON',
  'TOO_MANY_UNITS',
  'TOO_MANY_OPEN_RENTALS',
] as const;
export type BookingLimitCode = (typeof bookingLimitCodes)[number];

/** The last day any rental may reach today. */
export const lastBookableDay = (today: IsoDate, limits: BookingLimits): IsoDate =>
  addDays(today, limits.bookingHorizonDays);

/** The last day a rental starting on `dateFrom` may end on: the shorter of its length and the horizon. */
export function latestEndFor(dateFrom: IsoDate, today: IsoDate, limits: BookingLimits): IsoDate {
  const byLength = addDays(dateFrom, limits.maxRentalDays - 1);
  const byHorizon = lastBookableDay(today, limits);
  return byLength < byHorizon ? byLength : byHorizon;
}

export const isTooLong = (range: DateRange, limits: BookingLimits) =>
  daysBetween(range.dateFrom, range.dateTo) + 1 > limits.maxRentalDays;

export const isBeyondHorizon = (range: DateRange, today: IsoDate, limits: BookingLimits) =>
  range.dateTo > lastBookableDay(today, limits);

export const isTooManyUnits = (quantity: number, limits: BookingLimits) => quantity > limits.maxUnitsPerBooking;

/** Whether a customer with `open` rentals not yet ended may not book another. */
export const isAtOpenRentalLimit = (open: number, limits: BookingLimits) => open >= limits.maxOpenRentals;

/** The English message of each refusal; the web has its own texts for the codes, in every language. */
export const bookingLimitMessage: Record<BookingLimitCode, (limits: BookingLimits) => string> = {
  RENTAL_TOO_LONG: (limits) => `A rental can last at most ${limits.maxRentalDays} days.`,
  BEYOND_BOOKING_HORIZON: (limits) => `Rentals can be booked at most ${limits.bookingHorizonDays} days ahead.`,
  TOO_MANY_UNITS: (limits) => `At most ${limits.maxUnitsPerBooking} units per booking.`,
  TOO_MANY_OPEN_RENTALS: (limits) =>
    `You already have ${limits.maxOpenRentals} open rental requests: cancel one or wait until one ends.`,
};

/** The first limit a request for `quantity` units over `range` breaks, with the field to blame; null when none. */
export function bookingLimitBreach(
  request: DateRange & { quantity: number },
  today: IsoDate,
  limits: BookingLimits,
): { code: BookingLimitCode; field: 'dateTo' | 'quantity' } | null {
  if (isTooLong(request, limits)) return { code: 'RENTAL_TOO_LONG', field: 'dateTo' };
  if (isBeyondHorizon(request, today, limits)) return { code: 'BEYOND_BOOKING_HORIZON', field: 'dateTo' };
  if (isTooManyUnits(request.quantity, limits)) return { code: 'TOO_MANY_UNITS', field: 'quantity' };
  return null;
}
