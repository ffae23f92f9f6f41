import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/user';
import { ApiError, api, unwrap } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user, or null when signed out (401). The session lives in an HttpOnly cookie. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await unwrap(api.GET('/api/me'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: queryKeys.me, queryFn: fetchCurrentUser, staleTime: 30_000 });
  const user = query.data ?? null;
  return { ...query, user, isLoggedIn: user !== null, isAdmin: user?.isAdmin ?? false };
}
