import { useQuery } from '@tanstack/react-query';
import type { CategoryDetail } from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCategory(id: number) {
  return api.get<CategoryDetail>(`/api/categories/${id}`);
}

/** One category with its child categories. */
export function useCategory(id: number | null) {
  return useQuery({
    queryKey: queryKeys.categories.detail(id ?? 0),
    queryFn: () => getCategory(id ?? 0),
    enabled: id !== null,
  });
}
