// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { Product } from '@shared/schemas/catalog';
import { testProduct } from '@shared/test/test-product';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen, type Seed } from '@/test/render-screen';
import { ProductDetails } from './product-details';
import { RentalTotal } from './rental-panel/rental-total';

const daily: Product = { ...testProduct(12, '39.90', 'Canon R5'), deposit: '0.00' };
const weekly: Product = {
  ...daily,
  durationPrices: [
    { minDays: 3, dailyPrice: '34.90' },
    { minDays: 7, dailyPrice: '24.90' },
  ],
};

const shop = (closedDaysFree = false) => ({
  ...DEFAULT_OPENING_RULES,
  closedDaysFree,
  bookingLimits: DEFAULT_BOOKING_LIMITS,
  deposits: { enabled: false },
});
const seed = (closedDaysFree = false): Seed => [[queryKeys.shop, shop(closedDaysFree)]];
const range = (from: string, to: string) => ({ dateFrom: isoDate(from), dateTo: isoDate(to) });

describe('the product page with duration prices', () => {
  it('lists the prices by rental length under the daily price', () => {
    renderScreen(<ProductDetails product={weekly} />, { user: customer, seed: seed() });
    expect(screen.getByTestId('duration-prices').textContent).toBe(
      '1 day €39.90 · 3+ days €34.90/day · 7+ days €24.90/day',
    );
  });

  it('shows no such list for a product with one price', () => {
    renderScreen(<ProductDetails product={daily} />, { user: customer, seed: seed() });
    expect(screen.queryByTestId('duration-prices')).toBeNull();
  });

  it('totals the chosen dates at the price of their charged days', () => {
    const { unmount } = renderScreen(<RentalTotal product={weekly} range={range('2030-05-01', '2030-05-07')} />, {
      seed: seed(),
    });
    expect(screen.getByTestId('rental-total').textContent).toBe('7 days · €24.90/day · €174.30');
    unmount();
    renderScreen(<RentalTotal product={weekly} range={range('2030-05-01', '2030-05-06')} />, { seed: seed() });
    expect(screen.getByTestId('rental-total').textContent).toBe('6 days · €34.90/day · €209.40');
  });

  it('counts only the open days when closed days are free', () => {
    // Monday 2030-05-06 to Monday 2030-05-13, closed on Sundays: 7 days charged of 8.
    const rules = { ...shop(true), openingDays: [1, 2, 3, 4, 5, 6] };
    renderScreen(<RentalTotal product={weekly} range={range('2030-05-06', '2030-05-13')} />, {
      seed: [[queryKeys.shop, rules]],
    });
    expect(screen.getByTestId('rental-total').textContent).toBe(
      '7 days charged, closed days free · €24.90/day · €174.30',
    );
  });

  it('totals a product with one price as before', () => {
    renderScreen(<RentalTotal product={daily} range={range('2030-05-01', '2030-05-03')} />, { seed: seed() });
    expect(screen.getByTestId('rental-total').textContent).toBe('3 days · €119.70');
  });
});
