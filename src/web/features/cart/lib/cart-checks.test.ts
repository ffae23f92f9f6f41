import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import { lineKey } from './cart-store';
import { fitLinesToStock, moveDatesToToday, withCurrentProducts } from './cart-checks';

const product = testProduct;
const range = (dateFrom: string, dateTo: string) => ({ dateFrom: isoDate(dateFrom), dateTo: isoDate(dateTo) });
const line = (id: number, start: string, end: string, quantity = 1): CartLine => ({
  product: product(id),
  quantity,
  range: range(start, end),
});
const today = isoDate('2026-11-22');

describe('moving past dates to today', () => {
  it('moves a start before today to today and keeps later dates', () => {
    const { lines, moved } = moveDatesToToday(
      [line(1, '2026-11-20', '2026-11-25'), line(2, '2026-11-23', '2026-11-24')],
      today,
    );
    expect(lines.map((kept) => kept.range)).toEqual([
      range('2026-11-22', '2026-11-25'),
      range('2026-11-23', '2026-11-24'),
    ]);
    expect(moved).toBe(1);
  });

  it('moves a range wholly in the past to today alone', () => {
    const { lines } = moveDatesToToday([line(1, '2026-10-01', '2026-10-03')], today);
    expect(lines[0]?.range).toEqual(range('2026-11-22', '2026-11-22'));
  });

  it('merges lines that become twins, keeping the larger quantity', () => {
    const { lines } = moveDatesToToday(
      [line(1, '2026-11-01', '2026-11-22', 1), line(1, '2026-11-10', '2026-11-22', 3)],
      today,
    );
    expect(lines).toEqual([line(1, '2026-11-22', '2026-11-22', 3)]);
  });
});

describe('taking the server’s current products', () => {
  it('updates prices, drops products the server no longer has and keeps lines added meanwhile', () => {
    const cart = [
      line(1, '2030-01-01', '2030-01-02'),
      line(2, '2030-01-01', '2030-01-02'),
      line(3, '2030-01-01', '2030-01-02'),
    ];
    const { lines, dropped, repriced } = withCurrentProducts(cart, [1, 2], [product(1, '12.50')]);
    expect(lines.map((kept) => [kept.product.id, kept.product.dailyPrice])).toEqual([
      [1, '12.50'],
      [3, '10.00'],
    ]);
    expect(dropped).toBe(1);
    // The saved line had 10.00 a day: the new price is said, with the old one.
    expect(repriced).toEqual([{ kind: 'priceChanged', line: lines[0], dailyPrice: '12.50', was: '10.00' }]);
  });

  it('says a new duration price for the line’s charged days, and not one for other days', () => {
    const weekly = (price: string, from = 7) => ({
      ...product(1),
      durationPrices: [{ minDays: from, dailyPrice: price }],
    });
    const week: CartLine = { ...line(1, '2030-01-01', '2030-01-07'), product: weekly('8.00') };
    const cheaper = withCurrentProducts([week], [1], [weekly('7.50')]);
    expect(cheaper.lines[0]?.product.durationPrices).toEqual([{ minDays: 7, dailyPrice: '7.50' }]);
    expect(cheaper.repriced).toEqual([
      { kind: 'priceChanged', line: cheaper.lines[0], dailyPrice: '7.50', was: '8.00' },
    ]);
    // A new duration price from 7 days changes nothing for a 2-day line.
    expect(withCurrentProducts([line(1, '2030-01-01', '2030-01-02')], [1], [weekly('7.50')]).repriced).toEqual([]);
    // The daily price's own change under a duration price: the line still pays the duration price.
    expect(withCurrentProducts([week], [1], [{ ...weekly('8.00'), dailyPrice: '11.00' }]).repriced).toEqual([]);
    // A duration price gone: back to the daily price.
    expect(withCurrentProducts([week], [1], [product(1)]).repriced).toEqual([
      { kind: 'priceChanged', line: { ...week, product: product(1) }, dailyPrice: '10.00', was: '8.00' },
    ]);
  });

  it('counts the charged days with the shop’s rules', () => {
    // 2030-01-05 and 2030-01-06 are a weekend; with closed Sundays free, Mon 31 Dec to Mon 7 Jan charges 7 of 8 days.
    const rules = { openingDays: [1, 2, 3, 4, 5, 6], closedDates: [], leadTimeDays: 0, closedDaysFree: true };
    const eight: CartLine = { ...line(1, '2029-12-31', '2030-01-07'), product: product(1) };
    const fresh = { ...product(1), durationPrices: [{ minDays: 8, dailyPrice: '9.00' }] };
    expect(withCurrentProducts([eight], [1], [fresh]).repriced).toHaveLength(1);
    expect(withCurrentProducts([eight], [1], [fresh], rules).repriced).toEqual([]);
  });

  it('says nothing when the price is the same, however it is written', () => {
    const saved = line(1, '2030-01-01', '2030-01-02');
    const { repriced } = withCurrentProducts([saved], [1], [product(1, '10.0')]);
    expect(repriced).toEqual([]);
  });
});

describe('fitting lines to free stock', () => {
  it('cuts the quantity to the free units, removes a line with none, leaves unchecked lines alone', () => {
    const cut = line(1, '2030-01-01', '2030-01-02', 4);
    const gone = line(2, '2030-01-01', '2030-01-02', 1);
    const fine = line(3, '2030-01-01', '2030-01-02', 2);
    const unchecked = line(4, '2030-01-01', '2030-01-02', 9);
    const free = new Map([
      [lineKey(cut), 3],
      [lineKey(gone), 0],
      [lineKey(fine), 2],
    ]);
    const { lines, changed } = fitLinesToStock([cut, gone, fine, unchecked], free);
    expect(lines.map((kept) => [kept.product.id, kept.quantity])).toEqual([
      [1, 3],
      [3, 2],
      [4, 9],
    ]);
    expect(changed).toEqual([cut, gone]);
  });
});
