import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@shared/auth-rules';
import type { CurrentUser } from '@shared/schemas/user';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { fetchCurrentUser } from './use-current-user';

export type LoginValues = Pick<LoginInput, 'email' | 'password'>;

/** The name to greet with: the fresh profile, else what the sign-in answer carried. */
type LoginResult = { user: CurrentUser | null; name: string };

export function useLogin({ onSuccess }: { onSuccess?: (result: LoginResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent as typed: the server's loginSchema trims and lower-cases the e-mail.
    mutationFn: ({ email, password }: LoginValues) =>
      unwrap(api.POST('/api/auth/sign-in/email', { body: { email, password } })),
    onSuccess: async (response) => {
      // Refetch rather than invalidate: the header and the greeting need the new user now.
      const user = await queryClient
        .fetchQuery({ queryKey: queryKeys.me, queryFn: fetchCurrentUser, staleTime: 0 })
        .catch(() => null);
      onSuccess?.({ user, name: user?.fullName ?? response.user.name });
    },
  });
}
