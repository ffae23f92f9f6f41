import type { IsoDate } from '@shared/calendar-date';
import { percentOf, type DamageWaiverMode } from '@shared/discounts';
import { lateFeeCents, type LateFeeMode } from '@shared/late-fee';
import type { AdminSettings, LegalSettings, PaymentMethod, ShopSettingsPatch } from '@shared/schemas/settings';
import { seasonRowsOf, seasonsChanged, seasonsInput, type SeasonRow } from './seasons';

/**
 * The settings form's values, shaped like the PATCH body so a field the server names in a 400
 * (`payments.methods`, `cancellation.lateRefundPercent`, `legal.vatId`) is the form field of the same path.
 */
export type SettingsValues = {
  /** The ISO weekdays ticked, as the checkboxes hold them ('1' Monday to '7' Sunday). */
  openingDays: string[];
  /** Sorted, each once. */
  closedDates: IsoDate[];
  leadTimeDays: number | string;
  closedDaysFree: boolean;
  payments: { methods: PaymentMethod[] };
  cancellation: { fullRefundDaysBefore: number | string; lateRefundPercent: number | string };
  deposits: { enabled: boolean };
  legal: LegalSettings;
  /** `reminderDays` as typed: days after the due date, separated by commas ("7, 14"). */
  invoices: { prefix: string; creditNotePrefix: string; reminderDays: string };
  /** Quotes (decision 090): `validDays` holds '' while emptied; `termsVersion` is the server's and not sent. */
  quotes: { prefix: string; validDays: number | string; holdUnits: boolean; terms: string };
  /** Maintenance (decision 094). */
  maintenance: { outOfServiceWhenDue: boolean };
  /** Number fields hold '' while emptied. */
  vat: { standardRate: number | string; reducedRates: (number | string)[] };
  /** `fixed` in euros as its field holds it (15, '15.5', ''). */
  lateFees: { mode: LateFeeMode; percent: number | string; fixed: number | string };
  /** The waiver's `percent` holds '' while emptied; the seasons as their rows hold them (lib/seasons.ts). */
  pricing: {
    weekendAsOneDay: boolean;
    damageWaiver: {
      mode: DamageWaiverMode;
      percent: number | string;
      terms: string;
      translations: { es: { terms: string }; de: { terms: string } };
    };
    seasons: SeasonRow[];
  };
  /**
   * The DATEV export's settings: the month as the select holds it ('1' January to '12'), the
   * account length '' while emptied, a revenue account '' for a rate without one.
   */
  accounting: {
    datev: {
      consultantNumber: string;
      clientNumber: string;
      accountLength: number | string;
      fiscalYearStartMonth: string;
      debtorAccount: string;
      reverseChargeAccount: string;
      revenueAccounts: RevenueAccountRow[];
    };
  };
};

/** A VAT rate's revenue account as its field holds it: '' for no account. */
export type RevenueAccountRow = { rate: number; account: string };

type DatevSettings = AdminSettings['accounting']['datev'];

export const FULL_REFUND_DAYS_MAX = 365;
/** The opening days' limits, as the server's (shared/schemas/settings.ts). */
export const LEAD_TIME_DAYS_MAX = 90;
export const CLOSED_DATES_MAX = 730;
export const PERCENT_MAX = 100;
export const REDUCED_RATES_MAX = 5;
/** The late fee's limits, as the server's (shared/schemas/settings.ts). */
export const LATE_FEE_PERCENT_MAX = 500;
export const LATE_FEE_FIXED_MAX = 10_000;
/** The damage waiver's limits, as the server's (shared/schemas/settings.ts). */
export const WAIVER_PERCENT_MIN = 1;
export const WAIVER_PERCENT_MAX = 50;
export const WAIVER_TERMS_MAX = 2000;
/** The quotes' limits, as the server's (shared/schemas/settings.ts). */
export const QUOTE_VALID_DAYS_MAX = 90;
export const RENTAL_TERMS_MAX = 20_000;
/** The DATEV account length's limits, as the server's (shared/schemas/accounting-settings.ts). */
export const ACCOUNT_LENGTH_MIN = 4;
export const ACCOUNT_LENGTH_MAX = 8;

/**
 * The form's starting values. Without Stripe's keys "online" is not offered whatever is saved,
 * so its box starts unticked (and is disabled): the form shows what customers get.
 */
