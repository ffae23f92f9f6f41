import { formatCalendarDate, type IsoDate, todayIn } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { SHOP_TIME_ZONE_META } from '@shared/shop-page';

/**
 * The zone whose calendar the shop keeps. Every "today" of the web app (the picker's first day,
 * moving cart dates, rental statuses) is the shop's, not the browser's: a customer in another
 * zone sees and books the same days the server accepts (decision 008).
 */
export function shopTimeZone(): string {
  if (typeof document === 'undefined') return serverTimeZone;
  return document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_TIME_ZONE_META}"]`)?.content || 'UTC';
}

let serverTimeZone = 'UTC';

/** Where the page is written on the server, which has no page to read the zone from: set once at its start. */
export function setServerShopTimeZone(timeZone: string) {
  serverTimeZone = timeZone;
}

/** Today's date in the shop's zone, by this browser's clock. */
export function shopToday(now: Date = new Date()): IsoDate {
  return todayIn(shopTimeZone(), now);
}

/**
 * The day an instant (a review's or an incident's `createdAt`) falls on, e.g. "3 May 2030". It is
 * first placed on the shop's calendar, so every reader, whatever their own zone, sees the same
 * day, then written by the one date formatter of the site and the e-mails.
 */
export function formatShopDay(instant: string, language: Language, timeZone: string = shopTimeZone()): string {
  return formatCalendarDate(todayIn(timeZone, new Date(instant)), language);
}

/**
 * An instant with its time on the shop's clock, e.g. "3 May 2030, 14:35": the site's one date
 * (formatShopDay) and the 24-hour time, for records that say when to the minute (the audit log,
 * payment movements, units handed over and back).
 */
export function formatShopDateTime(instant: string, language: Language, timeZone: string = shopTimeZone()): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
  return `${formatShopDay(instant, language, timeZone)}, ${time}`;
}
