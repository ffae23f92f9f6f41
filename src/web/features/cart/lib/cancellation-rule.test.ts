import { describe, expect, it } from 'vitest';
import { cancellationRule } from './cancellation-rule';

describe("the cart's sentence on cancelling", () => {
  it('names the full-refund window and the late percentage', () => {
    expect(cancellationRule({ fullRefundDaysBefore: 2, lateRefundPercent: 50 })).toEqual({
      key: 'fullThenPercent',
      count: 2,
      percent: 50,
    });
  });

  it('says nothing comes back after the window when the late part is 0%', () => {
    expect(cancellationRule({ fullRefundDaysBefore: 7, lateRefundPercent: 0 })).toEqual({
      key: 'fullThenNothing',
      count: 7,
    });
  });

  it('is a full refund until the start with 100% late, or with no window at all', () => {
    expect(cancellationRule({ fullRefundDaysBefore: 3, lateRefundPercent: 100 })).toEqual({ key: 'untilStart' });
    expect(cancellationRule({ fullRefundDaysBefore: 0, lateRefundPercent: 40 })).toEqual({ key: 'untilStart' });
  });
});
