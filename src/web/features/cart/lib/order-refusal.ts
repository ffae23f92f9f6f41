import { durationPriceFor, fitToStock, type CartLine } from '@shared/cart';
import { chargedDays, DEFAULT_OPENING_RULES, type OpeningRules } from '@shared/opening-days';
import type { OrderLineRefusal } from '@shared/schemas/order';
import type { RefusalDetail } from '@shared/refusal-reasons';
import { reasonOf } from '@/lib/refusal-reason';
import { lineKey } from './cart-store';

/**
 * What a refusal changed on one line (`line` as it was sent): cut to the units still free,
 * removed (none free on its days), repriced (the product's price changed since the cart showed
 * it), or only explained (a booking limit, or stock the server did not count).
 */
export type LineChange =
  // `why`: the server's reason the units are short (issue 48), when it gave one.
  | { kind: 'cut'; line: CartLine; quantity: number; why?: RefusalDetail }
  | { kind: 'removed'; line: CartLine; why?: RefusalDetail }
  | { kind: 'repriced'; line: CartLine; dailyPrice: string }
  // Found when the cart opens: the product's price is no longer the one the line was saved with.
  | { kind: 'priceChanged'; line: CartLine; dailyPrice: string; was: string }
  | { kind: 'noStock'; line: CartLine; why?: RefusalDetail }
  | { kind: 'refused'; line: CartLine; code: string };

export const NOT_ENOUGH_STOCK = 'NOT_ENOUGH_STOCK';
export const PRICE_CHANGED = 'PRICE_CHANGED';

/** One line's change for free units `free`: the line as fitted, or null when it goes. */
export function stockChange(line: CartLine, free: number): { next: CartLine | null; change: LineChange } {
  const next = fitToStock(line, free);
  if (next === null) return { next, change: { kind: 'removed', line } };
  if (next.quantity !== line.quantity) return { next, change: { kind: 'cut', line, quantity: next.quantity } };
  return { next, change: { kind: 'noStock', line } };
}

function changeOf(line: CartLine, refusal: OrderLineRefusal): LineChange {
  if (refusal.code === NOT_ENOUGH_STOCK) {
    const change: LineChange =
      refusal.available === undefined ? { kind: 'noStock', line } : stockChange(line, refusal.available).change;
    const why = reasonOf(refusal);
    return why && change.kind !== 'repriced' && change.kind !== 'priceChanged' && change.kind !== 'refused'
      ? { ...change, why }
      : change;
  }
  if (refusal.code === PRICE_CHANGED && refusal.dailyPrice !== undefined) {
    return { kind: 'repriced', line, dailyPrice: refusal.dailyPrice };
  }
  return { kind: 'refused', line, code: refusal.code };
}

/**
 * The line priced at `dailyPrice` for its charged days, as the server answered: the duration
 * price it had for them takes the new price (the daily price when none applied), so the line and
 * what it sends next agree with the server until the cart takes the product afresh.
 */
function repriced(line: CartLine, dailyPrice: string, rules: OpeningRules): CartLine {
  const tier = durationPriceFor(line.product, chargedDays(line.range, rules));
  const product = tier
    ? {
        ...line.product,
        durationPrices: line.product.durationPrices.map((each) => (each === tier ? { ...each, dailyPrice } : each)),
      }
    : { ...line.product, dailyPrice };
  return { ...line, product };
}

/** The line after its change: null when it leaves the cart. */
function applied(line: CartLine, change: LineChange, rules: OpeningRules): CartLine | null {
  switch (change.kind) {
    case 'cut':
      return { ...line, quantity: Math.min(line.quantity, change.quantity) };
    case 'removed':
      return null;
    case 'repriced':
      return repriced(line, change.dailyPrice, rules);
    case 'noStock':
    case 'refused':
    case 'priceChanged':
      return line;
  }
}

/**
 * A refused order (409 ORDER_REFUSED, nothing booked) applied to the cart as it is now: `sent`
 * are the lines in the order's order (a refusal's `index` points into it). Lines the refusal
 * names change as it says; every other line stays as it is. Lines edited meanwhile are matched by
 * `lineKey`, so an answer never lands on a line that moved. `rules` count a repriced line's
 * charged days, as they did when it was sent.
 */
export function applyRefusal(
  current: CartLine[],
  sent: CartLine[],
  refusals: OrderLineRefusal[],
  rules: OpeningRules = DEFAULT_OPENING_RULES,
): { lines: CartLine[]; changes: LineChange[] } {
  const changes: LineChange[] = [];
  const byKey = new Map<string, LineChange>();
  for (const refusal of refusals) {
    const line = sent[refusal.index];
    if (!line || byKey.has(lineKey(line))) continue;
    const change = changeOf(line, refusal);
    changes.push(change);
    byKey.set(lineKey(line), change);
  }
  const lines = current.flatMap((line) => {
    const change = byKey.get(lineKey(line));
    if (!change) return [line];
    const next = applied(line, change, rules);
    return next ? [next] : [];
  });
  return { lines, changes };
}
