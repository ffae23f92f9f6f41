import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * What a staff change of an order's lines moves: the order and its lines, the desk's
 * lists (a cancelled or moved line leaves the day's pick-ups, other units wait to be handed
 * over), its money on the dashboard home, the audit log and its documents; and the availability
 * when units are taken or freed (new dates, units, a new line, a cancelled line), not for a new price.
 */
export function refetchAfterLineChange(queryClient: QueryClient, { availability }: { availability: boolean }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.desk.all }),
    ...(availability ? [queryClient.invalidateQueries({ queryKey: queryKeys.availability.all })] : []),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
    queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  ]);
}
