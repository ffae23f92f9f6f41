import { skipToken, useQuery } from '@tanstack/react-query';
import type { Rental } from '@shared/schemas/rental';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** 'own': the signed-in user's rentals; 'all': every rental (administrators). */
export type RentalScope = 'own' | 'all';

const fetchRentals: Record<RentalScope, () => Promise<Rental[]>> = {
  own: () => unwrap(api.GET('/api/rentals')),
  // The newest page only, until the dashboard's list pages through the rest.
  all: async () => (await unwrap(api.GET('/api/admin/rentals', { params: { query: { limit: 100 } } }))).items,
};

/**
 * Rentals newest first (not asked while `enabled` is false). Always refetched on visit:
 * statuses and incidents change elsewhere.
 */
export function useRentals(scope: RentalScope, userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: queryKeys.rentals.list(scope, userId ?? ''),
    queryFn: userId !== undefined && enabled ? fetchRentals[scope] : skipToken,
    staleTime: 0,
  });
}
