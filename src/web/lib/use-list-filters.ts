import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readListFilters, withListFilters, type ListFilters } from './list-filters';

/**
 * An administrator's list filters, read from and written to the page's address. A change
 * replaces the history entry (typing a search is not a page to go back to) and keeps the
 * scroll position, as the toolbar that made it stays where it is.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params, statuses), [params, statuses]);

  // Each change waits for the route guard before the address shows it; one made meanwhile (a
  // status chosen right after a search) builds on the last change asked for, not on the address
  // still on screen, or it would undo that search.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const change = useCallback(
    (update: Partial<ListFilters<Status>>) => {
      latest.current = { ...latest.current, ...update };
      const wanted = latest.current;
      setParams((current) => withListFilters(current, wanted), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return {
    filters,
    setStatus: useCallback((status: Status | null) => change({ status }), [change]),
    setSearch: useCallback((q: string) => change({ q }), [change]),
  };
}
