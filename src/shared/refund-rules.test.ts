import { describe, expect, it } from 'vitest';
import { isoDate } from './calendar-date';
import { refundByRules } from './refund-rules';

const rules = { fullRefundDaysBefore: 2, lateRefundPercent: 50 };
const firstDay = isoDate('2030-03-10');
const on = (value: string) => isoDate(value);

describe('refund by the cancellation rules', () => {
  it('refunds everything up to N days before the first day, the late percent after, nothing once started', () => {
    expect(refundByRules(rules, firstDay, 10_000, on('2030-02-01'))).toEqual({ refundCents: 10_000, percent: 100 });
    // Exactly N days before is still in time.
    expect(refundByRules(rules, firstDay, 10_000, on('2030-03-08'))).toEqual({ refundCents: 10_000, percent: 100 });
    // One day fewer is late.
    expect(refundByRules(rules, firstDay, 10_000, on('2030-03-09'))).toEqual({ refundCents: 5_000, percent: 50 });
    // The first day is under way: nothing, and nothing after it either.
    expect(refundByRules(rules, firstDay, 10_000, on('2030-03-10'))).toEqual({ refundCents: 0, percent: 0 });
    expect(refundByRules(rules, firstDay, 10_000, on('2030-03-11'))).toEqual({ refundCents: 0, percent: 0 });
  });

  it('rounds down to the cent, never giving back more than the rule says', () => {
    const late = { fullRefundDaysBefore: 5, lateRefundPercent: 33 };
    // 33% of 10.01 is 3.3033: 3.30.
    expect(refundByRules(late, firstDay, 1_001, on('2030-03-09')).refundCents).toBe(330);
    // 50% of 0.99 is 0.495: 0.49.
    expect(refundByRules(rules, firstDay, 99, on('2030-03-09')).refundCents).toBe(49);
    // 100% is exact.
    expect(refundByRules(rules, firstDay, 99, on('2030-03-01')).refundCents).toBe(99);
  });

  it('with N = 0 refunds everything on any day before the first, and 0% late means nothing', () => {
    expect(refundByRules({ fullRefundDaysBefore: 0, lateRefundPercent: 50 }, firstDay, 700, on('2030-03-09'))).toEqual({
      refundCents: 700,
      percent: 100,
    });
    expect(refundByRules({ fullRefundDaysBefore: 0, lateRefundPercent: 50 }, firstDay, 700, on('2030-03-10'))).toEqual({
      refundCents: 0,
      percent: 0,
    });
    expect(refundByRules({ fullRefundDaysBefore: 3, lateRefundPercent: 0 }, firstDay, 700, on('2030-03-08'))).toEqual({
      refundCents: 0,
      percent: 0,
    });
  });
});
