import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_LIMITS } from './booking-limits';
import { DEFAULT_OPENING_RULES } from './opening-days';
import { removedCents, rescheduleKindOf, rescheduleRangeRefusal } from './reschedule-rules';

const today = '2030-03-10' as const; // a Sunday
const before = { dateFrom: '2030-03-15', dateTo: '2030-03-18', chargedDays: 4 } as const;
const refusal = (dateFrom: string, dateTo: string, rules = DEFAULT_OPENING_RULES) =>
  rescheduleRangeRefusal(
    before,
    { dateFrom: dateFrom as `${number}-${number}-${number}`, dateTo: dateTo as `${number}-${number}-${number}` },
    today,
    rules,
    DEFAULT_BOOKING_LIMITS,
  )?.code ?? null;

describe('rescheduleKindOf', () => {
  it('is a shorten inside the old range, a move otherwise', () => {
    expect(rescheduleKindOf(before, { dateFrom: '2030-03-16', dateTo: '2030-03-18' })).toBe('shorten');
    expect(rescheduleKindOf(before, { dateFrom: '2030-03-15', dateTo: '2030-03-15' })).toBe('shorten');
    expect(rescheduleKindOf(before, { dateFrom: '2030-03-14', dateTo: '2030-03-15' })).toBe('move');
    expect(rescheduleKindOf(before, { dateFrom: '2030-04-01', dateTo: '2030-04-02' })).toBe('move');
  });
});

describe('rescheduleRangeRefusal', () => {
  it('allows fewer or as many charged days, anywhere a new booking may go', () => {
    expect(refusal('2030-03-20', '2030-03-23')).toBeNull();
    expect(refusal('2030-03-16', '2030-03-17')).toBeNull();
  });

  it('refuses the same dates and more charged days (an extension)', () => {
    expect(refusal('2030-03-15', '2030-03-18')).toBe('SAME_DATES');
    expect(refusal('2030-03-20', '2030-03-24')).toBe('MORE_DAYS_THAN_BOOKED');
  });

  it('refuses what a new booking could not: notice, closed first or last day, the horizon, the length', () => {
    const rules = { ...DEFAULT_OPENING_RULES, openingDays: [1, 2, 3, 4, 5, 6], leadTimeDays: 2 };
    expect(refusal('2030-03-11', '2030-03-12', rules)).toBe('TOO_SHORT_NOTICE');
    expect(refusal('2030-03-17', '2030-03-18', rules)).toBe('CLOSED_ON_FIRST_DAY');
    expect(refusal('2030-03-15', '2030-03-17', rules)).toBe('CLOSED_ON_LAST_DAY');
    expect(refusal('2031-04-01', '2031-04-01')).toBe('BEYOND_BOOKING_HORIZON');
  });

  it('counts charged days by the rules now: free closed days make a longer range no dearer', () => {
    // Closed on Sundays and free: Fri 15 to Tue 19 charges 4 days, as many as before.
    const rules = { ...DEFAULT_OPENING_RULES, openingDays: [1, 2, 3, 4, 5, 6], closedDaysFree: true };
    expect(refusal('2030-03-15', '2030-03-19', rules)).toBeNull();
    expect(refusal('2030-03-15', '2030-03-20', rules)).toBe('MORE_DAYS_THAN_BOOKED');
  });
});

describe('removedCents', () => {
  const rent = (chargedDays: number, dailyPriceCents: number) => ({ chargedDays, dailyPriceCents });
  it('is the rent before less the rent after, for every unit, never negative', () => {
    expect(removedCents({ before: rent(5, 1000), after: rent(3, 1000) }, 3)).toBe(6000);
    expect(removedCents({ before: rent(5, 1000), after: rent(5, 1000) }, 3)).toBe(0);
    // A week at its duration price shortened to three days at theirs: 7 × 24.90 − 3 × 34.90.
    expect(removedCents({ before: rent(7, 2490), after: rent(3, 3490) }, 1)).toBe(6960);
    expect(removedCents({ before: rent(3, 1000), after: rent(4, 1000) }, 1)).toBe(0);
  });
});
