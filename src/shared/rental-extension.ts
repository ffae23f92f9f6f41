import { addDays, daysBetween, type IsoDate } from './calendar-date';
import { type BookingLimits, bookingLimitMessage, isBeyondHorizon, isTooLong } from './booking-limits';
import { chargedDays, isOpenOn, type OpeningRules } from './opening-days';

/*
 * Extending a rental from the account: which rentals may be extended, to which last
 * days, and what the added days cost. The server enforces these rules (and the database decides
 * whether the units are free); the account reads them to offer the action and the days that pass.
 */

/** What the extension rules read of a rental: its dates, whether it is cancelled, its order's state. */
export type ExtendableRental = {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  cancelledAt: string | Date | null;
  /** Placed (at pick-up, or paid online) is live; AwaitingPayment, Lapsed and Cancelled are not. */
  orderStatus: string;
};

export const extensionRefusalCodes = [
  'RENTAL_CANCELLED',
  'ORDER_NOT_LIVE',
  'RENTAL_ENDED',
  'NOT_LATER',
  'CLOSED_ON_LAST_DAY',
  'RENTAL_TOO_LONG',
  'BEYOND_BOOKING_HORIZON',
  'CHANGE_PENDING',
  'UNIT_NOT_FREE',
] as const;
export type ExtensionRefusalCode = (typeof extensionRefusalCodes)[number];

export type ExtensionRefusal = { code: ExtensionRefusalCode; message: string };

/** The English message of each refusal; the account has its own texts for the codes, in every language. */
export const extensionRefusalMessage = (code: ExtensionRefusalCode, limits: BookingLimits): string => {
  switch (code) {
    case 'RENTAL_CANCELLED':
      return 'This rental was cancelled.';
    case 'ORDER_NOT_LIVE':
      return 'Only a rental of a placed or paid order can be extended.';
    case 'RENTAL_ENDED':
      return 'This rental has ended and can no longer be extended.';
    case 'NOT_LATER':
      return 'The new last day must be later than the current one.';
    case 'CLOSED_ON_LAST_DAY':
      return 'The shop is closed on that day: a rental ends on a day the shop is open.';
    case 'RENTAL_TOO_LONG':
    case 'BEYOND_BOOKING_HORIZON':
      return bookingLimitMessage[code](limits);
    case 'CHANGE_PENDING':
      return 'An earlier change of this rental is waiting for its payment.';
    case 'UNIT_NOT_FREE':
      return 'The unit is booked by someone else on some of the new days: this rental cannot be extended to that day.';
  }
};

/** Whether the rental may be extended at all on `today` (live and not ended); the account offers the action by it. */
export function mayExtend(rental: ExtendableRental, today: IsoDate): boolean {
  return rental.cancelledAt === null && rental.orderStatus === 'Placed' && rental.dateTo >= today;
}

/**
 * The first rule extending `rental` to the last day `dateTo` breaks, or null: live, not ended,
 * later than now, an open last day, and the limits of a new booking over the whole rental.
 * Whether its units are free on the new days is the database's to say.
 */
export function extensionRuleBreach(
  rental: ExtendableRental,
  dateTo: IsoDate,
  today: IsoDate,
  rules: OpeningRules,
  limits: BookingLimits,
): ExtensionRefusalCode | null {
  if (rental.cancelledAt !== null) return 'RENTAL_CANCELLED';
  if (rental.orderStatus !== 'Placed') return 'ORDER_NOT_LIVE';
  if (rental.dateTo < today) return 'RENTAL_ENDED';
  if (dateTo <= rental.dateTo) return 'NOT_LATER';
  if (!isOpenOn(dateTo, rules)) return 'CLOSED_ON_LAST_DAY';
  const whole = { dateFrom: rental.dateFrom, dateTo };
  if (isTooLong(whole, limits)) return 'RENTAL_TOO_LONG';
  if (isBeyondHorizon(whole, today, limits)) return 'BEYOND_BOOKING_HORIZON';
  return null;
}

/**
 * The days an extension adds and the days of them charged by the shop's rules now: the rental's
 * charged days after it are those before plus these (its first days keep the rules they were
 * booked by).
 */
export function addedDays(currentDateTo: IsoDate, dateTo: IsoDate, rules: OpeningRules) {
  const added = { dateFrom: addDays(currentDateTo, 1), dateTo };
  return { days: daysBetween(added.dateFrom, added.dateTo) + 1, charged: chargedDays(added, rules) };
}
