import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Options a filter lists at once: the first matches of what was typed. */
const OPTIONS = 50;

/**
 * Products matching a search, for the planner's product filter (GET /api/admin/products, which
 * every role of the staff reads). The catalogue's own picker asks the same under the same key.
 */
export function useProductOptions(q: string) {
  return useQuery({
    queryKey: queryKeys.catalogAdmin.list('products', { options: true, q }),
    queryFn: () => unwrap(api.GET('/api/admin/products', { params: { query: { q: q || undefined, limit: OPTIONS } } })),
    placeholderData: keepPreviousData,
  });
}

/** Categories matching a search, for the planner's category filter (GET /api/admin/categories). */
export function useCategoryOptions(q: string) {
  return useQuery({
    queryKey: queryKeys.catalogAdmin.list('categories', { options: 'all', q }),
    queryFn: () =>
      unwrap(api.GET('/api/admin/categories', { params: { query: { q: q || undefined, limit: OPTIONS } } })),
    placeholderData: keepPreviousData,
  });
}
