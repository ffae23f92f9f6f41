import { useQuery } from '@tanstack/react-query';
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

/** Rentals newest first. Always refetched on visit: statuses and incidents change elsewhere. */
export function useRentals(scope: RentalScope, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.rentals.list(scope, userId ?? ''),
    queryFn: fetchRentals[scope],
    enabled: userId !== undefined,
    staleTime: 0,
  });
}
