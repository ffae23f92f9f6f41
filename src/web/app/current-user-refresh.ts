import type { CurrentUser } from '@shared/schemas/user';
import { fetchCurrentUser } from '@/features/auth';
import { queryKeys } from '@/lib/query-keys';
import { queryClient } from './query-client';

/**
 * Asks the server who is signed in, bypassing the cache (SPEC: "on every navigation the
 * current user is refreshed"). Concurrent callers share one request. If the server cannot be
 * reached, the last known user stands rather than logging anyone out on a network blip.
 */
export async function refreshCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await queryClient.fetchQuery({ queryKey: queryKeys.me, queryFn: fetchCurrentUser, staleTime: 0 });
  } catch {
    return queryClient.getQueryData<CurrentUser | null>(queryKeys.me) ?? null;
  }
}
