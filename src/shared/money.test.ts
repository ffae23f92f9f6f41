import { describe, expect, it } from 'vitest';
import { formatEuros, fromCents, lineTotalCents, rentalDays, toCents } from './money';
import { isoDate } from './calendar-date';

describe('money', () => {
  it('reads decimal strings into exact cents', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(() => toCents('1.999')).toThrow();
    expect(() => toCents('-1.00')).toThrow();
    expect(fromCents(179_91)).toBe('179.91');
    expect(fromCents(5)).toBe('0.05');
  });

  it('counts rental days inclusively, across month ends and leap days', () => {
    expect(rentalDays(isoDate('2030-05-01'), isoDate('2030-05-01'))).toBe(1);
    expect(rentalDays(isoDate('2030-01-30'), isoDate('2030-02-02'))).toBe(4);
    expect(rentalDays(isoDate('2028-02-28'), isoDate('2028-03-01'))).toBe(3);
    expect(rentalDays(isoDate('2027-02-28'), isoDate('2027-03-01'))).toBe(2);
    expect(rentalDays(isoDate('2030-03-29'), isoDate('2030-03-31'))).toBe(3);
  });

  it('prices lines without floating-point drift', () => {
    expect(lineTotalCents('0.10', 3, 3)).toBe(90);
    expect(lineTotalCents('19.99', 3, 3)).toBe(17_991);
    expect(0.1 * 3 * 3).not.toBe(0.9);
    expect(formatEuros(17_991, 'en')).toBe('€179.91');
    expect(formatEuros(17_991, 'de')).toBe('179,91\u00a0€');
    expect(formatEuros(17_991, 'es')).toBe('179,91\u00a0€');
  });
});
