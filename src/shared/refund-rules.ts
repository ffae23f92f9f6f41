import { daysBetween, type IsoDate } from './calendar-date';

/*
 * What a customer gets back when a paid line is cancelled, on the shop's calendar
 * date: the server refunds by it and the account shows the same figure before the customer
 * confirms, so both import this one function.
 */

export type CancellationRules = {
  /** Cancelling this many days or more before the first day refunds everything. */
  fullRefundDaysBefore: number;
  /** The percent refunded when cancelling later than that, before the first day. */
  lateRefundPercent: number;
};

export type RefundByRules = { refundCents: number; percent: number };

/**
 * The refund of a line whose first day is `firstDay` and that was paid `paidCents`, cancelled
 * `today`: 100% up to `fullRefundDaysBefore` days before the first day, `lateRefundPercent` after
 * that, nothing once the first day has come (a rental is under way on its first day, as
 * shared/rental-rules says).
 *
 * Rounded down to the cent: a fraction of a cent cannot be paid back, and rounding down never
 * gives back more than the rule says, so the refunds of an order's lines can never add up to
 * more than was paid for them. Integer arithmetic only, so no float rounds a cent the wrong way.
 */
export function refundByRules(
  rules: CancellationRules,
  firstDay: IsoDate,
  paidCents: number,
  today: IsoDate,
): RefundByRules {
  const daysBefore = daysBetween(today, firstDay);
  const percent = daysBefore <= 0 ? 0 : daysBefore >= rules.fullRefundDaysBefore ? 100 : rules.lateRefundPercent;
  return { refundCents: Math.floor((paidCents * percent) / 100), percent };
}
