import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@shared/limits';
import type { ProductPage } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type ProductFilters = {
  categoryId?: number;
  q?: string;
  sort?: ProductSort;
  limit: number;
  offset: number;
};

function getProducts({ categoryId, q, sort, limit, offset }: ProductFilters): Promise<ProductPage> {
  // An empty search is no filter: `q` is left out rather than sent blank.
  return unwrap(
    api.GET('/api/products', { params: { query: { categoryId, q: q || undefined, sort, limit, offset } } }),
  );
}

/** A page of products; the previous page stays on screen while the next one loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: queryKeys.products.list({ ...filters }),
    queryFn: () => getProducts(filters),
    placeholderData: keepPreviousData,
  });
}
