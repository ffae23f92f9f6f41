import type { AdminCategory, AdminProduct, Item } from '@shared/schemas/catalog-admin';
import { ApiError } from '@/lib/api-client';

/** Why the server kept a record, with the counts to say it in a sentence of the reader's language. */
export type DeleteRefusal =
  | { reason: 'categoryInUse'; children: number; products: number }
  | { reason: 'productHasItems'; items: number }
  | { reason: 'productHasHistory' }
  | { reason: 'itemHasHistory' };

export type DeletableRecord =
  | { kind: 'category'; record: Pick<AdminCategory, 'childCount' | 'productCount'> }
  | { kind: 'product'; record: Pick<AdminProduct, 'itemCount'> }
  | { kind: 'item'; record: Pick<Item, 'hasRentals'> };

/**
 * The server's refusal to delete (409 CATEGORY_IN_USE, PRODUCT_IN_USE, ITEM_HAS_HISTORY) as a
 * reason the popup explains; null for any other failure. The counts are the row's: the server's
 * own sentence is English only.
 */
export function deleteRefusal(target: DeletableRecord, error: unknown): DeleteRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (target.kind === 'category' && error.code === 'CATEGORY_IN_USE') {
    return { reason: 'categoryInUse', children: target.record.childCount, products: target.record.productCount };
  }
  if (target.kind === 'product' && error.code === 'PRODUCT_IN_USE') {
    // Without units left, what keeps a product is its rentals.
    return target.record.itemCount > 0
      ? { reason: 'productHasItems', items: target.record.itemCount }
      : { reason: 'productHasHistory' };
  }
  if (target.kind === 'item' && error.code === 'ITEM_HAS_HISTORY') return { reason: 'itemHasHistory' };
  return null;
}
