import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Any incident report by id, with who reported it (administrators); a missing one fails with a 404. */
export function useAdminIncident(id: number | null) {
  return useQuery({
    queryKey: queryKeys.incidents.adminDetail(id ?? 0),
    queryFn: id !== null ? () => unwrap(api.GET('/api/admin/incidents/{id}', { params: { path: { id } } })) : skipToken,
    staleTime: 0,
  });
}
