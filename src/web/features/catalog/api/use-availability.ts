import { skipToken, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@shared/calendar-date';
import { queryKeys } from '@/lib/query-keys';
import { getAvailability } from './get-availability';

/** Free units of a product over the chosen range, in one request; idle until both dates are chosen. */
export function useAvailability(productId: number, range: DateRange | null) {
  return useQuery({
    queryKey: queryKeys.availability.range(productId, range),
    queryFn: range ? () => getAvailability(productId, range) : skipToken,
    staleTime: 15_000,
  });
}
