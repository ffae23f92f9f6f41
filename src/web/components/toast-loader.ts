import { useSyncExternalStore } from 'react';

type ToastChunk = typeof import('./toast-chunk');

/**
 * Toasts (SPEC section 9, decision 012): 3 s, a 150 ms dismissal animation, paused while hovered
 * (Mantine's default), the ones beyond the limit queued and shown as others leave. Bottom-right,
 * three at a time; on a phone-sized screen, where the page's main action (proceed to checkout, a
 * form's submit) sits low, one at a time at the top, over the sticky header.
 */
export const TOASTS = { autoClose: 3000, transitionDuration: 150, phoneQuery: '(max-width: 47.99em)' };

export function toastPlacement(phone: boolean) {
  return { position: phone ? 'top-center' : 'bottom-right', limit: phone ? 1 : 3 } as const;
}

let chunk: Promise<ToastChunk> | undefined;
const listeners = new Set<() => void>();

/**
 * The toasts' code, fetched on the first toast: most visits show none, and no page needs it to
 * appear (decision 030). The container mounts at the same moment (useToastsWanted) and shows
 * what was asked for meanwhile: the toasts' store keeps it.
 */
export function loadToasts(): Promise<ToastChunk> {
  if (!chunk) {
    chunk = import('./toast-chunk').then((module) => {
      // The toasts asked for before the container mounts are queued by this limit, not Mantine's 5.
      const { position, limit } = toastPlacement(window.matchMedia(TOASTS.phoneQuery).matches);
      module.notificationsStore.updateState((state) => ({ ...state, limit, defaultPosition: position }));
      return module;
    });
    listeners.forEach((listener) => listener());
  }
  return chunk;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast was asked for yet: until then the page has no toast container. */
export const useToastsWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => chunk !== undefined,
    () => false,
  );
