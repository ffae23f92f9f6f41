import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the desk's lists refresh while the page is open: a colleague may hand units over meanwhile. */
const REFRESH_MS = 60_000;

/** Today's and overdue pick-ups and returns (GET /api/admin/desk). */
export function useDesk() {
  return useQuery({
    queryKey: queryKeys.desk.day,
    queryFn: () => unwrap(api.GET('/api/admin/desk')),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

/** The shortest search the server answers (deskSearchQuerySchema). */
export const SEARCH_MIN = 2;

/**
 * Rentals found by an order's reference, a customer's name or e-mail, or a unit's serial number
 * (GET /api/admin/desk/search); not asked for fewer than two characters.
 */
export function useDeskSearch(q: string) {
  return useQuery({
    queryKey: queryKeys.desk.search(q),
    queryFn:
      q.length >= SEARCH_MIN
        ? () => unwrap(api.GET('/api/admin/desk/search', { params: { query: { q } } }))
        : skipToken,
    staleTime: 0,
    // Another search keeps the last results on screen until its own arrive, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
