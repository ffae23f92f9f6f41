import { type DateRange, parseIsoDate } from './calendar-date';

/*
 * A link that puts one line in the cart (the waitlist's mail): `/cart?add=<productId>
 * &from=<first day>&to=<last day>`. The mail writes it, the cart page reads it; the cart stays in
 * the browser (SPEC section 3), so the link carries only what a line is made of.
 */

export const cartLinkPath = (productId: number, range: DateRange) =>
  `/cart?${new URLSearchParams({ add: String(productId), from: range.dateFrom, to: range.dateTo })}`;

/** The line a cart link asks for, or null when the address asks for none (or not readably). */
export function readCartLink(search: URLSearchParams): { productId: number; range: DateRange } | null {
  const add = search.get('add');
  const dateFrom = parseIsoDate(search.get('from') ?? '');
  const dateTo = parseIsoDate(search.get('to') ?? '');
  if (!add || !/^[1-9]\d{0,9}$/.test(add) || !dateFrom || !dateTo || dateTo < dateFrom) return null;
  return { productId: Number(add), range: { dateFrom, dateTo } };
}
