import { ApiError } from '@/lib/api-client';
import { isProfileField, type ProfileField } from './profile-form';

/**
 * What a failed profile save tells the customer (SPEC section 8, decision 014): the spec's
 * "too many requests" text for the rate limit, else "Error updating your profile"; a refusal
 * that names a field of the form also shows under that field.
 */
export type SaveFailure = {
  toast: 'tooManyRequests' | 'error';
  field?: { name: ProfileField; phoneRule: boolean };
};

export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { toast: 'error' };
  if (error.status === 429) return { toast: 'tooManyRequests' };
  if (error.status === 400 && isProfileField(error.field)) {
    return { toast: 'error', field: { name: error.field, phoneRule: error.code === 'INVALID_PHONE' } };
  }
  return { toast: 'error' };
}
