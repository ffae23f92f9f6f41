import { describe, expect, it } from 'vitest';
import { cartLineDailyCents, type CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import { applyRefusal } from './order-refusal';

const line = (id: number, quantity = 1, start = '2026-12-01', end = '2026-12-03'): CartLine => ({
  product: testProduct(id),
  quantity,
  range: { dateFrom: isoDate(start), dateTo: isoDate(end) },
});

describe('a refused order applied to the cart', () => {
  const sent = [line(1, 3), line(2, 2), line(3, 1)];

  it('cuts a line to the units left, removes one with none, and keeps the others untouched', () => {
    const { lines, changes } = applyRefusal(sent, sent, [
      { index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 1 },
      { index: 2, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 0 },
    ]);
    expect(lines.map((kept) => [kept.product.id, kept.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect(changes.map((change) => change.kind)).toEqual(['cut', 'removed']);
  });

  it('takes the new daily price, so the next checkout sends it', () => {
    const { lines, changes } = applyRefusal(sent, sent, [
      { index: 1, code: 'PRICE_CHANGED', message: 'The price changed', dailyPrice: '12.50' },
    ]);
    expect(lines[1]?.product.dailyPrice).toBe('12.50');
    expect(changes).toEqual([{ kind: 'repriced', line: sent[1], dailyPrice: '12.50' }]);
  });

  it('takes the new price for the line’s charged days into the duration price that gave them', () => {
    const weekly = (start: string, end: string): CartLine => ({
      ...line(4, 1, start, end),
      product: { ...testProduct(4, '39.90'), durationPrices: [{ minDays: 7, dailyPrice: '24.90' }] },
    });
    const week = weekly('2026-12-01', '2026-12-07');
    const { lines } = applyRefusal(
      [week],
      [week],
      [{ index: 0, code: 'PRICE_CHANGED', message: 'The price changed', dailyPrice: '22.90' }],
    );
    expect(lines[0]?.product.dailyPrice).toBe('39.90');
    expect(lines[0]?.product.durationPrices).toEqual([{ minDays: 7, dailyPrice: '22.90' }]);
    expect(lines[0] && cartLineDailyCents(lines[0])).toBe(2290);
    // Below the duration price, the daily price takes it.
    const days = weekly('2026-12-01', '2026-12-02');
    const below = applyRefusal(
      [days],
      [days],
      [{ index: 0, code: 'PRICE_CHANGED', message: 'The price changed', dailyPrice: '41.00' }],
    );
    expect(below.lines[0]?.product.dailyPrice).toBe('41.00');
    expect(below.lines[0]?.product.durationPrices).toEqual([{ minDays: 7, dailyPrice: '24.90' }]);
  });

  it('names the line without changing it when the server gives no count, or refuses it for a limit', () => {
    const { lines, changes } = applyRefusal(sent, sent, [
      { index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!' },
      { index: 1, code: 'RENTAL_TOO_LONG', message: 'Too long' },
    ]);
    expect(lines).toEqual(sent);
    expect(changes.map((change) => change.kind)).toEqual(['noStock', 'refused']);
  });

  it('lands on lines by product and dates, not position, when the cart changed meanwhile', () => {
    const current = [line(4), sent[2] as CartLine];
    const { lines } = applyRefusal(current, sent, [
      { index: 2, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 0 },
      { index: 9, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 0 },
    ]);
    expect(lines.map((kept) => kept.product.id)).toEqual([4]);
  });
});
