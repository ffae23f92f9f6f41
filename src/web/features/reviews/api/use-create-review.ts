import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewReview, Review } from '@shared/schemas/review';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Options = { onSuccess?: (review: Review) => void };

export function useCreateReview(productId: number, { onSuccess }: Options = {}) {
  const queryClient = useQueryClient();
  // The product's list, the eligibility answers and the account's own reviews all change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
  return useMutation({
    mutationFn: (body: NewReview) =>
      unwrap(api.POST('/api/products/{id}/reviews', { params: { path: { id: productId } }, body })),
    onSuccess: async (review) => {
      await refresh();
      onSuccess?.(review);
    },
    onError: (error) => {
      // A 409 means a review exists that this page has not shown yet (posted from another tab).
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
