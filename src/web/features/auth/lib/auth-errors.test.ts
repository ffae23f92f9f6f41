import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isEmailTaken, isInvalidResetToken, loginErrorKey } from './auth-errors';

describe('loginErrorKey', () => {
  it('maps the server codes to the messages of SPEC section 8', () => {
    expect(loginErrorKey(new ApiError(403, 'EMAIL_NOT_VERIFIED', ''))).toBe('login.errors.emailNotVerified');
    expect(loginErrorKey(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', ''))).toBe('login.errors.invalidCredentials');
  });

  it('treats anything else as a generic login error', () => {
    expect(loginErrorKey(new ApiError(429, 'HTTP_429', 'Too many requests'))).toBe('login.errors.generic');
    expect(loginErrorKey(new TypeError('Failed to fetch'))).toBe('login.errors.generic');
  });
});

describe('error codes', () => {
  it('recognises a taken e-mail and an invalid reset token', () => {
    expect(isEmailTaken(new ApiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', ''))).toBe(true);
    expect(isEmailTaken(new ApiError(400, 'PASSWORD_TOO_WEAK', ''))).toBe(false);
    expect(isInvalidResetToken(new ApiError(400, 'INVALID_TOKEN', ''))).toBe(true);
  });
});
