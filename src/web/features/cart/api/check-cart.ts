import type { CartLine } from '@shared/cart';
import type { OpeningRules } from '@shared/opening-days';
import { toast } from '@/components/toast';
import i18n from '@/i18n/i18n';
import { shopToday } from '@/lib/shop-calendar';
import { getProductsByIds } from '@/features/catalog';
import { announceChanges } from '../lib/change-texts';
import { fitLinesToStock, moveDatesToToday, withCurrentProducts } from '../lib/cart-checks';
import { lineKey } from '../lib/cart-store';
import { type LineChange, stockChange } from '../lib/order-refusal';
import { cart } from '../lib/use-cart';
import { freeUnits } from './free-units';

/**
 * Cuts the cart's lines to the free units found for them (`lineKey` → free units), removing
 * those with none, and says per line what changed ("only 1 left: quantity set to 1", "no longer
 * available on these dates: removed"). Applied to the cart as it is now, so edits made while
 * the answers were on their way are kept.
 */
export function applyFreeUnits(answers: Iterable<readonly [string, number]>, found: LineChange[] = []) {
  const free = new Map(answers);
  let changed: CartLine[] = [];
  cart.update((current) => {
    const fitted = fitLinesToStock(current, free);
    changed = fitted.changed;
    return fitted.lines;
  });
  const changes = changed.map((line) => stockChange(line, free.get(lineKey(line)) ?? 0).change);
  // Said together with what was found before (a new price): each line has one list of notes.
  announceChanges(i18n.getFixedT(null, 'cart'), [...found, ...changes], i18n.resolvedLanguage ?? 'en');
}

/** Asks the server for the free units of `lines` (one request each, in parallel) and fits the cart to them. */
export async function fitCartToStock(lines: CartLine[], found: LineChange[] = []) {
  applyFreeUnits(await Promise.all(lines.map(async (line) => [lineKey(line), await freeUnits(line)] as const)), found);
}

/**
 * What the cart page does each time it opens: dates earlier than the shop's today move up to it,
 * every line takes the server's current product and price (lines of products no longer offered
 * go, a new price for a line's charged days, counted by the shop's `rules`, is announced), and
 * each line is fitted to its free stock. Nothing is applied once `signal` is aborted.
 */
export async function checkCart(rules?: OpeningRules, signal?: AbortSignal) {
  let moved = 0;
  cart.update((lines) => {
    const result = moveDatesToToday(lines, shopToday());
    moved = result.moved;
    return result.lines;
  });
  if (moved > 0) toast.info(i18n.t('cart:datesMoved', { count: moved }));

  const askedIds = cart.getSnapshot().map((line) => line.product.id);
  if (askedIds.length === 0) return;
  const fresh = await getProductsByIds(askedIds);
  // A check asked for again meanwhile (the visitor switched language) is the one to apply: this
  // answer, in the old language, may arrive after the new one and would put its names back.
  if (signal?.aborted) return;
  let dropped = 0;
  let repriced: LineChange[] = [];
  cart.update((lines) => {
    const result = withCurrentProducts(lines, askedIds, fresh, rules);
    dropped = result.dropped;
    repriced = result.repriced;
    return result.lines;
  });
  if (dropped > 0) toast.info(i18n.t('cart:productsGone', { count: dropped }));

  // A new price is said as a stock cut is, on its line and in a toast.
  await fitCartToStock(cart.getSnapshot(), repriced);
}
