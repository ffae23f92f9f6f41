import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import type { AvailabilityCalendar } from '@shared/schemas/availability';
import { queryKeys } from '@/lib/query-keys';
import { getAvailabilityCalendar } from './get-availability-calendar';
import type { IsoMonth } from '../components/rental-dates-picker/calendar-months';

/**
 * Free units by day, a day of a month still loading (or that failed) absent; and the product's
 * operational units, once a month has come (the stock badge's "last units" needs both).
 */
type FreeByDay = { free: ReadonlyMap<IsoDate, number>; units: number | undefined };

// Module-level so TanStack Query keeps the combined map until a month's data changes.
function freeByDay(results: UseQueryResult<AvailabilityCalendar>[]): FreeByDay {
  const free = new Map<IsoDate, number>();
  let units: number | undefined;
  for (const result of results) {
    for (const day of result.data?.days ?? []) free.set(day.date, day.free);
    units ??= result.data?.units;
  }
  return { free, units };
}

/** Free units per day for the months the picker shows. */
export function useAvailabilityCalendar(productId: number, months: IsoMonth[]): FreeByDay {
  return useQueries({
    queries: months.map((month) => ({
      queryKey: queryKeys.availability.calendar(productId, month),
      queryFn: () => getAvailabilityCalendar(productId, month),
      staleTime: 30_000,
    })),
    combine: freeByDay,
  });
}
