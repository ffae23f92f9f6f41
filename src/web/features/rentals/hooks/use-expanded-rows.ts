import { useState } from 'react';

/** Which rentals show their details; a rental opened by its own link starts expanded. */
export function useExpandedRows(initial: number | null) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initial === null ? [] : [initial]));
  return {
    isExpanded: (id: number) => expanded.has(id),
    toggle: (id: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
}
