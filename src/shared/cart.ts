import { type IsoDate } from './calendar-date';
import { lineTotalCents, rentalDays } from './money';
import type { Product } from './schemas/catalog';

/** One cart line as stored under `cartProducts`: plain calendar dates, never instants. */
export type CartLine = {
  product: Product;
  quantity: number;
  dates: { start: IsoDate; end: IsoDate };
};

export const sameLine = (a: CartLine, b: CartLine) =>
  a.product.id === b.product.id && a.dates.start === b.dates.start && a.dates.end === b.dates.end;

/** Dates earlier than today move up to today (SPEC section 4). */
export function withDatesFromToday(line: CartLine, today: IsoDate): CartLine {
  const start = line.dates.start < today ? today : line.dates.start;
  const end = line.dates.end < start ? start : line.dates.end;
  return start === line.dates.start && end === line.dates.end ? line : { ...line, dates: { start, end } };
}

/** When free stock drops below the quantity the quantity is cut to it; at 0 the line goes (null). */
export function fitToStock(line: CartLine, free: number): CartLine | null {
  if (free <= 0) return null;
  return line.quantity > free ? { ...line, quantity: free } : line;
}

export function cartLineCents(line: CartLine): number {
  return lineTotalCents(line.product.dailyPrice, rentalDays(line.dates.start, line.dates.end), line.quantity);
}

export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + cartLineCents(line), 0);
}
