import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

export type RecordKind = 'category' | 'product' | 'item';

function deleteRecord({ kind, id }: { kind: RecordKind; id: number }) {
  const params = { path: { id } };
  if (kind === 'category') return unwrap(api.DELETE('/api/admin/categories/{id}', { params }));
  if (kind === 'product') return unwrap(api.DELETE('/api/admin/products/{id}', { params }));
  return unwrap(api.DELETE('/api/admin/items/{id}', { params }));
}

/** Deletes a category, product or item nothing depends on; a 409 says what does. */
export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    onSettled: () => invalidateCatalog(queryClient),
  });
}
