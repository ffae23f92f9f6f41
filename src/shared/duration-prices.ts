import type { DateRange } from './calendar-date';
import { toCents } from './money';
import { chargedDays, type OpeningRules } from './opening-days';
import { seasonalCents, seasonOn } from './seasons';

/*
 * Cheaper by the week (docs/pricing.md): a product keeps its daily price and may have duration
 * prices, each a lower daily price from a number of charged days on. The cart, the product page,
 * the booking and the server's price answer all call dailyPriceFor, so what a customer is shown is
 * what is booked.
 */

/** From `minDays` charged days on, each day costs `dailyPrice` (a money string, "24.90"). */
export type DurationPrice = { minDays: number; dailyPrice: string };

/** The fewest charged days a duration price may start at: one day is the daily price itself. */
export const DURATION_MIN_DAYS = 2;
/** The most charged days a duration price may start at (a year). */
export const DURATION_MAX_DAYS = 365;
/** The most duration prices one product has. */
export const DURATION_PRICES_MAX = 8;

type Prices = { dailyPrice: string; durationPrices?: readonly DurationPrice[] };

/**
 * The duration price a line charged `chargedDays` pays: the one with the most days not above
 * them; undefined below the first, where the product's daily price applies. Prices in any order.
 */
export function durationPriceFor(product: Prices, chargedDays: number): DurationPrice | undefined {
  let best: DurationPrice | undefined;
  for (const tier of product.durationPrices ?? []) {
    if (tier.minDays <= chargedDays && (!best || tier.minDays > best.minDays)) best = tier;
  }
  return best;
}

/** The daily price, in cents, of a line charged `chargedDays`: its duration price, or the daily price. */
export function dailyPriceFor(product: Prices, chargedDays: number): number {
  return toCents(durationPriceFor(product, chargedDays)?.dailyPrice ?? product.dailyPrice);
}

/** Sorted by their days, as every answer lists them. */
export function sortedDurationPrices(prices: readonly DurationPrice[]): DurationPrice[] {
  return [...prices].sort((a, b) => a.minDays - b.minDays);
}

/**
 * The daily price a line pays once extended from `bookedDays` to `newDays` charged days
 * (docs/pricing.md): the duration price for its new length when it is lower than the one booked
 * (an extension that reaches 7 days gets the week's price for every day), never more than booked,
 * and never so low that the longer rental costs less than the shorter one it was: then the least
 * whole-cent price that keeps the rent where it was.
 */
export function extendedDailyCents(bookedCents: number, bookedDays: number, newDays: number, tierCents: number) {
  const lower = Math.min(bookedCents, tierCents);
  return Math.max(lower, Math.ceil((bookedCents * bookedDays) / newDays));
}

/**
 * The daily price a line pays once its dates change from a range charged `bookedDays` to one
 * charged `newDays` (not more: a change of dates only ever gives money back; docs/pricing.md): the
 * booked price, moved by as much as the product's prices today differ between the old range
 * (`priceBefore`) and the new one (`priceAfter`), halves up. A week shortened to three days leaves
 * the week's price for the three days' one; a move into a cheaper season pays less; a price raised
 * since moves both alike and changes nothing. Never so high that the line costs more than booked.
 */
export function rescheduledDailyCents(
  bookedCents: number,
  bookedDays: number,
  newDays: number,
  priceBefore: number,
  priceAfter: number,
) {
  const moved =
    priceBefore > 0 ? Math.floor((2 * bookedCents * priceAfter + priceBefore) / (2 * priceBefore)) : bookedCents;
  return Math.min(moved, Math.floor((bookedCents * bookedDays) / Math.max(newDays, 1)));
}

/**
 * What a line on `range` pays a day, in cents: the product's price for the line's charged days
 * (dailyPriceFor), moved by the season its first day falls in. The one function the cart, the
 * product page, the booking, the price answer and extensions price a line with.
 */
export function rangeDailyCents(product: Prices, range: DateRange, rules: OpeningRules): number {
  return seasonalCents(dailyPriceFor(product, chargedDays(range, rules)), seasonOn(range.dateFrom, rules.seasons));
}
