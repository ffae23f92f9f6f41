import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/schemas/user';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in user, or null when signed out. The session lives in an HttpOnly cookie. */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return unwrap(api.GET('/api/me'));
}

/** Who is signed in, also read before a page is written on the server (ssr/route-data.ts). */
export const currentUserQuery = { queryKey: queryKeys.me, queryFn: fetchCurrentUser, staleTime: 30_000 };

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const user = query.data ?? null;
  return { ...query, user, isLoggedIn: user !== null, isAdmin: user?.isAdmin ?? false };
}
