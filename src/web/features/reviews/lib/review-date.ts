import { formatCalendarDate, todayIn } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { shopTimeZone } from '@/lib/shop-calendar';

/**
 * The day a review was written, e.g. "3 May 2030". `createdAt` is an instant, not a calendar
 * date: it is first placed on the shop's calendar, so every reader, whatever their own zone,
 * sees the same day, then written by the one date formatter of the site and the e-mails.
 */
export function formatReviewDate(createdAt: string, language: Language, timeZone: string = shopTimeZone()): string {
  return formatCalendarDate(todayIn(timeZone, new Date(createdAt)), language);
}
