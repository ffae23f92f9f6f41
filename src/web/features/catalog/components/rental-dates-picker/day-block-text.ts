import type { TFunction } from 'i18next';
import { formatCalendarDate, type IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { isoWeekday } from '@shared/opening-days';
import type { DayBlock } from './day-rules';

/** Why a day cannot be picked, in a few words: the day's tooltip, and what a screen reader hears after its date. */
export function dayBlockText(t: TFunction<'picker'>, block: DayBlock, day: IsoDate, language: Language): string {
  switch (block.kind) {
    case 'closed':
      return block.reason === 'weekday' ? t(`closedOn.${isoWeekday(day)}`) : t('closedDate');
    case 'notice':
      return t('notice', { day: formatCalendarDate(block.earliest, language) });
    case 'short':
      return block.free === 0 ? t('bookedOut') : t('onlyFree', { count: block.free });
    case 'beyondShort':
      return t(`${block.free === 0 ? 'beyondBookedOut' : 'beyondFew'}.${block.side}`, {
        day: formatCalendarDate(block.at, language),
      });
  }
}
