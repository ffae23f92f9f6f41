import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/schemas/user';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fetchCurrentUser } from './use-current-user';

export type LoginValues = { email: string; password: string };

type SignInResponse = { user?: { name?: string } };

/** The name to greet with: the fresh profile, else what the sign-in answer carried. */
export type LoginResult = { user: CurrentUser | null; name: string };

export function useLogin({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: LoginValues) =>
      api.post<SignInResponse>('/api/auth/sign-in/email', { email: email.trim(), password }),
    onSuccess: async (response) => {
      // Refetch rather than invalidate: the header and the greeting need the new user now.
      const user = await queryClient
        .fetchQuery({ queryKey: queryKeys.me, queryFn: fetchCurrentUser, staleTime: 0 })
        .catch(() => null);
      onSuccess?.({ user, name: user?.fullName ?? response?.user?.name ?? '' });
    },
  });
}
