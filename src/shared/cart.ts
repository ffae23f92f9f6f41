import { type DateRange, type IsoDate, parseIsoDate } from './calendar-date';
import { rangeDailyCents } from './duration-prices';
import { chargedDays, DEFAULT_OPENING_RULES, type OpeningRules } from './opening-days';
import type { Product } from './schemas/catalog';

/** One cart line: a product, how many units, and the inclusive range of days. */
export type CartLine = {
  product: Product;
  quantity: number;
  range: DateRange;
};

/**
 * A cart line as saved under `cartProducts` in the browser (SPEC section 3): the dates as
 * `{ start, end }` ISO text. This is the only place that shape exists; see toCartLine.
 */
type StoredCartLine = {
  product: Product;
  quantity: number;
  dates: { start: string; end: string };
};

export const toStoredCartLine = ({ range, ...line }: CartLine): StoredCartLine => ({
  ...line,
  dates: { start: range.dateFrom, end: range.dateTo },
});

/** A saved line back into the cart, or null when what was saved is not a valid line any more. */
export function toCartLine(stored: StoredCartLine): CartLine | null {
  const dateFrom = parseIsoDate(String(stored.dates?.start ?? ''));
  const dateTo = parseIsoDate(String(stored.dates?.end ?? ''));
  if (!dateFrom || !dateTo || dateTo < dateFrom || !stored.product || !(stored.quantity >= 1)) return null;
  return { product: stored.product, quantity: Math.floor(stored.quantity), range: { dateFrom, dateTo } };
}

export const sameLine = (a: CartLine, b: CartLine) =>
  a.product.id === b.product.id && a.range.dateFrom === b.range.dateFrom && a.range.dateTo === b.range.dateTo;

/** Dates earlier than today move up to today (SPEC section 4). */
export function withDatesFromToday(line: CartLine, today: IsoDate): CartLine {
  const dateFrom = line.range.dateFrom < today ? today : line.range.dateFrom;
  const dateTo = line.range.dateTo < dateFrom ? dateFrom : line.range.dateTo;
  return dateFrom === line.range.dateFrom && dateTo === line.range.dateTo
    ? line
    : { ...line, range: { dateFrom, dateTo } };
}

/** When free stock drops below the quantity the quantity is cut to it; at 0 the line goes (null). */
export function fitToStock(line: CartLine, free: number): CartLine | null {
  if (free <= 0) return null;
  return line.quantity > free ? { ...line, quantity: free } : line;
}

/** Which duration price a line pays (to say so: "7+ day rate"); shared/duration-prices.ts's. */
export { durationPriceFor } from './duration-prices';

/**
 * A line's daily price in cents: the product's duration price for the line's charged days, or
 * its daily price below the first (docs/pricing.md). What the checkout sends as `dailyPrice`.
 */
export function cartLineDailyCents(line: CartLine, rules: OpeningRules = DEFAULT_OPENING_RULES): number {
  return rangeDailyCents(line.product, line.range, rules);
}

/**
 * Daily price x charged days x quantity: every day of the range (SPEC section 9), or only the
 * open ones when the shop's closed days are free, as the server books it; the daily price is the
 * duration price for those charged days when the product has one.
 */
export function cartLineCents(line: CartLine, rules: OpeningRules = DEFAULT_OPENING_RULES): number {
  return rangeDailyCents(line.product, line.range, rules) * chargedDays(line.range, rules) * line.quantity;
}

export function cartTotalCents(lines: CartLine[], rules: OpeningRules = DEFAULT_OPENING_RULES): number {
  return lines.reduce((sum, line) => sum + cartLineCents(line, rules), 0);
}
