import { cartLineDailyCents, fitToStock, sameLine, withDatesFromToday, type CartLine } from '@shared/cart';
import type { IsoDate } from '@shared/calendar-date';
import type { Product } from '@shared/schemas/catalog';
import { fromCents } from '@shared/money';
import { DEFAULT_OPENING_RULES, type OpeningRules } from '@shared/opening-days';
import { lineKey } from './cart-store';
import type { LineChange } from './order-refusal';

/**
 * Dates earlier than today move up to today (SPEC section 4). Two lines that end up on the
 * same product and days become one, keeping the larger quantity, since the cart never holds twins.
 */
export function moveDatesToToday(lines: CartLine[], today: IsoDate): { lines: CartLine[]; moved: number } {
  const result: CartLine[] = [];
  let moved = 0;
  for (const line of lines) {
    const next = withDatesFromToday(line, today);
    if (next !== line) moved += 1;
    const twin = result.findIndex((kept) => sameLine(kept, next));
    if (twin === -1) result.push(next);
    else result[twin] = { ...next, quantity: Math.max(next.quantity, result[twin]?.quantity ?? 0) };
  }
  return { lines: result, moved };
}

/**
 * The lines with the server's current product data (prices above all). Lines of products asked
 * about that the server no longer has are dropped; lines added meanwhile are kept as they are.
 * A line whose daily price for its charged days is not the one it was saved with (a new daily
 * price, or a new duration price for that many days) is in `repriced`, to be said: the customer
 * saw the old one when they added it.
 */
export function withCurrentProducts(
  lines: CartLine[],
  askedIds: number[],
  fresh: Product[],
  rules: OpeningRules = DEFAULT_OPENING_RULES,
): { lines: CartLine[]; dropped: number; repriced: LineChange[] } {
  const asked = new Set(askedIds);
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const repriced: LineChange[] = [];
  const kept = lines.flatMap((line) => {
    if (!asked.has(line.product.id)) return [line];
    const product = byId.get(line.product.id);
    if (!product) return [];
    const next = { ...line, product };
    const now = cartLineDailyCents(next, rules);
    const was = cartLineDailyCents(line, rules);
    if (now !== was) {
      repriced.push({ kind: 'priceChanged', line: next, dailyPrice: fromCents(now), was: fromCents(was) });
    }
    return [next];
  });
  return { lines: kept, dropped: lines.length - kept.length, repriced };
}

/**
 * Cuts each checked line to its free units, removing it at 0 (SPEC section 4). `free` holds the
 * free units per `lineKey`; lines without an answer stay as they are. Returns the lines that changed.
 */
export function fitLinesToStock(
  lines: CartLine[],
  free: Map<string, number>,
): { lines: CartLine[]; changed: CartLine[] } {
  const changed: CartLine[] = [];
  const kept = lines.flatMap((line) => {
    const units = free.get(lineKey(line));
    if (units === undefined) return [line];
    const fitted = fitToStock(line, units);
    if (fitted !== line) changed.push(line);
    return fitted ? [fitted] : [];
  });
  return { lines: kept, changed };
}
