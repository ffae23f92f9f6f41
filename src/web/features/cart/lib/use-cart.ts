import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/stored-list';
import { createCartStore } from './cart-store';

/** The one cart of this tab, kept in step with the other tabs. */
export const cart = createCartStore(browserStorage(), window);

export function useCartLines() {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot);
}

export function useCartCount() {
  return useSyncExternalStore(cart.subscribe, () => cart.getSnapshot().length);
}
