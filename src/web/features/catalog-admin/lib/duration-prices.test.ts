import { describe, expect, it } from 'vitest';
import {
  daysProblem,
  durationFieldProblem,
  durationPricesInput,
  durationRowsOf,
  errorsAfterRowsChange,
  previewTiers,
  priceProblem,
  type DurationPriceRow,
} from './duration-prices';

const row = (minDays: number | string, dailyPrice: string): DurationPriceRow => ({
  key: `k${minDays}`,
  minDays,
  dailyPrice,
});

describe('duration prices in the product form', () => {
  it('starts from the product’s prices, written the admin’s way, each row with its own key', () => {
    const rows = durationRowsOf({ durationPrices: [{ minDays: 7, dailyPrice: '24.90' }] }, 'de');
    expect(rows.map(({ minDays, dailyPrice }) => ({ minDays, dailyPrice }))).toEqual([
      { minDays: 7, dailyPrice: '24,90' },
    ]);
    expect(durationRowsOf(null, 'en')).toEqual([]);
  });

  it('sends the rows in their order, prices as the API writes them', () => {
    expect(durationPricesInput([row(7, '24,9'), row(3, '34.90')])).toEqual([
      { minDays: 7, dailyPrice: '24.90' },
      { minDays: 3, dailyPrice: '34.90' },
    ]);
  });

  it('takes 2 to 365 whole days, each number once', () => {
    const rows = [row(3, '30'), row('', '20'), row(1, '20'), row(366, '20'), row(3, '20'), row(365, '10')];
    expect(rows.map((_, index) => daysProblem(rows, index))).toEqual([
      null,
      { problem: 'daysInvalid' },
      { problem: 'daysInvalid' },
      { problem: 'daysInvalid' },
      { problem: 'daysTaken', days: 3 },
      null,
    ]);
  });

  it('takes a price above 0, below the daily price and below the price for fewer days', () => {
    const rows = [
      row(3, '40'),
      row(7, ''),
      row(7, 'ten'),
      row(10, '0'),
      row(14, '45'),
      row(21, '40,00'),
      row(28, '30'),
    ];
    expect(rows.map((_, index) => priceProblem(rows, index, '45.00'))).toEqual([
      null,
      { problem: 'priceRequired' },
      { problem: 'priceInvalid' },
      { problem: 'priceZero' },
      { problem: 'priceNotBelowDaily', cents: 4500 },
      { problem: 'priceNotBelowFewer', days: 3, cents: 4000 },
      null,
    ]);
    // While the daily price is no amount, its own field says so: the rows are not compared with it.
    expect(priceProblem([row(3, '99')], 0, '')).toBeNull();
  });

  it('previews the right rows by their days, after the daily price', () => {
    expect(previewTiers('39,90', [row(7, '24,90'), row(3, '34.9'), row(14, '50')])).toEqual({
      dailyCents: 3990,
      tiers: [
        { days: 3, cents: 3490 },
        { days: 7, cents: 2490 },
      ],
    });
    expect(previewTiers('', [row(3, '20')])).toBeNull();
    expect(previewTiers('39.90', [row('', '')])).toBeNull();
  });

  it('words a server refusal of a duration price’s field', () => {
    expect(durationFieldProblem('durationPrices.1.minDays')).toBe('serverDays');
    expect(durationFieldProblem('durationPrices.0.dailyPrice')).toBe('serverPrice');
    expect(durationFieldProblem('durationPrices')).toBe('serverList');
    expect(durationFieldProblem('dailyPrice')).toBeNull();
  });

  it('forgets the errors a change of the rows made stale', () => {
    const errors = {
      name: 'x',
      durationPrices: 'list',
      'durationPrices.0.minDays': 'a',
      'durationPrices.1.dailyPrice': 'b',
    };
    expect(errorsAfterRowsChange(errors, 1)).toEqual({ name: 'x', 'durationPrices.0.minDays': 'a' });
    expect(errorsAfterRowsChange(errors, null)).toEqual({ name: 'x' });
  });
});
