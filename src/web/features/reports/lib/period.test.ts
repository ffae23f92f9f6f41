import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { groupingFromSearch, isoWeek, mondayOf, periodFromSearch, presets, timeBuckets, withSearch } from './period';

const today = isoDate('2030-03-14');
const search = (query: string) => new URLSearchParams(query);

describe('the reports’ period', () => {
  it('offers this month, last month (across a new year too) and this year', () => {
    expect(presets(today)).toEqual({
      thisMonth: { from: '2030-03-01', to: '2030-03-31' },
      lastMonth: { from: '2030-02-01', to: '2030-02-28' },
      thisYear: { from: '2030-01-01', to: '2030-12-31' },
    });
    expect(presets(isoDate('2031-01-05')).lastMonth).toEqual({ from: '2030-12-01', to: '2030-12-31' });
  });

  it('reads the address, names the quick choice it is, and falls back to this month', () => {
    expect(periodFromSearch(search(''), today)).toEqual({ from: '2030-03-01', to: '2030-03-31', preset: 'thisMonth' });
    expect(periodFromSearch(search('from=2030-01-01&to=2030-12-31'), today).preset).toBe('thisYear');
    expect(periodFromSearch(search('from=2030-01-10&to=2030-02-20'), today)).toEqual({
      from: '2030-01-10',
      to: '2030-02-20',
      preset: 'custom',
    });
    // Backwards, over a year, or not a date: this month.
    for (const query of ['from=2030-03-10&to=2030-03-01', 'from=2029-01-01&to=2030-03-01', 'from=soon&to=later']) {
      expect(periodFromSearch(search(query), today).preset).toBe('thisMonth');
    }
  });

  it('groups by what the address says, else by what suits the period’s length', () => {
    expect(groupingFromSearch(search('by=customer'), presets(today).thisMonth)).toBe('customer');
    expect(groupingFromSearch(search('by=hour'), presets(today).thisMonth)).toBe('day');
    expect(groupingFromSearch(search(''), { from: isoDate('2030-01-01'), to: isoDate('2030-03-31') })).toBe('week');
    expect(groupingFromSearch(search(''), presets(today).thisYear)).toBe('month');
    expect(withSearch(search('from=2030-01-01&to=2030-01-31'), { by: 'week' }).toString()).toBe(
      'from=2030-01-01&to=2030-01-31&by=week',
    );
  });

  it('lists the days, weeks and months of a period as the revenue report keys them', () => {
    const range = { from: isoDate('2030-12-30'), to: isoDate('2031-01-14') };
    expect(timeBuckets('day', range)).toHaveLength(16);
    expect(timeBuckets('week', range)).toEqual(['2030-12-30', '2031-01-06', '2031-01-13']);
    expect(timeBuckets('month', range)).toEqual(['2030-12', '2031-01']);
    expect(mondayOf(isoDate('2030-03-17'))).toBe('2030-03-11');
    // 30 December 2030 is in the first week of 2031; 1 January 2027 in the 53rd of 2026.
    expect(isoWeek(isoDate('2030-12-30'))).toEqual({ week: 1, year: 2031 });
    expect(isoWeek(isoDate('2027-01-01'))).toEqual({ week: 53, year: 2026 });
    expect(isoWeek(isoDate('2030-03-14'))).toEqual({ week: 11, year: 2030 });
  });
});
