import { describe, expect, it } from 'vitest';
import { daysLate, lateFeeCents } from './late-fee';

describe('late fees', () => {
  it('counts the days past the last day in the calendar, none on it', () => {
    expect(daysLate('2030-03-10', '2030-03-10')).toBe(0);
    expect(daysLate('2030-03-10', '2030-03-09')).toBe(0);
    expect(daysLate('2030-03-10', '2030-03-11')).toBe(1);
    expect(daysLate('2030-02-27', '2030-03-02')).toBe(3);
  });

  it('charges a percentage of one day, rounded to the cent, times the days', () => {
    const rule = { mode: 'percent' as const, percent: 50, fixedCents: 0 };
    expect(lateFeeCents(rule, 1999, 1)).toBe(1000);
    expect(lateFeeCents(rule, 1999, 3)).toBe(3000);
    expect(lateFeeCents(rule, 1999, 0)).toBe(0);
  });

  it('charges a fixed amount per day', () => {
    const rule = { mode: 'fixed' as const, percent: 100, fixedCents: 1500 };
    expect(lateFeeCents(rule, 99_999, 2)).toBe(3000);
  });
});
