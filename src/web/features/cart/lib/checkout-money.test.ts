import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import { cartDepositCents, checkoutMoney, chosenMethod } from './checkout-money';

const line = (id: number, dailyPrice: string, deposit: string, quantity: number, days = 1): CartLine => ({
  product: { ...testProduct(id, dailyPrice), deposit },
  quantity,
  range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate(`2030-05-0${days}`) },
});

// 2 units x 3 days x 10.00 = 60.00, deposit 2 x 100.00; 1 unit x 1 day x 5.50, no deposit.
const lines = [line(1, '10.00', '100.00', 2, 3), line(2, '5.50', '0.00', 1)];

describe('the money the cart shows before checkout', () => {
  it('adds each product deposit per unit', () => {
    expect(cartDepositCents(lines)).toBe(20_000);
    expect(cartDepositCents([])).toBe(0);
  });

  it('paid online: the whole total now, the deposit at pick-up', () => {
    expect(checkoutMoney(lines, 'online', true)).toEqual({
      totalCents: 6550,
      dueNowCents: 6550,
      atPickupCents: 0,
      onInvoiceCents: 0,
      depositCents: 20_000,
    });
  });

  it('paid at pick-up: nothing now, the total and the deposit in the shop', () => {
    expect(checkoutMoney(lines, 'at_pickup', true)).toEqual({
      totalCents: 6550,
      dueNowCents: 0,
      atPickupCents: 6550,
      onInvoiceCents: 0,
      depositCents: 20_000,
    });
  });

  it('asks no deposit when the shop takes none', () => {
    expect(checkoutMoney(lines, 'online', false).depositCents).toBe(0);
  });
});

describe('the payment method sent', () => {
  it("is the shop's default (its first) until the customer chooses", () => {
    expect(chosenMethod(['online', 'at_pickup'], null)).toBe('online');
    expect(chosenMethod(['at_pickup'], null)).toBe('at_pickup');
  });

  it("is the customer's choice while the shop offers it", () => {
    expect(chosenMethod(['online', 'at_pickup'], 'at_pickup')).toBe('at_pickup');
    expect(chosenMethod(['online'], 'at_pickup')).toBe('online');
  });
});
