import { describe, expect, it } from 'vitest';
import type { Season } from '@shared/seasons';
import {
  seasonExample,
  seasonProblems,
  seasonRowsOf,
  seasonsChanged,
  seasonsInput,
  signedPercent,
  sortedRows,
  type SeasonRow,
} from './seasons';

const summer: Season = { name: 'Summer', from: '2030-07-01', to: '2030-08-31', percent: 20 };
const january: Season = { name: 'January', from: '2031-01-01', to: '2031-01-31', percent: -15 };

const row = (fields: Partial<SeasonRow>): SeasonRow => ({
  key: 'k',
  name: 'Season',
  from: '2030-01-01',
  to: '2030-01-02',
  percent: 10,
  ...fields,
});

describe('the seasons in the settings form', () => {
  it('sends the rows trimmed, numbers as numbers, only when they say something new', () => {
    const rows = seasonRowsOf([summer, january]);
    expect(seasonsChanged(rows, [summer, january])).toBe(false);
    // The order aside: the server keeps them by their first day anyway.
    expect(seasonsChanged([...rows].reverse(), [summer, january])).toBe(false);
    rows[0] = { ...rows[0]!, name: ' Summer sale ', percent: '25' };
    expect(seasonsChanged(rows, [summer, january])).toBe(true);
    expect(seasonsInput(rows)[0]).toEqual({ name: 'Summer sale', from: '2030-07-01', to: '2030-08-31', percent: 25 });
    expect(seasonsChanged(rows.slice(1), [summer, january])).toBe(true);
  });

  it('sorts the rows by their first day, as the server keeps them', () => {
    const rows = seasonRowsOf([january, summer]);
    expect(sortedRows(rows).map((kept) => kept.name)).toEqual(['Summer', 'January']);
  });

  it('checks each field by the server’s rules', () => {
    expect(seasonProblems([row({})], 0)).toEqual([]);
    expect(seasonProblems([row({ name: '  ', from: '', to: 'x', percent: 0 })], 0)).toEqual([
      { field: 'name', problem: 'nameRequired' },
      { field: 'from', problem: 'dateInvalid' },
      { field: 'to', problem: 'dateInvalid' },
      { field: 'percent', problem: 'percentInvalid' },
    ]);
    expect(seasonProblems([row({ name: 'A\u202eB' })], 0)).toEqual([{ field: 'name', problem: 'nameInvalid' }]);
    expect(seasonProblems([row({ from: '2030-02-01', to: '2030-01-31' })], 0)).toEqual([
      { field: 'to', problem: 'toBeforeFrom' },
    ]);
    for (const percent of [-91, 201, 2.5, '', 'x']) {
      expect(seasonProblems([row({ percent })], 0), String(percent)).toEqual([
        { field: 'percent', problem: 'percentInvalid' },
      ]);
    }
    for (const percent of [-90, 200, '-15']) expect(seasonProblems([row({ percent })], 0)).toEqual([]);
  });

  it('tells the season that starts later that it shares a day with the other, naming it', () => {
    const rows = [
      row({ name: 'Autumn', from: '2030-09-01', to: '2030-10-31' }),
      row({ name: 'Summer', from: '2030-07-01', to: '2030-09-01' }),
      row({ name: 'Winter', from: '2030-11-01', to: '2030-12-31' }),
    ];
    expect(seasonProblems(rows, 0)).toEqual([{ field: 'from', problem: 'overlap', name: 'Summer' }]);
    expect(seasonProblems(rows, 1)).toEqual([]);
    expect(seasonProblems(rows, 2)).toEqual([]);
    // Two starting together: the later row is told.
    const twins = [row({ name: 'A' }), row({ name: 'B' })];
    expect(seasonProblems(twins, 0)).toEqual([]);
    expect(seasonProblems(twins, 1)).toEqual([{ field: 'from', problem: 'overlap', name: 'A' }]);
  });

  it('writes the percentage with its sign and works out a €100.00 day as the server prices it', () => {
    expect(signedPercent(20)).toBe('+20\u00a0%');
    expect(signedPercent(-15)).toBe('−15\u00a0%');
    expect(seasonExample({ percent: 20 })).toEqual({ percent: 20, dayCents: 10_000, seasonCents: 12_000 });
    expect(seasonExample({ percent: '-15' })?.seasonCents).toBe(8500);
    expect(seasonExample({ percent: 0 })).toBeNull();
  });
});
