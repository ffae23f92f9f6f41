import type { Namespace, TFunction } from 'i18next';
import type { BookingLimits } from '@shared/booking-limits';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '@shared/new-customer-limits';
import errorTexts from '@/i18n/locales/en/errors.json';
import type { RefusalDetail } from '@shared/refusal-reasons';
import { ApiError } from './api-client';
import { reasonOf, reasonSentence } from './refusal-reason';

/** A `t` of any namespace will do: every key used here names its own (`errors:`). */
type AnyT = TFunction<Namespace>;

/** A server error code the web has a text for: a key of `codes` in errors.json (every language has the same). */
type ErrorCode = keyof (typeof errorTexts)['codes'];

const hasText = (code: string): code is ErrorCode => Object.hasOwn(errorTexts.codes, code);

/**
 * What a failure says to the person, in their language (SPEC section 8): the text for the
 * server's error code from the `errors` namespace, or "An unknown error occurred". The server's
 * own English message is never shown, so an es or de screen stays es or de. `values` fill the
 * numbers a text names, such as the shop's booking limits (see `bookingLimitValues`).
 */
export function errorText(t: AnyT, error: unknown, values?: Record<string, number>): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === undefined || !hasText(code)) return t('errors:unknown');
  const text = t(`errors:codes.${code}`, values ?? {});
  return withReason(t, code, text, reasonOf((error as ApiError).details));
}

/**
 * Units refused with a reason (issue 48): the customer's own other rental after the spec's "Not
 * enough stock!"; the product's buffer days after "Not free on these dates" (the spec's words are
 * for units other rentals take on those days, a buffer is not that); anything else as it is.
 */
export function withReason(t: AnyT, code: string, text: string, detail: RefusalDetail | null, staff = false) {
  if (code !== 'NOT_ENOUGH_STOCK' && code !== 'UNIT_NOT_FREE') return text;
  const sentence = reasonSentence(t, detail, staff);
  if (!sentence) return text;
  return `${detail?.reason === 'buffer' ? t('errors:reasons.notFree') : text} ${sentence}`;
}

/** The numbers the booking-limit texts of errors.json name, a new customer's included (decision 036). */
export const bookingLimitValues = (
  limits: BookingLimits,
  newCustomer: NewCustomerLimits = DEFAULT_NEW_CUSTOMER_LIMITS,
) => ({
  maxDays: limits.maxRentalDays,
  horizonDays: limits.bookingHorizonDays,
  maxUnits: limits.maxUnitsPerBooking,
  maxOpen: limits.maxOpenRentals,
  newMaxOpen: newCustomer.maxOpenRentals,
  newMaxUnits: newCustomer.maxUnits,
});

/**
 * "<context>: <message>", or "<context>: An unknown error occurred" (SPEC section 8), e.g.
 * "Error fetching categories: The shop could not be reached. Please check your connection."
 * `values` fill the numbers a text names, as for `errorText`.
 */
export function errorWithContext(t: AnyT, context: string, error: unknown, values?: Record<string, number>): string {
  // Not `context`: i18next reads an option of that name as a key suffix (key_context).
  return t('errors:withContext', { failed: context, reason: errorText(t, error, values) });
}

/** Refusals by the shop's rules (a conflict, a forbidden action): their text is the whole story. */
const explainsItself = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 403);

/**
 * A popup's failure (SPEC section 8 "Error submitting"). A refusal the spec words itself, such as
 * "An incident for this rental request already exists!", stands alone; anything else (no
 * connection, a fault on the server) reads "Error submitting: <reason>".
 */
export function submitErrorText(t: AnyT, error: unknown): string {
  return explainsItself(error) ? errorText(t, error) : errorWithContext(t, t('errors:submit'), error);
}
