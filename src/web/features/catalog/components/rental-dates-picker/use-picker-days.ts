import { type IsoDate, monthOf, parseIsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { useTranslation } from 'react-i18next';
import { useBookingLimits, useOpeningRules } from '@/lib/use-booking-limits';
import { monthsSpanning, type IsoMonth } from './calendar-months';
import { dayBlockText } from './day-block-text';
import { addPickerTexts } from './picker-texts';
import { dayBlock, nearestShortDays, NO_SHORT_DAYS, reachBlock, type DayBlock } from './day-rules';
import { useAvailabilityCalendar } from '../../api/use-availability-calendar';

type Options = {
  productId: number;
  /** The months on show. */
  months: IsoMonth[];
  /** The first day picked while the last is not. */
  first: IsoDate | null;
  quantity: number;
  today: IsoDate;
  language: Language;
};

/**
 * What the picker knows of each day: its free units (shown under the number on the months on
 * show) and whether it may be picked now, with why not in words (day-rules.ts).
 */
export function usePickerDays({ productId, months, first, quantity, today, language }: Options) {
  const { t, i18n } = useTranslation('picker');
  addPickerTexts(i18n);
  const limits = useBookingLimits();
  const rules = useOpeningRules();
  // Every month from the first day picked to those on show: a range must not run over a booked-out day in between.
  const { free, units } = useAvailabilityCalendar(productId, first ? monthsSpanning(monthOf(first), months) : months);
  const freeAt = (date: IsoDate) => (date >= today ? free.get(date) : undefined);
  const short = first ? nearestShortDays(first, freeAt, quantity, limits.maxRentalDays) : NO_SHORT_DAYS;

  /** Free units of a day on show (Mantine's days are 'YYYY-MM-DD' strings); none for the adjacent months' days. */
  const freeOn = (day: string) => {
    const date = parseIsoDate(day);
    return date && months.includes(monthOf(date)) ? freeAt(date) : undefined;
  };
  const blockOf = (day: string): { date: IsoDate; block: DayBlock } | null => {
    const date = parseIsoDate(day);
    const block = date && dayBlock(date, { first, today, rules, quantity, freeOn: freeAt, short });
    return date && block ? { date, block } : null;
  };
  const reasonOf = (day: string) => {
    const blocked = blockOf(day);
    return blocked && dayBlockText(t, blocked.block, blocked.date, language);
  };
  // How far a begun range may reach, said once the first day is picked.
  const reach = first && reachBlock(short, freeAt);
  const textOf = (block: DayBlock, date: IsoDate) => dayBlockText(t, block, date, language);
  return { freeOn, units, blockOf, reasonOf, textOf, reachText: reach ? textOf(reach, first) : null };
}
