import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Extends a rental (POST /api/rentals/:id/extend). Its dates, total and units change, its order's
 * too, and the days it now holds are no longer free: all are read again, whatever the answer.
 */
export function useExtendRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dateTo }: { id: number; dateTo: IsoDate }) =>
      unwrap(api.POST('/api/rentals/{id}/extend', { params: { path: { id } }, body: { dateTo } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
