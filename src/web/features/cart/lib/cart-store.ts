import { sameLine, toCartLine, toStoredCartLine, type CartLine } from '@shared/cart';
import type { DateRange } from '@shared/calendar-date';
import { readSavedProduct } from '@/lib/saved-product';
import { RENTAL_MAX_QUANTITY } from '@shared/limits';
import { createStoredList, savedEntries, type ListStorage, type StorageEventSource } from '@/lib/stored-list';

/** The localStorage key of the cart lines (SPEC section 3). */
export const CART_STORAGE_KEY = 'cartProducts';

export type CartStorage = ListStorage;

/** The fields of a saved value that may be anything; none when it is not an object. */
const fieldsOf = (value: unknown): Partial<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? { ...value } : {};

/**
 * One saved entry as a line, or null. What was saved is anyone's guess (hand-edited, an older
 * version), so the product is checked as the wishlist checks its saved products: a line whose
 * price cannot be read would break the totals. toCartLine checks the dates and the quantity.
 */
function readLine(entry: unknown): CartLine | null {
  const { product, quantity, dates } = fieldsOf(entry);
  const { start, end } = fieldsOf(dates);
  const saved = readSavedProduct(product);
  if (!saved || typeof quantity !== 'number' || quantity > RENTAL_MAX_QUANTITY) return null;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  return toCartLine({ product: saved, quantity, dates: { start, end } });
}

/** The saved lines; anything unreadable or repeated is left out. */
export function parseCart(raw: string | null): CartLine[] {
  const lines: CartLine[] = [];
  for (const entry of savedEntries(raw)) {
    const line = readLine(entry);
    if (line && !lines.some((kept) => sameLine(kept, line))) lines.push(line);
  }
  return lines;
}

/** A line's identity: no two lines share product, first and last day (SPEC section 4). */
export const lineKey = (line: CartLine) => `${line.product.id}|${line.range.dateFrom}|${line.range.dateTo}`;

type AddToCartResult = 'added' | 'duplicate' | 'error';
type ChangeDatesResult = 'changed' | 'duplicate' | 'gone';

/**
 * The cart as an external store, kept in step with the other tabs. Lines are addressed by
 * `lineKey`, so a change never lands on a line that moved or went in the meantime. In memory a
 * line has its `range`; it is saved in the spec's `dates: { start, end }` (shared/cart.ts).
 */
export function createCartStore(storage: CartStorage, events?: StorageEventSource) {
  const list = createStoredList({
    key: CART_STORAGE_KEY,
    parse: parseCart,
    serialize: (lines: CartLine[]) => lines.map(toStoredCartLine),
    storage,
    events,
  });

  const find = (key: string) => list.get().find((line) => lineKey(line) === key);
  const replace = (key: string, next: CartLine) =>
    list.set(list.get().map((line) => (lineKey(line) === key ? next : line)));

  return {
    getSnapshot: list.get,
    subscribe: list.subscribe,
    find,
    /** Adds a line unless one with the same product, first and last day is there; 'error' when it could not be saved. */
    add(line: CartLine): AddToCartResult {
      const before = list.get();
      if (before.some((existing) => sameLine(existing, line))) return 'duplicate';
      if (list.set([...before, line])) return 'added';
      list.set(before);
      return 'error';
    },
    /** Never below 1 (SPEC section 4) nor above what one rental request may ask for. */
    setQuantity(key: string, quantity: number) {
      const line = find(key);
      if (!line) return;
      replace(key, { ...line, quantity: Math.min(Math.max(Math.trunc(quantity), 1), RENTAL_MAX_QUANTITY) });
    },
    /** Refused when another line already has this product on exactly these days. */
    setDates(key: string, range: DateRange): ChangeDatesResult {
      const line = find(key);
      if (!line) return 'gone';
      const next = { ...line, range };
      if (list.get().some((other) => other !== line && sameLine(other, next))) return 'duplicate';
      replace(key, next);
      return 'changed';
    },
    remove: (key: string) => list.set(list.get().filter((line) => lineKey(line) !== key)),
    clear: () => list.set([]),
    /** Applies `change` to the current lines (checks against the server, undo); twins keep the first. */
    update: (change: (lines: CartLine[]) => CartLine[]) =>
      list.set(
        change(list.get()).filter((line, index, lines) => lines.findIndex((other) => sameLine(other, line)) === index),
      ),
  };
}
