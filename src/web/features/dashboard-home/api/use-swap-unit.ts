import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Variables = { rentalId: number; itemId: number };

/**
 * Swaps a unit out of service on a rental for a free working one, which the server picks. The
 * home, every rental view and availability follow, on failure too (someone may have swapped or
 * booked meanwhile).
 */
export function useSwapUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, itemId }: Variables) =>
      unwrap(api.POST('/api/admin/rentals/{id}/swap', { params: { path: { id: rentalId } }, body: { itemId } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
