import { useQuery } from '@tanstack/react-query';
import type { Category } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getCategories(): Promise<Category[]> {
  return unwrap(api.GET('/api/categories'));
}

/** Every category, parents (parentId null) and children alike. */
export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories.all, queryFn: getCategories, staleTime: 5 * 60_000 });
}
