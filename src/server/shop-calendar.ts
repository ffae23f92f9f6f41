import { type IsoDate, todayIn } from '../shared/calendar-date';

/** The one clock of the server. Tests hand in their own to stand at any moment. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The shop's calendar: "today" is the shop's date in SHOP_TIME_ZONE, whatever zone the server
 * process or the customer's browser is in (decision 008). Every rule that compares with today
 * asks here.
 */
export type ShopCalendar = {
  readonly timeZone: string;
  today(): IsoDate;
  now(): Date;
  /** The hour on the shop's clock (0–23). */
  hour(): number;
};

export function createShopCalendar(timeZone: string, clock: Clock = systemClock): ShopCalendar {
  const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  // Today, kept for the minute it was asked in: a zone's date turns only at the start of a minute
  // (every offset in use is whole minutes), and a request asks several times (each ask was one
  // formatToParts, about 5 µs: 4 % of a booking's CPU outside the database).
  let kept = { minute: Number.NaN, today: '' as IsoDate };
  return {
    timeZone,
    now: clock,
    today: () => {
      const now = clock();
      const minute = Math.floor(now.getTime() / 60_000);
      if (minute !== kept.minute) kept = { minute, today: todayIn(timeZone, now) };
      return kept.today;
    },
    hour: () => Number(hourFormat.format(clock())),
  };
}
