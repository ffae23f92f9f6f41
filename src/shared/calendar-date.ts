import type { Language } from './languages';

/** Years the shop accepts anywhere: a typo such as 0202 or 20266 is refused, not stored. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2999;

/**
 * A calendar date ('YYYY-MM-DD'), never an instant: no time zone can move it by a day. A plain
 * `string` is not one: it becomes one through `parseIsoDate` or this schema, which check that it
 * is a real date. (A template-literal type rather than a zod brand: openapi-fetch's answer types
 * turn a branded string into an object.) Its zod schema is in schemas/dates.ts: this module stays
 * free of zod, which the storefront's first load does not carry.
 */
export type IsoDate = `${number}-${number}-${number}`;

/** An inclusive range of calendar dates. The one shape and the one pair of names a range has. */
export type DateRange = { dateFrom: IsoDate; dateTo: IsoDate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The one parser of calendar dates: a real date written YYYY-MM-DD within the shop's years, else null. */
export function parseIsoDate(value: string): IsoDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? (value as IsoDate) : null;
}

/** For values that are calendar dates by construction (a database `date` column, a constant). */
export function isoDate(value: string): IsoDate {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

/**
 * One formatter per time zone, kept: building an Intl.DateTimeFormat costs about 57 µs, using one
 * about 5 µs, and every booking and rental list asks for the shop's today.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    // A shop has one zone and a browser one or two: the cap only guards against a caller that
    // passes many (a test looping over zones).
    if (dayFormats.size >= 64) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date in `timeZone` (an IANA name) at the instant `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormatIn(timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}` as IsoDate;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function toUtcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10) as IsoDate;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** The month ('YYYY-MM') a date is in. */
export const monthOf = (date: IsoDate) => date.slice(0, 7);

/** SPEC section 9: day, long month, year. Plain `en` puts the month first (en-US), so English reads en-GB. */
const dateLocale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/**
 * The one formatter of calendar dates, for the site and the e-mails alike: "12 March 2030",
 * "12 de marzo de 2030", "12. März 2030". Formatted at UTC midnight in UTC, so the reader's
 * time zone can never show the day before.
 */
/**
 * The long-date formatter of each language, made once: an Intl.DateTimeFormat takes far longer to
 * make than to use (a confirmation mail's dates cost more than the rest of the mail, issue 49).
 */
const longDateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatCalendarDate(date: IsoDate, language: Language): string {
  let format = longDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDateFormats.set(language, format);
  }
  return format.format(toUtcMidnight(date));
}

/** "12 March 2030 – 15 March 2030"; a one-day range shows its single date. */
export function formatDateRange(range: DateRange, language: Language): string {
  const start = formatCalendarDate(range.dateFrom, language);
  return range.dateFrom === range.dateTo ? start : `${start} – ${formatCalendarDate(range.dateTo, language)}`;
}
