import { MAX_AVATAR_BYTES } from '@shared/limits';
import { ApiError } from '@/lib/api-client';

/** Why a picture was not taken: a key of `profile.avatar` (namespace account). */
export type AvatarProblem = 'tooLarge' | 'tooManyPixels' | 'notAnImage';

export const AVATAR_MEGABYTES = MAX_AVATAR_BYTES / (1024 * 1024);

/**
 * What the browser can tell before sending: a file over the limit (the server would cut the
 * upload off mid-way, which a browser reports as a lost connection rather than a 413), or one
 * that says it is not an image. Whether it really is a picture only the server's decoder knows.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): AvatarProblem | null {
  if (file.size > MAX_AVATAR_BYTES) return 'tooLarge';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notAnImage';
  return null;
}

/** The server's refusals of a picture (decision 013); anything else has no reason of its own. */
export function avatarRefusal(error: unknown): AvatarProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'FILE_TOO_LARGE') return 'tooLarge';
  if (error.code === 'IMAGE_TOO_LARGE') return 'tooManyPixels';
  if (error.code === 'UNSUPPORTED_IMAGE') return 'notAnImage';
  return null;
}
