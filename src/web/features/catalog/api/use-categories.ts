import { useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getCategories(): Promise<Category[]> {
  return unwrap(api.GET('/api/categories'));
}

/** The query itself, so a page written on the server can read it before rendering (ssr/route-data.ts). */
export const categoriesQuery = {
  queryKey: queryKeys.categories.all,
  queryFn: getCategories,
  staleTime: 5 * 60_000,
};

/** Every category, parents (parentId null) and children alike. */
export function useCategories() {
  return useQuery(categoriesQuery);
}
