import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The most a customer's list in the confirmation shows; the server cancels them all whatever it shows. */
const SHOWN = 100;

/**
 * A customer's rental requests not yet started (the dashboard's list, by customer and status),
 * read while the confirmation is open (`userId` null: not asked).
 */
export function useCustomerRequestedRentals(userId: string | null) {
  const query = { userId: userId ?? '', status: 'Requested' as const, limit: SHOWN };
  return useQuery({
    queryKey: queryKeys.rentals.adminList(query),
    queryFn: userId === null ? skipToken : () => unwrap(api.GET('/api/admin/rentals', { params: { query } })),
  });
}

/** Cancels every rental of the customer's not yet started (decision 036); units become free, so availability is refreshed. */
export function useCancelCustomerRentals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.POST('/api/admin/users/{id}/cancel-open-rentals', { params: { path: { id: userId } } })),
    // A rental's own page is not fetched again: a cancelled one would flash "not found" while the page leaves it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.rentals.all,
          predicate: (query) => query.queryKey[2] !== 'detail',
        }),
        queryClient.invalidateQueries({ queryKey: ['rentals', 'admin', 'detail'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
