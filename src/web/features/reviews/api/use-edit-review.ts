import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReview } from '@shared/schemas/review';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Variables = NewReview & { id: number };

/** Decision 014: the author edits their own review (PUT /api/reviews/:id). */
export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: Variables) =>
      unwrap(api.PUT('/api/reviews/{id}', { params: { path: { id } }, body })),
    // The account's list and the review's own page, and the product's reviews with their average.
    // Refreshed on failure too: a 404 means the review was deleted elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
