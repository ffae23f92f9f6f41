import { useQuery } from '@tanstack/react-query';
import type { CategoryDetail } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getCategory(id: number): Promise<CategoryDetail> {
  return unwrap(api.GET('/api/categories/{id}', { params: { path: { id } } }));
}

/** The query of one category, also read before a page is written on the server (ssr/route-data.ts). */
export const categoryQuery = (id: number) => ({
  queryKey: queryKeys.categories.detail(id),
  queryFn: () => getCategory(id),
});

/** One category with its child categories. */
export function useCategory(id: number | null) {
  return useQuery({ ...categoryQuery(id ?? 0), enabled: id !== null });
}
