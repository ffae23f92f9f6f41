import { useCallback, useSyncExternalStore } from 'react';
import { browserEvents, browserStorage, SERVER_LIST } from '@/lib/stored-list';
import { createWishlistStore } from './wishlist-store';

/** The one wishlist of this tab, kept in step with the other tabs. */
export const wishlist = createWishlistStore(browserStorage(), browserEvents());

/** The saved products, in the customer's order. */
export function useWishlistProducts() {
  return useSyncExternalStore(wishlist.subscribe, wishlist.getSnapshot, () => SERVER_LIST);
}

export function useWishlistCount() {
  return useSyncExternalStore(
    wishlist.subscribe,
    () => wishlist.getSnapshot().length,
    () => 0,
  );
}

/** Whether one product is saved; a heart re-renders only when its own answer changes. */
export function useIsInWishlist(productId: number) {
  const isSaved = useCallback(() => wishlist.has(productId), [productId]);
  return useSyncExternalStore(wishlist.subscribe, isSaved, () => false);
}
