import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The form fields a refusal of PATCH /api/admin/settings can be about. */
export const settingsFields = [
  'openingDays',
  'closedDates',
  'leadTimeDays',
  'closedDaysFree',
  'payments.methods',
  'cancellation.fullRefundDaysBefore',
  'cancellation.lateRefundPercent',
  'deposits.enabled',
  'legal.name',
  'legal.street',
  'legal.postcode',
  'legal.city',
  'legal.country',
  'legal.vatId',
  'legal.email',
  'legal.iban',
  'legal.bic',
  'legal.accountHolder',
  'invoices.prefix',
  'invoices.creditNotePrefix',
  'invoices.reminderDays',
  'vat.standardRate',
  'vat.reducedRates',
  'lateFees.mode',
  'lateFees.percent',
  'lateFees.fixed',
  'pricing.weekendAsOneDay',
  'pricing.damageWaiver.mode',
  'pricing.damageWaiver.percent',
  'pricing.damageWaiver.terms',
  'pricing.damageWaiver.translations.es.terms',
  'pricing.damageWaiver.translations.de.terms',
  'pricing.seasons',
  'accounting.datev.consultantNumber',
  'accounting.datev.clientNumber',
  'accounting.datev.accountLength',
  'accounting.datev.fiscalYearStartMonth',
  'accounting.datev.debtorAccount',
  'accounting.datev.reverseChargeAccount',
  'accounting.datev.revenueAccounts',
] as const;

/** A season's fields: a refusal names its row by the index sent (`pricing.seasons.1.from`). */
const seasonFields = ['name', 'from', 'to', 'percent'] as const;
type SeasonField = (typeof seasonFields)[number];

export type SettingsField =
  | (typeof settingsFields)[number]
  | `pricing.seasons.${number}.${SeasonField}`
  | `accounting.datev.revenueAccounts.${number}.account`;

const isSettingsField = (field: string): field is (typeof settingsFields)[number] =>
  (settingsFields as readonly string[]).includes(field);

/** A rate still on a product cannot leave the reduced rates (409). */
export const VAT_RATE_IN_USE = 'VAT_RATE_IN_USE';

/**
 * Where and how a refusal shows: under the field the server names (a 400's `field`, such as
 * `payments.methods` for STRIPE_NOT_CONFIGURED), in the dashboard's own words for that field;
 * a season's field under that field of its row; a revenue account under its rate's field, its
 * rate given twice under the accounts; a rate in use under the reduced rates (or the field it
 * names); null when it is about no field of the form (the caller toasts it).
 */
export function settingsFieldError(
  t: TFunction<'dashboard'>,
  error: unknown,
): { field: SettingsField; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  // A field inside a list (`payments.methods.0`, `vat.reducedRates.1`) is about the list.
  const named = error.field?.replace(/\.\d+$/, '');
  if (error.status === 409 && error.code === VAT_RATE_IN_USE) {
    const rate = error.details?.['rate'];
    return {
      field: named && isSettingsField(named) ? named : 'vat.reducedRates',
      text: typeof rate === 'number' ? t('settings.errors.rateInUseOne', { rate }) : t('settings.errors.rateInUse'),
    };
  }
  const season = seasonFieldOf(error.field);
  if (error.status === 400 && season) {
    return {
      field: `pricing.seasons.${season.index}.${season.field}`,
      text: t(`settings.errors.invalid.pricing.seasons.${season.field}`),
    };
  }
  const revenueAccount = revenueAccountOf(error.field);
  if (error.status === 400 && revenueAccount) {
    return revenueAccount.field === 'account'
      ? {
          field: `accounting.datev.revenueAccounts.${revenueAccount.index}.account`,
          text: t('settings.errors.invalid.accounting.datev.revenueAccounts.account'),
        }
      : {
          field: 'accounting.datev.revenueAccounts',
          text: t('settings.errors.invalid.accounting.datev.revenueAccounts.rate'),
        };
  }
  if (error.status !== 400 || !named || !isSettingsField(named)) return null;
  if (named === 'pricing.seasons') return { field: named, text: t('settings.errors.invalid.pricing.seasons.list') };
  if (named === 'accounting.datev.revenueAccounts') {
    return { field: named, text: t('settings.errors.invalid.accounting.datev.revenueAccounts.list') };
  }
  if (error.code === 'STRIPE_NOT_CONFIGURED') return { field: named, text: t('settings.errors.stripeNotConfigured') };
  // The terms in every language are refused for the same reason (their length).
  if (
    named === 'pricing.damageWaiver.translations.es.terms' ||
    named === 'pricing.damageWaiver.translations.de.terms'
  ) {
    return { field: named, text: t('settings.errors.invalid.pricing.damageWaiver.terms') };
  }
  return { field: named, text: t(`settings.errors.invalid.${named}`) };
}

/**
 * The index and the field of a revenue account the server names (`accounting.datev.revenueAccounts.1.account`),
 * or null. Sent as the form holds them (settings-form.tsx), the index is the form's.
 */
function revenueAccountOf(path: string | undefined): { index: number; field: 'account' | 'rate' } | null {
  const match = /^accounting\.datev\.revenueAccounts\.(\d+)\.(account|rate)$/.exec(path ?? '');
  return match ? { index: Number(match[1]), field: match[2] === 'rate' ? 'rate' : 'account' } : null;
}

/** The row and the field of a season's field the server names (`pricing.seasons.1.from`), or null. */
function seasonFieldOf(path: string | undefined): { index: number; field: SeasonField } | null {
  const match = /^pricing\.seasons\.(\d+)\.(\w+)$/.exec(path ?? '');
  const field = seasonFields.find((known) => known === match?.[2]);
  return match && field ? { index: Number(match[1]), field } : null;
}
