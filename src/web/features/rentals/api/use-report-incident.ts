import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewIncident } from '@shared/schemas/incident';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Variables = NewIncident & { rentalId: number };

export function useReportIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, ...body }: Variables) =>
      unwrap(api.POST('/api/rentals/{id}/incident', { params: { path: { id: rentalId } }, body })),
    // Refreshed on failure too: an "already exists" answer means the list is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.incidents.all }),
      ]),
  });
}
