import { useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The units to prepare for a day's pick-ups, in shelf order (GET /api/admin/desk/pick-list); the shop's tomorrow without `date`. */
export function usePickList(date: IsoDate | null) {
  return useQuery({
    queryKey: queryKeys.desk.pickList(date),
    queryFn: () => unwrap(api.GET('/api/admin/desk/pick-list', { params: { query: date ? { date } : {} } })),
    staleTime: 0,
  });
}
