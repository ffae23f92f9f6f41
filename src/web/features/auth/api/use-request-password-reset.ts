import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Where the link in the reset e-mail lands, with `?token=` (or `?error=INVALID_TOKEN`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Always answers 200, known address or not, so nobody can probe which e-mails have accounts. */
export function useRequestPasswordReset({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<unknown>('/api/auth/request-password-reset', { email: email.trim(), redirectTo: RESET_PASSWORD_PATH }),
    onSuccess: () => onSuccess?.(),
  });
}
