import { z } from 'zod';
import { vatRateSchema } from '../vat';

/*
 * What the accountant's DATEV export needs of the shop (docs/invoices.md, "DATEV"): the tax
 * advisor's and the client's numbers, the length of the general ledger accounts, the first month
 * of the fiscal year, the debtor account invoices are booked to, and the revenue account of each
 * VAT rate. The defaults are DATEV's SKR03 chart: a collective debtor 10000, and the automatic
 * revenue accounts 8400 (19 %) and 8300 (7 %), which work out the VAT themselves.
 */

/** The most revenue accounts: one per VAT rate the shop may have (a standard and five reduced) and 0 %. */
export const REVENUE_ACCOUNTS_MAX = 7;

const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'An account number is 1 to 9 digits.');

const revenueAccountSchema = z.strictObject({ rate: vatRateSchema, account: accountNumberSchema });

export const datevFields = {
  /** The tax advisor's number at DATEV (Beraternummer): 4 to 7 digits, or empty while not known. */
  consultantNumber: z
    .string()
    .trim()
    .regex(/^(\d{4,7})?$/, 'The consultant number is 4 to 7 digits.'),
  /** The shop's number at its tax advisor (Mandantennummer): 1 to 5 digits, or empty while not known. */
  clientNumber: z
    .string()
    .trim()
    .regex(/^(\d{1,5})?$/, 'The client number is 1 to 5 digits.'),
  /** The length of the general ledger accounts (Sachkontenlänge): 4 in SKR03 and SKR04 as delivered. */
  accountLength: z.number().int('A whole number.').min(4, 'At least 4 digits.').max(8, 'At most 8 digits.'),
  /** The month the fiscal year starts in: 1 (January) for a calendar year. */
  fiscalYearStartMonth: z.number().int('A whole number.').min(1, 'A month is 1 to 12.').max(12, 'A month is 1 to 12.'),
  /** The debtor account invoices are booked to (a collective debtor). */
  debtorAccount: accountNumberSchema,
  /**
   * The revenue account of services to businesses in other member states that owe the VAT
   * themselves (reverse charge): SKR03 8336, SKR04 4336.
   */
  reverseChargeAccount: accountNumberSchema,
  /** The revenue account of each VAT rate, each rate once. */
  revenueAccounts: z
    .array(revenueAccountSchema)
    .max(REVENUE_ACCOUNTS_MAX, `At most ${REVENUE_ACCOUNTS_MAX} revenue accounts.`)
    .superRefine((accounts, ctx) => {
      accounts.forEach((entry, index) => {
        if (accounts.slice(0, index).some((earlier) => earlier.rate === entry.rate)) {
          ctx.addIssue({ code: 'custom', path: [index, 'rate'], message: 'Each VAT rate has one revenue account.' });
        }
      });
    })
    .overwrite((accounts) => [...accounts].sort((a, b) => b.rate - a.rate)),
};

export const DEFAULT_REVENUE_ACCOUNTS = [
  { rate: 19, account: '8400' },
  { rate: 7, account: '8300' },
];

/** The accounting settings as stored and answered, every field defaulted. */
export const accountingSettingsSchema = z.object({
  datev: z
    .object({
      consultantNumber: datevFields.consultantNumber.default(''),
      clientNumber: datevFields.clientNumber.default(''),
      accountLength: datevFields.accountLength.default(4),
      fiscalYearStartMonth: datevFields.fiscalYearStartMonth.default(1),
      debtorAccount: datevFields.debtorAccount.default('10000'),
      reverseChargeAccount: datevFields.reverseChargeAccount.default('8336'),
      revenueAccounts: datevFields.revenueAccounts.default(DEFAULT_REVENUE_ACCOUNTS),
    })
    .prefault({}),
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

/** What PATCH /api/admin/settings takes as `accounting`: a field left out keeps its saved value; the accounts are a whole list. */
export const accountingPatchSchema = z.strictObject({
  datev: z.strictObject(datevFields).partial(),
});
