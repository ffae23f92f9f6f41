import { api, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';

/** Every customer's reviews, newest first, a page at a time (administrators; `enabled` false: not asked). */
export function useAdminReviews(filters: ListFilters<never>, enabled: boolean) {
  const query = listQuery(filters);
  return usePagedList(
    queryKeys.reviews.adminList(query),
    enabled ? (after) => unwrap(api.GET('/api/admin/reviews', { params: { query: { q: query.q, after } } })) : null,
  );
}
