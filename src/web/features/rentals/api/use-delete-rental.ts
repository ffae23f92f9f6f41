import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterDelete } from '@/lib/refresh-after-delete';

/**
 * Cancels a rental (a customer their own, an administrator any future one); its items become
 * free again, so availability is refreshed too. `detailKey` is the key the page reads one rental
 * under, which is not fetched again into a 404 (see refreshAfterDelete).
 */
export function useDeleteRental(detailKey: (id: number) => QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/rentals/{id}', { params: { path: { id } } })),
    onSettled: (_data, _error, id) =>
      Promise.all([
        refreshAfterDelete(queryClient, queryKeys.rentals.all, detailKey(id)),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
