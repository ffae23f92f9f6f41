import type { TFunction } from 'i18next';
import dashboardTexts from '@/i18n/locales/en/dashboard.json';
import kitTexts from '@/i18n/locales/en/kits-areas.json';
import { ApiError } from '@/lib/api-client';
import { submitErrorText } from '@/lib/error-text';

type DashboardT = TFunction<'dashboard'>;

/** A catalogue refusal the dashboard words itself: a key of `catalogErrors` in dashboard.json. */
type CatalogErrorCode = keyof (typeof dashboardTexts)['catalogErrors'];

const isCatalogCode = (code: string): code is CatalogErrorCode => Object.hasOwn(dashboardTexts.catalogErrors, code);

/** A kit's refusal: a key of `codes` in kits-areas.json. */
type KitErrorCode = keyof (typeof kitTexts)['codes'];

const isKitCode = (code: string): code is KitErrorCode => Object.hasOwn(kitTexts.codes, code);

/** The translated text for a catalogue refusal ("A category with the same name already exists!"), or null. */
export function catalogErrorText(t: DashboardT, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (isCatalogCode(error.code)) return t(`catalogErrors.${error.code}`);
  return isKitCode(error.code) ? t(`codes.${error.code}`, { ns: 'kits-areas' }) : null;
}

/**
 * A popup's failure: a catalogue refusal stands alone; anything else reads "Error submitting:
 * <reason>" (SPEC section 8).
 */
export function catalogSubmitErrorText(t: DashboardT, error: unknown): string {
  return catalogErrorText(t, error) ?? submitErrorText(t, error);
}

/** The form field a refusal is about (the server names it on a 400, and "already exists" is the unique field's). */
export function errorField(error: unknown, uniqueField: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code.endsWith('_EXISTS')) return uniqueField;
  return error.status === 400 && error.field ? error.field : null;
}
