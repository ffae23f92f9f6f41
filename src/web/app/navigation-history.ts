import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Remembers the page the user is on and the one before it, so the guard, log-in and log-out
 * can send people "back to the previous route". A replace (e.g. a guard redirect) swaps the
 * current entry without making the replaced page the previous one, as the browser history does.
 */
let current: string | null = null;
let previous: string | null = null;
const listeners = new Set<() => void>();

function record(path: string, replace: boolean) {
  if (path === current) return;
  if (!replace) previous = current;
  current = path;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The route visited before the current one (path + search + hash), or null. */
export function getPreviousPath(): string | null {
  return previous;
}

/** The route now on screen; during a navigation's loaders, the page being left. */
export function getCurrentPath(): string | null {
  return current;
}

export function usePreviousPath(): string | null {
  return useSyncExternalStore(subscribe, getPreviousPath);
}

/** Mounted once at the root of the router. */
export function useNavigationTracker() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    record(`${pathname}${search}${hash}`, type === 'REPLACE');
  }, [pathname, search, hash, type]);
}
