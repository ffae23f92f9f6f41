import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductSort } from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ProductFilters = {
  categoryId?: number;
  q?: string;
  sort?: ProductSort;
  limit: number;
  offset: number;
};

export function getProducts(filters: ProductFilters) {
  const params = new URLSearchParams();
  if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  params.set('limit', String(filters.limit));
  params.set('offset', String(filters.offset));
  return api.get<ProductPage>(`/api/products?${params}`);
}

/** A page of products; the previous page stays on screen while the next one loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: queryKeys.products.list({ ...filters }),
    queryFn: () => getProducts(filters),
    placeholderData: keepPreviousData,
  });
}
