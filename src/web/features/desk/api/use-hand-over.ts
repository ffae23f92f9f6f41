import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, CheckOut, DeskStep, Scan } from '@shared/schemas/hand-over';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateDesk } from './invalidate-desk';

/**
 * What a serial just scanned would be to the rental at `step` (GET /api/admin/desk/rentals/{id}/scan):
 * the check-out's or check-in's own checks of it, asked before the unit is listed. Asked anew for
 * every scan, never from a cache: a colleague may hand the unit over meanwhile.
 */
export const checkScan = (rentalId: number, step: DeskStep, serial: string): Promise<Scan> =>
  unwrap(
    api.GET('/api/admin/desk/rentals/{id}/scan', {
      params: { path: { id: rentalId }, query: { for: step, serial } },
    }),
  );

/** Hands units over (POST /api/admin/rentals/{id}/check-out); the answer is the rental as it is now. */
export function useCheckOut(rentalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckOut) =>
      unwrap(api.POST('/api/admin/rentals/{id}/check-out', { params: { path: { id: rentalId } }, body })),
    onSuccess: (rental) => queryClient.setQueryData(queryKeys.rentals.adminDetail(rentalId), rental),
    onSettled: () => invalidateDesk(queryClient),
  });
}

/** Takes units back (POST /api/admin/rentals/{id}/check-in); the answer is the rental, with its incident. */
export function useCheckIn(rentalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckIn) =>
      unwrap(api.POST('/api/admin/rentals/{id}/check-in', { params: { path: { id: rentalId } }, body })),
    onSuccess: (rental) => queryClient.setQueryData(queryKeys.rentals.adminDetail(rentalId), rental),
    onSettled: () => invalidateDesk(queryClient),
  });
}

/** multipart/form-data: the picture as `file`, and the unit it shows as `itemId`. */
function uploadPhoto({ incidentId, itemId, file }: { incidentId: number; itemId: number; file: File }) {
  return unwrap(
    api.POST('/api/admin/incidents/{id}/photos', {
      params: { path: { id: incidentId } },
      body: { file, itemId: String(itemId) },
      bodySerializer: (body) => {
        const form = new FormData();
        // The field before the file: a multipart reader sees it before the upload's stream.
        if (body.itemId) form.append('itemId', body.itemId);
        form.append('file', body.file);
        return form;
      },
    }),
  );
}

/** Adds a photo of a damaged unit to the rental's incident. */
export function useUploadIncidentPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.incidents.all }),
  });
}
