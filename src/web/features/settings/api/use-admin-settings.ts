import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingsSave } from '@shared/schemas/settings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The shop owner's settings (GET /api/admin/settings), with what the operator's environment allows. */
export function useAdminSettings() {
  return useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: () => unwrap(api.GET('/api/admin/settings')),
    staleTime: 0,
  });
}

/**
 * Saves some settings (PATCH), with what to do about the rentals on days it closes when the server
 * asked (`confirmAffected`). The answer is the whole resource, so it replaces the cached one; the
 * shop's public view (GET /api/shop: methods, deposits, cancellation) is refetched.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsSave) => unwrap(api.PATCH('/api/admin/settings', { body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.shop });
    },
  });
}
