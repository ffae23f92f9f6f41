import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES } from '@shared/limits';
import { ApiError } from '@/lib/api-client';
import { AVATAR_MEGABYTES, avatarFileProblem, avatarRefusal } from './avatar-upload';

describe('avatarFileProblem', () => {
  it('takes an image up to the limit', () => {
    expect(avatarFileProblem({ size: MAX_AVATAR_BYTES, type: 'image/png' })).toBeNull();
    expect(AVATAR_MEGABYTES).toBe(5);
  });

  it('refuses a file over the limit before it is sent', () => {
    expect(avatarFileProblem({ size: MAX_AVATAR_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
  });

  it('refuses a file that says it is not an image, and leaves an unknown type to the server', () => {
    expect(avatarFileProblem({ size: 100, type: 'application/pdf' })).toBe('notAnImage');
    expect(avatarFileProblem({ size: 100, type: '' })).toBeNull();
  });
});

describe('avatarRefusal', () => {
  it("names the server's reasons", () => {
    expect(avatarRefusal(new ApiError(413, 'FILE_TOO_LARGE', 'big'))).toBe('tooLarge');
    expect(avatarRefusal(new ApiError(413, 'IMAGE_TOO_LARGE', 'pixels'))).toBe('tooManyPixels');
    expect(avatarRefusal(new ApiError(415, 'UNSUPPORTED_IMAGE', 'not one'))).toBe('notAnImage');
  });

  it('has no reason for any other failure', () => {
    expect(avatarRefusal(new ApiError(0, 'NETWORK', 'no answer'))).toBeNull();
    expect(avatarRefusal(new Error('boom'))).toBeNull();
  });
});
