import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { saveFailure } from './save-failure';

describe('saveFailure', () => {
  it('gives the rate limit its own text', () => {
    expect(saveFailure(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many'))).toEqual({ toast: 'tooManyRequests' });
  });

  it('puts a refused phone under the phone field', () => {
    expect(saveFailure(new ApiError(400, 'INVALID_PHONE', 'Enter…', 'phoneNumber'))).toEqual({
      toast: 'error',
      field: { name: 'phoneNumber', phoneRule: true },
    });
  });

  it('puts another refusal of a form field under it', () => {
    expect(saveFailure(new ApiError(400, 'VALIDATION_ERROR', 'fullName: too long', 'fullName'))).toEqual({
      toast: 'error',
      field: { name: 'fullName', phoneRule: false },
    });
  });

  it('keeps a refusal of a field the form does not have, and any other failure, to the toast', () => {
    expect(saveFailure(new ApiError(400, 'VALIDATION_ERROR', 'email: unknown', 'email'))).toEqual({ toast: 'error' });
    expect(saveFailure(new ApiError(0, 'NETWORK', 'no answer'))).toEqual({ toast: 'error' });
    expect(saveFailure(new Error('boom'))).toEqual({ toast: 'error' });
  });
});
