import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Any review by id, with its author's e-mail (administrators); a missing one fails with a 404. */
export function useAdminReview(id: number | null) {
  return useQuery({
    queryKey: queryKeys.reviews.adminDetail(id ?? 0),
    queryFn: id !== null ? () => unwrap(api.GET('/api/admin/reviews/{id}', { params: { path: { id } } })) : skipToken,
    staleTime: 0,
  });
}
