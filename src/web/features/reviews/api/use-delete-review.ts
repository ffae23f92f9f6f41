import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterDelete } from '@/lib/refresh-after-delete';

/**
 * Deletes a review (its author's own, or any for an administrator). The lists of reviews, the
 * product's reviews and whether it may be reviewed again change, and so do the review badges of
 * the rentals of that product. `detailKey` is the key the page reads one review under, which is
 * not fetched again into a 404 (see refreshAfterDelete).
 */
export function useDeleteReview(detailKey: (id: number) => QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/reviews/{id}', { params: { path: { id } } })),
    // Refreshed on failure too: a 404 means it was already deleted elsewhere.
    onSettled: (_data, _error, id) =>
      Promise.all([
        refreshAfterDelete(queryClient, queryKeys.reviews.all, detailKey(id)),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
      ]),
  });
}
