import type { IncidentStatus } from '@shared/schemas/incident';
import { api, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';

/** Every customer's incident reports, newest first, a page at a time (administrators; `enabled` false: not asked). */
export function useAdminIncidents(filters: ListFilters<IncidentStatus>, enabled: boolean) {
  const query = listQuery(filters);
  return usePagedList(
    queryKeys.incidents.adminList(query),
    enabled ? (after) => unwrap(api.GET('/api/admin/incidents', { params: { query: { ...query, after } } })) : null,
  );
}
