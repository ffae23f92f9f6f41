import type { ShopCalendar } from './shop-calendar';

/** The meta tag the web app reads its calendar from (src/web/lib/shop-calendar.ts). */
export const SHOP_TIME_ZONE_META = 'framehire-shop-time-zone';

/** What the server adds to the page's head. The zone is an IANA name checked at start, safe in an attribute. */
export function shopPageHead(calendar: Pick<ShopCalendar, 'timeZone'>): string {
  return `<meta name="${SHOP_TIME_ZONE_META}" content="${calendar.timeZone}">`;
}
