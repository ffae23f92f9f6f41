import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getProduct(id: number): Promise<Product> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id } } }));
}

export function useProduct(id: number | null) {
  return useQuery({
    queryKey: queryKeys.products.detail(id ?? 0),
    queryFn: () => getProduct(id ?? 0),
    enabled: id !== null,
  });
}
