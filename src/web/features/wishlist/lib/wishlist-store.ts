import { productSchema, type Product } from '../../../../shared/schemas/catalog';

/** The localStorage key of the wishlist: whole product objects, in the customer's order (SPEC section 3). */
export const WISHLIST_STORAGE_KEY = 'wishlistProducts';

/** The part of `Storage` the wishlist needs, so tests can pass an in-memory stand-in. */
export type WishlistStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where `storage` events arrive from other tabs (the window in a browser). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

function readRaw(storage: WishlistStorage): string | null {
  try {
    return storage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return null;
  }
}

function uniqueById(products: Product[]): Product[] {
  const seen = new Set<number>();
  return products.filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
}

/** The saved products; a broken or hand-edited value reads as an empty list, unreadable entries are left out. */
export function parseWishlist(raw: string | null): Product[] {
  let saved: unknown;
  try {
    saved = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(saved)) return [];
  return uniqueById(
    saved.flatMap((entry) => {
      const parsed = productSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );
}

/**
 * The wishlist as an external store for `useSyncExternalStore`: every heart, the header and the
 * wishlist page read one snapshot, and a change made in another tab arrives through `storage` events.
 */
export function createWishlistStore(storage: WishlistStorage, events?: StorageEventSource) {
  let raw = readRaw(storage);
  let products = parseWishlist(raw);
  let ids = new Set(products.map((product) => product.id));
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  const commit = (next: Product[]) => {
    const unique = uniqueById(next);
    const serialized = JSON.stringify(unique);
    if (serialized === JSON.stringify(products)) return;
    products = unique;
    ids = new Set(unique.map((product) => product.id));
    raw = serialized;
    try {
      storage.setItem(WISHLIST_STORAGE_KEY, serialized);
    } catch {
      // Storage full or disabled: the list still works for this visit, it just is not kept.
    }
    emit();
  };

  /** Picks up a value another tab wrote; `key` is null when that tab cleared all of localStorage. */
  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key !== null && key !== WISHLIST_STORAGE_KEY) return;
    const next = readRaw(storage);
    if (next === raw) return;
    raw = next;
    products = parseWishlist(next);
    ids = new Set(products.map((product) => product.id));
    emit();
  };

  return {
    getSnapshot: () => products,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    has: (id: number) => ids.has(id),
    /** Adds the product at the end, or takes it out; returns whether it is in the wishlist now. */
    toggle(product: Product): boolean {
      if (ids.has(product.id)) {
        commit(products.filter((saved) => saved.id !== product.id));
        return false;
      }
      commit([...products, product]);
      return true;
    },
    reorder(fromIndex: number, toIndex: number) {
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

export type WishlistStore = ReturnType<typeof createWishlistStore>;
