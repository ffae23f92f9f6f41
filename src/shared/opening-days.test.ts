import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar-date';
import {
  bufferEnd,
  chargedDays,
  closedReason,
  DEFAULT_OPENING_RULES,
  isoWeekday,
  isWeekend,
  type OpeningRules,
  openingRuleBreach,
} from './opening-days';

// 2030-03-08 is a Friday; the shop below is closed on Sundays and on 2030-03-11 (a Monday).
const FRIDAY = isoDate('2030-03-08');
const rules: OpeningRules = {
  openingDays: [1, 2, 3, 4, 5, 6],
  closedDates: [isoDate('2030-03-11')],
  leadTimeDays: 1,
  closedDaysFree: false,
};

describe('opening days', () => {
  it('knows the ISO weekday of a date and why the shop is closed on it', () => {
    expect(isoWeekday(FRIDAY)).toBe(5);
    expect(isoWeekday(isoDate('2030-03-10'))).toBe(7);
    expect(closedReason(FRIDAY, rules)).toBeNull();
    expect(closedReason(isoDate('2030-03-10'), rules)).toBe('weekday');
    expect(closedReason(isoDate('2030-03-11'), rules)).toBe('closedDate');
  });

  it('refuses a first or last day the shop is closed, and a first day inside the lead time', () => {
    const today = isoDate('2030-03-07');
    expect(openingRuleBreach({ dateFrom: FRIDAY, dateTo: isoDate('2030-03-12') }, today, rules)).toBeNull();
    expect(
      openingRuleBreach({ dateFrom: isoDate('2030-03-10'), dateTo: isoDate('2030-03-12') }, today, rules),
    ).toMatchObject({
      code: 'CLOSED_ON_FIRST_DAY',
      field: 'dateFrom',
    });
    expect(openingRuleBreach({ dateFrom: FRIDAY, dateTo: isoDate('2030-03-11') }, today, rules)).toMatchObject({
      code: 'CLOSED_ON_LAST_DAY',
      field: 'dateTo',
      message: 'The shop is closed on 2030-03-11: a rental starts and ends on a day the shop is open.',
    });
    expect(openingRuleBreach({ dateFrom: today, dateTo: FRIDAY }, today, rules)).toMatchObject({
      code: 'TOO_SHORT_NOTICE',
    });
    // The defaults keep today's behaviour: any day, from today.
    expect(openingRuleBreach({ dateFrom: today, dateTo: today }, today, DEFAULT_OPENING_RULES)).toBeNull();
  });

  it('charges every day, or with closedDaysFree only the open ones', () => {
    const weekend = { dateFrom: FRIDAY, dateTo: isoDate('2030-03-12') }; // Fri, Sat, Sun, Mon (closed), Tue
    expect(chargedDays(weekend, rules)).toBe(5);
    expect(chargedDays(weekend, { ...rules, closedDaysFree: true })).toBe(3);
  });

  it('charges a weekend as one day with the weekend rate: Friday or Saturday to the Monday after, nothing else', () => {
    const open = { ...DEFAULT_OPENING_RULES, weekendAsOneDay: true };
    const range = (from: string, to: string) => ({ dateFrom: isoDate(from), dateTo: isoDate(to) });
    // 2030-03-08 Friday, 2030-03-09 Saturday, 2030-03-11 Monday, 2030-03-12 Tuesday.
    expect(chargedDays(range('2030-03-08', '2030-03-11'), open)).toBe(1);
    expect(chargedDays(range('2030-03-09', '2030-03-11'), open)).toBe(1);
    expect(isWeekend(range('2030-03-09', '2030-03-11'))).toBe(true);
    // One day more, one day less, another start, or the Monday a week later: counted as ever.
    expect(chargedDays(range('2030-03-08', '2030-03-12'), open)).toBe(5);
    expect(chargedDays(range('2030-03-08', '2030-03-10'), open)).toBe(3);
    expect(chargedDays(range('2030-03-07', '2030-03-11'), open)).toBe(5);
    expect(chargedDays(range('2030-03-08', '2030-03-18'), open)).toBe(11);
    expect(chargedDays(range('2030-03-10', '2030-03-11'), open)).toBe(2);
    // Off, a weekend is its days.
    expect(chargedDays(range('2030-03-08', '2030-03-11'), DEFAULT_OPENING_RULES)).toBe(4);
    // With closed days free too, the weekend rate still makes it one day.
    expect(chargedDays(range('2030-03-09', '2030-03-11'), { ...rules, closedDates: [], closedDaysFree: true })).toBe(2);
    expect(
      chargedDays(range('2030-03-09', '2030-03-11'), {
        ...rules,
        closedDates: [],
        closedDaysFree: true,
        weekendAsOneDay: true,
      }),
    ).toBe(1);
  });

  it('counts a buffer in open days: closed days after a rental do not shorten it', () => {
    // Ends Friday, buffer 1: Saturday. Ends Saturday, buffer 1: Sunday and Monday closed, so Tuesday.
    expect(bufferEnd(FRIDAY, 1, rules)).toBe('2030-03-09');
    expect(bufferEnd(isoDate('2030-03-09'), 1, rules)).toBe('2030-03-12');
    expect(bufferEnd(isoDate('2030-03-09'), 2, rules)).toBe('2030-03-13');
    expect(bufferEnd(FRIDAY, 0, rules)).toBe(FRIDAY);
    // Open every day: plain calendar days.
    expect(bufferEnd(FRIDAY, 3, DEFAULT_OPENING_RULES)).toBe('2030-03-11');
  });
});
