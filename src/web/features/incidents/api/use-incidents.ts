import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user's incidents, newest first (`userId` undefined, or `enabled` false: not
 * asked). Always refetched on visit: an administrator may have closed one in the meantime.
 */
export function useIncidents(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.incidents.own(userId ?? ''),
    queryFn: userId !== undefined && enabled ? () => unwrap(api.GET('/api/incidents')) : skipToken,
    staleTime: 0,
  });
}
