import type { TFunction } from 'i18next';
import { formatEuros } from '@shared/money';
import {
  daysProblem,
  durationFieldProblem,
  priceProblem,
  DURATION_MAX_DAYS,
  DURATION_MIN_DAYS,
  DURATION_PRICES_MAX,
  type DurationPriceRow,
} from './duration-prices';

type DashboardT = TFunction<'dashboard'>;

/** A form with a daily price and duration prices, and the price template it may follow instead. */
type WithDurations = { dailyPrice: string; durationPrices: DurationPriceRow[]; priceTemplateId?: number | null };

const followsTemplate = (values: WithDurations) => values.priceTemplateId != null;

/** The row a rule's path is about (`durationPrices.2.minDays` → 2). */
const rowIndex = (path: string) => Number(path.split('.')[1]);

/**
 * The product form's checks of its duration prices, worded in the admin's language: whole days
 * from 2 to 365, each once; a price that is an amount, above 0, below the daily price and below
 * the price for fewer days. None while the product follows a price template: its rows are not sent.
 */
export function durationPriceRules<Values extends WithDurations>(t: DashboardT, language: string) {
  const euros = (cents: number) => formatEuros(cents, language);
  return {
    minDays: (_value: unknown, values: Values, path: string) => {
      if (followsTemplate(values)) return null;
      const found = daysProblem(values.durationPrices, rowIndex(path));
      if (found === null) return null;
      return found.problem === 'daysTaken'
        ? t('products.durationPrices.daysTaken', { days: found.days })
        : t('products.durationPrices.daysInvalid', { min: DURATION_MIN_DAYS, max: DURATION_MAX_DAYS });
    },
    dailyPrice: (_value: unknown, values: Values, path: string) => {
      if (followsTemplate(values)) return null;
      const found = priceProblem(values.durationPrices, rowIndex(path), values.dailyPrice);
      switch (found?.problem) {
        case undefined:
          return null;
        case 'priceRequired':
          return t('products.durationPrices.priceRequired');
        case 'priceInvalid':
          return t('products.priceInvalid');
        case 'priceZero':
          return t('products.durationPrices.priceZero');
        case 'priceNotBelowDaily':
          return t('products.durationPrices.priceNotBelowDaily', { price: euros(found.cents) });
        case 'priceNotBelowFewer':
          return t('products.durationPrices.priceNotBelowFewer', { days: found.days, price: euros(found.cents) });
      }
    },
  };
}

/**
 * What to show under a field of the duration prices the server refused (`durationPrices.1.dailyPrice`),
 * in the admin's language; null for any other field.
 */
export function durationRefusalText(t: DashboardT, field: string | null): string | null {
  const problem = field === null ? null : durationFieldProblem(field);
  if (problem === null) return null;
  return problem === 'serverList'
    ? t('products.durationPrices.serverList', { max: DURATION_PRICES_MAX })
    : t(`products.durationPrices.${problem}`, { min: DURATION_MIN_DAYS, max: DURATION_MAX_DAYS });
}
