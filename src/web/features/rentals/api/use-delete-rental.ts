import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterDelete } from '@/lib/refresh-after-delete';

/** Cancels a rental; its items become free again, so availability is refreshed too. */
export function useDeleteRental(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/rentals/{id}', { params: { path: { id } } })),
    onSettled: (_data, _error, id) =>
      Promise.all([
        refreshAfterDelete(queryClient, queryKeys.rentals.all, queryKeys.rentals.ownDetail(userId ?? '', id)),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
