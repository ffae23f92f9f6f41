import type { FormValidateInput } from '@mantine/form';
import type { TFunction } from 'i18next';
import { datevFields, REVENUE_ACCOUNTS_MAX } from '@shared/schemas/accounting-settings';
import { invoiceSettingsSchema, legalSettingsSchema, type AdminSettings } from '@shared/schemas/settings';
import { isWholeUpTo } from '@/lib/whole-number';
import { seasonProblems, type SeasonProblem, type SeasonRow } from './seasons';
import {
  reminderDaysOf,
  CLOSED_DATES_MAX,
  FULL_REFUND_DAYS_MAX,
  isEurosUpTo,
  isVatRate,
  isWaiverPercent,
  LATE_FEE_FIXED_MAX,
  LATE_FEE_PERCENT_MAX,
  LEAD_TIME_DAYS_MAX,
  PERCENT_MAX,
  QUOTE_VALID_DAYS_MAX,
  RENTAL_TERMS_MAX,
  WAIVER_TERMS_MAX,
  type RevenueAccountRow,
  type SettingsValues,
} from './settings-values';

const legal = legalSettingsSchema.shape;
const prefix = invoiceSettingsSchema.shape.prefix;
/** The DATEV settings' rules; a revenue account is an account number as the debtor account is. */
const datev = datevFields;

/** Whether a zod schema accepts the value: the server's own rule for the field. */
const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/**
 * The settings form's checks before it is sent, in the dashboard's words: the server's own rules
 * where the shared schemas have them, so a refusal from the server is rare.
 */
export function settingsRules(t: TFunction<'dashboard'>, settings: AdminSettings): FormValidateInput<SettingsValues> {
  return {
    openingDays: (days) => (days.length === 0 ? t('settings.errors.invalid.openingDays') : null),
    closedDates: (dates) => (dates.length > CLOSED_DATES_MAX ? t('settings.errors.invalid.closedDates') : null),
    leadTimeDays: (value) =>
      isWholeUpTo(value, LEAD_TIME_DAYS_MAX) ? null : t('settings.errors.invalid.leadTimeDays'),
    payments: {
      methods: (methods) => {
        if (methods.length === 0) return t('settings.errors.noMethod');
        return !settings.stripeConfigured && !methods.includes('at_pickup')
          ? t('settings.errors.stripeNotConfigured')
          : null;
      },
    },
    cancellation: {
      fullRefundDaysBefore: (value) =>
        isWholeUpTo(value, FULL_REFUND_DAYS_MAX)
          ? null
          : t('settings.errors.invalid.cancellation.fullRefundDaysBefore'),
      lateRefundPercent: (value) =>
        isWholeUpTo(value, PERCENT_MAX) ? null : t('settings.errors.invalid.cancellation.lateRefundPercent'),
    },
    legal: {
      name: (value) => (accepts(legal.name, value) ? null : t('settings.errors.invalid.legal.name')),
      street: (value) => (accepts(legal.street, value) ? null : t('settings.errors.invalid.legal.street')),
      postcode: (value) => (accepts(legal.postcode, value) ? null : t('settings.errors.invalid.legal.postcode')),
      city: (value) => (accepts(legal.city, value) ? null : t('settings.errors.invalid.legal.city')),
      vatId: (value) => (accepts(legal.vatId, value) ? null : t('settings.errors.invalid.legal.vatId')),
      email: (value) => (accepts(legal.email, value.trim()) ? null : t('settings.errors.invalid.legal.email')),
      iban: (value) => (accepts(legal.iban, value) ? null : t('settings.errors.invalid.legal.iban')),
      bic: (value) => (accepts(legal.bic, value) ? null : t('settings.errors.invalid.legal.bic')),
      accountHolder: (value) =>
        accepts(legal.accountHolder, value) ? null : t('settings.errors.invalid.legal.accountHolder'),
    },
    invoices: {
      prefix: (value) => (accepts(prefix, value) ? null : t('settings.errors.invalid.invoices.prefix')),
      creditNotePrefix: (value, values) =>
        !accepts(prefix, value)
          ? t('settings.errors.invalid.invoices.creditNotePrefix')
          : value.trim() === values.invoices.prefix.trim()
            ? t('settings.errors.samePrefix')
            : null,
      reminderDays: (value) =>
        accepts(invoiceSettingsSchema.shape.reminderDays, reminderDaysOf(value))
          ? null
          : t('settings.errors.invalid.invoices.reminderDays'),
    },
    quotes: {
      prefix: (value) => (accepts(prefix, value) ? null : t('settings.errors.invalid.quotes.prefix')),
      validDays: (value) =>
        isWholeUpTo(value, QUOTE_VALID_DAYS_MAX) && Number(value) >= 1
          ? null
          : t('settings.errors.invalid.quotes.validDays'),
      terms: (value) => (value.length <= RENTAL_TERMS_MAX ? null : t('settings.errors.invalid.quotes.terms')),
    },
    vat: {
      standardRate: (value) => (isVatRate(value) ? null : t('settings.errors.invalid.vat.standardRate')),
      reducedRates: (rates) =>
        rates.some((rate) => !isVatRate(rate))
          ? t('settings.errors.invalid.vat.reducedRates')
          : new Set(rates.map(Number)).size < rates.length
            ? t('settings.errors.rateTwice')
            : null,
    },
    // Only the way the fee is charged is checked: the other amount is not sent.
    lateFees: {
      percent: (value, values) =>
        values.lateFees.mode !== 'percent' || isWholeUpTo(value, LATE_FEE_PERCENT_MAX)
          ? null
          : t('settings.errors.invalid.lateFees.percent'),
      fixed: (value, values) =>
        values.lateFees.mode !== 'fixed' || isEurosUpTo(value, LATE_FEE_FIXED_MAX)
          ? null
          : t('settings.errors.invalid.lateFees.fixed'),
    },
    // Off sends neither the price nor the terms (settings-values.ts): nothing of them to check.
    pricing: {
      seasons: {
        name: seasonRule(t, 'name'),
        from: seasonRule(t, 'from'),
        to: seasonRule(t, 'to'),
        percent: seasonRule(t, 'percent'),
      },
      damageWaiver: {
        percent: (value, values) =>
          values.pricing.damageWaiver.mode === 'off' || isWaiverPercent(value)
            ? null
            : t('settings.errors.invalid.pricing.damageWaiver.percent'),
        terms: waiverTermsRule(t),
        translations: { es: { terms: waiverTermsRule(t) }, de: { terms: waiverTermsRule(t) } },
      },
    },
    accounting: {
      datev: {
        consultantNumber: (value) =>
          accepts(datev.consultantNumber, value)
            ? null
            : t('settings.errors.invalid.accounting.datev.consultantNumber'),
        clientNumber: (value) =>
          accepts(datev.clientNumber, value) ? null : t('settings.errors.invalid.accounting.datev.clientNumber'),
        accountLength: (value) =>
          value !== '' && accepts(datev.accountLength, Number(value))
            ? null
            : t('settings.errors.invalid.accounting.datev.accountLength'),
        fiscalYearStartMonth: (value) =>
          accepts(datev.fiscalYearStartMonth, Number(value))
            ? null
            : t('settings.errors.invalid.accounting.datev.fiscalYearStartMonth'),
        debtorAccount: (value) =>
          accepts(datev.debtorAccount, value) ? null : t('settings.errors.invalid.accounting.datev.debtorAccount'),
        reverseChargeAccount: (value) =>
          accepts(datev.reverseChargeAccount, value)
            ? null
            : t('settings.errors.invalid.accounting.datev.reverseChargeAccount'),
        revenueAccounts: { account: revenueAccountRule(t) },
      },
    },
  };
}

