import type { ProductSort } from '../../shared/limits';
import { MAX_ID } from '../../shared/schemas/input';
import { InvalidInputError } from '../domain-errors';

/**
 * The storefront's keyset: a page is the products after the last one of the page before, in the
 * list's order, so page 2,000 costs one index range read as page 1 does. The key is the last
 * product's id, and in a price order its daily price before it ("24.90_1234"): the id breaks
 * ties between equal prices.
 */
export type ProductCursor = { id: number; price?: string };

const CURSOR = /^(?:(\d{1,10}(?:\.\d{1,2})?)_)?(\d{1,10})$/;

export function encodeProductCursor(row: { id: number; dailyPrice: string }, sort: ProductSort | undefined): string {
  return sort ? `${row.dailyPrice}_${row.id}` : String(row.id);
}

/** The `after` a client sent back; one that no `next` of this order could have been is a 400. */
export function decodeProductCursor(after: string, sort: ProductSort | undefined): ProductCursor {
  const match = CURSOR.exec(after);
  const id = match ? Number(match[2]) : NaN;
  const price = match?.[1];
  if (!match || id > MAX_ID || (sort !== undefined) !== (price !== undefined)) {
    throw new InvalidInputError('BAD_CURSOR', 'after: must be the next key of the previous page', 'after');
  }
  return price === undefined ? { id } : { id, price };
}
