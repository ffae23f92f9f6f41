import { api, unwrap } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, useAdminList } from './admin-list';

export type ProductFilters = { categoryId: number | null; q: string };

/** Products in name order, optionally of one category; `q` searches the name. */
export function useAdminProducts({ categoryId, q }: ProductFilters) {
  return useAdminList('products', { categoryId, q }, (after) =>
    unwrap(
      api.GET('/api/admin/products', {
        params: { query: { categoryId: categoryId ?? undefined, q: q || undefined, after, limit: ADMIN_PAGE_SIZE } },
      }),
    ),
  );
}
