import { useSyncExternalStore } from 'react';

/**
 * What the last checkout or stock check said about a line, shown on that line (not only in a
 * toast that goes away): keyed by `lineKey`. A note stays until the customer changes the line
 * or checks out again.
 */
export type LineNote = { tone: 'warning' | 'error' | 'info'; text: string };

let notes = new Map<string, LineNote>();
const listeners = new Set<() => void>();

function publish(next: Map<string, LineNote>) {
  notes = next;
  for (const listener of listeners) listener();
}

export const lineNotes = {
  set(entries: Iterable<readonly [string, LineNote]>) {
    publish(new Map([...notes, ...entries]));
  },
  clear(key?: string) {
    if (key === undefined) {
      if (notes.size > 0) publish(new Map());
      return;
    }
    if (!notes.has(key)) return;
    const next = new Map(notes);
    next.delete(key);
    publish(next);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (key: string) => notes.get(key),
};

export function useLineNote(key: string): LineNote | undefined {
  return useSyncExternalStore(
    lineNotes.subscribe,
    () => lineNotes.get(key),
    () => undefined,
  );
}
