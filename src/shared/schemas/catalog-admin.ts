import { z } from 'zod';
import { vatRateSchema } from '../vat';
import { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX } from '../duration-prices';
import { MONEY_INPUT_PATTERN, toCents } from '../money';
import { categorySchema, productSchema } from './catalog';
import { idParamSchema, idSchema, singleLineTextSchema, textSchema } from './input';
import { listSearchSchema, pageQuerySchema } from './paging';

export const itemStatuses = ['Operational', 'NonOperational'] as const;
export type ItemStatus = (typeof itemStatuses)[number];

const NAME_MAX = 120;
const DESCRIPTION_MAX = 4000;

/** A required one-line name (a name, brand, model or serial number): no hidden characters. */
const requiredName = (max: number, message: string) => singleLineTextSchema(max).trim().min(1, message);

/** A name and description in Spanish or German; empty means "show the English" (decision 019). */
const translationSchema = z.strictObject({
  name: singleLineTextSchema(NAME_MAX).trim().default(''),
  description: textSchema(DESCRIPTION_MAX).trim().default(''),
});
export type Translation = z.infer<typeof translationSchema>;

const noTranslation: Translation = { name: '', description: '' };

/** The Spanish and German texts of a category or product; English is the record's own name and description. */
export const translationsSchema = z.strictObject({
  es: translationSchema.default(noTranslation),
  de: translationSchema.default(noTranslation),
});
export type Translations = z.infer<typeof translationsSchema>;
export const noTranslations: Translations = { es: noTranslation, de: noTranslation };

/** Category form (SPEC section 5): name required; description and parent optional. */
export const categoryInputSchema = z.strictObject({
  name: requiredName(NAME_MAX, 'The name is required.'),
  description: textSchema(DESCRIPTION_MAX).trim().default(''),
  parentId: idSchema.nullable().default(null),
  translations: translationsSchema.default(noTranslations),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/**
 * Product form: name, daily price, brand, model and category required; description optional. The
 * price is a decimal string in euros with at most two decimals ("12", "12.5", "12.50").
 */
/** The most parts a kit may have. */
export const KIT_PARTS_MAX = 20;

const DAYS_RANGE = `A duration price starts at ${DURATION_MIN_DAYS} to ${DURATION_MAX_DAYS} charged days.`;

/** One duration price as the product form sends it: from how many charged days, and its daily price. */
export const durationPriceInputSchema = z.strictObject({
  minDays: z.number().int(DAYS_RANGE).min(DURATION_MIN_DAYS, DAYS_RANGE).max(DURATION_MAX_DAYS, DAYS_RANGE),
  dailyPrice: z
    .string()
    .trim()
    .regex(MONEY_INPUT_PATTERN, 'A duration price is an amount in euros with at most two decimals.'),
});
export type DurationPriceInput = z.infer<typeof durationPriceInputSchema>;

/**
 * Each longer rental pays less a day: every duration price is above 0 and below the daily price,
 * each number of days has one price, and more days never cost more a day than fewer.
 */
function checkDurationPrices(
  input: { dailyPrice: string; durationPrices: DurationPriceInput[] },
  ctx: z.RefinementCtx,
) {
  if (!MONEY_INPUT_PATTERN.test(input.dailyPrice)) return;
  const daily = toCents(input.dailyPrice);
  const seen = new Set<number>();
  input.durationPrices.forEach((tier, index) => {
    const path = ['durationPrices', index];
    if (seen.has(tier.minDays)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'minDays'], message: 'Each number of days has one price.' });
    }
    seen.add(tier.minDays);
    if (!MONEY_INPUT_PATTERN.test(tier.dailyPrice)) return;
    const cents = toCents(tier.dailyPrice);
    if (cents <= 0 || cents >= daily) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'dailyPrice'],
        message: 'A duration price is above 0 and below the daily price.',
      });
    }
    const fewer = input.durationPrices.filter(
      (other) => other.minDays < tier.minDays && MONEY_INPUT_PATTERN.test(other.dailyPrice),
    );
    if (fewer.some((other) => toCents(other.dailyPrice) <= cents)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'dailyPrice'],
        message: 'A longer rental pays less a day: this price is not below the one for fewer days.',
      });
    }
  });
}

