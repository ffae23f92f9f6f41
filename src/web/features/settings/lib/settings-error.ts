import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The form fields a refusal of PATCH /api/admin/settings can be about. */
export const settingsFields = [
  'payments.methods',
  'cancellation.fullRefundDaysBefore',
  'cancellation.lateRefundPercent',
  'deposits.enabled',
] as const;
export type SettingsField = (typeof settingsFields)[number];

const isSettingsField = (field: string): field is SettingsField =>
  (settingsFields as readonly string[]).includes(field);

/**
 * Where and how a refusal shows: under the field the server names (a 400's `field`, such as
 * `payments.methods` for STRIPE_NOT_CONFIGURED), in the dashboard's own words for that field;
 * null when it is about no field of the form (the caller toasts it).
 */
export function settingsFieldError(
  t: TFunction<'dashboard'>,
  error: unknown,
): { field: SettingsField; text: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.field) return null;
  // A field inside the list (`payments.methods.0`) is about the list.
  const field = error.field.replace(/\.\d+$/, '');
  if (!isSettingsField(field)) return null;
  if (error.code === 'STRIPE_NOT_CONFIGURED') return { field, text: t('settings.errors.stripeNotConfigured') };
  return { field, text: t(`settings.errors.invalid.${field}`) };
}
