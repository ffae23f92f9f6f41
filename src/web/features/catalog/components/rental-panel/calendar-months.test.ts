import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, visibleMonths } from './calendar-months';

describe('calendar months', () => {
  it('takes the month of a date', () => {
    expect(monthOf('2030-05-17')).toBe('2030-05');
  });

  it('steps across year ends both ways', () => {
    expect(addMonths('2030-12', 1)).toBe('2031-01');
    expect(addMonths('2030-01', -1)).toBe('2029-12');
    expect(addMonths('2030-05', 0)).toBe('2030-05');
    expect(addMonths('2030-11', 14)).toBe('2032-01');
  });

  it('lists the months shown side by side', () => {
    expect(visibleMonths('2030-12-31', 2)).toEqual(['2030-12', '2031-01']);
    expect(visibleMonths('2030-05-01', 1)).toEqual(['2030-05']);
  });
});
