import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in customer's waitlist requests, newest first. */
export function useOwnWaitlist(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.waitlist.own(userId ?? ''),
    queryFn: userId !== undefined ? () => unwrap(api.GET('/api/waitlist')) : skipToken,
  });
}
