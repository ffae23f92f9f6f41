import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Any rental by id, with its customer (administrators); a missing one fails with a 404. */
export function useAdminRental(id: number | null) {
  return useQuery({
    queryKey: queryKeys.rentals.adminDetail(id ?? 0),
    queryFn: id !== null ? () => unwrap(api.GET('/api/admin/rentals/{id}', { params: { path: { id } } })) : skipToken,
    staleTime: 0,
  });
}
