import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@shared/schemas/catalog-admin';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

/** Creates a product (`id` null) or edits one. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) =>
      id === null
        ? unwrap(api.POST('/api/admin/products', { body: input }))
        : unwrap(api.PUT('/api/admin/products/{id}', { params: { path: { id } }, body: input })),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
