import { type IsoDate, todayIn } from '../shared/calendar-date';

/** The one clock of the server. Tests hand in their own to stand at any moment. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The shop's calendar: "today" is the shop's date in SHOP_TIME_ZONE, whatever zone the server
 * process or the customer's browser is in (decision 008). Every rule that compares with today
 * asks here.
 */
export type ShopCalendar = { readonly timeZone: string; today(): IsoDate; now(): Date };

export function createShopCalendar(timeZone: string, clock: Clock = systemClock): ShopCalendar {
  return { timeZone, now: clock, today: () => todayIn(timeZone, clock()) };
}
