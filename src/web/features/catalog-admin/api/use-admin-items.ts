import type { ItemStatus } from '@shared/schemas/catalog-admin';
import { api, unwrap } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, useAdminList } from './admin-list';

export type ItemFilters = { productId: number | null; status: ItemStatus | null; q: string; serviceDue?: boolean };

/**
 * Items in serial-number order, optionally of one product or status, or only those due for a
 * service (decision 094); `q` searches the serial number.
 */
export function useAdminItems({ productId, status, q, serviceDue = false }: ItemFilters) {
  return useAdminList('items', { productId, status, q, serviceDue }, (after) =>
    unwrap(
      api.GET('/api/admin/items', {
        params: {
          query: {
            productId: productId ?? undefined,
            status: status ?? undefined,
            q: q || undefined,
            serviceDue: serviceDue ? 'true' : undefined,
            after,
            limit: ADMIN_PAGE_SIZE,
          },
        },
      }),
    ),
  );
}
