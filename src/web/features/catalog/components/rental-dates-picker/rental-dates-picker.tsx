import { useEffect, useRef, useState } from 'react';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { lastBookableDay } from '@shared/booking-limits';
import { type DateRange, monthOf, parseIsoDate } from '@shared/calendar-date';
import { stockStatus } from '@shared/stock';
import { shopToday } from '@/lib/shop-calendar';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { dateFieldTexts } from './field-texts';
import { visibleMonths } from './calendar-months';
import { DayContent } from './day-content';
import { outOfReach, toDateRange, toPickerRange, type PickerRange } from './picker-range';
import classes from './rental-dates-picker.module.css';
import { useAvailabilityCalendar } from '../../api/use-availability-calendar';

type Props = {
  productId: number;
  /** The chosen range; null while none is. */
  value: DateRange | null;
  /** A complete range once both days are picked; null when a new range was begun (its first day only). */
  onChange: (range: DateRange | null) => void;
  /** Smaller, with the label for screen readers only (the cart's lines). */
  compact?: boolean;
  /** Names the field when several are on screen, e.g. "Rental dates of Canon EOS R5". */
  ariaLabel?: string;
  /** Drawn where the visitor pressed the field standing in for it: it takes the focus and opens. */
  openOnMount?: boolean;
};

/**
 * The rental range (SPEC: no time, day/month/year, minimum today, not clearable). Each day of the
 * months on show carries its free-unit count, coloured like the stock badge; days with none free
 * are struck out in red. "Today" is the shop's, so every customer sees the days the server accepts;
 * so are the limits: no day past the booking horizon, and once the first day is picked, none that
 * would make the rental longer than the shop allows.
 */
export default function RentalDatesPicker({
  productId,
  value,
  onChange,
  compact = false,
  ariaLabel,
  openOnMount = false,
}: Props) {
  const { t, i18n } = useTranslation('product');
  const language = i18n.resolvedLanguage ?? 'en';
  const today = shopToday();
  const limits = useBookingLimits();
  const columns = useMediaQuery('(min-width: 48em)') ? 2 : 1;
  // A range being picked (first day only) lives here until it is complete; the parent sees ranges only.
  const [draft, setDraft] = useState<PickerRange | null>(null);
  const [shown, setShown] = useState(value?.dateFrom ?? today);
  const field = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    field.current?.focus();
    field.current?.click();
  }, [openOnMount]);
  const months = visibleMonths(shown, columns);
  const free = useAvailabilityCalendar(productId, months);

  const freeOn = (day: string) => {
    const date = parseIsoDate(day);
    return date && date >= today && months.includes(monthOf(date)) ? free.get(date) : undefined;
  };
  const dayLabel = (day: string) => {
    const label = dayjs(day).locale(language).format('dddd, D MMMM YYYY');
    const count = freeOn(day);
    if (count === undefined) return label;
    return count === 0 ? t('rental.day.bookedOut', { day: label }) : t('rental.day.free', { day: label, count });
  };

  // Mantine empties a half-picked range when the calendar closes: the chosen range, if any, shows again.
  const change = (picked: PickerRange) => {
    const range = toDateRange(picked);
    const halfPicked = range === null && (picked[0] !== null || picked[1] !== null);
    setDraft(halfPicked ? picked : null);
    onChange(range);
  };

  return (
    // The calendar's month and day names follow the language chosen in the header.
    <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>
      <DatePickerInput
        ref={field}
        type="range"
        size={compact ? 'sm' : 'md'}
        {...dateFieldTexts(t, limits, compact)}
        aria-label={ariaLabel ?? (compact ? t('rental.datesLabel') : undefined)}
        placeholder={t('rental.datesPlaceholder')}
        leftSection={<IconCalendarEvent size={compact ? 16 : 20} stroke={1.6} />}
        leftSectionPointerEvents="none"
        value={draft ?? toPickerRange(value)}
        onChange={change}
        valueFormat="DD/MM/YYYY"
        minDate={today}
        maxDate={lastBookableDay(today, limits)}
        excludeDate={(day) => draft !== null && outOfReach(day, draft[0], today, limits)}
        clearable={false}
        allowSingleDateInRange
        date={shown}
        onDateChange={(date) => setShown(parseIsoDate(date) ?? today)}
        numberOfColumns={columns}
        weekendDays={[]}
        highlightToday
        classNames={{ day: classes.day }}
        renderDay={(day) => <DayContent day={dayjs(day).date()} free={freeOn(day)} />}
        getDayProps={(day) => {
          // Mantine marks the browser's today; the ring goes on the shop's today instead.
          const marks = { 'data-today': day === today || undefined };
          const count = freeOn(day);
          if (count === undefined) return marks;
          const status = stockStatus(count);
          if (status === 'OutOfStock')
            return { ...marks, 'data-booked-out': true, title: t('rental.legend.bookedOut') };
          return status === 'LastUnits' ? { ...marks, 'data-last-units': true } : marks;
        }}
        getDayAriaLabel={dayLabel}
        ariaLabels={{ previousMonth: t('rental.previousMonth'), nextMonth: t('rental.nextMonth') }}
        popoverProps={{ position: 'bottom-start', shadow: 'md' }}
      />
    </DatesProvider>
  );
}
