import { type BookingLimits, bookingLimitBreach, bookingLimitMessage } from './booking-limits';
import type { DateRange, IsoDate } from './calendar-date';
import { chargedDays, type OpeningRules, openingRuleBreach } from './opening-days';
import { mayCancel } from './rental-rules';

/*
 * Shortening or moving a rental that has not started (decision 048): the new range
 * follows every rule of a new booking, and may not add charged days (more days are an extension,
 * which is paid for; a change only ever gives money back). The server refuses by these rules, and
 * its quote, which the account shows before the customer confirms, answers with the same.
 */

/** Inside the old range: a shorten; any other range: a move. */
export type RescheduleKind = 'shorten' | 'move';

export const rescheduleKindOf = (before: DateRange, after: DateRange): RescheduleKind =>
  after.dateFrom >= before.dateFrom && after.dateTo <= before.dateTo ? 'shorten' : 'move';

export type RangeRefusal = { code: string; field: 'dateFrom' | 'dateTo'; message: string };

export const SAME_DATES_MESSAGE = 'These are already the dates of this rental.';
export const MORE_DAYS_MESSAGE =
  'A change of dates cannot add charged days: to keep the gear longer, extend the rental instead.';

/**
 * Why the new range cannot replace the old one (null when it can), in the order a customer
 * would fix it: the same dates, opening days and notice, the booking limits, then more days.
 * `chargedBefore` is what the rental charges now; the new range is counted by today's rules.
 */
export function rescheduleRangeRefusal(
  before: DateRange & { chargedDays: number },
  after: DateRange,
  today: IsoDate,
  rules: OpeningRules,
  limits: BookingLimits,
): RangeRefusal | null {
  if (after.dateFrom === before.dateFrom && after.dateTo === before.dateTo) {
    return { code: 'SAME_DATES', field: 'dateFrom', message: SAME_DATES_MESSAGE };
  }
  const closed = openingRuleBreach(after, today, rules);
  if (closed) return closed;
  // The units are booked already and a change adds none: only the range's limits apply.
  const breach = bookingLimitBreach({ ...after, quantity: 1 }, today, limits);
  if (breach && breach.field !== 'quantity') {
    return { code: breach.code, field: breach.field, message: bookingLimitMessage[breach.code](limits) };
  }
  if (chargedDays(after, rules) > before.chargedDays) {
    return { code: 'MORE_DAYS_THAN_BOOKED', field: 'dateTo', message: MORE_DAYS_MESSAGE };
  }
  return null;
}

/** The line's rent before and after a change, each its charged days at its daily price. */
export type RentBeforeAfter = {
  before: { chargedDays: number; dailyPriceCents: number };
  after: { chargedDays: number; dailyPriceCents: number };
};

/** What the change takes off the line: its rent before less its rent after, for every unit; never below 0. */
export const removedCents = ({ before, after }: RentBeforeAfter, units: number) =>
  Math.max(0, before.chargedDays * before.dailyPriceCents - after.chargedDays * after.dailyPriceCents) * units;

/**
 * Whether the account offers to change a rental's dates: while the customer could cancel it, its
 * order placed (not awaiting its online payment, not cancelled or lapsed) and no unit handed over.
 * The server checks the same (flows/reschedule.ts), each with its own refusal.
 */
export function mayReschedule(
  rental: DateRange & {
    incident: { byShop: boolean } | null;
    cancelledAt: string | null;
    orderStatus: string;
    items: { checkedOutAt: string | null }[];
  },
  today: IsoDate,
) {
  return (
    rental.cancelledAt === null &&
    rental.orderStatus === 'Placed' &&
    !rental.items.some((item) => item.checkedOutAt !== null) &&
    mayCancel(rental, today)
  );
}
