import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type ResetPasswordValues = { token: string; newPassword: string };

export function useResetPassword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordValues) => unwrap(api.POST('/api/auth/reset-password', { body })),
    onSuccess: async () => {
      // A reset may revoke existing sessions, so the header must not keep showing a stale user.
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      onSuccess?.();
    },
  });
}
