import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Cancels a rental; its items become free again, so availability is refreshed too. */
export function useDeleteRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/rentals/{id}', { params: { path: { id } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
