import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One of the signed-in user's rentals (`id` null: not asked); another customer's, or a missing
 * one, fails with a 404. Always refetched on visit, as the list is.
 */
export function useRental(userId: string | undefined, id: number | null) {
  return useQuery({
    queryKey: queryKeys.rentals.ownDetail(userId ?? '', id ?? 0),
    queryFn:
      userId !== undefined && id !== null
        ? () => unwrap(api.GET('/api/rentals/{id}', { params: { path: { id } } }))
        : skipToken,
    staleTime: 0,
  });
}
