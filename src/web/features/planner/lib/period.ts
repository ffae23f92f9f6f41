import { addDays, daysBetween, type IsoDate, parseIsoDate } from '@shared/calendar-date';
import { isoWeekday } from '@shared/opening-days';

/** The stretches the planner shows at once: a week, two weeks, a month, three months (at most 93 days). */
export const plannerSpans = ['week', 'twoWeeks', 'month', 'quarter'] as const;
export type PlannerSpan = (typeof plannerSpans)[number];

export const DEFAULT_SPAN: PlannerSpan = 'twoWeeks';

export type PlannerPeriod = { span: PlannerSpan; from: IsoDate; to: IsoDate };

const isSpan = (value: string | null): value is PlannerSpan => plannerSpans.includes(value as PlannerSpan);

const mondayOf = (date: IsoDate) => addDays(date, 1 - isoWeekday(date));
const firstOfMonth = (date: IsoDate) => `${date.slice(0, 8)}01` as IsoDate;

/** The first of the month `months` after (or before) the month `date` is in. */
function addMonths(date: IsoDate, months: number): IsoDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01` as IsoDate;
}

/** The period of `span` that holds `day`: weeks start on Monday, months on the 1st. */
export function periodAround(span: PlannerSpan, day: IsoDate): PlannerPeriod {
  switch (span) {
    case 'week':
    case 'twoWeeks': {
      const from = mondayOf(day);
      return { span, from, to: addDays(from, span === 'week' ? 6 : 13) };
    }
    case 'month':
    case 'quarter': {
      const from = firstOfMonth(day);
      return { span, from, to: addDays(addMonths(from, span === 'month' ? 1 : 3), -1) };
    }
  }
}

/** The period before (-1) or after (+1) this one, of the same span. */
export function shiftPeriod(period: PlannerPeriod, direction: -1 | 1): PlannerPeriod {
  switch (period.span) {
    case 'week':
      return periodAround(period.span, addDays(period.from, 7 * direction));
    case 'twoWeeks':
      return periodAround(period.span, addDays(period.from, 14 * direction));
    case 'month':
      return periodAround(period.span, addMonths(period.from, direction));
    case 'quarter':
      return periodAround(period.span, addMonths(period.from, 3 * direction));
  }
}

/** Every day of a period, in order. */
export function daysOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(from, index));
}

/** What the planner's address says: `?span=month&day=2030-03-14` (the period holding that day), else today's two weeks. */
export function periodFromSearch(search: URLSearchParams, today: IsoDate): PlannerPeriod {
  const span = search.get('span');
  const day = parseIsoDate(search.get('day') ?? '') ?? today;
  return periodAround(isSpan(span) ? span : DEFAULT_SPAN, day);
}

/** A whole number id from the address, or undefined. */
export function idFromSearch(search: URLSearchParams, name: string): number | undefined {
  const value = Number(search.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export const isWeekendDay = (day: IsoDate) => isoWeekday(day) >= 6;
