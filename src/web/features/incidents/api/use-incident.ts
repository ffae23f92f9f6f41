import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One of the signed-in user's incidents; another customer's, or a missing one, fails with a 404. */
export function useIncident(userId: string | undefined, id: number | null) {
  return useQuery({
    queryKey: queryKeys.incidents.ownDetail(userId ?? '', id ?? 0),
    queryFn:
      userId !== undefined && id !== null
        ? () => unwrap(api.GET('/api/incidents/{id}', { params: { path: { id } } }))
        : skipToken,
    staleTime: 0,
  });
}
