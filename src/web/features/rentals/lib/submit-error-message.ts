import { ApiError } from '../../../lib/api-client';

/** Server conflict codes we have our own translated text for (the server's messages are English). */
const conflictKeys: Record<string, string> = {
  ALREADY_STARTED: 'errors.alreadyStarted',
  HAS_INCIDENT: 'errors.hasIncident',
  INCIDENT_EXISTS: 'errors.incidentExists',
  RENTAL_COMPLETED: 'errors.rentalCompleted',
};

/**
 * What a failed delete or incident report tells the user: a translated text for a known 409,
 * the server's own message for another 409, otherwise "Error submitting" (SPEC section 8).
 */
export function submitErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status === 409) {
    const key = conflictKeys[error.code];
    if (key) return t(key);
    if (error.message) return error.message;
  }
  return t('errors.submit');
}
