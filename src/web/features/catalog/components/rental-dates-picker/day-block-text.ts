import type { TFunction } from 'i18next';
import { formatCalendarDate, type IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { isoWeekday } from '@shared/opening-days';
import type { DayBlock } from './day-rules';

/** Why a day cannot be picked, in a few words: the day's tooltip, and what a screen reader hears after its date. */
export function dayBlockText(t: TFunction<'product'>, block: DayBlock, day: IsoDate, language: Language): string {
  switch (block.kind) {
    case 'closed':
      return block.reason === 'weekday' ? t(`rental.closedOn.${isoWeekday(day)}`) : t('rental.closedDate');
    case 'notice':
      return t('rental.notice', { day: formatCalendarDate(block.earliest, language) });
    case 'short':
      return block.free === 0 ? t('rental.legend.bookedOut') : t('rental.onlyFree', { count: block.free });
    case 'beyondShort':
      return t(`rental.${block.free === 0 ? 'beyondBookedOut' : 'beyondFew'}.${block.side}`, {
        day: formatCalendarDate(block.at, language),
      });
  }
}
