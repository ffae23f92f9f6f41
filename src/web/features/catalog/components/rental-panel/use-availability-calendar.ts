import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { AvailabilityCalendar } from '../../../../../shared/schemas/availability';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { IsoMonth } from './calendar-months';

/** Free units by 'YYYY-MM-DD'; a day of a month still loading (or that failed) is absent. */
export type FreeByDay = ReadonlyMap<string, number>;

// Module-level so TanStack Query keeps the combined map until a month's data changes.
function freeByDay(results: UseQueryResult<AvailabilityCalendar>[]): FreeByDay {
  const free = new Map<string, number>();
  for (const result of results) {
    for (const day of result.data?.days ?? []) free.set(day.date, day.free);
  }
  return free;
}

/** Free units per day for the months the picker shows. */
export function useAvailabilityCalendar(productId: number, months: IsoMonth[]): FreeByDay {
  return useQueries({
    queries: months.map((month) => ({
      queryKey: queryKeys.availability.calendar(productId, month),
      queryFn: () => api.get<AvailabilityCalendar>(`/api/products/${productId}/calendar?month=${month}`),
      staleTime: 30_000,
    })),
    combine: freeByDay,
  });
}
