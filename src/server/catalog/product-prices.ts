import { type SQL, sql } from 'drizzle-orm';
import type { DateRange } from '../../shared/calendar-date';
import { type DurationPrice, rangeDailyCents, sortedDurationPrices } from '../../shared/duration-prices';
import { fromCents, toCents } from '../../shared/money';
import { numericToRate } from '../../shared/vat';
import type { OpeningRules } from '../../shared/opening-days';
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

/** A product's prices now: its daily price, and its lower ones from a number of charged days on. */
export type ProductPrices = {
  dailyPrice: string;
  durationPrices: DurationPrice[];
  categoryId: number | null;
  /** The product's own VAT rate in percent; null: the shop's standard rate. */
  vatRate: number | null;
};

/**
 * What productPricesColumn answers: by product id, the daily price in cents, the duration prices,
 * and the category (a coupon may be limited to some).
 */
export type ProductPricesJson = Record<string, [number, StoredDurationPrice[], number | null, string | null]> | null;

/**
 * The prices of the products `productIds`, as one column of a statement that reads more (the
 * booking's checks read them with the customer's other facts in one round trip).
 */
export function productPricesColumn(productIds: readonly number[]): SQL<ProductPricesJson> {
  return sql<ProductPricesJson>`(SELECT json_object_agg(id, json_build_array(round(daily_price * 100)::int, duration_prices, category_id, vat_rate::text))
    FROM products WHERE id = ANY(${`{${productIds.join(',')}}`}::int[]))`;
}

/** The column's answer by product id; a product missing from it does not exist. */
export function productPricesOf(json: ProductPricesJson): Map<number, ProductPrices> {
  return new Map(
    Object.entries(json ?? {}).map(([id, [cents, tiers, categoryId, vatRate]]) => [
      Number(id),
      {
        dailyPrice: fromCents(cents),
        durationPrices: durationPricesOf(tiers),
        categoryId,
        vatRate: vatRate === null ? null : numericToRate(vatRate),
      },
    ]),
  );
}

/**
 * What a line pays a day, in cents: the product's price for the line's charged days under the
 * opening rules in force, moved by the season of its first day (rangeDailyCents in
 * shared/duration-prices.ts, the function the cart shows prices with).
 */
export function lineDailyCents(prices: ProductPrices, range: DateRange, rules: OpeningRules): number {
  return rangeDailyCents(prices, range, rules);
}
