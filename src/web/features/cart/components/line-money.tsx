import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cartLineCents, type CartLine } from '@shared/cart';
import { formatEuros, rentalDays, toCents } from '@shared/money';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** The daily price the server gave last. */
export function DailyPrice({ line, ...props }: { line: CartLine } & TextProps) {
  const { t, i18n } = useTranslation('cart');
  const price = formatEuros(toCents(line.product.dailyPrice), i18n.resolvedLanguage ?? 'en');
  return (
    <Text size="sm" style={tabular} {...props}>
      {t('perDay', { price })}
    </Text>
  );
}

/** Daily price x inclusive days x quantity, exact to the cent, with the days it covers. */
export function LineTotal({ line, ...props }: { line: CartLine } & TextProps) {
  const { t, i18n } = useTranslation('cart');
  const days = rentalDays(line.range.dateFrom, line.range.dateTo);
  return (
    <div>
      <Text fw={700} style={tabular} data-testid="line-total" {...props}>
        {formatEuros(cartLineCents(line), i18n.resolvedLanguage ?? 'en')}
      </Text>
      <Text size="xs" c="dimmed" {...props}>
        {t('days', { count: days })}
      </Text>
    </div>
  );
}
