import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user's reviews with their products, newest first (not asked while `enabled` is false). */
export function useOwnReviews(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.own(userId ?? ''),
    queryFn: userId !== undefined && enabled ? () => unwrap(api.GET('/api/reviews')) : skipToken,
  });
}
