import { api, unwrap } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, useAdminList } from './admin-list';

/** `parent`: a category's children, the top level, or (undefined) every category. */
export type CategoryFilters = { parent: 'top' | number | undefined; q: string };

/** The top-level categories, or one category's children, in name order; `q` searches the name. */
export function useAdminCategories({ parent, q }: CategoryFilters) {
  return useAdminList('categories', { parent, q }, (after) =>
    unwrap(
      api.GET('/api/admin/categories', {
        params: { query: { parent, q: q || undefined, after, limit: ADMIN_PAGE_SIZE } },
      }),
    ),
  );
}
