import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's rentals, newest first (not asked while `enabled` is false). Always
 * refetched on visit: statuses and incidents change elsewhere.
 */
export function useOwnRentals(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.rentals.own(userId ?? ''),
    queryFn: userId !== undefined && enabled ? () => unwrap(api.GET('/api/rentals')) : skipToken,
    staleTime: 0,
  });
}
