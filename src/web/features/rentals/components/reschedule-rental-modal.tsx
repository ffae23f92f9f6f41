import { useState } from 'react';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { Center, Stack, Text } from '@mantine/core';
import { DatePicker, type DatesRangeValue, DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DEFAULT_BOOKING_LIMITS, lastBookableDay } from '@shared/booking-limits';
import { type DateRange, formatDateRange, parseIsoDate } from '@shared/calendar-date';
import { formatEuros, toCents } from '@shared/money';
import { closedReason, DEFAULT_OPENING_RULES, earliestStart } from '@shared/opening-days';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useShopInfo } from '@/lib/use-booking-limits';
import { useRescheduleQuote } from '../api/use-reschedule-quote';
import { useRescheduleRental } from '../api/use-reschedule-rental';
import type { Rental } from '@shared/schemas/rental';
import type { RentalRow } from '../lib/rental-row';
import { RentalFormModal, type RentalModalProps } from './rental-form-modal';
import { RescheduleQuoteText, useRefusalText } from './reschedule-quote';
import { useLanguage } from '@/i18n/use-language';

type Picked = DatesRangeValue<string>;

const toRange = ([from, to]: Picked): DateRange | null => {
  const dateFrom = from ? parseIsoDate(from) : null;
  const dateTo = to ? parseIsoDate(to) : null;
  return dateFrom && dateTo && dateFrom <= dateTo ? { dateFrom, dateTo } : null;
};

/**
 * Shortening or moving a rental that has not started: a range picker that offers only
 * open days as the first and last day (GET /api/shop's rules), the server's quote of the new
 * total and what comes back by the cancellation rules, then the change.
 */
export function RescheduleRentalModal(props: RentalModalProps) {
  const { t } = useTranslation('rentals');
  return (
    <RentalFormModal
      {...props}
      title={t('reschedule.title')}
      size="auto"
      form={(row, onDone) => <CustomerRescheduleForm row={row} onDone={onDone} />}
    />
  );
}

function CustomerRescheduleForm({ row, onDone }: { row: RentalRow; onDone: () => void }) {
  const change = useRescheduleRental();
  return (
    <RescheduleForm
      line={row.rental}
      dateRange={row.dateRange}
      change={{
        isPending: change.isPending,
        mutate: (range, callbacks) => change.mutate({ id: row.rental.id, range }, callbacks),
      }}
      onDone={onDone}
      onCancel={onDone}
    />
  );
}

/** The line whose dates change: a rental, or an order's line (the order page). */
export type RescheduledLine = Pick<Rental, 'id' | 'productName' | 'total' | 'dateFrom' | 'dateTo'>;

/** How the change is sent: the customer's POST /api/rentals/{id}/reschedule, or staff's PATCH of the order's line. */
export type RescheduleChange = {
  isPending: boolean;
  mutate: (range: DateRange, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
};

type FormProps = {
  line: RescheduledLine;
  dateRange: string;
  change: RescheduleChange;
  onDone: () => void;
  onCancel: () => void;
  /** Staff changing the line for the customer: the texts speak of the customer, not to them. */
  staff?: boolean;
};

/**
 * The picker, the server's quote and the confirm button; the order page's "Change dates" popup
 * uses it with staff's change of the line.
 */
export function RescheduleForm({ line: rental, dateRange, change, onDone, onCancel, staff = false }: FormProps) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const shop = useShopInfo();
  const rules = shop ?? DEFAULT_OPENING_RULES;
  const limits = shop?.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
  const today = shopToday();
  const [picked, setPicked] = useState<Picked>([null, null]);
  const range = toRange(picked);
  const quote = useRescheduleQuote(rental.id, range);
  const refusalText = useRefusalText();

  const confirm = () => {
    if (!range) return;
    change.mutate(range, {
      onSuccess: () => {
        toast.success(
          t(staff ? 'reschedule.staff.done' : 'reschedule.done', { range: formatDateRange(range, language) }),
        );
        onDone();
      },
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        toast.error(
          code && refusalText.has(code)
            ? refusalText.text(code, (error as ApiError).details, staff)
            : submitErrorText(t, error),
        );
      },
    });
  };

  const closedLabel = (day: string) => {
    const date = parseIsoDate(day);
    const reason = date && closedReason(date, rules);
    return reason ? t(`reschedule.closed.${reason}`) : undefined;
  };

  return (
    <Stack gap="md" maw={620}>
      <div>
        <Text size="sm" fw={600}>
          {rental.productName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('reschedule.booked', {
            range: dateRange,
            total: formatEuros(toCents(rental.total), language),
          })}
        </Text>
      </div>
      <Text size="sm" id={`reschedule-hint-${rental.id}`}>
        {t('reschedule.hint')}
      </Text>
      <Center>
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
          <DatePicker
            type="range"
            aria-label={t('reschedule.pickerLabel')}
            aria-describedby={`reschedule-hint-${rental.id}`}
            value={picked}
            onChange={setPicked}
            defaultDate={rental.dateFrom}
            minDate={earliestStart(today, rules)}
            maxDate={lastBookableDay(today, limits)}
            // A rental starts and ends on a day the shop is open: closed days are never an end.
            excludeDate={(day) => closedLabel(day) !== undefined}
            getDayProps={(day) => {
              const closed = closedLabel(day);
              return closed ? { title: closed, 'data-closed': true } : {};
            }}
            getDayAriaLabel={(day) => {
              const closed = closedLabel(day);
              const label = dayjs(day).locale(language).format('dddd, D MMMM YYYY');
              return closed ? `${label}: ${closed}` : label;
            }}
            allowSingleDateInRange
            hideOutsideDates
            weekendDays={[]}
            ariaLabels={{ previousMonth: t('reschedule.previousMonth'), nextMonth: t('reschedule.nextMonth') }}
          />
        </DatesProvider>
      </Center>
      <RescheduleQuoteText picked={range !== null} quote={quote} cancellation={shop?.cancellation} staff={staff} />
      <DialogActions
        cancelLabel={t(staff ? 'reschedule.staff.cancel' : 'reschedule.cancel')}
        onCancel={onCancel}
        submitLabel={t('reschedule.submit')}
        onSubmit={confirm}
        loading={change.isPending}
        disabled={!quote.data?.allowed || quote.isFetching}
      />
    </Stack>
  );
}
