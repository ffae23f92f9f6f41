import type { Namespace, TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/** The login refusals SPEC section 8 words on their own ("Invalid credentials", "Please confirm your email…"), and a rate limit's wait. */
const LOGIN_REFUSALS = ['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'];

/** A failed login: its own text for those refusals, otherwise just "Error logging in", as the spec words it. */
export function loginErrorText(t: TFunction<Namespace>, error: unknown): string {
  if (error instanceof ApiError && LOGIN_REFUSALS.includes(error.code)) return errorText(t, error);
  return t('auth:login.error');
}

/** The reset link's token was refused: the page offers a new link instead of the form. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_TOKEN';
}
