import type { DatesRangeValue } from '@mantine/dates';
import { type DateRange, parseIsoDate } from '@shared/calendar-date';

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
