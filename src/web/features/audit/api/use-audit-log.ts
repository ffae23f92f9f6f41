import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';
import type { AuditFilters } from '../lib/audit-filters';

/** What administrators changed, newest first, a page at a time; refetched on every visit. */
export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  const query = {
    ...(filters.entity === null ? {} : { entity: filters.entity }),
    ...(filters.entity === null || filters.entityId === null ? {} : { entityId: filters.entityId }),
  };
  return usePagedList(
    queryKeys.auditLog.list(query),
    enabled ? (after) => unwrap(api.GET('/api/admin/audit-log', { params: { query: { ...query, after } } })) : null,
  );
}
