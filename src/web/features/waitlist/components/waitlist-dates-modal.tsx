import { useState } from 'react';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { Alert, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import { IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { lastBookableDay } from '@shared/booking-limits';
import { formatDateRange, parseIsoDate } from '@shared/calendar-date';
import { bookingLimitValues, errorText } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { useJoinWaitlist } from '../api/use-join-waitlist';
import { useLanguage } from '@/i18n/use-language';

type Props = { productId: number; opened: boolean; onClose: () => void };

/**
 * The dates to wait for, in a calendar of their own: the rental picker refuses booked-out days
 *, which are just the ones worth waiting for. Any range a booking could have is
 * offered; the server answers whether a unit is free on it (then: book it).
 */
export function WaitlistDatesModal({ productId, opened, onClose }: Props) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const today = shopToday();
  const limits = useBookingLimits();
  const [picked, setPicked] = useState<[string | null, string | null]>([null, null]);
  const join = useJoinWaitlist();
  const dateFrom = picked[0] && parseIsoDate(picked[0]);
  const dateTo = picked[1] && parseIsoDate(picked[1]);

  const close = () => {
    join.reset();
    setPicked([null, null]);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('ask.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('ask.intro')}</Text>
        <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
          {/* In the popup itself, not in a second popup over it. */}
          <Center>
            <DatePicker
              type="range"
              aria-label={t('ask.dates')}
              value={picked}
              onChange={(value) => {
                join.reset();
                setPicked(value);
              }}
              minDate={today}
              maxDate={lastBookableDay(today, limits)}
              allowSingleDateInRange
              // Weekends in Mantine's red and days of the next month in grey read too faintly (axe).
              weekendDays={[]}
              hideOutsideDates
              ariaLabels={{ previousMonth: t('ask.previousMonth'), nextMonth: t('ask.nextMonth') }}
              getDayProps={(day) => ({ 'aria-label': dayjs(day).locale(language).format('dddd, D MMMM YYYY') })}
            />
          </Center>
        </DatesProvider>
        <Text size="sm" fw={600} aria-live="polite">
          {dateFrom && dateTo ? formatDateRange({ dateFrom, dateTo }, language) : t('ask.placeholder')}
        </Text>
        {join.isSuccess && (
          <Alert variant="light" color="teal" icon={<IconCircleCheck size={18} />} role="status">
            {t('notify.done')}
          </Alert>
        )}
        {join.isError && (
          <Alert variant="light" color="red" role="alert">
            {errorText(t, join.error, bookingLimitValues(limits))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('ask.close')}
          </Button>
          {!join.isSuccess && (
            <Button
              disabled={!dateFrom || !dateTo}
              loading={join.isPending}
              onClick={() => dateFrom && dateTo && join.mutate({ productId, dateFrom, dateTo })}
            >
              {t('notify.button')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
