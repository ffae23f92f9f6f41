// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { Product } from '@shared/schemas/catalog';
import type { Season } from '@shared/seasons';
import { testProduct } from '@shared/test/test-product';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, type Seed } from '@/test/render-screen';
import { RentalTotal } from './rental-total';
import { SeasonNote } from './season-note';

const lens: Product = { ...testProduct(12, '39.90', 'Sigma 35mm'), deposit: '0.00' };
const summer: Season = { name: 'Summer', from: '2030-07-01', to: '2030-08-31', percent: 20 };
const easter: Season = { name: 'Easter', from: '2030-04-21', to: '2030-04-21', percent: -10 };
const seed = (seasons: Season[]): Seed => [
  [
    queryKeys.shop,
    { ...DEFAULT_OPENING_RULES, seasons, bookingLimits: DEFAULT_BOOKING_LIMITS, deposits: { enabled: false } },
  ],
];
const range = (from: string, to: string) => ({ dateFrom: isoDate(from), dateTo: isoDate(to) });

function renderPanel(from: string, to: string) {
  renderScreen(
    <>
      <RentalTotal product={lens} range={range(from, to)} />
      <SeasonNote range={range(from, to)} />
    </>,
    { seed: seed([easter, summer]) },
  );
}

describe('the season under the total', () => {
  it('names the season the first day falls in, and the total is at its price for every day', () => {
    // From the last day of August into September: priced by August's season, every day.
    renderPanel('2030-08-31', '2030-09-02');
    expect(screen.getByTestId('rental-total').textContent).toBe('3 days · €47.88/day · €143.64');
    expect(screen.getByTestId('season-note').textContent).toBe(
      'Summer: prices +20\u00a0% for rentals starting between 1 July 2030 and 31 August 2030.',
    );
  });

  it('says a season of one day by its day, a lower price with a minus', () => {
    renderPanel('2030-04-21', '2030-04-22');
    expect(screen.getByTestId('rental-total').textContent).toBe('2 days · €35.91/day · €71.82');
    expect(screen.getByTestId('season-note').textContent).toBe(
      'Easter: prices −10\u00a0% for rentals starting on 21 April 2030.',
    );
  });

  it('says nothing when the first day is in no season, even if the last one is', () => {
    renderPanel('2030-06-29', '2030-07-02');
    expect(screen.getByTestId('rental-total').textContent).toBe('4 days · €159.60');
    expect(screen.queryByTestId('season-note')).toBeNull();
  });
});