export function settingsToValues(settings: AdminSettings): SettingsValues {
  return {
    openingDays: settings.openingDays.map(String),
    closedDates: [...settings.closedDates],
    leadTimeDays: settings.leadTimeDays,
    closedDaysFree: settings.closedDaysFree,
    payments: {
      methods: settings.payments.methods.filter((method) => method !== 'online' || settings.stripeConfigured),
    },
    cancellation: { ...settings.cancellation },
    deposits: { ...settings.deposits },
    legal: { ...settings.legal },
    invoices: { ...settings.invoices, reminderDays: settings.invoices.reminderDays.join(', ') },
    quotes: {
      prefix: settings.quotes.prefix,
      validDays: settings.quotes.validDays,
      holdUnits: settings.quotes.holdUnits,
      terms: settings.quotes.terms,
    },
    maintenance: { outOfServiceWhenDue: settings.maintenance.outOfServiceWhenDue },
    vat: { standardRate: settings.vat.standardRate, reducedRates: [...settings.vat.reducedRates] },
    lateFees: {
      mode: settings.lateFees.mode,
      percent: settings.lateFees.percent,
      fixed: Number(settings.lateFees.fixed),
    },
    pricing: {
      weekendAsOneDay: settings.pricing.weekendAsOneDay,
      damageWaiver: {
        ...settings.pricing.damageWaiver,
        translations: {
          es: { ...settings.pricing.damageWaiver.translations.es },
          de: { ...settings.pricing.damageWaiver.translations.de },
        },
      },
      seasons: seasonRowsOf(settings.pricing.seasons),
    },
    accounting: {
      datev: {
        ...settings.accounting.datev,
        fiscalYearStartMonth: String(settings.accounting.datev.fiscalYearStartMonth),
        revenueAccounts: settings.accounting.datev.revenueAccounts.map((entry) => ({ ...entry })),
      },
    },
  };
}

/**
 * The PATCH body. A saved "online" that Stripe's missing keys hide is kept, so the shop offers it
 * again as soon as the operator sets them, as it chose.
 */
export function valuesToPatch(values: SettingsValues, settings: AdminSettings): ShopSettingsPatch {
  const keepOnline = !settings.stripeConfigured && settings.payments.methods.includes('online');
  const methods = keepOnline ? ['online' as const, ...values.payments.methods] : values.payments.methods;
  return {
    openingDays: values.openingDays.map(Number).sort((a, b) => a - b),
    closedDates: [...values.closedDates],
    leadTimeDays: Number(values.leadTimeDays),
    closedDaysFree: values.closedDaysFree,
    payments: { methods: [...new Set(methods)] },
    cancellation: {
      fullRefundDaysBefore: Number(values.cancellation.fullRefundDaysBefore),
      lateRefundPercent: Number(values.cancellation.lateRefundPercent),
    },
    deposits: { enabled: values.deposits.enabled },
    legal: { ...values.legal, country: values.legal.country || '' },
    invoices: {
      prefix: values.invoices.prefix.trim().toUpperCase(),
      creditNotePrefix: values.invoices.creditNotePrefix.trim().toUpperCase(),
      reminderDays: reminderDaysOf(values.invoices.reminderDays),
    },
    quotes: {
      prefix: values.quotes.prefix.trim().toUpperCase(),
      validDays: Number(values.quotes.validDays),
      holdUnits: values.quotes.holdUnits,
      terms: values.quotes.terms,
    },
    maintenance: { outOfServiceWhenDue: values.maintenance.outOfServiceWhenDue },
    vat: {
      standardRate: Number(values.vat.standardRate),
      reducedRates: values.vat.reducedRates.map(Number),
    },
    // Only the chosen way's amount: the other keeps what was saved, for when the shop switches back.
    lateFees:
      values.lateFees.mode === 'percent'
        ? { mode: 'percent', percent: Number(values.lateFees.percent) }
        : { mode: 'fixed', fixed: Number(values.lateFees.fixed).toFixed(2) },
    pricing: {
      weekendAsOneDay: values.pricing.weekendAsOneDay,
      damageWaiver: waiverPatch(values.pricing.damageWaiver),
      // The whole list replaces the saved one: sent only when it changed, so saving other settings
      // leaves the seasons as they are.
      ...(seasonsChanged(values.pricing.seasons, settings.pricing.seasons)
        ? { seasons: seasonsInput(values.pricing.seasons) }
        : {}),
    },
    ...accountingPatch(values.accounting.datev, settings.accounting.datev),
  };
}

/**
 * The accounting part of the PATCH body: only the DATEV fields that say something else than the
 * saved ones (the accounts as a whole list), and no `accounting` at all when none does, so saving
 * other settings leaves them as they are.
 */
function accountingPatch(datev: SettingsValues['accounting']['datev'], saved: DatevSettings) {
  const now: DatevSettings = {
    consultantNumber: datev.consultantNumber.trim(),
    clientNumber: datev.clientNumber.trim(),
    accountLength: Number(datev.accountLength),
    fiscalYearStartMonth: Number(datev.fiscalYearStartMonth),
    debtorAccount: datev.debtorAccount.trim(),
    reverseChargeAccount: datev.reverseChargeAccount.trim(),
    revenueAccounts: revenueAccountsInput(datev.revenueAccounts),
  };
  const before: DatevSettings = { ...saved, revenueAccounts: revenueAccountsInput(saved.revenueAccounts) };
  const fields = Object.keys(now) as (keyof DatevSettings)[];
  const changed = fields.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]));
  if (changed.length === 0) return {};
  return {
    accounting: { datev: Object.fromEntries(changed.map((field) => [field, now[field]])) as Partial<DatevSettings> },
  };
}

