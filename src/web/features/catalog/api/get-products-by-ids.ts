import type { Product } from '@shared/schemas/catalog';
import { api, unwrap } from '@/lib/api-client';

/** The server answers for at most 100 ids at a time. */
const MAX_IDS = 100;

/** The server's current data for saved products (wishlist, cart); ids it no longer has are simply absent. */
export async function getProductsByIds(ids: number[]): Promise<Product[]> {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += MAX_IDS) batches.push(unique.slice(start, start + MAX_IDS));
  const pages = await Promise.all(
    batches.map((batch) =>
      unwrap(api.GET('/api/products', { params: { query: { ids: batch.join(','), limit: MAX_IDS } } })),
    ),
  );
  return pages.flatMap((page) => page.items);
}
