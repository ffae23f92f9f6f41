import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Any order by id, with its customer (administrators); a missing one fails with a 404. */
export function useAdminOrder(id: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.adminDetail(id ?? 0),
    queryFn: id !== null ? () => unwrap(api.GET('/api/admin/orders/{id}', { params: { path: { id } } })) : skipToken,
    staleTime: 0,
  });
}
