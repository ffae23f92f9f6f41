import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getProduct(id: number) {
  return api.get<Product>(`/api/products/${id}`);
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: queryKeys.products.detail(id ?? 0),
    queryFn: () => getProduct(id ?? 0),
    enabled: id !== null,
  });
}
