import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemInput } from '@shared/schemas/catalog-admin';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

/** Adds an item to its product (`id` null) or edits one; either changes the product's free units. */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ItemInput }) =>
      id === null
        ? unwrap(api.POST('/api/admin/items', { body: input }))
        : unwrap(api.PUT('/api/admin/items/{id}', { params: { path: { id } }, body: input })),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
