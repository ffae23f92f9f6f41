import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { submitErrorMessage } from './submit-error-message';

const t = (key: string) => `t:${key}`;

describe('submitErrorMessage', () => {
  it('translates the conflicts the server names', () => {
    expect(submitErrorMessage(new ApiError(409, 'INCIDENT_EXISTS', 'exists'), t)).toBe('t:errors.incidentExists');
    expect(submitErrorMessage(new ApiError(409, 'ALREADY_STARTED', 'started'), t)).toBe('t:errors.alreadyStarted');
  });

  it("shows the server's message for another conflict", () => {
    expect(submitErrorMessage(new ApiError(409, 'SOMETHING_NEW', 'Not now'), t)).toBe('Not now');
  });

  it('falls back to "Error submitting"', () => {
    expect(submitErrorMessage(new ApiError(500, 'HTTP_500', 'Internal'), t)).toBe('t:errors.submit');
    expect(submitErrorMessage(new TypeError('Failed to fetch'), t)).toBe('t:errors.submit');
  });
});
