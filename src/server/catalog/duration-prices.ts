import { type DurationPrice, sortedDurationPrices } from '../../shared/duration-prices';
import { fromCents, toCents } from '../../shared/money';
import type { StoredDurationPrice } from '../db/schema/catalog';

/*
 * A product's duration prices (docs/pricing.md) are kept in whole cents in its own row
 * (products.duration_prices) and answered as money strings, sorted by their days.
 */

/** As the API answers them: money strings, fewest days first. */
export function durationPricesOf(stored: readonly StoredDurationPrice[]): DurationPrice[] {
  return sortedDurationPrices(
    stored.map((tier) => ({ minDays: tier.minDays, dailyPrice: fromCents(tier.dailyPriceCents) })),
  );
}

/** As the products table keeps them: whole cents, fewest days first. */
export function storedDurationPrices(prices: readonly DurationPrice[]): StoredDurationPrice[] {
  return sortedDurationPrices(prices).map((tier) => ({
    minDays: tier.minDays,
    dailyPriceCents: toCents(tier.dailyPrice),
  }));
}
