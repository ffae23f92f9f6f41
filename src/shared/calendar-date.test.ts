import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatDateRange, isoDate, todayIn } from './calendar-date';

describe('formatCalendarDate', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes day, long month and year in each language', () => {
    expect(formatCalendarDate(isoDate('2030-03-12'), 'en')).toBe('12 March 2030');
    expect(formatCalendarDate(isoDate('2030-03-12'), 'es')).toBe('12 de marzo de 2030');
    expect(formatCalendarDate(isoDate('2030-03-12'), 'de')).toBe('12. März 2030');
  });

  it('keeps the calendar date whatever the time zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Pacific/Pago_Pago']) {
      vi.stubEnv('TZ', zone);
      expect(formatCalendarDate(isoDate('2028-02-29'), 'en')).toBe('29 February 2028');
      expect(formatCalendarDate(isoDate('2030-01-01'), 'en')).toBe('1 January 2030');
    }
  });
});

describe('formatDateRange', () => {
  it('joins both ends with a dash', () => {
    const range = { dateFrom: isoDate('2030-03-12'), dateTo: isoDate('2030-03-15') };
    expect(formatDateRange(range, 'en')).toBe('12 March 2030 – 15 March 2030');
  });

  it('shows a one-day range as its single date', () => {
    const day = isoDate('2030-03-12');
    expect(formatDateRange({ dateFrom: day, dateTo: day }, 'de')).toBe('12. März 2030');
  });
});

describe('todayIn with its kept formatters', () => {
  it('answers each zone by its own calendar, asked in turn', () => {
    const instant = new Date('2030-03-31T23:30:00Z');
    for (let round = 0; round < 3; round++) {
      expect(todayIn('Europe/Madrid', instant)).toBe('2030-04-01');
      expect(todayIn('America/Los_Angeles', instant)).toBe('2030-03-31');
      expect(todayIn('UTC', instant)).toBe('2030-03-31');
      expect(todayIn('Pacific/Kiritimati', instant)).toBe('2030-04-01');
    }
  });

  it('refuses a zone the runtime does not know, every time', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
