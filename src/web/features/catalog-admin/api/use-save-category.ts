import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput } from '@shared/schemas/catalog-admin';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

/** Creates a category (`id` null) or edits one. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CategoryInput }) =>
      id === null
        ? unwrap(api.POST('/api/admin/categories', { body: input }))
        : unwrap(api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body: input })),
    // Also on failure: "already exists" or "too deep" means the list on screen is out of date.
    onSettled: () => invalidateCatalog(queryClient),
  });
}
