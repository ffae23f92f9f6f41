import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { NO_PICK, toDateRange, toPickerRange } from './picker-range';

describe('the date picker’s range', () => {
  it('is a range once both days are picked, one day included', () => {
    expect(toDateRange(['2030-05-01', '2030-05-03'])).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-03' });
    expect(toDateRange(['2030-05-01', '2030-05-01'])).toEqual({ dateFrom: '2030-05-01', dateTo: '2030-05-01' });
  });

  it('is no range while incomplete, reversed or not calendar dates', () => {
    expect(toDateRange(NO_PICK)).toBeNull();
    expect(toDateRange(['2030-05-01', null])).toBeNull();
    expect(toDateRange(['2030-05-03', '2030-05-01'])).toBeNull();
    expect(toDateRange(['2030-02-30', '2030-03-01'])).toBeNull();
    expect(toDateRange(['2030-05-01 00:00:00', '2030-05-02'])).toBeNull();
  });

  it('shows a range as the picker’s pair, and nothing picked for none', () => {
    expect(toPickerRange({ dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-03') })).toEqual([
      '2030-05-01',
      '2030-05-03',
    ]);
    expect(toPickerRange(null)).toEqual([null, null]);
  });
});
