import type { ReactNode } from 'react';
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
      <LegendEntry sample={<DayContent day={12} free={7} />} text={t('rental.legend.free')} />
      <LegendEntry
        sample={<DayContent day={13} free={2} />}
        state={{ 'data-last-units': true }}
        text={t('rental.legend.lastUnits')}
      />
      <LegendEntry
        sample={<DayContent day={14} free={0} />}
        state={{ 'data-booked-out': true }}
        text={t('rental.legend.bookedOut')}
      />
      {hasClosedDays && (
        <LegendEntry
          sample={<DayContent day={15} />}
          state={{ 'data-blocked': true }}
          text={t('rental.legend.closed')}
        />
      )}
    </Group>
  );
}

/** A sample day, drawn as the picker draws it in that state, and what it means. */
function LegendEntry({
  sample,
  state,
  text,
}: {
  sample: ReactNode;
  state?: Record<`data-${string}`, true>;
  text: string;
}) {
  return (
    <Group gap={8} wrap="nowrap">
      <span className={classes.legendSample} {...state} aria-hidden>
        {sample}
      </span>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
