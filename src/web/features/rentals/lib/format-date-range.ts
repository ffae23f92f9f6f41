import type { IsoDate } from '../../../../shared/calendar-date';
import { dateLocale } from '../../../lib/date-locale';

/**
 * A 'YYYY-MM-DD' calendar date in the chosen language. The date is built at UTC midnight and
 * formatted in UTC, so the viewer's time zone can never move it to the day before or after.
 */
export function formatCalendarDate(date: IsoDate, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "12 March 2030 – 15 March 2030"; a one-day rental shows its single date. */
export function formatDateRange(from: IsoDate, to: IsoDate, language: string): string {
  const start = formatCalendarDate(from, language);
  return from === to ? start : `${start} – ${formatCalendarDate(to, language)}`;
}
