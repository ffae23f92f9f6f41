import { useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../../../shared/schemas/availability';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export type DateRange = { from: string; to: string };

/** Free units of a product over an inclusive range, in one request; idle until both dates are chosen. */
export function useAvailability(productId: number, range: DateRange | null) {
  return useQuery({
    queryKey: queryKeys.availability.range(productId, range?.from ?? '', range?.to ?? ''),
    queryFn: () => {
      const query = new URLSearchParams({ from: range?.from ?? '', to: range?.to ?? '' });
      return api.get<Availability>(`/api/products/${productId}/availability?${query}`);
    },
    enabled: range !== null,
    staleTime: 15_000,
  });
}
