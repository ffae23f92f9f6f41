import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@shared/schemas/catalog';
import { testProduct } from '@shared/test/test-product';
import { mergeRefreshed } from './merge-refreshed';
import { createWishlistStore, WISHLIST_STORAGE_KEY } from './wishlist-store';
import { memoryStorage } from '@/lib/memory-storage';

const product = testProduct;

const savedIds = (storage: { data: Record<string, string> }) =>
  (JSON.parse(storage.data[WISHLIST_STORAGE_KEY] ?? '[]') as Product[]).map((saved) => saved.id);

function storageEvent(key: string | null) {
  return Object.assign(new Event('storage'), { key });
}

describe('wishlist store', () => {
  it('starts empty and toggles whole products in and out, saved in order under wishlistProducts', () => {
    const storage = memoryStorage();
    const store = createWishlistStore(storage);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.toggle(product(3))).toBe(true);
    expect(store.toggle(product(1))).toBe(true);
    expect(store.has(3)).toBe(true);
    expect(JSON.parse(storage.data[WISHLIST_STORAGE_KEY] ?? '')).toEqual([product(3), product(1)]);
    expect(store.toggle(product(3))).toBe(false);
    expect(store.has(3)).toBe(false);
    expect(savedIds(storage)).toEqual([1]);
  });

  it('reads what an earlier visit saved', () => {
    const storage = memoryStorage({ [WISHLIST_STORAGE_KEY]: JSON.stringify([product(2), product(5)]) });
    const store = createWishlistStore(storage);
    expect(store.getSnapshot().map((saved) => saved.id)).toEqual([2, 5]);
    expect(store.has(5)).toBe(true);
  });

  it('treats corrupt or foreign values as empty and drops unreadable or repeated entries', () => {
    expect(createWishlistStore(memoryStorage({ [WISHLIST_STORAGE_KEY]: '{not json' })).getSnapshot()).toEqual([]);
    expect(createWishlistStore(memoryStorage({ [WISHLIST_STORAGE_KEY]: '{"id":1}' })).getSnapshot()).toEqual([]);
    const mixed = JSON.stringify([product(1), { id: 'x' }, null, product(1), product(2)]);
    const store = createWishlistStore(memoryStorage({ [WISHLIST_STORAGE_KEY]: mixed }));
    expect(store.getSnapshot().map((saved) => saved.id)).toEqual([1, 2]);
  });

  it('moves a product from one position to another and ignores impossible moves', () => {
    const storage = memoryStorage();
    const store = createWishlistStore(storage);
    [1, 2, 3, 4].forEach((id) => store.toggle(product(id)));
    store.reorder(0, 2);
    expect(savedIds(storage)).toEqual([2, 3, 1, 4]);
    store.reorder(3, 0);
    expect(savedIds(storage)).toEqual([4, 2, 3, 1]);
    const before = store.getSnapshot();
    store.reorder(0, 4);
    store.reorder(-1, 0);
    store.reorder(1, 1);
    expect(store.getSnapshot()).toBe(before);
  });

  it('clears and replaces the whole list', () => {
    const storage = memoryStorage();
    const store = createWishlistStore(storage);
    store.replaceAll([product(7), product(8), product(7)]);
    expect(savedIds(storage)).toEqual([7, 8]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.data[WISHLIST_STORAGE_KEY]).toBe('[]');
  });

  it('notifies subscribers on a change only, with a new snapshot each time', () => {
    const store = createWishlistStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const empty = store.getSnapshot();
    store.toggle(product(1));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(empty);
    store.replaceAll([product(1)]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toggle(product(2));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows changes another tab made, announced by storage events', () => {
    const storage = memoryStorage();
    const window = new EventTarget();
    const store = createWishlistStore(storage, window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    storage.data[WISHLIST_STORAGE_KEY] = JSON.stringify([product(9)]);
    window.dispatchEvent(storageEvent('language'));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(WISHLIST_STORAGE_KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.has(9)).toBe(true);

    delete storage.data[WISHLIST_STORAGE_KEY];
    window.dispatchEvent(storageEvent(null));
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    storage.data[WISHLIST_STORAGE_KEY] = JSON.stringify([product(4)]);
    window.dispatchEvent(storageEvent(WISHLIST_STORAGE_KEY));
    expect(store.has(4)).toBe(false);
  });

  it('keeps working for the visit when the browser refuses to store', () => {
    const store = createWishlistStore({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(store.getSnapshot()).toEqual([]);
    expect(store.toggle(product(1))).toBe(true);
    expect(store.has(1)).toBe(true);
  });
});

describe('refreshing the wishlist from the server', () => {
  it('drops deleted products, takes new prices and keeps the order', () => {
    const current = [product(3, '10.00'), product(1, '20.00'), product(2, '30.00')];
    const fresh = [product(1, '25.00'), product(2, '30.00')];
    expect(mergeRefreshed(current, [3, 1, 2], fresh)).toEqual([product(1, '25.00'), product(2, '30.00')]);
  });

  it('keeps products added while the request was on its way', () => {
    const current = [product(1), product(4)];
    expect(mergeRefreshed(current, [1], [product(1, '12.00')])).toEqual([product(1, '12.00'), product(4)]);
  });
});
