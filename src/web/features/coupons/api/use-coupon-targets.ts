import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { COUPON_TARGETS_MAX } from '@shared/schemas/coupon';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/*
 * What a coupon may be limited to: the catalogue's categories and products, read from the
 * catalogue's own endpoints, which answer in the screen's language (Accept-Language), under the
 * catalogue's query keys, so a change to the catalogue refreshes them too.
 */

/** Products a search offers at a time in the form's list. */
const OPTIONS = 50;

/** Every category (GET /api/categories: a few dozen at most), parents and children alike. */
export function useCouponCategories() {
  return useQuery({
    queryKey: queryKeys.categories.all,
    queryFn: () => unwrap(api.GET('/api/categories')),
    staleTime: 5 * 60_000,
  });
}

/** Products whose name (in any of the shop's languages) holds `q`, for the form's list; the first ones for none. */
export function useCouponProductOptions(q: string) {
  return useQuery({
    queryKey: queryKeys.products.list({ couponOptions: true, q }),
    queryFn: async () =>
      (await unwrap(api.GET('/api/products', { params: { query: { q: q || undefined, limit: OPTIONS } } }))).items,
    placeholderData: keepPreviousData,
  });
}

export type ProductName = { id: number; name: string };

/**
 * The names of the products the coupons are limited to, by id (at most COUPON_TARGETS_MAX a
 * coupon, and as many as the server answers a time); a product that is gone is absent.
 */
export function useCouponProductNames(ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: queryKeys.products.list({ couponTargets: sorted }),
    queryFn:
      sorted.length === 0
        ? skipToken
        : async () => {
            const batches: number[][] = [];
            for (let start = 0; start < sorted.length; start += COUPON_TARGETS_MAX) {
              batches.push(sorted.slice(start, start + COUPON_TARGETS_MAX));
            }
            const pages = await Promise.all(
              batches.map((batch) =>
                unwrap(
                  api.GET('/api/products', { params: { query: { ids: batch.join(','), limit: COUPON_TARGETS_MAX } } }),
                ),
              ),
            );
            return pages.flatMap((page) => page.items.map(({ id, name }): ProductName => ({ id, name })));
          },
    placeholderData: keepPreviousData,
  });
}
