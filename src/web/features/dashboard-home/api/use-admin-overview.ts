import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The dashboard home's lists (GET /api/admin/overview), fetched afresh each time the home opens. */
export function useAdminOverview(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminOverview,
    queryFn: () => unwrap(api.GET('/api/admin/overview')),
    enabled,
    staleTime: 0,
  });
}
