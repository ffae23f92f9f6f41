import { describe, expect, it } from 'vitest';
import { daysBetween, isoDate } from '@shared/calendar-date';
import { PLANNER_MAX_DAYS } from '@shared/schemas/planner';
import { daysOf, idFromSearch, periodAround, periodFromSearch, plannerSpans, shiftPeriod } from './period';

// A Thursday.
const today = isoDate('2030-03-14');

describe('the planner’s period', () => {
  it('is today’s two weeks from their Monday by default, or the span and day the address names', () => {
    expect(periodFromSearch(new URLSearchParams(), today)).toEqual({
      span: 'twoWeeks',
      from: '2030-03-11',
      to: '2030-03-24',
    });
    expect(periodFromSearch(new URLSearchParams('span=week&day=2030-03-03'), today)).toEqual({
      span: 'week',
      from: '2030-02-25',
      to: '2030-03-03',
    });
    expect(periodFromSearch(new URLSearchParams('span=month&day=2028-02-10'), today)).toEqual({
      span: 'month',
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodFromSearch(new URLSearchParams('span=quarter&day=2030-11-20'), today)).toEqual({
      span: 'quarter',
      from: '2030-11-01',
      to: '2031-01-31',
    });
    // Nonsense falls back to the default.
    expect(periodFromSearch(new URLSearchParams('span=year&day=2030-02-30'), today)).toMatchObject({
      span: 'twoWeeks',
      from: '2030-03-11',
    });
  });

  it('moves by its own length, over year ends, and never asks for more days than the server gives', () => {
    expect(shiftPeriod(periodAround('week', today), 1)).toMatchObject({ from: '2030-03-18', to: '2030-03-24' });
    expect(shiftPeriod(periodAround('twoWeeks', today), -1)).toMatchObject({ from: '2030-02-25', to: '2030-03-10' });
    expect(shiftPeriod(periodAround('month', isoDate('2030-12-05')), 1)).toMatchObject({
      from: '2031-01-01',
      to: '2031-01-31',
    });
    expect(shiftPeriod(periodAround('quarter', isoDate('2030-02-05')), -1)).toMatchObject({
      from: '2029-11-01',
      to: '2030-01-31',
    });
    for (const span of plannerSpans) {
      for (let month = 1; month <= 12; month++) {
        const period = periodAround(span, isoDate(`2030-${String(month).padStart(2, '0')}-15`));
        expect(daysBetween(period.from, period.to) + 1).toBeLessThanOrEqual(PLANNER_MAX_DAYS);
      }
    }
  });

  it('lists its days, and reads ids from the address', () => {
    expect(daysOf(isoDate('2030-02-27'), isoDate('2030-03-02'))).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    const search = new URLSearchParams('productId=12&categoryId=x');
    expect(idFromSearch(search, 'productId')).toBe(12);
    expect(idFromSearch(search, 'categoryId')).toBeUndefined();
    expect(idFromSearch(search, 'q')).toBeUndefined();
  });
});
