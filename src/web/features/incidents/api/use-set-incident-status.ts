import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentStatus } from '@shared/schemas/incident';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Variables = { id: number; status: IncidentStatus };

/**
 * An administrator opens or closes an incident report (SPEC section 4). Every incident query
 * follows (the dashboard's lists and the report by id, and the customer's own, in case the
 * administrator reported it), and so do the rentals' incident badges.
 */
export function useSetIncidentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: Variables) =>
      unwrap(api.PATCH('/api/admin/incidents/{id}', { params: { path: { id } }, body: { status } })),
    // Refreshed on failure too: a 404 means the report is gone, and the lists should say so.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.incidents.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
      ]),
  });
}