/**
 * A rate's revenue account: empty (no account for the rate, not sent) or an account number, as
 * the debtor's; and no more accounts than the server keeps.
 */
function revenueAccountRule(t: TFunction<'dashboard'>) {
  return (value: string, values: SettingsValues, path: string) => {
    if (value.trim() === '') return null;
    if (!accepts(datev.debtorAccount, value)) {
      return t('settings.errors.invalid.accounting.datev.revenueAccounts.account');
    }
    const rows: RevenueAccountRow[] = values.accounting.datev.revenueAccounts;
    const index = Number(path.split('.')[3]);
    const before = rows.slice(0, index).filter((row) => row.account.trim() !== '').length;
    return before >= REVENUE_ACCOUNTS_MAX ? t('settings.errors.invalid.accounting.datev.revenueAccounts.list') : null;
  };
}

/** The path's row index: `pricing.seasons.2.from` is the third row's. */
const rowIndex = (path: string) => Number(path.split('.')[2]);

/** The check of one field of each season's row: its first problem, in the dashboard's words. */
function seasonRule(t: TFunction<'dashboard'>, field: SeasonProblem['field']) {
  return (_value: unknown, values: SettingsValues, path: string) => {
    const rows: SeasonRow[] = values.pricing.seasons;
    const problem = seasonProblems(rows, rowIndex(path)).find((found) => found.field === field);
    if (!problem) return null;
    if (problem.problem !== 'overlap') return t(`settings.seasons.errors.${problem.problem}`);
    return problem.name
      ? t('settings.seasons.errors.overlap', { name: problem.name })
      : t('settings.seasons.errors.overlapOther');
  };
}

/** The waiver's terms in any language: at most WAIVER_TERMS_MAX characters, unless it is off (nothing sent). */
function waiverTermsRule(t: TFunction<'dashboard'>) {
  return (value: string, values: SettingsValues) =>
    values.pricing.damageWaiver.mode === 'off' || value.trim().length <= WAIVER_TERMS_MAX
      ? null
      : t('settings.errors.invalid.pricing.damageWaiver.terms');
}
