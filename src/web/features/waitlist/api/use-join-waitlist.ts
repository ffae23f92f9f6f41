import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewWaitlistRequest } from '@shared/schemas/waitlist';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Asks to be told when a unit frees up (a new request, or the one already waiting for those
 * dates). Refused because a unit is free after all (409 UNITS_FREE), the panel's availability is
 * asked again, so the add-to-cart button comes back.
 */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWaitlistRequest) => unwrap(api.POST('/api/waitlist', { body })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.waitlist.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
