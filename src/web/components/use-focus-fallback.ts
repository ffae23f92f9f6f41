import { useCallback, useRef } from 'react';

/**
 * A popup gives the focus back to the button that opened it; when that button went away with
 * what the popup deleted, the focus would fall to the page's start. Call `restore` once the
 * popup has closed (Mantine's `onExitTransitionEnd`): it puts the focus on what took the
 * button's place (`preferred`), or else on `ref` (the page's heading), so a keyboard or
 * screen-reader user carries on from the list they were in.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restore = useCallback((preferred?: HTMLElement | null) => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    (preferred ?? ref.current)?.focus({ preventScroll: true });
  }, []);
  return { ref, restore };
}
