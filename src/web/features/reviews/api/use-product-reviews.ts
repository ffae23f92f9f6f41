import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A product's reviews, newest first. */
export function useProductReviews(productId: number) {
  return useQuery({
    queryKey: queryKeys.reviews.forProduct(productId),
    queryFn: () => unwrap(api.GET('/api/products/{id}/reviews', { params: { path: { id: productId } } })),
  });
}
