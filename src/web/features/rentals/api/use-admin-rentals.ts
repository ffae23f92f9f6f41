import type { AdminRentalListQuery } from '@shared/schemas/rental';
import { api, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';
import type { RentalTiming } from '../lib/rental-timing';

type ListedStatus = NonNullable<AdminRentalListQuery['status']>;

/** Upcoming or past rentals, or every rental of one order. */
type Narrowing = { when: RentalTiming } | { orderId: number };

/**
 * Every customer's rentals by start date (upcoming soonest first, past latest first), or one
 * order's, a page at a time (administrators; `enabled` false: not asked).
 */
export function useAdminRentals(filters: ListFilters<ListedStatus>, narrowing: Narrowing, enabled: boolean) {
  const query = { ...listQuery(filters), ...narrowing };
  return usePagedList(
    queryKeys.rentals.adminList(query),
    enabled ? (after) => unwrap(api.GET('/api/admin/rentals', { params: { query: { ...query, after } } })) : null,
  );
}
