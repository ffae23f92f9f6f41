import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const OPTIONS = 50;

/** Categories matching a search, for a picker: every category, or only the top-level ones (a parent). */
export function useCategoryOptions(q: string, scope: 'all' | 'top') {
  return useQuery({
    queryKey: queryKeys.catalogAdmin.list('categories', { options: scope, q }),
    queryFn: () =>
      unwrap(
        api.GET('/api/admin/categories', {
          params: { query: { parent: scope === 'top' ? 'top' : undefined, q: q || undefined, limit: OPTIONS } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
