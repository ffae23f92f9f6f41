import type { DatesRangeValue } from '@mantine/dates';
import { type BookingLimits, isBeyondHorizon, isTooLong } from '@shared/booking-limits';
import { type DateRange, type IsoDate, parseIsoDate } from '@shared/calendar-date';

/** What Mantine's range picker holds: two 'YYYY-MM-DD' strings, null until picked. */
export type PickerRange = DatesRangeValue<string>;

export const NO_PICK: PickerRange = [null, null];

export const toPickerRange = (range: DateRange | null): PickerRange =>
  range ? [range.dateFrom, range.dateTo] : NO_PICK;

/**
 * The picker's pair as a range, or null while it is incomplete (only the first day picked).
 * The strings go through the one date parser here, at the picker's edge, and nowhere else.
 */
export function toDateRange([start, end]: PickerRange): DateRange | null {
  const dateFrom = start ? parseIsoDate(start) : null;
  const dateTo = end ? parseIsoDate(end) : null;
  return dateFrom && dateTo && dateFrom <= dateTo ? { dateFrom, dateTo } : null;
}

/**
 * While only the first day is picked: whether `day` would close a range the shop refuses, being
 * too long (the picker orders the two days, so a day far before the first counts too) or ending
 * past the horizon (that one is also the picker's last day).
 */
export function outOfReach(day: string, first: string | null, today: IsoDate, limits: BookingLimits): boolean {
  const start = first ? parseIsoDate(first) : null;
  const date = parseIsoDate(day);
  if (!start || !date) return false;
  const [dateFrom, dateTo] = date < start ? [date, start] : [start, date];
  return isTooLong({ dateFrom, dateTo }, limits) || isBeyondHorizon({ dateFrom, dateTo }, today, limits);
}
