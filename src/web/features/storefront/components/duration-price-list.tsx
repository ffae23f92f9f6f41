import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros, toCents } from '@shared/money';
import type { Product } from '@shared/schemas/catalog';
import { useLanguage } from '@/i18n/use-language';

/**
 * Cheaper by the week, under the price: "1 day €39.90 · 3+ days €34.90/day · 7+ days €24.90/day".
 * Nothing for a product with one price. Each price keeps to one line; the list wraps between them.
 */
export function DurationPriceList({ product }: { product: Pick<Product, 'dailyPrice' | 'durationPrices'> }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  if (product.durationPrices.length === 0) return null;
  const money = (amount: string) => formatEuros(toCents(amount), language);
  const prices = [
    t('durationPrices.oneDay', { price: money(product.dailyPrice) }),
    ...product.durationPrices.map((tier) =>
      t('durationPrices.from', { count: tier.minDays, price: money(tier.dailyPrice) }),
    ),
  ];
  return (
    <Text size="sm" data-testid="duration-prices" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {prices.map((price, index) => (
        <Fragment key={price}>
          {index > 0 && ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{price}</span>
        </Fragment>
      ))}
    </Text>
  );
}
