import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { DayContent } from './day-content';
import classes from './rental-dates-picker.module.css';

/**
 * Explains the numbers, their colours and the struck-out red days of the date picker, and its
 * greyed days when the shop has closed days.
 */
export function CalendarLegend() {
  const { t } = useTranslation('product');
  const rules = useOpeningRules();
  const hasClosedDays = rules.openingDays.length < 7 || rules.closedDates.length > 0;
  return (
    <Group gap="lg" mt={8} wrap="wrap" style={{ rowGap: 6 }} aria-label={t('rental.legend.label')} role="group">
      <Group gap={8} wrap="nowrap">
        <span className={classes.legendSample} aria-hidden>
          <DayContent day={12} free={7} />
        </span>
        <Text size="xs" c="dimmed">
          {t('rental.legend.free')}
        </Text>
      </Group>
      <Group gap={8} wrap="nowrap">
        <span className={classes.legendSample} data-last-units aria-hidden>
          <DayContent day={13} free={2} />
        </span>
        <Text size="xs" c="dimmed">
          {t('rental.legend.lastUnits')}
        </Text>
      </Group>
      <Group gap={8} wrap="nowrap">
        <span className={classes.legendSample} data-booked-out aria-hidden>
          <DayContent day={14} free={0} />
        </span>
        <Text size="xs" c="dimmed">
          {t('rental.legend.bookedOut')}
        </Text>
      </Group>
      {hasClosedDays && (
        <Group gap={8} wrap="nowrap">
          <span className={classes.legendSample} data-blocked aria-hidden>
            <DayContent day={15} />
          </span>
          <Text size="xs" c="dimmed">
            {t('rental.legend.closed')}
          </Text>
        </Group>
      )}
    </Group>
  );
}
