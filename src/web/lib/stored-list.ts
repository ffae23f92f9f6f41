/** The part of `Storage` a stored list needs, so tests can pass an in-memory stand-in. */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where `storage` events arrive from other tabs (the window in a browser). */
export type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

type Options<T> = {
  /** The localStorage key. */
  key: string;
  /** Turns the saved text (null when nothing is saved) into the list; must accept anything. */
  parse: (raw: string | null) => T[];
  /** What is saved for the list, when its saved shape differs from the one in memory (the cart's dates). */
  serialize?: (items: T[]) => unknown;
  storage: ListStorage;
  events?: StorageEventSource;
};

/** The entries of a saved list, each still to be read; a broken or hand-edited value reads as none. */
export function savedEntries(raw: string | null): unknown[] {
  let saved: unknown;
  try {
    saved = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(saved) ? saved : [];
}

function readRaw(storage: ListStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * A list kept in localStorage as an external store for `useSyncExternalStore`: every component
 * reads one snapshot, and a change made in another tab arrives through `storage` events.
 * The wishlist and the cart are both built on it.
 */
export function createStoredList<T>({ key, parse, serialize = (items) => items, storage, events }: Options<T>) {
  let raw = readRaw(storage, key);
  let items = parse(raw);
  const listeners = new Set<() => void>();

  const emit = () => listeners.forEach((listener) => listener());

  /** Picks up a value another tab wrote; `key` is null when that tab cleared all of localStorage. */
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (changed !== null && changed !== key) return;
    const next = readRaw(storage, key);
    if (next === raw) return;
    raw = next;
    items = parse(next);
    emit();
  };

  return {
    get: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    /**
     * Replaces the list and saves it. Returns false when the browser refused to store it (quota,
     * storage disabled): the new list then lasts for this visit only.
     */
    set(next: T[]): boolean {
      const serialized = JSON.stringify(serialize(next));
      if (serialized === raw) return true;
      items = next;
      raw = serialized;
      let saved = true;
      try {
        storage.setItem(key, serialized);
      } catch {
        saved = false;
      }
      emit();
      return saved;
    },
  };
}

/** localStorage, or nothing to keep a list in when the browser blocks it (the list then lasts one visit). */
export function browserStorage(): ListStorage {
  try {
    // On the server (pages written there) there is no window: the lists are empty.
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** Where other tabs' changes arrive: the window, none on the server. */
export const browserEvents = (): StorageEventSource | undefined => (typeof window === 'undefined' ? undefined : window);

/**
 * What a page written on the server shows of a list kept in the browser: nothing. React renders
 * the page it takes over with this too, then at once with the saved list, so the hearts and the
 * header's counts fill in right after the page comes alive, without a mismatch.
 */
export const SERVER_LIST: never[] = [];
