import { addDays, type IsoDate, monthOf, parseIsoDate } from '@shared/calendar-date';

/** A calendar month written 'YYYY-MM' (as `monthOf` writes it), as the calendar endpoint takes it. */
export type IsoMonth = string;

/** The first day of a month, through the one date parser rather than by taking the text apart. */
const firstDayOf = (month: IsoMonth): IsoDate | null => parseIsoDate(`${month}-01`);

/**
 * The month `count` months after `month` (before, when negative), or null outside the years the
 * shop accepts. Steps a month at a time over whole days: 31 days after a first of the month is
 * always in the next month, the day before it always in the previous one, so no year or month
 * number is ever worked out by hand.
 */
export function addMonths(month: IsoMonth, count: number): IsoMonth | null {
  let first = firstDayOf(month);
  for (let step = 0; first && step < Math.abs(count); step += 1) {
    first = firstDayOf(monthOf(addDays(first, count > 0 ? 31 : -1)));
  }
  return first && monthOf(first);
}

/** The months a picker shows side by side, starting with the month of `firstShown`. */
export function visibleMonths(firstShown: IsoDate, columns: number): IsoMonth[] {
  return Array.from({ length: columns }, (_, offset) => addMonths(monthOf(firstShown), offset)).filter(
    (month): month is IsoMonth => month !== null,
  );
}

/**
 * The months on show and every month between them and `picked` (the month of the first day
 * picked): what a range begun there may run over. At most 13, more than the longest rental spans.
 */
export function monthsSpanning(picked: IsoMonth, shown: IsoMonth[]): IsoMonth[] {
  const [start, end] = [[picked, ...shown].sort()[0]!, [picked, ...shown].sort().at(-1)!];
  const months: IsoMonth[] = [];
  for (let month: IsoMonth | null = start; month && month <= end && months.length < 13; month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}
