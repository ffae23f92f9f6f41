import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After a hand-over, on failure too (a colleague may have scanned meanwhile): the desk, every
 * rental view, the dashboard's home, the order (its deposit and late fee), availability (a swap
 * frees a unit), the incidents and the catalogue's units (a damaged one is out of service).
 */
export const invalidateDesk = (queryClient: QueryClient) =>
  Promise.all(
    [
      queryKeys.desk.all,
      queryKeys.rentals.all,
      queryKeys.adminOverview,
      queryKeys.orders.all,
      queryKeys.availability.all,
      queryKeys.incidents.all,
      queryKeys.catalogAdmin.all,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
