import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { refetchAfterLineChange } from './refetch-after-line-change';

/**
 * Staff set one line's daily price with a reason (decision 066). The answer is the order
 * as it now is; the order's money, its invoices and the audit log are refetched.
 */
export function useChangeLinePrice(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rentalId: number; dailyPrice: string; reason: string }) =>
      unwrap(
        api.PATCH('/api/admin/orders/{id}/lines/{rentalId}', {
          params: { path: { id: orderId, rentalId: input.rentalId } },
          body: { dailyPrice: input.dailyPrice, reason: input.reason },
        }),
      ),
    onSettled: () => refetchAfterLineChange(queryClient, { availability: false }),
  });
}

/**
 * Staff move or shorten one line: the customer's change of dates with the staff member
 * as who asked. Its units may change and days free up: the availability is read anew too.
 */
export function useChangeLineDates(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rentalId: number; dateFrom: IsoDate; dateTo: IsoDate }) =>
      unwrap(
        api.PATCH('/api/admin/orders/{id}/lines/{rentalId}', {
          params: { path: { id: orderId, rentalId: input.rentalId } },
          body: { dateFrom: input.dateFrom, dateTo: input.dateTo },
        }),
      ),
    onSettled: () => refetchAfterLineChange(queryClient, { availability: true }),
  });
}
