import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Counts and the next rental. Refetched on every visit: rentals, incidents and reviews change elsewhere. */
export function useAccountOverview(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.account.overview(userId ?? ''),
    queryFn: () => unwrap(api.GET('/api/me/overview')),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}
