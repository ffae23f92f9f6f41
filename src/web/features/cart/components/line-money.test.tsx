// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import { testProduct } from '@shared/test/test-product';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen, type Seed } from '@/test/render-screen';
import type { LinePrice } from '../lib/cart-pricing';
import { DailyPrice, LineTotal } from './line-money';

const weekly = { ...testProduct(12, '39.90'), durationPrices: [{ minDays: 7, dailyPrice: '24.90' }] };
const line = (dateTo: string): CartLine => ({
  product: weekly,
  quantity: 2,
  range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate(dateTo) },
});
const seed: Seed = [[queryKeys.shop, { ...DEFAULT_OPENING_RULES, bookingLimits: DEFAULT_BOOKING_LIMITS }]];

const show = (cartLine: CartLine, priced?: LinePrice) =>
  renderScreen(
    <>
      <DailyPrice line={cartLine} priced={priced} />
      <LineTotal line={cartLine} priced={priced} />
    </>,
    { user: customer, seed },
  );

describe('a cart line’s money', () => {
  it('shows the duration price its charged days get, and says so', () => {
    show(line('2030-05-07'));
    expect(screen.getByText('€24.90 / day')).toBeTruthy();
    expect(screen.getByTestId('line-rate').textContent).toBe('7+ day rate');
    expect(screen.getByTestId('line-total').textContent).toBe('€348.60');
  });

  it('shows the daily price, and no rate, below the first duration price', () => {
    show(line('2030-05-06'));
    expect(screen.getByText('€39.90 / day')).toBeTruthy();
    expect(screen.queryByTestId('line-rate')).toBeNull();
    expect(screen.getByTestId('line-total').textContent).toBe('€478.80');
  });

  it('shows the server’s figures for the line once they come', () => {
    // The shop lowered its weekly price since the cart last read the product.
    show(line('2030-05-07'), { chargedDays: 7, dailyCents: 1990, totalCents: 27_860 });
    expect(screen.getByText('€19.90 / day')).toBeTruthy();
    expect(screen.getByTestId('line-rate').textContent).toBe('7+ day rate');
    expect(screen.getByTestId('line-total').textContent).toBe('€278.60');
    expect(screen.getByTestId('line-days').textContent).toBe('7 days');
  });
});
