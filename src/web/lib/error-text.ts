import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * What a failure says to the person, in their language (SPEC section 8): the text for the
 * server's error code from the `errors` namespace, or "An unknown error occurred". The server's
 * own English message is never shown, so an es or de screen stays es or de.
 */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  const key = `errors:codes.${code}`;
  return code && t(key, { defaultValue: '' }) ? t(key) : t('errors:unknown');
}

/**
 * "<context>: <message>", or "<context>: An unknown error occurred" (SPEC section 8), e.g.
 * "Error fetching categories: The shop could not be reached. Please check your connection."
 */
export function errorWithContext(t: TFunction, context: string, error: unknown): string {
  // Not `context`: i18next reads an option of that name as a key suffix (key_context).
  return t('errors:withContext', { failed: context, reason: errorText(t, error) });
}

/** Refusals by the shop's rules (a conflict, a forbidden action): their text is the whole story. */
const explainsItself = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 403);

/**
 * A popup's failure (SPEC section 8 "Error submitting"). A refusal the spec words itself, such as
 * "An incident for this rental request already exists!", stands alone; anything else (no
 * connection, a fault on the server) reads "Error submitting: <reason>".
 */
export function submitErrorText(t: TFunction, error: unknown): string {
  return explainsItself(error) ? errorText(t, error) : errorWithContext(t, t('errors:submit'), error);
}
