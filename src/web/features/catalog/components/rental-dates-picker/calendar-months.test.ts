import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { addMonths, monthsSpanning, visibleMonths } from './calendar-months';

describe('calendar months', () => {
  it('steps across year ends both ways', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(addMonths('2030-05', 0)).toBe('2030-05');
    expect(addMonths('2030-11', 14)).toBe('2032-01');
    expect(addMonths('2032-01', -14)).toBe('2030-11');
  });

  it('steps over short and long months alike', () => {
    expect(addMonths('2032-02', 1)).toBe('2032-03');
    expect(addMonths('2031-02', 1)).toBe('2031-03');
    expect(addMonths('2030-03', -1)).toBe('2030-02');
    expect(addMonths('2030-01', 12)).toBe('2031-01');
  });

  it('has no month outside the years the shop accepts', () => {
    expect(addMonths('2999-12', 1)).toBeNull();
    expect(addMonths('2000-01', -1)).toBeNull();
    expect(visibleMonths(isoDate('2999-12-01'), 2)).toEqual(['2999-12']);
  });

  it('lists the months shown side by side', () => {
    expect(visibleMonths(isoDate('2030-12-31'), 2)).toEqual(['2030-12', '2031-01']);
    expect(visibleMonths(isoDate('2030-05-01'), 1)).toEqual(['2030-05']);
  });

  it('spans the months between the first day picked and those on show, either way', () => {
    expect(monthsSpanning('2030-11', ['2031-01', '2031-02'])).toEqual(['2030-11', '2030-12', '2031-01', '2031-02']);
    expect(monthsSpanning('2031-01', ['2031-01', '2031-02'])).toEqual(['2031-01', '2031-02']);
    expect(monthsSpanning('2031-04', ['2031-01'])).toEqual(['2031-01', '2031-02', '2031-03', '2031-04']);
  });
});
