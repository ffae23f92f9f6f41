import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testProduct as product } from './test/test-product';
import { isoDate } from './calendar-date';
import {
  cartLineCents,
  cartLineDailyCents,
  cartTotalCents,
  durationPriceFor,
  fitToStock,
  sameLine,
  toCartLine,
  toStoredCartLine,
  withDatesFromToday,
  type CartLine,
} from './cart';

const line = (id: number, price: string, start: string, end: string, quantity = 1): CartLine => ({
  product: product(id, price),
  quantity,
  range: { dateFrom: isoDate(start), dateTo: isoDate(end) },
});

describe('cart money', () => {
  it('prices a one-day rental as one day', () => {
    expect(cartLineCents(line(1, '39.90', '2030-05-01', '2030-05-01'))).toBe(3990);
  });

  it('counts days across a month boundary and a leap day', () => {
    expect(cartLineCents(line(1, '10.00', '2030-01-31', '2030-02-01'))).toBe(2000);
    expect(cartLineCents(line(1, '10.00', '2028-02-28', '2028-03-01'))).toBe(3000);
  });

  it('adds 0.10 and 19.99 x 3 days x 3 units to the exact cent', () => {
    const lines = [line(1, '0.10', '2030-05-01', '2030-05-03', 3), line(2, '19.99', '2030-05-01', '2030-05-03', 3)];
    expect(lines.map((each) => cartLineCents(each))).toEqual([90, 17_991]);
    expect(cartTotalCents(lines)).toBe(18_081);
  });
});

describe('cart money with free closed days', () => {
  // 2030-05-04 is a Saturday, 2030-05-05 a Sunday.
  const rules = { openingDays: [1, 2, 3, 4, 5, 6], closedDates: [], leadTimeDays: 0, closedDaysFree: true };

  it('charges only the open days when closed days are free', () => {
    const friToMon = line(1, '10.00', '2030-05-03', '2030-05-06', 2);
    expect(cartLineCents(friToMon, rules)).toBe(6000);
    expect(cartLineCents(friToMon, { ...rules, closedDaysFree: false })).toBe(8000);
    expect(cartTotalCents([friToMon, line(2, '1.00', '2030-05-03', '2030-05-03')], rules)).toBe(6100);
  });

  it('charges every day by default, as the spec counts them', () => {
    expect(cartLineCents(line(1, '10.00', '2030-05-03', '2030-05-06'))).toBe(4000);
  });
});

describe('cart money with duration prices', () => {
  // 39.90 a day; 34.90 from 3 charged days, 24.90 from 7 (listed out of order on purpose).
  const tiered = (start: string, end: string, quantity = 1): CartLine => ({
    ...line(1, '39.90', start, end, quantity),
    product: {
      ...product(1, '39.90'),
      durationPrices: [
        { minDays: 7, dailyPrice: '24.90' },
        { minDays: 3, dailyPrice: '34.90' },
      ],
    },
  });

  it('charges the daily price below the first duration price', () => {
    expect(cartLineDailyCents(tiered('2030-05-01', '2030-05-02'))).toBe(3990);
    expect(cartLineCents(tiered('2030-05-01', '2030-05-02'))).toBe(7980);
    expect(durationPriceFor(tiered('2030-05-01', '2030-05-02').product, 2)).toBeUndefined();
  });

  it('charges a duration price from its first day on, edge by edge (N-1, N, N+1 charged days)', () => {
    // 6, 7 and 8 days: 34.90, then 24.90 from the 7th day on.
    expect(cartLineCents(tiered('2030-05-01', '2030-05-06'))).toBe(6 * 3490);
    expect(cartLineCents(tiered('2030-05-01', '2030-05-07'))).toBe(7 * 2490);
    expect(cartLineCents(tiered('2030-05-01', '2030-05-08'))).toBe(8 * 2490);
    expect(cartLineCents(tiered('2030-05-01', '2030-05-03', 2))).toBe(2 * 3 * 3490);
    expect(durationPriceFor(tiered('2030-05-01', '2030-05-07').product, 7)).toEqual({
      minDays: 7,
      dailyPrice: '24.90',
    });
    expect(durationPriceFor(tiered('2030-05-01', '2030-05-07').product, 6)).toEqual({
      minDays: 3,
      dailyPrice: '34.90',
    });
  });

  it('adds lines at their own duration prices', () => {
    expect(cartTotalCents([tiered('2030-05-01', '2030-05-01'), tiered('2030-05-01', '2030-05-07')])).toBe(
      3990 + 7 * 2490,
    );
  });

  it('counts the charged days, not the calendar days, when closed days are free', () => {
    // Monday 2030-05-06 to Sunday 2030-05-12, then to Monday the 13th: closed on Sundays.
    const rules = { openingDays: [1, 2, 3, 4, 5, 6], closedDates: [], leadTimeDays: 0, closedDaysFree: true };
    const monToSat = tiered('2030-05-06', '2030-05-11');
    const monToMon = tiered('2030-05-06', '2030-05-13');
    // 6 open days: still below the 7-day price, even over a week of calendar days.
    expect(cartLineDailyCents(tiered('2030-05-05', '2030-05-11'), rules)).toBe(3490);
    expect(cartLineCents(monToSat, rules)).toBe(6 * 3490);
    // 7 open days (the Sunday free): the 7-day price, for 7 days.
    expect(cartLineCents(monToMon, rules)).toBe(7 * 2490);
    // Every day charged: 8 days at the 7-day price.
    expect(cartLineCents(monToMon, { ...rules, closedDaysFree: false })).toBe(8 * 2490);
  });
});

