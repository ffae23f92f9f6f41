import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import { testProduct } from '@shared/test/test-product';
import { answeredLine, answeredLines, cartFigures, priceLines, waiverPriceCents } from './cart-pricing';

const line = (id: number, price: string, quantity: number, dateTo = '2030-05-03'): CartLine => ({
  product: { ...testProduct(id, price), deposit: '100.00' },
  quantity,
  range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate(dateTo) },
});
const lines = [line(1, '10.00', 2), line(2, '33.33', 1)];
const priced = {
  request: { lines: priceLines(lines), couponCode: 'SUMMER10' },
  price: {
    lines: [
      { chargedDays: 3, dailyPrice: '9.00', total: '54.00', discount: '5.40', damageWaiver: '0.00' },
      { chargedDays: 3, dailyPrice: '33.33', total: '99.99', discount: '10.00', damageWaiver: '0.00' },
    ],
    discount: '15.40',
    damageWaiver: '0.00',
    deposit: '300.00',
    vat: [{ rate: 19, amount: '22.11' }],
    total: '138.59',
    vatTreatment: 'standard' as const,
  },
};

describe('the cart’s figures', () => {
  it('finds the server’s figures for a line only while its days and units are the ones asked', () => {
    const answered = answeredLines(priced);
    expect(answeredLine(answered, lines[0]!)).toEqual({ chargedDays: 3, dailyCents: 900, totalCents: 5400 });
    expect(answeredLine(answered, { ...lines[0]!, quantity: 3 })).toBeUndefined();
    expect(answeredLine(answered, line(2, '33.33', 1, '2030-05-04'))).toBeUndefined();
    expect(answeredLines(undefined).size).toBe(0);
  });

  it('takes the summary from the server’s answer', () => {
    expect(cartFigures(lines, DEFAULT_OPENING_RULES, true, priced)).toEqual({
      checked: true,
      rentCents: 15_399,
      discountCents: 1540,
      waiverCents: 0,
      totalCents: 13_859,
      depositCents: 30_000,
      vat: [{ rate: 19, cents: 2211 }],
      reverseCharge: false,
      lineRents: [5400, 9999],
    });
  });

  it('falls back on the lines’ own sums, without discount or waiver', () => {
    expect(cartFigures(lines, DEFAULT_OPENING_RULES, false, undefined)).toEqual({
      checked: false,
      rentCents: 15_999,
      discountCents: 0,
      waiverCents: 0,
      totalCents: 15_999,
      depositCents: 0,
      vat: [],
      reverseCharge: false,
      lineRents: [6000, 9999],
    });
  });

  it('prices the waiver per line, rounded half up as the server rounds it', () => {
    // 10 % of 99.99 is 9.999, of 54.00 is 5.40: 10.00 + 5.40.
    expect(waiverPriceCents(10, [5400, 9999])).toBe(1540);
    expect(waiverPriceCents(10, [])).toBe(0);
  });
});
