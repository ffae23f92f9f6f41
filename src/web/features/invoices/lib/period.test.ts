import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { formatMonth, monthRange, periodFromSearch, rangeProblem, recentMonths } from './period';
import { documentCents, signedCents } from './signed-money';

const today = isoDate('2026-03-15');

describe('the invoices period', () => {
  it('is the shop month by default, and any month the address names', () => {
    expect(periodFromSearch(new URLSearchParams(), today)).toEqual({
      kind: 'month',
      month: '2026-03',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(periodFromSearch(new URLSearchParams('month=2024-02'), today)).toMatchObject({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(periodFromSearch(new URLSearchParams('month=2026-13'), today)).toMatchObject({ month: '2026-03' });
  });

  it('takes a range of dates only when its end is not before its start', () => {
    expect(periodFromSearch(new URLSearchParams('from=2026-01-01&to=2026-03-31'), today)).toEqual({
      kind: 'range',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(periodFromSearch(new URLSearchParams('from=2026-04-01&to=2026-03-31'), today).kind).toBe('month');
    expect(rangeProblem(isoDate('2024-01-01'), isoDate('2024-12-31'))).toBeNull();
    expect(rangeProblem(isoDate('2025-01-01'), isoDate('2026-01-02'))).toBe('tooLong');
    expect(periodFromSearch(new URLSearchParams('from=2025-01-01&to=2026-03-31'), today).kind).toBe('month');
  });

  it('offers the months before this one, across a new year', () => {
    expect(recentMonths(today, 4)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);
    expect(monthRange('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(formatMonth('2026-03', 'de')).toBe('März 2026');
  });

  it('counts credit notes and negative totals below zero, to the cent', () => {
    expect(signedCents('-12.50')).toBe(-1250);
    expect(signedCents('0.07')).toBe(7);
    expect(documentCents({ kind: 'credit_note' }, '19.99')).toBe(-1999);
    expect(documentCents({ kind: 'invoice' }, '19.99')).toBe(1999);
  });
});
