import { daysBetween, type IsoDate, isoDate, parseIsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';

/*
 * The period the accountant's list shows, kept in the address (`?month=2026-05`, or
 * `?from=2026-04-01&to=2026-06-30`) so a reload or a shared link shows the same documents.
 */

export type Period =
  { kind: 'month'; month: string; from: IsoDate; to: IsoDate } | { kind: 'range'; from: IsoDate; to: IsoDate };

const MONTH = /^(\d{4})-(\d{2})$/;

/** The first and last day of a month ('2026-02' -> 2026-02-01 .. 2026-02-28); null for no month. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const [year, index] = [Number(match[1]), Number(match[2])];
  if (index < 1 || index > 12) return null;
  const from = parseIsoDate(`${month}-01`);
  if (!from) return null;
  const lastDay = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from, to: isoDate(`${month}-${String(lastDay).padStart(2, '0')}`) };
}

/** The longest period the server lists at once (a longer one is 400 BAD_PERIOD). */
export const PERIOD_MAX_DAYS = 366;

/** Why a range of dates cannot be asked for: its end before its start, or longer than the server lists. */
export function rangeProblem(from: IsoDate, to: IsoDate): 'backwards' | 'tooLong' | null {
  if (to < from) return 'backwards';
  return daysBetween(from, to) + 1 > PERIOD_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The period the address asks for: a month, or a range of dates the server lists (its end not
 * before its start, at most a year); anything else (nothing, a typo) is the shop's current month.
 */
export function periodFromSearch(search: URLSearchParams, today: IsoDate): Period {
  const from = parseIsoDate(search.get('from') ?? '');
  const to = parseIsoDate(search.get('to') ?? '');
  if (from && to && rangeProblem(from, to) === null) return { kind: 'range', from, to };
  const asked = search.get('month') ?? '';
  const month = monthRange(asked) ? asked : today.slice(0, 7);
  return { kind: 'month', month, ...monthRange(month)! };
}

/** The address's search for a period. */
export function periodSearch(period: { month: string } | { from: string; to: string }): URLSearchParams {
  return new URLSearchParams('month' in period ? { month: period.month } : { from: period.from, to: period.to });
}

/** The months offered in the picker: this one and the `count - 1` before it, newest first. */
export function recentMonths(today: IsoDate, count = 24): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

const dateLocale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/** "May 2026", "mayo de 2026", "Mai 2026". */
export function formatMonth(month: string, language: Language): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(dateLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, index - 1, 1),
  );
}
