import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatEuros, toCents } from '@shared/money';
import { InlineLoader } from '@/components/inline-loader';
import { errorWithContext } from '@/lib/error-text';
import type { RefundQuote as Quote } from '../api/use-cancellation-refund';
import { useLanguage } from '@/i18n/use-language';

/** In the cancellation popup: what comes back to the customer's card, by the shop's rules, before they confirm. */
export function RefundQuote({ quote }: { quote: UseQueryResult<Quote> }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  return (
    <div role="status" aria-live="polite" data-testid="refund-quote">
      {quote.isPending ? (
        <InlineLoader>{t('refund.loading')}</InlineLoader>
      ) : quote.isError ? (
        <Text size="sm" c="dimmed">
          {errorWithContext(t, t('refund.loadError'), quote.error)}
        </Text>
      ) : !quote.data.paid ? (
        <Text size="sm">{t('refund.nothingPaid')}</Text>
      ) : toCents(quote.data.refund) === 0 ? (
        <Text size="sm" fw={600}>
          {t('refund.none')}
        </Text>
      ) : (
        <Text size="sm" fw={600}>
          {t('refund.back', {
            amount: formatEuros(toCents(quote.data.refund), language),
            percent: quote.data.percent,
          })}
        </Text>
      )}
    </div>
  );
}
