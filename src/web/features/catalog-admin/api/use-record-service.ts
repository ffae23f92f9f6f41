import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemServiceInput } from '@shared/schemas/catalog-admin';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

/** Records a unit's service (decision 094): its count starts again, and a unit out for it is back in service. */
export function useRecordService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: number; input: ItemServiceInput }) =>
      unwrap(api.POST('/api/admin/items/{id}/services', { params: { path: { id: itemId } }, body: input })),
    onSettled: () => invalidateCatalog(queryClient),
  });
}
