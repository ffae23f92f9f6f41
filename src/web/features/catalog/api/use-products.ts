import { useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductSort } from '@shared/limits';
import type { ProductPage } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ProductFilters = {
  categoryId?: number;
  q?: string;
  sort?: ProductSort;
  limit: number;
};

function getProducts({ categoryId, q, sort, limit }: ProductFilters, after: string | undefined): Promise<ProductPage> {
  // An empty search is no filter: `q` is left out rather than sent blank.
  return unwrap(api.GET('/api/products', { params: { query: { categoryId, q: q || undefined, sort, limit, after } } }));
}

/** The query of a product list, also read before a page is written on the server (ssr/route-data.ts). */
export const productsQuery = (filters: ProductFilters) => ({
  queryKey: queryKeys.products.list({ ...filters }),
  queryFn: ({ pageParam }: { pageParam: string | undefined }) => getProducts(filters, pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: ProductPage) => last.next ?? undefined,
});

/**
 * Products a page at a time, each page after the last one's key (keyset paging: as quick deep in
 * a big catalogue as at its start). The count comes with the first page. While new filters load,
 * the products on screen stay.
 */
export function useProducts(filters: ProductFilters) {
  const query = useInfiniteQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const first = query.data?.pages[0];
  return {
    query,
    items,
    total: first && { count: first.total, kind: first.totalKind },
    loadMoreFailed: query.isFetchNextPageError,
  };
}
