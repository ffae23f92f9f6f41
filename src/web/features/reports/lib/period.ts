import { addDays, daysBetween, type IsoDate, isoDate, parseIsoDate } from '@shared/calendar-date';
import type { RevenueGrouping } from '@shared/schemas/reports';

/*
 * The reports' period and grouping, kept in the address (`?from=2030-03-01&to=2030-03-31&by=product`)
 * so a reload or a shared link shows the same figures. Nothing in the address is this month.
 */

export const presetNames = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type PresetName = (typeof presetNames)[number];
export type Range = { from: IsoDate; to: IsoDate };
export type Period = Range & { preset: PresetName | 'custom' };

/** The longest period the server reports on at once (a longer one is 400 BAD_PERIOD). */
export const PERIOD_MAX_DAYS = 366;

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last day of the month `back` months before `today`'s. */
function monthOf(today: IsoDate, back: number): Range {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - back;
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(year, month + 1, 0));
  const day = (date: Date) =>
    isoDate(`${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`);
  return { from: day(first), to: day(last) };
}

/** The quick choices, on the shop's calendar: this month, the month before, this whole year. */
export function presets(today: IsoDate): Record<PresetName, Range> {
  const year = today.slice(0, 4);
  return {
    thisMonth: monthOf(today, 0),
    lastMonth: monthOf(today, 1),
    thisYear: { from: isoDate(`${year}-01-01`), to: isoDate(`${year}-12-31`) },
  };
}

/** Why a range cannot be asked for: its end before its start, or longer than the server reports on. */
export function rangeProblem(from: IsoDate, to: IsoDate): 'backwards' | 'tooLong' | null {
  if (to < from) return 'backwards';
  return daysBetween(from, to) + 1 > PERIOD_MAX_DAYS ? 'tooLong' : null;
}

/** The period the address asks for, named by the quick choice it is; anything the server would refuse is this month. */
export function periodFromSearch(search: URLSearchParams, today: IsoDate): Period {
  const choices = presets(today);
  const from = parseIsoDate(search.get('from') ?? '');
  const to = parseIsoDate(search.get('to') ?? '');
  const range = from && to && rangeProblem(from, to) === null ? { from, to } : choices.thisMonth;
  const preset = presetNames.find((name) => choices[name].from === range.from && choices[name].to === range.to);
  return { ...range, preset: preset ?? 'custom' };
}

/**
 * The revenue's groupings, in the order the page offers them: written out rather than read from
 * the schema, which would bring zod into the page's chunk; as a record's keys, none is missed.
 */
const offered: Record<RevenueGrouping, true> = {
  day: true,
  week: true,
  month: true,
  product: true,
  category: true,
  customer: true,
};
export const groupings = Object.keys(offered) as RevenueGrouping[];

const isGrouping = (value: string | null): value is RevenueGrouping =>
  (groupings as readonly (string | null)[]).includes(value);

/**
 * The revenue's grouping the address asks for; when it names none, what suits the period's
 * length: days up to a month, weeks up to a quarter or so, months beyond.
 */
export function groupingFromSearch(search: URLSearchParams, period: Range): RevenueGrouping {
  const asked = search.get('by');
  if (isGrouping(asked)) return asked;
  const days = daysBetween(period.from, period.to) + 1;
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

/** The address's search with a new period or grouping, the rest kept. */
export function withSearch(search: URLSearchParams, change: Partial<Range & { by: RevenueGrouping }>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) next.set(key, value);
  return next;
}

/** The days, weeks (by their Monday) or months (`2030-03`) of a period, as the revenue report keys them. */
export function timeBuckets(by: 'day' | 'week' | 'month', period: Range): string[] {
  const keys: string[] = [];
  if (by === 'month') {
    for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7);) {
      keys.push(month);
      const [year, index] = month.split('-').map(Number) as [number, number];
      month = index === 12 ? `${year + 1}-01` : `${year}-${pad(index + 1)}`;
    }
    return keys;
  }
  const step = by === 'week' ? 7 : 1;
  const start = by === 'week' ? mondayOf(period.from) : period.from;
  for (let day = start; day <= period.to; day = addDays(day, step)) keys.push(day);
  return keys;
}

/** The Monday of a day's week (ISO weeks start on Monday). */
export function mondayOf(day: IsoDate): IsoDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The ISO week of a day: its number and the year it belongs to (the year of its Thursday). */
export function isoWeek(day: IsoDate): { week: number; year: number } {
  const thursday = addDays(mondayOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  return { week: Math.floor(daysBetween(isoDate(`${year}-01-01`), thursday) / 7) + 1, year };
}
