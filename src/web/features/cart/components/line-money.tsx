import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cartLineCents, durationPriceFor, type CartLine } from '@shared/cart';
import { dailyPriceFor } from '@shared/duration-prices';
import { formatEuros, rentalDays } from '@shared/money';
import { chargedDays } from '@shared/opening-days';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { useLanguage } from '@/i18n/use-language';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The line's daily price from the prices the server gave last: the duration price for its
 * charged days when one applies, said under it ("7+ day rate").
 */
export function DailyPrice({ line, ...props }: { line: CartLine } & TextProps) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const charged = chargedDays(line.range, useOpeningRules());
  const price = formatEuros(dailyPriceFor(line.product, charged), language);
  const tier = durationPriceFor(line.product, charged);
  const perDay = (
    <Text size="sm" style={tabular} {...props}>
      {t('perDay', { price })}
    </Text>
  );
  if (!tier) return perDay;
  return (
    <div>
      {perDay}
      <Text size="xs" c="dimmed" data-testid="line-rate">
        {t('durationRate', { count: tier.minDays })}
      </Text>
    </div>
  );
}

/**
 * Daily price x inclusive days x quantity, exact to the cent, with the days it covers; when the
 * shop's closed days are free, the open days charged instead.
 */
export function LineTotal({ line, ...props }: { line: CartLine } & TextProps) {
  const { t } = useTranslation(['cart', 'product']);
  const language = useLanguage();
  const rules = useOpeningRules();
  const days = rentalDays(line.range.dateFrom, line.range.dateTo);
  const charged = chargedDays(line.range, rules);
  return (
    <div>
      <Text fw={700} style={tabular} data-testid="line-total" {...props}>
        {formatEuros(cartLineCents(line, rules), language)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="line-days" {...props}>
        {t(charged < days ? 'product:rental.chargedDays' : 'days', { count: charged })}
      </Text>
    </div>
  );
}
