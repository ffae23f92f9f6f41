import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Cancels a rental; its items become free again, so availability is refreshed too. */
export function useDeleteRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: number) => api.delete<void>(`/api/rentals/${rentalId}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
