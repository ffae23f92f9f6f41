import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Remembers the page on screen and the one before it, so the guard, log-in and log-out can
 * send people "back to the previous route". The previous route survives full page loads
 * (sessionStorage, per tab); the current one is only known once this page load has rendered,
 * so a guard on a freshly typed URL has nothing to go back to and falls back to /.
 * A replace (e.g. a guard redirect) swaps the current entry without making the replaced page
 * the previous one, as the browser history does.
 */
const STORAGE_KEY = 'framehire.navigation';

type Stored = { current: string | null; previous: string | null };

let current: string | null = null;
let previous: string | null = null;

function readStored(): Stored {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    const asPath = (path: unknown) => (typeof path === 'string' && path.startsWith('/') ? path : null);
    return { current: asPath(value?.current), previous: asPath(value?.previous) };
  } catch {
    return { current: null, previous: null };
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ current, previous }));
  } catch {
    // Private modes may refuse storage; the in-memory history still works for this page load.
  }
}

function record(path: string, replace: boolean) {
  if (path === current) return;
  if (current === null) {
    // First page of this load: a reload keeps its previous route, a new load follows the last one.
    const stored = readStored();
    previous = stored.current === path ? stored.previous : (stored.current ?? null);
  } else if (!replace) {
    previous = current;
  }
  current = path;
  save();
}

/** The route visited before the current one (path + search + hash), or null. */
export function getPreviousPath(): string | null {
  return previous;
}

/** The route on screen; during a navigation's loaders, the page being left (null on a fresh load). */
export function getCurrentPath(): string | null {
  return current;
}

/** Mounted once at the root of the router. */
export function useNavigationTracker() {
  const { pathname, search, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    record(`${pathname}${search}${hash}`, type === 'REPLACE');
  }, [pathname, search, hash, type]);
}
