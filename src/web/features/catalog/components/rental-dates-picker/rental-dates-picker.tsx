import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { lastBookableDay } from '@shared/booking-limits';
import { type DateRange, type IsoDate, parseIsoDate } from '@shared/calendar-date';
import { stockStatus } from '@shared/stock';
import { shopToday } from '@/lib/shop-calendar';
import { useBookingLimits } from '@/lib/use-booking-limits';
import { dayDateAttribute, focusArrowTarget } from './arrow-keys';
import { dateFieldTexts } from './field-texts';
import { visibleMonths } from './calendar-months';
import { DayContent } from './day-content';
import { DropdownNote } from './dropdown-note';
import type { DayBlock } from './day-rules';
import { outOfReach, toDateRange, toPickerRange, type PickerRange } from './picker-range';
import { usePickerDays } from './use-picker-days';
import classes from './rental-dates-picker.module.css';
import { useLanguage } from '@/i18n/use-language';

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
  /** The units wanted: a day with fewer free cannot be in the range. */
  quantity?: number;
};

/** A refused day's click never reaches the calendar: stopped on its way down, before the day's own handler. */
const refuse = (event: MouseEvent) => event.stopPropagation();

/**
 * The rental range (SPEC: no time, day/month/year, minimum today, not clearable). Each day of the
 * months on show carries its free-unit count, coloured like the stock badge; days with none free
 * are struck out in red. "Today" is the shop's, so every customer sees the days the server accepts;
 * so are the limits: no day past the booking horizon, and once the first day is picked, none that
 * would make the rental longer than the shop allows.
 *
 * The shop's opening days and the free units decide the rest: a closed day, a day
 * inside the lead time and a day without enough units cannot be picked, nor a last day past the
 * next day without enough units. Such days stay focusable (not `disabled`, which the calendar's
 * arrow keys skip), are marked `aria-disabled`, and say why in their label, in a tooltip on hover
 * and focus, and, once pressed or while a range is begun, in a line under the calendar.
 */
export default function RentalDatesPicker({
  productId,
  value,
  onChange,
  compact = false,
  ariaLabel,
  openOnMount = false,
  quantity = 1,
}: Props) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const today = shopToday();
  const limits = useBookingLimits();
  const columns = useMediaQuery('(min-width: 48em)') ? 2 : 1;
  // A range being picked (first day only) lives here until it is complete; the parent sees ranges only.
  const [draft, setDraft] = useState<PickerRange | null>(null);
  const [shown, setShown] = useState(value?.dateFrom ?? today);
  // The refused day pressed last: the line under the label says why until the next pick.
  const [refused, setRefused] = useState<{ date: IsoDate; block: DayBlock } | null>(null);
  const field = useRef<HTMLButtonElement>(null);
  // Names the calendar's dropdown (Mantine's `${id}-dropdown`), where the note under the calendar goes.
  const popoverId = `rental-dates-${useId().replace(/:/g, '')}`;
  useEffect(() => {
    if (!openOnMount) return;
    field.current?.focus();
    field.current?.click();
  }, [openOnMount]);
  const months = visibleMonths(shown, columns);
  const first = draft?.[0] ? parseIsoDate(draft[0]) : null;
  const days = usePickerDays({ productId, months, first, quantity, today, language });

  const dayLabel = (day: string) => {
    const label = dayjs(day).locale(language).format('dddd, D MMMM YYYY');
    const count = days.freeOn(day);
    const withFree =
      count === undefined
        ? label
        : count === 0
          ? t('rental.day.bookedOut', { day: label })
          : t('rental.day.free', { day: label, count });
    const reason = days.reasonOf(day);
    return reason ? `${withFree}. ${reason}` : withFree;
  };
  const note = refused ? days.textOf(refused.block, refused.date) : days.reachText;

  // Mantine empties a half-picked range when the calendar closes: the chosen range, if any, shows again.
  const change = (picked: PickerRange) => {
    const range = toDateRange(picked);
    const halfPicked = range === null && (picked[0] !== null || picked[1] !== null);
    setDraft(halfPicked ? picked : null);
    setRefused(null);
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
        renderDay={(day) => <DayContent day={dayjs(day).date()} free={days.freeOn(day)} />}
        getDayProps={(day) => {
          const count = days.freeOn(day);
          // Units not known yet (never with a day's count): as if some were taken.
          const status = count === undefined ? null : stockStatus(count, days.units ?? Number.POSITIVE_INFINITY);
          const blocked = days.blockOf(day);
          return {
            ...dayDateAttribute(day),
            onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) =>
              focusArrowTarget(event, day, document.getElementById(`${popoverId}-dropdown`)),
            // Mantine marks the browser's today; the ring goes on the shop's today instead.
            'data-today': day === today || undefined,
            'data-booked-out': status === 'OutOfStock' || undefined,
            'data-last-units': status === 'LastUnits' || undefined,
            ...(blocked && {
              'aria-disabled': true,
              'data-blocked': blocked.block.kind,
              'data-reason': days.textOf(blocked.block, blocked.date),
              onClickCapture: (event: MouseEvent) => {
                refuse(event);
                setRefused(blocked);
              },
            }),
          };
        }}
        getDayAriaLabel={dayLabel}
        ariaLabels={{ previousMonth: t('rental.previousMonth'), nextMonth: t('rental.nextMonth') }}
        popoverProps={{ id: popoverId, position: 'bottom-start', shadow: 'md' }}
      />
      <DropdownNote popoverId={popoverId}>{note}</DropdownNote>
    </DatesProvider>
  );
}
