import { formatDateRange, type IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';

/** SPEC section 9: English reads day before month (en-GB), as the site's one date formatter does. */
const locale = (language: Language) => (language === 'en' ? 'en-GB' : language);

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape, kept: a month's grid formats some hundred dates a render. */
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale(language), { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const at = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`);

/** "Mon", "lun", "Mo": a column's weekday. */
export const weekdayShort = (day: IsoDate, language: Language) =>
  format(language, { weekday: 'short' }).format(at(day)).replace(/\.$/, '');

/** "Monday, 3 March 2030": a column's whole name. */
export const dayLong = (day: IsoDate, language: Language) =>
  format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at(day));

/** "Mar 2030": the month a column starts. */
export const monthShort = (day: IsoDate, language: Language) =>
  format(language, { month: 'short', year: 'numeric' }).format(at(day));

/** "3 Mar – 16 Mar 2030" style ranges are the site's own: the one formatter. */
export const rangeText = (from: IsoDate, to: IsoDate, language: Language) =>
  formatDateRange({ dateFrom: from, dateTo: to }, language);
