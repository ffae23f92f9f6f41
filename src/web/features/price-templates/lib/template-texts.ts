import type { TFunction } from 'i18next';
import { percentOf } from '@shared/discounts';
import { formatEuros } from '@shared/money';
import type { PriceTemplate } from '@shared/schemas/price-template';

type TemplatesT = TFunction<'price-templates'>;

/** A template's tiers as the list says them, fewest days first: "3+ days 85 %", "7+ days 60 %". */
export const tierTexts = (t: TemplatesT, tiers: PriceTemplate['tiers']): string[] =>
  [...tiers]
    .sort((a, b) => a.minDays - b.minDays)
    .map((tier) => t('tier', { days: tier.minDays, percent: tier.percent }));

/** What a percentage makes of a €100.00 day, rounded as the database rounds it. */
const EXAMPLE_DAILY_CENTS = 10_000;

/** The form's example for a tier: "€100.00 a day → €85.00", or a dash while the percentage is no percentage. */
export function exampleText(t: TemplatesT, percent: number | null, language: string): string {
  if (percent === null) return t('form.exampleNone');
  return t('form.exampleValue', {
    daily: formatEuros(EXAMPLE_DAILY_CENTS, language),
    price: formatEuros(percentOf(EXAMPLE_DAILY_CENTS, percent), language),
  });
}
