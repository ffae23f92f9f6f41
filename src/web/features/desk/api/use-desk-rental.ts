import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** One rental as the desk works on it (GET /api/admin/rentals/{id}); a missing one fails with a 404. */
export function useDeskRental(id: number) {
  return useQuery({
    queryKey: queryKeys.rentals.adminDetail(id),
    queryFn: () => unwrap(api.GET('/api/admin/rentals/{id}', { params: { path: { id } } })),
    staleTime: 0,
  });
}

/** The shop's settings (the settings page's own query): its late fee and whether it takes deposits. */
export function useShopRules() {
  const settings = useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: () => unwrap(api.GET('/api/admin/settings')),
  });
  return settings.data;
}
