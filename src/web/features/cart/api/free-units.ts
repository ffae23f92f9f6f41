import type { CartLine } from '@shared/cart';
import { getAvailability } from '@/features/catalog';

/**
 * Free units of the line's product over its days, asked fresh: the cart's checks call this
 * directly rather than through the query cache, whose answer may be up to 15 s old.
 */
export async function freeUnits(line: Pick<CartLine, 'product' | 'range'>): Promise<number> {
  return (await getAvailability(line.product.id, line.range)).free;
}
