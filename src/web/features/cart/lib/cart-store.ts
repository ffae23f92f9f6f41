import { z } from 'zod';
import { sameLine, type CartLine } from '../../../../shared/cart';
import { productSchema } from '../../../../shared/schemas/catalog';

/** The localStorage key of the cart lines (SPEC section 3). */
export const CART_STORAGE_KEY = 'cartProducts';

/** The part of `Storage` the cart needs, so tests can pass an in-memory stand-in. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const cartLineSchema = z.object({
  product: productSchema,
  quantity: z.number().int().min(1),
  dates: z.object({ start: z.string(), end: z.string() }),
});

/** The saved lines; anything unreadable (hand-edited, from an older version) is left out. */
export function readCart(storage: CartStorage = localStorage): CartLine[] {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(saved)) return [];
  return saved.flatMap((line) => {
    const parsed = cartLineSchema.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Throws when the browser refuses to store (quota exceeded, storage disabled). */
export function writeCart(lines: CartLine[], storage: CartStorage = localStorage) {
  storage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

export type AddToCartResult = 'added' | 'duplicate';

/** Adds a line unless one with the same product, first and last day is already there (SPEC section 4). */
export function addCartLine(line: CartLine, storage: CartStorage = localStorage): AddToCartResult {
  const lines = readCart(storage);
  if (lines.some((existing) => sameLine(existing, line))) return 'duplicate';
  writeCart([...lines, line], storage);
  return 'added';
}
