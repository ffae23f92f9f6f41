import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '@/lib/api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never asks again after a refusal', () => {
    expect(shouldRetry(0, new ApiError(400, 'VALIDATION_ERROR', ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHENTICATED', ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(499, 'HTTP_499', ''))).toBe(false);
  });

  it('asks twice more after a server fault or no answer, then stops', () => {
    for (const error of [new ApiError(500, 'INTERNAL', ''), new ApiError(0, NETWORK_ERROR, '')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
