import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** Where the link in the reset e-mail lands, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Always answers 200, known address or not, so nobody can probe which e-mails have accounts. */
export function useRequestPasswordReset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.POST('/api/auth/request-password-reset', { body: { email, redirectTo: RESET_PASSWORD_PATH } })),
    onSuccess: () => onSuccess?.(),
  });
}
