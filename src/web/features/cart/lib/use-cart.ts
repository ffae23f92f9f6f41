import { useSyncExternalStore } from 'react';
import { browserEvents, browserStorage, SERVER_LIST } from '@/lib/stored-list';
import { createCartStore } from './cart-store';

/** The one cart of this tab, kept in step with the other tabs. */
export const cart = createCartStore(browserStorage(), browserEvents());

export function useCartLines() {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot, () => SERVER_LIST);
}

export function useCartCount() {
  return useSyncExternalStore(
    cart.subscribe,
    () => cart.getSnapshot().length,
    () => 0,
  );
}
