import { useState } from 'react';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../../../shared/calendar-date';
import { stockStatus } from '../../../../../shared/stock';
import { monthOf, visibleMonths } from './calendar-months';
import { DayContent } from './day-content';
import classes from './rental-panel.module.css';
import { useAvailabilityCalendar } from './use-availability-calendar';

export type RentalDates = DatesRangeValue<string>;

type Props = {
  productId: number;
  value: RentalDates;
  onChange: (value: RentalDates) => void;
  /** Smaller, with the label for screen readers only (the cart's lines). */
  compact?: boolean;
  /** Names the field when several are on screen, e.g. "Rental dates of Canon EOS R5". */
  ariaLabel?: string;
  onDropdownClose?: () => void;
};

/**
 * The rental range (SPEC: no time, day/month/year, minimum today, not clearable). Each day of the
 * months on show carries its free-unit count, coloured like the stock badge; days with none free
 * are struck out in red.
 */
export function RentalDatesPicker({ productId, value, onChange, compact = false, ariaLabel, onDropdownClose }: Props) {
  const { t, i18n } = useTranslation('product');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = localIsoDate();
  const columns = useMediaQuery('(min-width: 48em)') ? 2 : 1;
  const [shown, setShown] = useState<string>(value[0] ?? today);
  const months = visibleMonths(shown, columns);
  const free = useAvailabilityCalendar(productId, months);

  const freeOn = (date: string) => (date >= today && months.includes(monthOf(date)) ? free.get(date) : undefined);
  const dayLabel = (date: string) => {
    const day = dayjs(date).locale(language).format('dddd, D MMMM YYYY');
    const count = freeOn(date);
    if (count === undefined) return day;
    return count === 0 ? t('rental.day.bookedOut', { day }) : t('rental.day.free', { day, count });
  };

  return (
    <DatePickerInput
      type="range"
      size={compact ? 'sm' : 'md'}
      label={compact ? undefined : t('rental.datesLabel')}
      aria-label={ariaLabel ?? (compact ? t('rental.datesLabel') : undefined)}
      placeholder={t('rental.datesPlaceholder')}
      leftSection={<IconCalendarEvent size={compact ? 16 : 20} stroke={1.6} />}
      leftSectionPointerEvents="none"
      value={value}
      onChange={onChange}
      valueFormat="DD/MM/YYYY"
      minDate={today}
      clearable={false}
      allowSingleDateInRange
      date={shown}
      onDateChange={setShown}
      numberOfColumns={columns}
      weekendDays={[]}
      highlightToday
      classNames={{ day: classes.day }}
      renderDay={(date) => <DayContent day={Number(date.slice(8, 10))} free={freeOn(date)} />}
      getDayProps={(date) => {
        const count = freeOn(date);
        if (count === undefined) return {};
        const status = stockStatus(count);
        if (status === 'OutOfStock') return { 'data-booked-out': true, title: t('rental.legend.bookedOut') };
        return status === 'LastUnits' ? { 'data-last-units': true } : {};
      }}
      getDayAriaLabel={dayLabel}
      ariaLabels={{ previousMonth: t('rental.previousMonth'), nextMonth: t('rental.nextMonth') }}
      popoverProps={{ position: 'bottom-start', shadow: 'md', onClose: onDropdownClose }}
    />
  );
}
