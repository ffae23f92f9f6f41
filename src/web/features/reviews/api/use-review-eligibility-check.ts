import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewEligibility } from '@shared/schemas/review';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Asks the server, when the user wants to post, whether they may review the product. Fetched on
 * demand (not on page load) so browsing a product costs no extra request.
 */
export function useReviewEligibilityCheck(productId: number, userId: string | null) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const check = async (): Promise<ReviewEligibility> => {
    setChecking(true);
    try {
      return await queryClient.fetchQuery({
        queryKey: queryKeys.reviews.eligibility(productId, userId ?? ''),
        queryFn: () =>
          unwrap(api.GET('/api/products/{id}/review-eligibility', { params: { path: { id: productId } } })),
        staleTime: 10_000,
      });
    } finally {
      setChecking(false);
    }
  };

  return { check, checking };
}
