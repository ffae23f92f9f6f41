import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@shared/calendar-date';
import { rangeDailyCents } from '@shared/duration-prices';
import { formatEuros, rentalDays } from '@shared/money';
import { chargedDays } from '@shared/opening-days';
import { seasonOn } from '@shared/seasons';
import type { Product } from '@shared/schemas/catalog';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { useLanguage } from '@/i18n/use-language';

/**
 * "3 days · €119.70" for one unit over the chosen range (days inclusive, cents exact); when the
 * shop's closed days are free, "3 days charged, closed days free · €119.70". A product with
 * duration prices, or a range starting in a season, says the daily price its charged days get:
 * "7 days · €24.90/day · €174.30" (the season's note is under it: season-note.tsx).
 */
export function RentalTotal({ product, range }: { product: Product; range: DateRange | null }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const rules = useOpeningRules();
  const charged = range && chargedDays(range, rules);
  const daily = range && charged ? rangeDailyCents(product, range, rules) : 0;
  const seasonal = range !== null && seasonOn(range.dateFrom, rules.seasons) !== null;
  const perDay =
    product.durationPrices.length > 0 || seasonal ? [t('rental.perDay', { price: formatEuros(daily, language) })] : [];
  return (
    <Group justify="space-between" gap="xs" mih={28} wrap="nowrap">
      <Text c="dimmed" size="sm">
        {t('rental.total')}
      </Text>
      {!range || !charged ? (
        <Text c="dimmed" size="lg" aria-label={t('rental.noTotal')}>
          –
        </Text>
      ) : (
        <Text fw={700} size="lg" ta="right" data-testid="rental-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {[
            t(charged < rentalDays(range.dateFrom, range.dateTo) ? 'rental.chargedDays' : 'rental.days', {
              count: charged,
            }),
            ...perDay,
            formatEuros(daily * charged, language),
          ].join(' · ')}
        </Text>
      )}
    </Group>
  );
}
