import { type IsoDate, todayIn } from '@shared/calendar-date';
import { SHOP_TIME_ZONE_META } from '@shared/shop-page';


/**
 * The zone whose calendar the shop keeps. Every "today" of the web app (the picker's first day,
 * moving cart dates, rental statuses) is the shop's, not the browser's: a customer in another
 * zone sees and books the same days the server accepts (decision 008).
 */
export function shopTimeZone(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_TIME_ZONE_META}"]`)?.content || 'UTC';
}

/** Today's date in the shop's zone, by this browser's clock. */
export function shopToday(now: Date = new Date()): IsoDate {
  return todayIn(shopTimeZone(), now);
}
