import { z } from 'zod';
import { lateFeeModes, type LateFeeRule } from '../late-fee';
import type { IsoDate } from '../calendar-date';
import { DEFAULT_OPENING_RULES, type OpeningRules } from '../opening-days';
import { isoDateSchema } from './dates';
import { fromCents, MONEY_INPUT_PATTERN, MONEY_PATTERN, toCents } from '../money';
import { vatRateSchema } from '../vat';
import { singleLineTextSchema, textSchema } from './input';
import { damageWaiverModes } from '../damage-waiver';
import { accountingPatchSchema, accountingSettingsSchema } from './accounting-settings';
import { confirmAffectedSchema } from './closed-days';
import { type Season, SEASON_PERCENT_MAX, SEASON_PERCENT_MIN, SEASONS_MAX, seasonsOverlap } from '../seasons';

/*
 * The shop owner's settings: what the shop decides for itself and edits in the
 * dashboard, stored in the database and audited. Operator limits (ports, rate limits, booking
 * limits) stay environment variables. Later issues add the shop's legal details and calendar as
 * further sections; every field has a default, so a section nobody saved reads as the default.
 */

/** How a customer may pay: online through Stripe Checkout, or in the shop at pick-up. */
export const paymentMethods = ['online', 'at_pickup'] as const;
/**
 * How an order is paid: the shop's methods above, or on invoice, which is not the shop's to offer
 * everyone but staff's to allow a business customer (docs/business-customers.md).
 */
export const orderPaymentMethods = [...paymentMethods, 'invoice'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

const methodsSchema = z
  .array(z.enum(paymentMethods))
  .min(1, 'Choose at least one payment method.')
  .refine((methods) => new Set(methods).size === methods.length, 'Each payment method once.');
const fullRefundDaysSchema = z.number().int().min(0).max(365);
const percentSchema = z.number().int().min(0).max(100);

export const paymentSettingsSchema = z.object({
  /**
   * The methods the shop offers. Online needs Stripe's settings (STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET): without them only at_pickup applies, whatever is saved here.
   */
  methods: methodsSchema.default(['online', 'at_pickup']),
});

/**
 * What a customer gets back when they cancel a paid rental before it starts: everything up to
 * `fullRefundDaysBefore` days before its first day, `lateRefundPercent` of it after that, and
 * nothing once it has started (customers cannot cancel a started rental).
 */
export const cancellationSettingsSchema = z.object({
  fullRefundDaysBefore: fullRefundDaysSchema.default(2),
  lateRefundPercent: percentSchema.default(50),
});

/**
 * Deposits: each product's amount per unit is on the product. When `enabled`, the deposit is
 * shown to customers and collected at pick-up (cash or the shop's terminal), then returned or
 * kept in part against damage. A card hold through Stripe is not offered (decision 042).
 */
export const depositSettingsSchema = z.object({
  enabled: z.boolean().default(true),
});

/** An IBAN: the country, two check digits (ISO 13616 mod 97) and the account; spaces dropped. */
export const ibanSchema = z
  .string()
  .overwrite((text) => text.replace(/\s/g, '').toUpperCase())
  .regex(
    /^([A-Z]{2}\d{2}[A-Z0-9]{11,30})?$/,
    'An IBAN starts with its country and two digits, for example DE89 3704 0044 0532 0130 00.',
  )
  .refine(
    (iban) => iban === '' || ibanCheckDigitsValid(iban),
    'This IBAN’s check digits do not match: look at it again.',
  );

/** ISO 13616: the IBAN moved 4 characters, letters as 10..35, is 1 modulo 97. */
function ibanCheckDigitsValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A line of the shop's legal details: one line of text, kept short enough for an invoice's header. */
const detailSchema = (max: number) => singleLineTextSchema(max).trim();

/** ISO 3166-1 alpha-2, as invoices and EN 16931 name countries ("DE", "ES"); empty while unset. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2})?$/, 'A country is its two-letter ISO code, for example DE or ES.');

/**
 * The shop's legal details, printed on every invoice and credit note and in the
 * e-invoice as the seller. Empty until the administrator fills them in: the settings page says
 * invoices need them.
 */
const legalFields = {
  name: detailSchema(120),
  street: detailSchema(120),
  postcode: detailSchema(16),
  city: detailSchema(80),
  country: countryCodeSchema,
  vatId: detailSchema(20),
  /** Where customers write about an invoice; also the seller's contact in e-invoices. */
  email: z.union([z.literal(''), z.email('An e-mail address, or nothing.').max(254)]),
  /**
   * Where invoices on account are paid to (EN 16931 BT-84, BT-86, BT-85): an IBAN (its check
   * digits verified), the bank's BIC, and the account's holder; empty while the shop takes no
   * payment on invoice.
   */
  iban: ibanSchema,
  bic: z
    .string()
    .overwrite((text) => text.replace(/\s/g, '').toUpperCase())
    .regex(/^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/, 'A BIC is 8 or 11 letters and digits, for example DEUTDEFF.'),
  accountHolder: detailSchema(70),
};
export const legalSettingsSchema = z.object({
  name: legalFields.name.default(''),
  street: legalFields.street.default(''),
  postcode: legalFields.postcode.default(''),
  city: legalFields.city.default(''),
  country: legalFields.country.default(''),
  vatId: legalFields.vatId.default(''),
  email: legalFields.email.default(''),
  iban: legalFields.iban.default(''),
  bic: legalFields.bic.default(''),
  accountHolder: legalFields.accountHolder.default(''),
});

const prefixSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,8}$/, 'A prefix is 1 to 8 capital letters or digits, for example INV.');

