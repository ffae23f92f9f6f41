import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

function getProduct(id: number): Promise<Product> {
  return unwrap(api.GET('/api/products/{id}', { params: { path: { id } } }));
}

/** The query of one product, also read before a page is written on the server (ssr/route-data.ts). */
export const productQuery = (id: number) => ({
  queryKey: queryKeys.products.detail(id),
  queryFn: () => getProduct(id),
});

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
}
