import { describe, expect, it } from 'vitest';
import { templatePrices } from './template-prices';

const weekly = [
  { minDays: 7, percent: 60 },
  { minDays: 3, percent: 85 },
];

describe('templatePrices', () => {
  it('gives each tier its percentage of the daily price, halves up, fewest days first', () => {
    // 85 % of €39.90 = €33.915 → €33.92; 60 % = €23.94.
    expect(templatePrices('39,90', weekly)).toEqual({
      dailyCents: 3990,
      tiers: [
        { days: 3, percent: 85, cents: 3392 },
        { days: 7, percent: 60, cents: 2394 },
      ],
    });
  });

  it('leaves out a tier that would not be below the daily price, or would be nothing', () => {
    // 99 % of 1 cent rounds to 1 cent, not below it; 1 % of 1 cent rounds to nothing.
    expect(templatePrices('0.01', [{ minDays: 2, percent: 99 }])?.tiers).toEqual([
      { days: 2, percent: 99, cents: null },
    ]);
    expect(templatePrices('0.40', [{ minDays: 2, percent: 1 }])?.tiers).toEqual([{ days: 2, percent: 1, cents: null }]);
    expect(templatePrices('0.50', [{ minDays: 2, percent: 1 }])?.tiers).toEqual([{ days: 2, percent: 1, cents: 1 }]);
  });

  it('has nothing to show while the daily price is no amount', () => {
    expect(templatePrices('', weekly)).toBeNull();
    expect(templatePrices('12.345', weekly)).toBeNull();
  });
});
