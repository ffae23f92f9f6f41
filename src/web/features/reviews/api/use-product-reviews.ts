import { useQuery } from '@tanstack/react-query';
import type { Review } from '../../../../shared/schemas/review';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A product's reviews, newest first. */
export function useProductReviews(productId: number) {
  return useQuery({
    queryKey: queryKeys.reviews.forProduct(productId),
    queryFn: () => api.get<Review[]>(`/api/products/${productId}/reviews`),
  });
}
