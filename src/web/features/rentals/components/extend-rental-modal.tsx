import { useState } from 'react';
import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { useTranslation } from 'react-i18next';
import { latestEndFor } from '@shared/booking-limits';
import { addDays, formatCalendarDate, type IsoDate, parseIsoDate } from '@shared/calendar-date';
import { formatEuros, toCents } from '@shared/money';
import { DEFAULT_OPENING_RULES, isOpenOn } from '@shared/opening-days';
import type { ExtensionQuote } from '@shared/schemas/rental-extension';
import { InlineLoader } from '@/components/inline-loader';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { errorWithContext, submitErrorText } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useBookingLimits, useShopInfo } from '@/lib/use-booking-limits';
import { useExtendRental } from '../api/use-extend-rental';
import { useExtensionQuote } from '../api/use-extension-quote';
import { extensionRefusalText, isExtensionRefusal } from '../lib/extension-refusal';
import type { RentalRow } from '../lib/rental-row';
import { RentalFormModal, type RentalModalProps } from './rental-form-modal';
import { useLanguage } from '@/i18n/use-language';

/**
 * The Extend popup: a new last day (only open days after the current one, within the
 * shop's limits), the server's quote for it (days, amount, a unit replaced), and the confirmation.
 * An order paid online goes on to Stripe's page to pay the difference.
 */
export function ExtendRentalModal(props: RentalModalProps) {
  const { t } = useTranslation('rentals');
  return (
    <RentalFormModal
      {...props}
      title={t('extend.title')}
      form={(row, onDone) => <ExtendRentalForm row={row} onDone={onDone} />}
    />
  );
}

function ExtendRentalForm({ row, onDone }: { row: RentalRow; onDone: () => void }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const { rental } = row;
  const today = shopToday();
  const limits = useBookingLimits();
  const shop = useShopInfo();
  const rules = shop ?? DEFAULT_OPENING_RULES;
  const [dateTo, setDateTo] = useState<IsoDate | null>(null);
  const quote = useExtensionQuote(rental.id, dateTo);
  const extend = useExtendRental();
  const ready = quote.data !== undefined && quote.data.refusal === null;

  const confirm = () => {
    if (!dateTo) return;
    extend.mutate(
      { id: rental.id, dateTo },
      {
        onSuccess: (done) => {
          if (done.checkoutUrl) {
            window.location.assign(done.checkoutUrl);
            return;
          }
          toast.success(
            t('extend.done', {
              date: formatCalendarDate(done.rental.dateTo, language),
              total: formatEuros(toCents(done.rental.total), language),
            }),
          );
          onDone();
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && isExtensionRefusal(error.code)
              ? extensionRefusalText(t, { ...error.details, code: error.code })
              : submitErrorText(t, error),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {rental.productName} · {row.dateRange}
      </Text>
      <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
        <DatePickerInput
          label={t('extend.newLastDay')}
          description={t('extend.closedDays')}
          placeholder={t('extend.pick')}
          leftSection={<IconCalendarEvent size={18} stroke={1.6} />}
          leftSectionPointerEvents="none"
          valueFormat="DD/MM/YYYY"
          value={dateTo}
          onChange={(value) => setDateTo(value ? parseIsoDate(value) : null)}
          minDate={addDays(rental.dateTo, 1)}
          maxDate={latestEndFor(rental.dateFrom, today, limits)}
          defaultDate={addDays(rental.dateTo, 1)}
          excludeDate={(day) => !isOpenOn(day as IsoDate, rules)}
          // Each day named in full, and a closed one says so (it is greyed out, not just missing).
          getDayProps={(day) => ({
            'aria-label': isOpenOn(day as IsoDate, rules)
              ? dayjs(day).locale(language).format('dddd, D MMMM YYYY')
              : t('extend.closedDay', { day: dayjs(day).locale(language).format('dddd, D MMMM YYYY') }),
          })}
          weekendDays={[]}
          data-autofocus
        />
      </DatesProvider>
      <div role="status" aria-live="polite" data-testid="extension-quote">
        {dateTo && <QuoteText quote={quote.data} pending={quote.isFetching} error={quote.error} />}
      </div>
      <DialogActions
        cancelLabel={t('extend.cancel')}
        onCancel={onDone}
        submitLabel={quote.data?.payment === 'online' ? t('extend.submitOnline') : t('extend.submit')}
        onSubmit={confirm}
        loading={extend.isPending}
        disabled={!ready || quote.isFetching}
      />
    </Stack>
  );
}

function QuoteText({ quote, pending, error }: { quote?: ExtensionQuote; pending: boolean; error: Error | null }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  if (pending) return <InlineLoader>{t('extend.quoting')}</InlineLoader>;
  if (error || !quote) return <Text size="sm">{errorWithContext(t, t('extend.quoteError'), error)}</Text>;
  if (quote.refusal)
    return (
      <Text size="sm" c="red.8" data-testid="extension-refusal">
        {extensionRefusalText(t, quote.refusal)}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('extend.quote', {
          count: quote.addedDays,
          amount: formatEuros(toCents(quote.amount), language),
        })}
      </Text>
      {quote.chargedDays !== quote.addedDays && (
        <Text size="sm">{t('extend.charged', { count: quote.chargedDays })}</Text>
      )}
      <Text size="sm">{quote.payment === 'online' ? t('extend.payOnline') : t('extend.payInShop')}</Text>
      {quote.unitReplaced && <Text size="sm">{t('extend.unitReplaced')}</Text>}
    </Stack>
  );
}
