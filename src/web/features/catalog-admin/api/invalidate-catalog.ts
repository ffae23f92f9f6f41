import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { priceTemplateListKey } from './use-price-template-options';

/**
 * After any change to the catalogue: the dashboard's lists, the price templates (how many products
 * follow each), and the shop's cached categories (the header's bar too), products and free units,
 * so the storefront shows the change at once.
 */
export function invalidateCatalog(queryClient: QueryClient) {
  return Promise.all(
    [
      queryKeys.catalogAdmin.all,
      priceTemplateListKey,
      queryKeys.categories.all,
      queryKeys.products.all,
      queryKeys.availability.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
