import type { Season } from './seasons';
import { addDays, daysBetween, type DateRange, type IsoDate } from './calendar-date';

/*
 * The shop's opening days: the weekdays it opens, the dates it is closed (holidays),
 * the notice it needs before a rental's first day, and whether closed days inside a rental are
 * charged. A rental starts and ends on an open day (customers pick up and bring back), and a
 * product's buffer after a rental counts open days only: nobody cleans a camera in a closed shop
 * (decision 046). The server enforces these rules; the date picker reads them from GET /api/shop
 * and offers only what will pass. The database counts buffers with its own copy of `bufferEnd`
 * (the SQL function buffer_end, migration 0018), tested against this one.
 */

/** ISO weekdays: 1 Monday to 7 Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

export type OpeningRules = {
  /** The weekdays the shop opens (ISO, 1 Monday to 7 Sunday), at least one. */
  openingDays: number[];
  /** Dates the shop is closed whatever the weekday (holidays, inventory days), YYYY-MM-DD. */
  closedDates: IsoDate[];
  /** Whole days of notice before a rental's first day: 0 lets a rental start today. */
  leadTimeDays: number;
  /** Closed days inside a rental are not charged: its line total counts open days only. */
  closedDaysFree: boolean;
  /**
   * The weekend rate (docs/pricing.md): a rental picked up on a Friday or Saturday and brought back
   * on the Monday after is charged as one day. Off when absent.
   */
  weekendAsOneDay?: boolean;
  /** Seasonal prices (shared/seasons.ts): a rental is priced by the season of its first day. None when absent. */
  seasons?: readonly Season[];
  /**
   * Days closed for everyone but open for one rental: a pick-up or return the shop kept when it
   * closed the day (decision 102). Only the rules a change of that rental's dates reads carry them.
   */
  keptOpen?: readonly IsoDate[];
};

/** Today's behaviour: open every day, never closed, no notice, every day charged. */
export const DEFAULT_OPENING_RULES: OpeningRules = {
  openingDays: [...ISO_WEEKDAYS],
  closedDates: [],
  leadTimeDays: 0,
  closedDaysFree: false,
};

/** The ISO weekday of a calendar date (no time zone involved: the date is the shop's already). */
export function isoWeekday(date: IsoDate): IsoWeekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

/** Why the shop is closed on a date: not one of its weekdays, or a closed date; null when open. */
export type ClosedReason = 'weekday' | 'closedDate';

export function closedReason(
  date: IsoDate,
  rules: Pick<OpeningRules, 'openingDays' | 'closedDates' | 'keptOpen'>,
): ClosedReason | null {
  if (rules.keptOpen?.includes(date)) return null;
  if (!rules.openingDays.includes(isoWeekday(date))) return 'weekday';
  return rules.closedDates.includes(date) ? 'closedDate' : null;
}

export const isOpenOn = (date: IsoDate, rules: Pick<OpeningRules, 'openingDays' | 'closedDates' | 'keptOpen'>) =>
  closedReason(date, rules) === null;

/**
 * Whether a rental is a weekend: from a Friday or Saturday to the Monday right after (4 or 3
 * calendar days), the gear houses' weekend rate.
 */
export function isWeekend(range: DateRange): boolean {
  const first = isoWeekday(range.dateFrom);
  return (first === 5 || first === 6) && range.dateTo === addDays(range.dateFrom, 8 - first);
}

/**
 * The days of a rental its line total counts: every day (the spec's formula), or with
 * `closedDaysFree` only the open ones; a weekend counts as one with `weekendAsOneDay`. A rental
 * starts and ends on an open day, so at least 1. The cart, the quote, the booking, extensions and
 * staff changes all count with this function.
 */
export function chargedDays(range: DateRange, rules: OpeningRules): number {
  if (rules.weekendAsOneDay && isWeekend(range)) return 1;
  const days = daysBetween(range.dateFrom, range.dateTo) + 1;
  if (!rules.closedDaysFree) return days;
  let open = 0;
  for (let offset = 0; offset < days; offset += 1) {
    if (isOpenOn(addDays(range.dateFrom, offset), rules)) open += 1;
  }
  return Math.max(open, 1);
}

/**
 * The last day a unit is kept after a rental ending on `lastDay` with a buffer of `bufferDays`
 * open days: the buffer's last open day (closed days in between are kept too, nobody works on
 * them), or `lastDay` itself without a buffer. The blocked range the exclusion constraint
 * compares is the rental's first day to this one.
 */
export function bufferEnd(
  lastDay: IsoDate,
  bufferDays: number,
  rules: Pick<OpeningRules, 'openingDays' | 'closedDates'>,
): IsoDate {
  let day = lastDay;
  let left = bufferDays;
  // At least one weekday is open and closed dates are finite, so this ends within bufferDays weeks and a year.
  while (left > 0) {
    day = addDays(day, 1);
    if (isOpenOn(day, rules)) left -= 1;
  }
  return day;
}

/** The first day a rental may start on `today`: after the lead time. */
export const earliestStart = (today: IsoDate, rules: Pick<OpeningRules, 'leadTimeDays'>): IsoDate =>
  addDays(today, rules.leadTimeDays);

export const openingRuleCodes = ['CLOSED_ON_FIRST_DAY', 'CLOSED_ON_LAST_DAY', 'TOO_SHORT_NOTICE'] as const;
export type OpeningRuleCode = (typeof openingRuleCodes)[number];

/** The first opening rule a new range breaks, with the field to blame; null when none. */
export function openingRuleBreach(
  range: DateRange,
  today: IsoDate,
  rules: OpeningRules,
): { code: OpeningRuleCode; field: 'dateFrom' | 'dateTo'; message: string } | null {
  if (range.dateFrom < earliestStart(today, rules)) {
    return {
      code: 'TOO_SHORT_NOTICE',
      field: 'dateFrom',
      message: `Rentals must be booked at least ${rules.leadTimeDays} day(s) ahead: the earliest first day is ${earliestStart(today, rules)}.`,
    };
  }
  for (const [field, code, date] of [
    ['dateFrom', 'CLOSED_ON_FIRST_DAY', range.dateFrom],
    ['dateTo', 'CLOSED_ON_LAST_DAY', range.dateTo],
  ] as const) {
    if (!isOpenOn(date, rules)) {
      return {
        code,
        field,
        message: `The shop is closed on ${date}: a rental starts and ends on a day the shop is open.`,
      };
    }
  }
  return null;
}
