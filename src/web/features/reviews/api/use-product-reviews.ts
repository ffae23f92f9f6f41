import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The query of a product's reviews, also read before its page is written on the server (ssr/route-data.ts). */
export const productReviewsQuery = (productId: number) => ({
  queryKey: queryKeys.reviews.forProduct(productId),
  queryFn: () => unwrap(api.GET('/api/products/{id}/reviews', { params: { path: { id: productId } } })),
});

/** A product's reviews, newest first. */
export function useProductReviews(productId: number) {
  return useQuery(productReviewsQuery(productId));
}
