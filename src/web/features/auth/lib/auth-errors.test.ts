import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import auth from '@/i18n/locales/en/auth.json';
import errors from '@/i18n/locales/en/errors.json';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import { isInvalidResetToken, loginErrorText } from './auth-errors';

const i18n = createInstance();
const t = i18n.getFixedT('en');

beforeAll(() => i18n.init({ resources: { en: { auth, errors } }, lng: 'en', interpolation: { escapeValue: false } }));

describe('loginErrorText', () => {
  it('gives the texts of SPEC section 8 for the refusals it names', () => {
    expect(loginErrorText(t, new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe(
      'Please confirm your email before logging in',
    );
    expect(loginErrorText(t, new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      'Invalid credentials',
    );
  });

  it('says to wait when the sign-in is rate limited, rather than a bare failure', () => {
    expect(loginErrorText(t, new ApiError(429, 'RATE_LIMITED', 'Too many failed sign-ins.'))).toBe(
      'Too many attempts. Please wait a while and try again.',
    );
  });

  it('reads "Error logging in" for anything else, as the spec words it', () => {
    for (const error of [
      new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
      new ApiError(0, NETWORK_ERROR, 'Failed to fetch'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(loginErrorText(t, error)).toBe('Error logging in');
    }
  });
});

describe('isInvalidResetToken', () => {
  it('recognises a refused reset token only', () => {
    expect(isInvalidResetToken(new ApiError(400, 'INVALID_TOKEN', ''))).toBe(true);
    expect(isInvalidResetToken(new ApiError(400, 'VALIDATION_ERROR', ''))).toBe(false);
  });
});
