import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One category with its parent's name and what it holds: the heading of its children view. */
export function useAdminCategory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.catalogAdmin.detail('categories', id ?? 0),
    queryFn: () => unwrap(api.GET('/api/admin/categories/{id}', { params: { path: { id: id ?? 0 } } })),
    enabled: id !== null,
  });
}
