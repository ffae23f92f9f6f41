import { z } from 'zod';
import { isoDateSchema } from './dates';

/*
 * The owner's reports (issue 47, decision 093): revenue as invoiced (invoices less credit notes,
 * VAT apart) by period, product, category or customer, and how much of the time each unit and
 * product was out. Amounts are signed text in euros ("-12.50"), like the invoices' CSV.
 */

const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/);

export const revenueGroupings = ['day', 'week', 'month', 'product', 'category', 'customer'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];

export const revenueQuerySchema = z.object({
  from: isoDateSchema
    .optional()
    .meta({ description: 'First day of issue (YYYY-MM-DD); the first of this month when left out.' }),
  to: isoDateSchema
    .optional()
    .meta({ description: 'Last day of issue, included; the last of the month of `from` when left out.' }),
  by: z.enum(revenueGroupings).default('month'),
});
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

export const revenueRowSchema = z.object({
  /**
   * The group: a day, the Monday of a week, a month (YYYY-MM), or a product's, category's or
   * customer's id ('' for lines of no product: late fees, adjustments; `buyer:<name>` for a
   * document whose customer's account is gone).
   */
  key: z.string(),
  /** What a person reads: the day or month, the product's, category's or customer's name. */
  label: z.string(),
  net: signedMoney,
  vat: signedMoney,
  gross: signedMoney,
  /** Documents counted in it (an invoice and its credit note are two). */
  documents: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

export const revenueReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  by: z.enum(revenueGroupings),
  rows: z.array(revenueRowSchema),
  total: z.object({ net: signedMoney, vat: signedMoney, gross: signedMoney }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const utilisationQuerySchema = z.object({
  from: isoDateSchema.optional().meta({ description: 'First day; the first of this month when left out.' }),
  to: isoDateSchema
    .optional()
    .meta({ description: 'Last day, included; the last of the month of `from` when left out.' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .default(100)
    .meta({ description: 'Products listed (the most used first, then idle ones by name); the CSV has them all.' }),
});
export type UtilisationQuery = z.infer<typeof utilisationQuerySchema>;

const utilisationFigures = {
  /** Days booked out within the period (a rental's days, a kit's parts each). */
  daysOut: z.number().int(),
  /** Days it could have been out: the period's days (per unit; a product's, its units' together). */
  daysPossible: z.number().int(),
  /** daysOut / daysPossible, 0..1 (0 when it could not be out). */
  utilisation: z.number().min(0).max(1),
};

export const utilisationReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /**
   * Per product with units, and every kit, the most used first; a product none of whose units was
   * out is idle (utilisation 0).
   */
  products: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      categoryName: z.string(),
      /**
       * A kit: booked as units of its parts, whose rows count its days out; its own row has no
       * units, days or utilisation (0), only its late returns and incidents (decision 093).
       */
      isKit: z.boolean(),
      units: z.number().int(),
      ...utilisationFigures,
      /**
       * Its rentals due back in the period that came back late (or are still out), and incidents
       * reported in the period on its rentals; a kit's rentals count for the kit, not its parts.
       */
      lateReturns: z.number().int(),
      incidents: z.number().int(),
    }),
  ),
  /** The units of the products listed. */
  units: z.array(
    z.object({
      id: z.number().int(),
      serialNumber: z.string(),
      productId: z.number().int(),
      ...utilisationFigures,
    }),
  ),
  /** The whole shop's: every product with units, listed or not. */
  totals: z.object({
    products: z.number().int(),
    /** Products none of whose units was out in the period. */
    idleProducts: z.number().int(),
    units: z.number().int(),
    ...utilisationFigures,
  }),
});
export type UtilisationReport = z.infer<typeof utilisationReportSchema>;