/**
 * The revenue accounts as the PATCH body has them and the server keeps them: only the rates with
 * an account, trimmed, from the highest rate down.
 */
export const revenueAccountsInput = (rows: readonly RevenueAccountRow[]): RevenueAccountRow[] =>
  rows
    .map((row) => ({ rate: row.rate, account: row.account.trim() }))
    .filter((row) => row.account !== '')
    .sort((a, b) => b.rate - a.rate);

/**
 * The rates the accounting card has a revenue account field for, from the highest down: the
 * shop's rates as the VAT card holds them (those that are rates), 0 %, and any rate the form
 * already has an account for, such as one the shop no longer has but whose invoices are still exported.
 */
export function revenueAccountRates(vat: SettingsValues['vat'], rows: readonly RevenueAccountRow[]): number[] {
  const shopRates = [vat.standardRate, ...vat.reducedRates].filter(isVatRate).map(Number);
  return [...new Set([...shopRates, 0, ...rows.map((row) => row.rate)])].sort((a, b) => b - a);
}

/** Whether the rate is one of the shop's as the VAT card holds them, or 0 %. */
export const isShopRate = (vat: SettingsValues['vat'], rate: number) =>
  rate === 0 || [vat.standardRate, ...vat.reducedRates].some((held) => isVatRate(held) && Number(held) === rate);

/**
 * The waiver's part of the PATCH body. Off sends only the mode: the price and the terms, greyed
 * out, keep what was saved for when the shop offers it again.
 */
function waiverPatch(waiver: SettingsValues['pricing']['damageWaiver']) {
  if (waiver.mode === 'off') return { mode: waiver.mode };
  return {
    mode: waiver.mode,
    percent: Number(waiver.percent),
    terms: waiver.terms.trim(),
    translations: {
      es: { terms: waiver.translations.es.terms.trim() },
      de: { terms: waiver.translations.de.terms.trim() },
    },
  };
}

/** Whether the waiver's price field holds a whole percentage the server takes (1 to 50). */
export const isWaiverPercent = (value: number | string) =>
  value !== '' &&
  Number.isInteger(Number(value)) &&
  Number(value) >= WAIVER_PERCENT_MIN &&
  Number(value) <= WAIVER_PERCENT_MAX;

/** The example the waiver's card gives: what it adds to a rental of 100 euros, by the rule the server prices by. */
export function waiverExample(percent: number | string) {
  const rentCents = 10_000;
  return { rentCents, waiverCents: percentOf(rentCents, Number(percent)) };
}

/** The closed dates with `date` added: sorted, each once (as the server keeps them). */
export const withClosedDate = (dates: readonly IsoDate[], date: IsoDate) => [...new Set([...dates, date])].sort();

/** Whether a field holds a VAT rate: 0 to 100 percent, at most two decimals (5.5, 19). */
export const isVatRate = (value: number | string) => {
  if (value === '' || !Number.isFinite(Number(value))) return false;
  const rate = Number(value);
  return rate >= 0 && rate <= 100 && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9;
};

/** Whether a field holds euros from 0 to `max` with at most two decimals (15, 15.5, 15.50). */
export const isEurosUpTo = (value: number | string, max: number) => {
  if (value === '' || !Number.isFinite(Number(value))) return false;
  const euros = Number(value);
  return euros >= 0 && euros <= max && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-9;
};

/** The reminder days as typed ("7, 14") as the days they are; a piece that is no number stays NaN for the rule to refuse. */
export const reminderDaysOf = (typed: string): number[] =>
  typed
    .split(/[,;\s]+/)
    .filter((piece) => piece !== '')
    .map((piece) => (/^\d+$/.test(piece) ? Number(piece) : Number.NaN));

/** The legal details an invoice needs and the shop has not given yet, in the form's order. */
export const missingLegalDetails = (legal: LegalSettings) =>
  (['name', 'street', 'city', 'country', 'vatId'] as const).filter((field) => legal[field].trim() === '');

/** How the next invoice's number looks: PREFIX-YEAR-00001 (the first of a new series). */
export const exampleNumber = (prefix: string, year: number) => `${prefix.trim().toUpperCase() || '…'}-${year}-00001`;

/** The example the late fee's card gives: a unit booked at 20 euros a day, back 2 days late. */
const EXAMPLE = { dailyPriceCents: 2000, days: 2 };

/** What that unit is charged under the fee as typed (the shared rule the server charges by). */
export function lateFeeExample(fees: SettingsValues['lateFees']) {
  const rule = { mode: fees.mode, percent: Number(fees.percent), fixedCents: Math.round(Number(fees.fixed) * 100) };
  return { ...EXAMPLE, feeCents: lateFeeCents(rule, EXAMPLE.dailyPriceCents, EXAMPLE.days) };
}
