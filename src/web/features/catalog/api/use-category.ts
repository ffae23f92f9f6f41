import { useQuery } from '@tanstack/react-query';
import type { CategoryDetail } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getCategory(id: number): Promise<CategoryDetail> {
  return unwrap(api.GET('/api/categories/{id}', { params: { path: { id } } }));
}

/** One category with its child categories. */
export function useCategory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.categories.detail(id ?? 0),
    queryFn: () => getCategory(id ?? 0),
    enabled: id !== null,
  });
}
