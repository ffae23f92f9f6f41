import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const OPTIONS = 50;

/** Products matching a search, for a picker. */
export function useProductOptions(q: string) {
  return useQuery({
    queryKey: queryKeys.catalogAdmin.list('products', { options: true, q }),
    queryFn: () => unwrap(api.GET('/api/admin/products', { params: { query: { q: q || undefined, limit: OPTIONS } } })),
    placeholderData: keepPreviousData,
  });
}