export const productInputSchema = z
  .strictObject({
    name: requiredName(NAME_MAX, 'The name is required.'),
    dailyPrice: z
      .string()
      .trim()
      .regex(MONEY_INPUT_PATTERN, 'The daily price is an amount in euros with at most two decimals.'),
    deposit: z
      .string()
      .trim()
      .regex(MONEY_INPUT_PATTERN, 'The deposit is an amount in euros with at most two decimals.')
      .default('0'),
    /**
     * Its VAT rate in percent when it is not the shop's standard rate: one of the shop's reduced
     * rates (or the standard rate itself). Null, the default, follows the standard rate.
     */
    vatRate: vatRateSchema.nullable().default(null),
    /**
     * Open days after each rental its units are kept back (cleaning, a sensor check) before another
     * rental may start: 0 to 30, 0 by default. Bookings made keep the buffer they got.
     */
    bufferDays: z
      .number()
      .int('The buffer is a whole number of days.')
      .min(0, 'The buffer is 0 to 30 days.')
      .max(30, 'The buffer is 0 to 30 days.')
      .default(0),
    brand: requiredName(NAME_MAX, 'The brand is required.'),
    model: requiredName(NAME_MAX, 'The model is required.'),
    categoryId: idSchema,
    description: textSchema(DESCRIPTION_MAX).trim().default(''),
    translations: translationsSchema.default(noTranslations),
    /**
     * A kit's parts: other products with a count each (1 body, 2 batteries, 1 cage).
     * Empty, the default, for a product of its own units. A kit has no units of its own and is no
     * part of another kit; a product with units, or one that is part of a kit, cannot become one.
     */
    kitParts: z
      .array(
        z.strictObject({
          productId: idSchema,
          count: z
            .number()
            .int('A count is a whole number.')
            .min(1, 'A kit holds 1 to 20 of each part.')
            .max(20, 'A kit holds 1 to 20 of each part.'),
        }),
      )
      .max(KIT_PARTS_MAX, `A kit has at most ${KIT_PARTS_MAX} parts.`)
      .refine(
        (parts) => new Set(parts.map((part) => part.productId)).size === parts.length,
        'Each product is one part of a kit: give it once, with its count.',
      )
      .default([]),
    /** Cheaper by the week: lower daily prices from a number of charged days on; none by default. */
    durationPrices: z
      .array(durationPriceInputSchema)
      .max(DURATION_PRICES_MAX, `A product has at most ${DURATION_PRICES_MAX} duration prices.`)
      .default([]),
    /**
     * The price template whose percentages give its duration prices instead (docs/pricing.md);
     * `durationPrices` is then not read. None by default.
     */
    priceTemplateId: idSchema.nullable().default(null),
    /** Its units need a service every so many rentals (1 to 1000); null, the default: never for that reason. */
    serviceEveryRentals: z
      .number()
      .int('A whole number of rentals.')
      .min(1, 'Every 1 to 1000 rentals.')
      .max(1000, 'Every 1 to 1000 rentals.')
      .nullable()
      .default(null),
    /** ... or every so many days since the last service (1 to 3650). */
    serviceEveryDays: z
      .number()
      .int('A whole number of days.')
      .min(1, 'Every 1 to 3650 days.')
      .max(3650, 'Every 1 to 3650 days.')
      .nullable()
      .default(null),
  })
  .superRefine(checkDurationPrices);
export type ProductInput = z.infer<typeof productInputSchema>;

/** Item form: serial number, product and status required. */
export const itemInputSchema = z.strictObject({
  serialNumber: requiredName(NAME_MAX, 'The serial number is required.'),
  productId: idSchema,
  status: z.enum(itemStatuses),
});
export type ItemInput = z.infer<typeof itemInputSchema>;

export const adminCategorySchema = categorySchema.extend({
  /** "Belongs to": the parent's name, null for a top-level category. */
  parentName: z.string().nullable(),
  childCount: z.number().int(),
  productCount: z.number().int(),
  translations: translationsSchema,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminProductSchema = productSchema.extend({
  /** Null: the shop's standard rate, whatever it is at booking. */
  vatRate: z.number().nullable(),
  /** Open days after each rental its units are kept back. */
  bufferDays: z.number().int(),
  categoryName: z.string(),
  itemCount: z.number().int(),
  translations: translationsSchema,
  /** The price template its duration prices follow; null when they are its own. */
  priceTemplateId: z.number().int().nullable(),
  /** Its units' service intervals (decision 094); null: none. */
  serviceEveryRentals: z.number().int().nullable(),
  serviceEveryDays: z.number().int().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const itemSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  status: z.enum(itemStatuses),
  /** Whether the unit was ever on a rental: such a unit is retired (NonOperational), never deleted. */
  hasRentals: z.boolean(),
  /** Its product's service interval is reached: rentals back since its last service, or days since (decision 094). */
  serviceDue: z.boolean(),
  /** Its last service, or when it was added. */
  lastServicedAt: z.string(),
  /** Rentals it came back from since then. */
  rentalsSinceService: z.number().int(),
  /** Out of service because its service was due (the shop's setting): back in service when it is recorded. */
  outForService: z.boolean(),
});
export type Item = z.infer<typeof itemSchema>;

/** POST /api/admin/items/{id}/services: what was done, and what it cost. */
export const itemServiceInputSchema = z.strictObject({
  note: requiredName(500, 'Say what was done.'),
  cost: z
    .string()
    .trim()
    .regex(MONEY_INPUT_PATTERN, 'The cost is an amount in euros with at most two decimals.')
    .optional(),
});
export type ItemServiceInput = z.infer<typeof itemServiceInputSchema>;

export const itemServiceSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  performedAt: z.string(),
  note: z.string(),
  cost: z.string().nullable(),
  performedBy: z.string(),
});
export type ItemService = z.infer<typeof itemServiceSchema>;

/** Lists page by name (categories, products) or serial number (items), whose unique indexes read in order. */
export const categoryListQuerySchema = pageQuerySchema.extend({
  q: listSearchSchema,
  /** The children of this category; `top` for the top-level ones; absent for all. */
  parent: z.union([z.literal('top'), idParamSchema]).optional(),
  /** Exactly this name (any case), to tell a form whether it is taken. */
  name: textSchema(NAME_MAX).trim().optional(),
});

export const productAdminListQuerySchema = pageQuerySchema.extend({
  q: listSearchSchema,
  categoryId: idParamSchema.optional(),
  name: textSchema(NAME_MAX).trim().optional(),
});

export const itemListQuerySchema = pageQuerySchema.extend({
  q: listSearchSchema,
  productId: idParamSchema.optional(),
  status: z.enum(itemStatuses).optional(),
  serialNumber: textSchema(NAME_MAX).trim().optional(),
  /** `?serviceDue=true`: only the units whose service is due (the dashboard's list). */
  serviceDue: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
