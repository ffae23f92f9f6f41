import type { IsoDate } from '../../../../../shared/calendar-date';

/** A calendar month written 'YYYY-MM', as the calendar endpoint takes it. */
export type IsoMonth = string;

export function monthOf(date: IsoDate): IsoMonth {
  return date.slice(0, 7);
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a picker shows side by side, starting with the month of `firstShown`. */
export function visibleMonths(firstShown: IsoDate, columns: number): IsoMonth[] {
  return Array.from({ length: columns }, (_, offset) => addMonths(monthOf(firstShown), offset));
}
