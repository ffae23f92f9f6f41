import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { durationPriceFor, type CartLine } from '@shared/cart';
import { formatEuros, rentalDays } from '@shared/money';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { useLanguage } from '@/i18n/use-language';
import { ownLinePrice, type LinePrice } from '../lib/cart-pricing';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

type LineProps = {
  line: CartLine;
  /** The server's figures for the line (POST /api/cart/price); until they come, the cart's own. */
  priced?: LinePrice | undefined;
} & TextProps;

/** The server's figures for the line, or the cart's own from the product it keeps. */
function useLinePrice(line: CartLine, priced: LinePrice | undefined): LinePrice {
  const rules = useOpeningRules();
  return priced ?? ownLinePrice(line, rules);
}

/**
 * The line's daily price: the duration price for its charged days when one applies, said under
 * it ("7+ day rate").
 */
export function DailyPrice({ line, priced, ...props }: LineProps) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  const figures = useLinePrice(line, priced);
  const price = formatEuros(figures.dailyCents, language);
  const tier = durationPriceFor(line.product, figures.chargedDays);
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
 * The line's rent, daily price x charged days x quantity, exact to the cent, with the days it
 * covers; when the shop's closed days are free, the open days charged instead.
 */
export function LineTotal({ line, priced, ...props }: LineProps) {
  const { t } = useTranslation(['cart', 'product']);
  const language = useLanguage();
  const figures = useLinePrice(line, priced);
  const days = rentalDays(line.range.dateFrom, line.range.dateTo);
  const charged = figures.chargedDays;
  return (
    <div>
      <Text fw={700} style={tabular} data-testid="line-total" {...props}>
        {formatEuros(figures.totalCents, language)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="line-days" {...props}>
        {t(charged < days ? 'product:rental.chargedDays' : 'days', { count: charged })}
      </Text>
    </div>
  );
}
