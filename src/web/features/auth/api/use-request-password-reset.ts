import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * Always answers 200, known address or not, so nobody can probe which e-mails have accounts.
 * The link in the e-mail lands on the reset page, with `?token=` (or `?error=INVALID_TOKEN`).
 */
export function useRequestPasswordReset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(
        api.POST('/api/auth/request-password-reset', { body: { email, redirectTo: paths.resetPassword.getHref() } }),
      ),
    onSuccess: () => onSuccess?.(),
  });
}
