import { useSyncExternalStore } from 'react';
import { browserEvents, browserStorage, type ListStorage, type StorageEventSource } from '@/lib/stored-list';
import type { CouponProblem } from './coupon-refusals';

/** The localStorage key of what the cart asks beyond its lines: the applied coupon, the waiver choice. */
export const CART_EXTRAS_STORAGE_KEY = 'cartExtras';

/** What is saved: kept with the cart, for guests too, across reloads and tabs. */
export type SavedExtras = {
  /** The code the server's price answer took, in capitals; null without one. */
  couponCode: string | null;
  /** The customer ticked the damage waiver (read only where the shop offers it as optional). */
  damageWaiver: boolean;
};

/** A code that was refused (when applied, or later, when the cart changed), said on the coupon field. */
export type CouponRefusal = { code: string; problem: CouponProblem };

export type CartExtras = SavedExtras & {
  /** Not saved: what the last check said of a code, until the customer edits or applies it again. */
  refusal: CouponRefusal | null;
};

const NONE: CartExtras = { couponCode: null, damageWaiver: false, refusal: null };

/** The saved extras; anything unreadable reads as none (hand-edited, an older version). */
export function parseExtras(raw: string | null): SavedExtras {
  let saved: unknown;
  try {
    saved = JSON.parse(raw ?? 'null');
  } catch {
    return { couponCode: null, damageWaiver: false };
  }
  const fields: Partial<Record<string, unknown>> = typeof saved === 'object' && saved !== null ? { ...saved } : {};
  const code = typeof fields['couponCode'] === 'string' ? normalCode(fields['couponCode']) : '';
  return { couponCode: code === '' ? null : code, damageWaiver: fields['damageWaiver'] === true };
}

/** A code as the server reads it: trimmed, in capitals ("summer10 " is SUMMER10). */
export const normalCode = (code: string) => code.trim().toUpperCase();

function readRaw(storage: ListStorage): string | null {
  try {
    return storage.getItem(CART_EXTRAS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The cart's coupon and damage-waiver choice as an external store beside the cart's lines
 * (`cartProducts` keeps the spec's shape), in step with the other tabs.
 */
export function createCartExtras(storage: ListStorage, events?: StorageEventSource) {
  let raw = readRaw(storage);
  let state: CartExtras = { ...parseExtras(raw), refusal: null };
  const listeners = new Set<() => void>();

  const publish = (next: CartExtras) => {
    state = next;
    const serialized = JSON.stringify({ couponCode: next.couponCode, damageWaiver: next.damageWaiver });
    if (serialized !== raw) {
      raw = serialized;
      try {
        storage.setItem(CART_EXTRAS_STORAGE_KEY, serialized);
      } catch {
        // Storage refused (quota, disabled): the choice lasts for this visit.
      }
    }
    for (const listener of listeners) listener();
  };

  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed !== null && changed !== CART_EXTRAS_STORAGE_KEY) return;
    const next = readRaw(storage);
    if (next === raw) return;
    raw = next;
    state = { ...parseExtras(next), refusal: null };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    /** The server took the code: it is sent with every price question and with the order. */
    applyCoupon: (code: string) => publish({ ...state, couponCode: normalCode(code), refusal: null }),
    removeCoupon: () => publish({ ...state, couponCode: null, refusal: null }),
    /** The code cannot be used (now): it is no longer applied, and the field says why. */
    refuseCoupon: (code: string, problem: CouponProblem) =>
      publish({
        ...state,
        couponCode: state.couponCode === normalCode(code) ? null : state.couponCode,
        refusal: { code: normalCode(code), problem },
      }),
    /** The customer edits the code: the old refusal no longer speaks of it. */
    clearRefusal: () => {
      if (state.refusal !== null) publish({ ...state, refusal: null });
    },
    setDamageWaiver: (damageWaiver: boolean) => publish({ ...state, damageWaiver }),
    /** After an order: its coupon was used, and the next cart starts afresh. */
    reset: () => publish(NONE),
  };
}

/** The one cart's extras of this tab. */
export const cartExtras = createCartExtras(browserStorage(), browserEvents());

export function useCartExtras(): CartExtras {
  return useSyncExternalStore(cartExtras.subscribe, cartExtras.getSnapshot, () => NONE);
}
