import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Incident, NewIncident } from '../../../../shared/schemas/incident';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

type Variables = NewIncident & { rentalId: number };

export function useReportIncident() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, ...incident }: Variables) =>
      api.post<Incident>(`/api/rentals/${rentalId}/incident`, incident),
    // Refreshed on failure too: an "already exists" answer means the list is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.incidents.all }),
      ]),
  });
}
