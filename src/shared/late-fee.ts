import { daysBetween, type IsoDate } from './calendar-date';

/*
 * Late returns: a rental whose last day has passed in the shop's calendar while a unit
 * it handed over has not come back is overdue. Each unit back late is charged the shop's late fee
 * for every day past the last day, at its check-in: a fixed amount per day, or a percentage of the
 * daily price the rental was booked at (the shop's setting, shared/schemas/settings.ts).
 */

export const lateFeeModes = ['percent', 'fixed'] as const;
export type LateFeeMode = (typeof lateFeeModes)[number];

/** The shop's late fee: `percent` of the booked daily price, or `fixedCents`, per unit and day late. */
export type LateFeeRule = { mode: LateFeeMode; percent: number; fixedCents: number };

/** How many days past its last day a unit is on `day` (0 on or before the last day). */
export function daysLate(dateTo: IsoDate, day: IsoDate): number {
  return Math.max(0, daysBetween(dateTo, day));
}

/**
 * The fee for one unit back `days` days late, in cents. A percentage is taken of one day's price
 * and rounded half up to the cent, then multiplied by the days, so the fee shown for each day is
 * the same and the total is exactly days x that.
 */
export function lateFeeCents(rule: LateFeeRule, dailyPriceCents: number, days: number): number {
  if (days <= 0) return 0;
  const perDay = rule.mode === 'fixed' ? rule.fixedCents : Math.round((dailyPriceCents * rule.percent) / 100);
  return perDay * days;
}
