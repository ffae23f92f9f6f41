import { useCallback, useRef } from 'react';

/** How long a focused element is watched for going away once the popup has closed. */
const WATCH_MS = 10_000;

/**
 * A popup gives the focus back to the button that opened it; when that button went away with
 * what the popup deleted, the focus would fall to the page's start. Call `restore` once the
 * popup has closed (Mantine's `onExitTransitionEnd`): it puts the focus on what took the
 * button's place (`preferred`), or else on `ref` (the page's heading), so a keyboard or
 * screen-reader user carries on from the list they were in.
 *
 * The button may still be there when the popup has closed, and go only when the list is read
 * again a moment later: then the focus is watched, and moved the same way once the button has
 * gone with it, unless the person moved it on meanwhile.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restore = useCallback((preferred?: HTMLElement | null) => {
    const fallback = () => {
      const target = preferred?.isConnected ? preferred : ref.current;
      target?.focus({ preventScroll: true });
    };
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) fallback();
    else watchUntilGone(active, fallback);
  }, []);
  return { ref, restore };
}

/** Calls `fallback` if `element`, still focused, leaves the page within WATCH_MS. */
function watchUntilGone(element: Element, fallback: () => void) {
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('focusin', onFocusIn);
  };
  const observer = new MutationObserver(() => {
    if (element.isConnected) return;
    stop();
    const active = document.activeElement;
    if (active === null || active === document.body) fallback();
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== element) stop();
  };
  const timer = setTimeout(stop, WATCH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
}