/**
 * The invoice series: numbers are PREFIX-YEAR-00001, consecutive without gaps per prefix and year
 * (the shop's year on the day of issue); credit notes have a series of their own. A new prefix
 * starts a new series at 1.
 */
/**
 * When an overdue invoice on account is reminded of: days after its due date, each step once
 * (invoices/reminders.ts); none: no reminders.
 */
const reminderDaysSchema = z
  .array(z.number().int('Whole days.').min(1, 'At least 1 day after the due date.').max(365, 'At most 365 days.'))
  .max(5, 'At most five reminders.')
  .refine((days) => new Set(days).size === days.length, 'Each day once.')
  .overwrite((days) => [...days].sort((a, b) => a - b));

export const invoiceSettingsSchema = z.object({
  prefix: prefixSchema.default('INV'),
  creditNotePrefix: prefixSchema.default('CN'),
  reminderDays: reminderDaysSchema.default([7, 14]),
});

/**
 * VAT: daily prices are what customers pay, VAT included. Each product has the standard rate
 * unless one of the reduced rates is chosen for it; each order line keeps the rate it was booked
 * at, so a later change alters no order and no invoice.
 */
const reducedRatesSchema = z
  .array(vatRateSchema)
  .max(5, 'At most five reduced rates.')
  .refine((rates) => new Set(rates).size === rates.length, 'Each reduced rate once.');
export const vatSettingsSchema = z.object({
  standardRate: vatRateSchema.default(19),
  reducedRates: reducedRatesSchema.default([7]),
});

/** Euros as the settings carry them ("15.00"): at most 10,000 a day. */
const lateFeeAmountSchema = z
  .string()
  .trim()
  .regex(MONEY_INPUT_PATTERN, 'An amount in euros, for example 15 or 15.50.')
  .refine((amount) => Number(amount) <= 10_000, 'At most 10,000.00 a day.')
  .transform((amount) => fromCents(toCents(amount)));

/**
 * The late fee, per unit and day past a rental's last day, charged when the unit is
 * checked in: a percentage of the daily price the rental was booked at, or a fixed amount.
 */
export const lateFeeSettingsSchema = z.object({
  mode: z.enum(lateFeeModes).default('percent'),
  percent: z.number().int().min(0).max(500).default(100),
  /** Euros per unit and day, as money on the wire ("15.00"). */
  fixed: z.string().regex(MONEY_PATTERN).default('0.00'),
});

/** The settings' late fee as the rule computes it (shared/late-fee.ts). */
export const lateFeeRuleOf = (fees: z.infer<typeof lateFeeSettingsSchema>): LateFeeRule => ({
  mode: fees.mode,
  percent: fees.percent,
  fixedCents: toCents(fees.fixed),
});

/**
 * The shop's opening days, top-level fields as the API publishes them: the ISO
 * weekdays it opens (1 Monday to 7 Sunday), its closed dates, the notice before a first day,
 * and whether closed days inside a rental are charged (shared/opening-days.ts).
 */
const openingDaysSchema = z
  .array(
    z.number().int().min(1, 'A weekday is 1 (Monday) to 7 (Sunday).').max(7, 'A weekday is 1 (Monday) to 7 (Sunday).'),
  )
  .min(1, 'The shop opens on at least one weekday.')
  .refine((days) => new Set(days).size === days.length, 'Each weekday once.')
  .overwrite((days) => [...days].sort((a, b) => a - b));
/** Sorted, each once; at most two years of holidays. */
const closedDatesSchema = z
  .array(isoDateSchema)
  .max(730, 'At most 730 closed dates.')
  .overwrite((dates) => [...new Set(dates)].sort());
