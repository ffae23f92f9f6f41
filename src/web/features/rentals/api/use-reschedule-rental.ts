import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Shortens or moves a rental (POST /api/rentals/:id/reschedule). Its units may change and days
 * free up, so the rentals, the availability and the orders (their totals, a refund) are read anew.
 */
export function useRescheduleRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, range }: { id: number; range: DateRange }) =>
      unwrap(api.POST('/api/rentals/{id}/reschedule', { params: { path: { id } }, body: range })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
