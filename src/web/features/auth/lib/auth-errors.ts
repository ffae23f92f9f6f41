import { ApiError } from '../../../lib/api-client';

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** Translation key (namespace auth) for a failed login, per SPEC section 8. */
export function loginErrorKey(error: unknown) {
  switch (errorCode(error)) {
    case 'EMAIL_NOT_VERIFIED':
      return 'login.errors.emailNotVerified' as const;
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'login.errors.invalidCredentials' as const;
    default:
      return 'login.errors.generic' as const;
  }
}

const EMAIL_TAKEN_CODES = ['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'];

export function isEmailTaken(error: unknown): boolean {
  return EMAIL_TAKEN_CODES.includes(errorCode(error) ?? '');
}

export function isInvalidResetToken(error: unknown): boolean {
  return errorCode(error) === 'INVALID_TOKEN';
}