const leadTimeDaysSchema = z.number().int().min(0).max(90);

/** The waiver's terms in one language other than English. */
const waiverTermsSchema = z.strictObject({ terms: textSchema(2000).trim() });

/** How the shop prices rentals beyond the daily and duration prices (docs/pricing.md). */
const damageWaiverFields = {
  /** Off, offered for the customer to choose, or on every order. */
  mode: z.enum(damageWaiverModes),
  /** Its price: this whole percentage of each line's rent, before any coupon. */
  percent: z.number().int('must be a whole number').min(1).max(50),
  /** What the waiver covers, in the shop's words (English): shown where the customer takes it. */
  terms: textSchema(2000).trim(),
  /** The terms in Spanish and German; empty shows the English (as a product's texts do, decision 019). */
  translations: z.strictObject({ es: waiverTermsSchema, de: waiverTermsSchema }),
};

/** A season: a name, its first and last day, and how much it moves daily prices (shared/seasons.ts). */
const seasonSchema = z
  .strictObject({
    name: singleLineTextSchema(60).trim().min(1, 'Give the season a name.'),
    from: isoDateSchema,
    to: isoDateSchema,
    percent: z
      .number()
      .int('A whole percentage.')
      .min(SEASON_PERCENT_MIN, `At least ${SEASON_PERCENT_MIN} %.`)
      .max(SEASON_PERCENT_MAX, `At most ${SEASON_PERCENT_MAX} %.`)
      .refine((percent) => percent !== 0, 'A season moves prices: not 0 %.'),
  })
  .refine((season) => season.from <= season.to, { message: 'must not be before from', path: ['to'] });

/** The shop's seasons, in date order, none sharing a day with another. */
const seasonsSchema = z
  .array(seasonSchema)
  .max(SEASONS_MAX, `At most ${SEASONS_MAX} seasons.`)
  // Checked as sent, so an error names the season by its place in the request; then sorted.
  .superRefine((seasons, ctx) => {
    seasons.forEach((season, index) => {
      if (seasons.slice(0, index).some((earlier) => seasonsOverlap(earlier, season))) {
        ctx.addIssue({ code: 'custom', path: [index, 'from'], message: 'Seasons must not share a day.' });
      }
    });
  })
  .overwrite((seasons) => [...seasons].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)));

/** How the shop prices rentals beyond the daily and duration prices (docs/pricing.md). */
export const pricingSettingsSchema = z.object({
  /** A rental from a Friday or Saturday to the Monday after is charged as one day. */
  weekendAsOneDay: z.boolean().default(false),
  /** The damage waiver: an optional or required line that covers accidental damage (docs/pricing.md). */
  damageWaiver: z
    .object({
      mode: damageWaiverFields.mode.default('off'),
      percent: damageWaiverFields.percent.default(10),
      terms: damageWaiverFields.terms.default(''),
      translations: damageWaiverFields.translations.default({ es: { terms: '' }, de: { terms: '' } }),
    })
    .prefault({}),
  /** Seasonal prices: a rental is priced by the season of its first day (shared/seasons.ts). */
  seasons: seasonsSchema.default([]),
});

/** Quotes (decision 090): their prefix, how long one is valid, whether it holds its units, the rental terms. */
const quoteFields = {
  /** The quote numbers' series: PREFIX-YEAR-00001, gapless per prefix and year, apart from the invoices'. */
  prefix: prefixSchema,
  /** Days a quote stays valid, counted from the shop's today. */
  validDays: z.number().int('Whole days.').min(1, 'At least 1 day.').max(90, 'At most 90 days.'),
  /** Whether a quote holds its units until it expires (docs/decisions/090-quotes.md). */
  holdUnits: z.boolean(),
  /** The shop's rental terms a customer accepts with a quote, printed on the agreement. */
  terms: textSchema(20_000).trim(),
};
export const quoteSettingsSchema = z.object({
  prefix: quoteFields.prefix.default('QUO'),
  validDays: quoteFields.validDays.default(14),
  holdUnits: quoteFields.holdUnits.default(false),
  terms: quoteFields.terms.default(''),
  /** Moved by the server whenever `terms` changes, never by a client: the version a customer accepts. */
  termsVersion: z.number().int().min(0).default(0),
});

/** Maintenance (decision 094): whether a unit due for a service goes out of service until it is recorded. */
export const maintenanceSettingsSchema = z.object({
  outOfServiceWhenDue: z.boolean().default(false),
});

const openingFields = {
  openingDays: openingDaysSchema,
  closedDates: closedDatesSchema,
  leadTimeDays: leadTimeDaysSchema,
  closedDaysFree: z.boolean(),
};

