import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { formatEuros, toCents } from '@shared/money';
import { InlineLoader } from '@/components/inline-loader';
import enRentals from '@/i18n/locales/en/rentals.json';
import { errorWithContext } from '@/lib/error-text';
import { reasonOf } from '@/lib/refusal-reason';
import { useShopInfo } from '@/lib/use-booking-limits';
import type { RescheduleQuote } from '../api/use-reschedule-quote';
import { useLanguage } from '@/i18n/use-language';

type RefusalCode = keyof (typeof enRentals)['reschedule']['refusals'];

/** The refusals of a change, in the customer's language, with the shop's numbers they name. */
export function useRefusalText() {
  const { t } = useTranslation('rentals');
  const shop = useShopInfo();
  const limits = shop?.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
  const values = {
    leadDays: shop?.leadTimeDays ?? 0,
    maxDays: limits.maxRentalDays,
    horizonDays: limits.bookingHorizonDays,
  };
  const has = (code: string): code is RefusalCode => Object.hasOwn(enRentals.reschedule.refusals, code);
  return {
    has,
    /**
     * The refusal's text; too few units with the server's reason after it (issue 48): the
     * customer's own other rental (`staff`: the customer's, said to the shop) or the buffer days.
     */
    text: (code: RefusalCode, detail: unknown = null, staff = false) => {
      const text = t(`reschedule.refusals.${code}`, values);
      const why = code === 'NOT_ENOUGH_STOCK' ? reasonOf(detail) : null;
      if (why?.reason === 'own_rental')
        return t(staff ? 'reschedule.reasons.ownRentalStaff' : 'reschedule.reasons.ownRental');
      if (why?.reason === 'buffer') return t('reschedule.reasons.buffer', { count: why.bufferDays ?? 0 });
      return text;
    },
  };
}

type Cancellation = { fullRefundDaysBefore: number; lateRefundPercent: number };

/**
 * Under the picker: the server's answer for the picked range, as refund-quote.tsx does for a
 * cancellation: the new total, what comes back and the rule behind it, units that change, or
 * why the change cannot be made.
 */
export function RescheduleQuoteText({
  picked,
  quote,
  cancellation,
  staff = false,
}: {
  picked: boolean;
  quote: UseQueryResult<RescheduleQuote>;
  cancellation: Cancellation | undefined;
  /** Staff changing the line for the customer (the order page): the customer is "they", not "you". */
  staff?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const refusal = useRefusalText();
  const language = useLanguage();
  const euros = (amount: string) => formatEuros(toCents(amount), language);

  const body = () => {
    if (!picked)
      return (
        <Text size="sm" c="dimmed">
          {t('reschedule.pick')}
        </Text>
      );
    if (quote.isPending || quote.isFetching) {
      return <InlineLoader>{t('reschedule.loading')}</InlineLoader>;
    }
    if (quote.isError) return <Text size="sm">{errorWithContext(t, t('reschedule.loadError'), quote.error)}</Text>;
    const q = quote.data;
    if (!q.allowed) {
      const code = q.refusal?.code ?? '';
      return (
        <Text size="sm" fw={600} c="red.8" data-testid="reschedule-refusal">
          {refusal.has(code) ? refusal.text(code, q.refusal, staff) : (q.refusal?.message ?? '')}
        </Text>
      );
    }
    const refunds = q.paid && toCents(q.refund) > 0;
    return (
      <Stack gap={6}>
        <Text size="sm">
          <Text span fw={700}>
            {t('reschedule.newTotal', { total: euros(q.total) })}
          </Text>{' '}
          <Text span c="dimmed">
            {t('reschedule.was', { total: euros(q.totalBefore), count: q.chargedDays })}
          </Text>
        </Text>
        {q.dailyPrice !== q.dailyPriceBefore && (
          <Text size="sm" data-testid="reschedule-daily-price">
            {t('reschedule.dailyPrice', { price: euros(q.dailyPrice), before: euros(q.dailyPriceBefore) })}
          </Text>
        )}
        {!q.paid ? (
          <Text size="sm">{t(staff ? 'reschedule.staff.unpaid' : 'reschedule.unpaid')}</Text>
        ) : toCents(q.removed) === 0 ? null : refunds ? (
          <Text size="sm" fw={600}>
            {t(staff ? 'reschedule.staff.refund' : 'reschedule.refund', {
              amount: euros(q.refund),
              percent: q.percent,
              removed: euros(q.removed),
            })}
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            {t(staff ? 'reschedule.staff.noRefund' : 'reschedule.noRefund')}
          </Text>
        )}
        {q.paid && toCents(q.removed) > 0 && cancellation && (
          <Text size="xs" c="dimmed">
            {t('reschedule.rule', {
              count: cancellation.fullRefundDaysBefore,
              percent: cancellation.lateRefundPercent,
            })}
          </Text>
        )}
        {q.unitsReplaced > 0 && (
          <Text size="xs" c="dimmed">
            {t(staff ? 'reschedule.staff.unitsReplaced' : 'reschedule.unitsReplaced', { count: q.unitsReplaced })}
          </Text>
        )}
      </Stack>
    );
  };

  return (
    <div role="status" aria-live="polite" data-testid="reschedule-quote">
      {body()}
    </div>
  );
}
