import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { refreshAfterDelete } from '@/lib/refresh-after-delete';

/**
 * Deletes one of the user's reviews. The account's list, the product's reviews and whether it
 * may be reviewed again change, and so do the review badges of the rentals of that product.
 */
export function useDeleteReview(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/reviews/{id}', { params: { path: { id } } })),
    // Refreshed on failure too: a 404 means it was already deleted elsewhere.
    onSettled: (_data, _error, id) =>
      Promise.all([
        refreshAfterDelete(queryClient, queryKeys.reviews.all, queryKeys.reviews.ownDetail(userId ?? '', id)),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
      ]),
  });
}
