import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../auth-rules';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { vatTreatments } from '../vat-treatment';
import { moneySchema } from './catalog';
import { typedCouponCodeSchema } from './coupon';
import { isoDateSchema } from './dates';
import { idSchema, singleLineTextSchema } from './input';
import { languageSchema } from './language';
import { ORDER_MAX_LINES } from './order';
import { orderPaymentMethods } from './settings';

/*
 * Quotes (docs/business-customers.md, decision 090): priced lines a customer or staff ask for, a
 * number of their own (QUO-2030-00001), versions when revised, valid until a day; accepted by the
 * customer with their name and the shop's rental terms, which places the order at the quoted prices.
 */

/** A line asked for: as POST /api/orders takes one, without a daily price (the quote prices it). */
export const quoteLineInputSchema = z
  .strictObject({
    productId: idSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
  })
  .refine((line) => line.dateFrom <= line.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });

const quoteLinesSchema = z.array(quoteLineInputSchema).min(1).max(ORDER_MAX_LINES);

/** POST /api/quotes: the cart's lines, its coupon code and waiver, priced as the cart prices them. */
export const newQuoteSchema = z.strictObject({
  lines: quoteLinesSchema,
  couponCode: typedCouponCodeSchema.optional(),
  damageWaiver: z.boolean().optional(),
});
export type NewQuote = z.infer<typeof newQuoteSchema>;

/** POST /api/admin/quotes: a quote staff make for the customer with this e-mail (an account opened when none). */
export const staffQuoteSchema = newQuoteSchema.extend({
  customer: z.strictObject({
    email: emailSchema,
    fullName: fullNameSchema.optional(),
    language: languageSchema.optional(),
  }),
});
export type StaffQuote = z.infer<typeof staffQuoteSchema>;

/** POST /api/admin/quotes/{id}/revise: the new version's lines (and its coupon and waiver). */
export const quoteRevisionSchema = newQuoteSchema;
export type QuoteRevision = z.infer<typeof quoteRevisionSchema>;

/** POST /api/quotes/{id}/accept: the customer's name as they sign, the terms ticked, how they pay. */
export const quoteAcceptanceSchema = z.strictObject({
  name: singleLineTextSchema(120).trim().min(1, 'Type your name to sign.'),
  acceptTerms: z.literal(true, 'Read and accept the rental terms.'),
  payment: z.enum(orderPaymentMethods).optional(),
  /** The business's purchase-order number, where its orders need one. */
  purchaseOrder: singleLineTextSchema(60).trim().min(1, 'Enter the purchase-order number.').optional(),
});
export type QuoteAcceptance = z.infer<typeof quoteAcceptanceSchema>;

/** Open until accepted, superseded by a revision, or past its day (expired: read from validUntil). */
export const quoteStatuses = ['open', 'accepted', 'expired', 'superseded'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

export const quoteLineSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  quantity: z.number().int(),
  chargedDays: z.number().int(),
  dailyPrice: moneySchema,
  /** Daily price x charged days x quantity. */
  rent: moneySchema,
  discount: moneySchema,
  damageWaiver: moneySchema,
  /** The line's VAT rate in percent (0 when reverse-charged). */
  vatRate: z.number(),
  total: moneySchema,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  userId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  company: z.string().nullable(),
  vatId: z.string().nullable(),
  vatTreatment: z.enum(vatTreatments),
  couponCode: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  discount: moneySchema,
  damageWaiver: moneySchema,
  vat: z.array(z.object({ rate: z.number(), amount: moneySchema })),
  total: moneySchema,
  validUntil: isoDateSchema,
  createdAt: z.string(),
  /** Where the customer opens it in the shop, and its PDF. */
  url: z.string(),
  pdfUrl: z.string(),
  /** The shop's rental terms the customer accepts with it, and their version. */
  terms: z.string(),
  termsVersion: z.number().int(),
  /** The customer's language when it was made: its PDF and the order's agreement are written in it. */
  language: languageSchema,
  acceptance: z
    .object({ name: z.string(), acceptedAt: z.string(), ip: z.string(), termsVersion: z.number().int() })
    .nullable(),
  orderId: z.number().int().nullable(),
  /** The order's rental agreement (PDF), once accepted. */
  agreementUrl: z.string().nullable(),
  /**
   * Until when its units are held for it (the shop's `quotes.holdUnits`): the start of the shop's
   * day after the last day held. Null when nothing is held (the hold ended, or the shop holds none).
   */
  heldUntil: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListSchema = z.object({ items: z.array(quoteSchema) });
export type QuoteList = z.infer<typeof quoteListSchema>;