export const shopSettingsSchema = z.object({
  openingDays: openingFields.openingDays.default([...DEFAULT_OPENING_RULES.openingDays]),
  closedDates: openingFields.closedDates.default([]),
  leadTimeDays: openingFields.leadTimeDays.default(DEFAULT_OPENING_RULES.leadTimeDays),
  closedDaysFree: openingFields.closedDaysFree.default(DEFAULT_OPENING_RULES.closedDaysFree),
  payments: paymentSettingsSchema.prefault({}),
  cancellation: cancellationSettingsSchema.prefault({}),
  deposits: depositSettingsSchema.prefault({}),
  legal: legalSettingsSchema.prefault({}),
  invoices: invoiceSettingsSchema.prefault({}),
  vat: vatSettingsSchema.prefault({}),
  lateFees: lateFeeSettingsSchema.prefault({}),
  pricing: pricingSettingsSchema.prefault({}),
  accounting: accountingSettingsSchema.prefault({}),
  quotes: quoteSettingsSchema.prefault({}),
  maintenance: maintenanceSettingsSchema.prefault({}),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type LegalSettings = z.infer<typeof legalSettingsSchema>;

/** The settings' opening days as the rules compute them (shared/opening-days.ts). */
export const openingRulesOf = (settings: ShopSettings): OpeningRules => ({
  openingDays: settings.openingDays,
  closedDates: settings.closedDates as IsoDate[],
  leadTimeDays: settings.leadTimeDays,
  closedDaysFree: settings.closedDaysFree,
  weekendAsOneDay: settings.pricing.weekendAsOneDay,
  seasons: settings.pricing.seasons as Season[],
});

/** The rates a product may have: the standard one and each reduced one. */
export const allowedVatRates = (vat: ShopSettings['vat']): number[] => [vat.standardRate, ...vat.reducedRates];

/** PATCH /api/admin/settings: any sections, any of their fields; the rest stays as it is. */
export const shopSettingsPatchSchema = z.strictObject({
  openingDays: openingFields.openingDays.optional(),
  closedDates: openingFields.closedDates.optional(),
  leadTimeDays: openingFields.leadTimeDays.optional(),
  closedDaysFree: openingFields.closedDaysFree.optional(),
  payments: z.strictObject({ methods: methodsSchema }).partial().optional(),
  cancellation: z
    .strictObject({ fullRefundDaysBefore: fullRefundDaysSchema, lateRefundPercent: percentSchema })
    .partial()
    .optional(),
  deposits: z.strictObject({ enabled: z.boolean() }).partial().optional(),
  // Without defaults: a field left out of a patch keeps its saved value.
  legal: z.strictObject(legalFields).partial().optional(),
  invoices: z
    .strictObject({ prefix: prefixSchema, creditNotePrefix: prefixSchema, reminderDays: reminderDaysSchema })
    .partial()
    .optional(),
  vat: z.strictObject({ standardRate: vatRateSchema, reducedRates: reducedRatesSchema }).partial().optional(),
  lateFees: z
    .strictObject({ mode: z.enum(lateFeeModes), percent: z.number().int().min(0).max(500), fixed: lateFeeAmountSchema })
    .partial()
    .optional(),
  pricing: z
    .strictObject({
      weekendAsOneDay: z.boolean(),
      damageWaiver: z
        .strictObject({
          ...damageWaiverFields,
          // A language left out keeps its saved terms.
          translations: z.strictObject({ es: waiverTermsSchema, de: waiverTermsSchema }).partial(),
        })
        .partial(),
      // The whole list: a patch replaces the seasons.
      seasons: seasonsSchema,
    })
    .partial()
    .optional(),
  accounting: accountingPatchSchema.partial().optional(),
  // termsVersion is the server's: a patch changing `terms` moves it.
  quotes: z.strictObject(quoteFields).partial().optional(),
  maintenance: z.strictObject({ outOfServiceWhenDue: z.boolean() }).partial().optional(),
});
export type ShopSettingsPatch = z.infer<typeof shopSettingsPatchSchema>;

/**
 * PATCH /api/admin/settings's body: the patch, and when it closes days that live rentals pick up or
 * return on, what to do with them (shared/schemas/closed-days.ts).
 */
export const settingsSaveSchema = shopSettingsPatchSchema.extend({ confirmAffected: confirmAffectedSchema.optional() });
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/** GET and PATCH /api/admin/settings answer the settings and what the operator's environment allows. */
export const adminSettingsSchema = shopSettingsSchema.extend({
  /** Whether STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: online payment can be offered. */
  stripeConfigured: z.boolean(),
  /** PAYMENT_HOLD_MINUTES: how long a customer has to pay online. */
  paymentHoldMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
