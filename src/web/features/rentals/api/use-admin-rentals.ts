import type { AdminRentalListQuery } from '@shared/schemas/rental';
import { api, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';

type ListedStatus = NonNullable<AdminRentalListQuery['status']>;

/** Every customer's rentals, newest first, a page at a time (administrators; `enabled` false: not asked). */
export function useAdminRentals(filters: ListFilters<ListedStatus>, enabled: boolean) {
  const query = listQuery(filters);
  return usePagedList(
    queryKeys.rentals.adminList(query),
    enabled ? (after) => unwrap(api.GET('/api/admin/rentals', { params: { query: { ...query, after } } })) : null,
  );
}
