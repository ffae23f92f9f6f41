import type { Product } from '@shared/schemas/catalog';
import { readSavedProduct } from '@/lib/saved-product';
import { createStoredList, savedEntries, type ListStorage, type StorageEventSource } from '@/lib/stored-list';

/** The localStorage key of the wishlist: whole product objects, in the customer's order (SPEC section 3). */
export const WISHLIST_STORAGE_KEY = 'wishlistProducts';

type WishlistStorage = ListStorage;

function uniqueById(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
}

/** The saved products; a broken or hand-edited value reads as an empty list, unreadable entries are left out. */
function parseWishlist(raw: string | null): Product[] {
  return uniqueById(
    savedEntries(raw).flatMap((entry) => {
      const product = readSavedProduct(entry);
      return product ? [product] : [];
    }),
  );
}

/**
 * The wishlist as an external store: every heart, the header and the wishlist page read one
 * snapshot, kept in step with the other tabs.
 */
export function createWishlistStore(storage: WishlistStorage, events?: StorageEventSource) {
  const list = createStoredList({ key: WISHLIST_STORAGE_KEY, parse: parseWishlist, storage, events });
  let idsOf: { products: Product[]; ids: Set<number> } | null = null;

  /** The saved ids, worked out once per snapshot. */
  const ids = () => {
    const products = list.get();
    if (idsOf?.products !== products) idsOf = { products, ids: new Set(products.map((product) => product.id)) };
    return idsOf.ids;
  };
  const commit = (next: Product[]) => list.set(uniqueById(next));

  return {
    getSnapshot: list.get,
    subscribe: list.subscribe,
    has: (id: number) => ids().has(id),
    /** Adds the product at the end, or takes it out; returns whether it is in the wishlist now. */
    toggle(product: Product): boolean {
      const products = list.get();
      if (ids().has(product.id)) {
        commit(products.filter((saved) => saved.id !== product.id));
        return false;
      }
      commit([...products, product]);
      return true;
    },
    reorder(fromIndex: number, toIndex: number) {
      const products = list.get();
      const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < products.length;
      if (!inRange(fromIndex) || !inRange(toIndex) || fromIndex === toIndex) return;
      const next = [...products];
      const [moved] = next.splice(fromIndex, 1);
      if (moved) next.splice(toIndex, 0, moved);
      commit(next);
    },
    clear: () => commit([]),
    replaceAll: (next: Product[]) => commit(next),
  };
}