describe('cart rules', () => {
  it('treats the same product with the same first and last day as the same line', () => {
    expect(sameLine(line(1, '1.00', '2030-05-01', '2030-05-02'), line(1, '1.00', '2030-05-01', '2030-05-02', 4))).toBe(
      true,
    );
    expect(sameLine(line(1, '1.00', '2030-05-01', '2030-05-02'), line(1, '1.00', '2030-05-01', '2030-05-03'))).toBe(
      false,
    );
  });

  it('moves past dates up to today', () => {
    const today = isoDate('2030-05-01');
    expect(withDatesFromToday(line(1, '1.00', '2030-04-28', '2030-05-03'), today).range).toEqual({
      dateFrom: '2030-05-01',
      dateTo: '2030-05-03',
    });
    expect(withDatesFromToday(line(1, '1.00', '2030-04-20', '2030-04-22'), today).range).toEqual({
      dateFrom: '2030-05-01',
      dateTo: '2030-05-01',
    });
  });

  it('cuts the quantity to the free stock and drops the line at 0', () => {
    expect(fitToStock(line(1, '1.00', '2030-05-01', '2030-05-02', 4), 2)?.quantity).toBe(2);
    expect(fitToStock(line(1, '1.00', '2030-05-01', '2030-05-02', 1), 3)?.quantity).toBe(1);
    expect(fitToStock(line(1, '1.00', '2030-05-01', '2030-05-02', 1), 0)).toBeNull();
  });
});

describe('the saved cart', () => {
  it("keeps the spec's dates { start, end } and reads them back", () => {
    const saved = toStoredCartLine(line(3, '5.00', '2030-05-01', '2030-05-04', 2));
    expect(saved.dates).toEqual({ start: '2030-05-01', end: '2030-05-04' });
    expect(toCartLine(JSON.parse(JSON.stringify(saved)))).toEqual(line(3, '5.00', '2030-05-01', '2030-05-04', 2));
  });

  it('drops a saved line whose dates are not real dates', () => {
    const saved = toStoredCartLine(line(3, '5.00', '2030-05-01', '2030-05-04'));
    expect(toCartLine({ ...saved, dates: { start: '2030-02-30', end: '2030-03-02' } })).toBeNull();
    expect(toCartLine({ ...saved, dates: { start: '2030-05-04', end: '2030-05-01' } })).toBeNull();
  });
});

describe('time zones', () => {
  it('gives the same totals whatever the time zone of the browser', () => {
    const script = `
      import { cartTotalCents } from './src/shared/cart.ts';
      const lines = [
        { product: { dailyPrice: '19.99' }, quantity: 3, range: { dateFrom: '2030-03-30', dateTo: '2030-04-01' } },
        { product: { dailyPrice: '0.10' }, quantity: 3, range: { dateFrom: '2028-02-28', dateTo: '2028-03-01' } },
      ];
      console.log(cartTotalCents(lines));`;
    const root = join(import.meta.dirname, '../..');
    const totals = ['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Madrid', 'UTC'].map((tz) =>
      execFileSync(join(root, 'node_modules/.bin/tsx'), ['--eval', script], {
        cwd: root,
        env: { ...process.env, TZ: tz },
        encoding: 'utf8',
      }).trim(),
    );
    expect(new Set(totals)).toEqual(new Set(['18081']));
  }, 60_000);
});
