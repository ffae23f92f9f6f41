import { percentOf } from '@shared/discounts';
import { toCents } from '@shared/money';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { priceFromInput } from './price-input';

/** One tier of a template at a daily price: its price in cents, or null when it is left out. */
export type TemplateTierPrice = { days: number; percent: number; cents: number | null };

/**
 * What a template gives a product at its daily price as typed, as the database computes it
 * (migration 0030): each percentage of the daily price, rounded to the cent halves up, kept only
 * when above 0 and below the daily price; fewest days first. Null while the daily price is no amount.
 */
export function templatePrices(
  dailyPrice: string,
  tiers: PriceTemplate['tiers'],
): { dailyCents: number; tiers: TemplateTierPrice[] } | null {
  const daily = priceFromInput(dailyPrice);
  if (daily === null) return null;
  const dailyCents = toCents(daily);
  return {
    dailyCents,
    tiers: [...tiers]
      .sort((a, b) => a.minDays - b.minDays)
      .map((tier) => {
        const cents = percentOf(dailyCents, tier.percent);
        return { days: tier.minDays, percent: tier.percent, cents: cents > 0 && cents < dailyCents ? cents : null };
      }),
  };
}
