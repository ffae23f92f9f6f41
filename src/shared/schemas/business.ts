import { z } from 'zod';
import { normalVatId, vatIdFormProblem } from '../vat-numbers';
import { singleLineTextSchema } from './input';

/*
 * A customer's business (docs/business-customers.md): what PATCH /api/me takes as `business`, and
 * what GET /api/me and the dashboard answer of it, with VIES's answer on its VAT number and what
 * the shop allows it.
 */

/**
 * VIES's answer on the VAT number: valid or invalid on the day it was asked; unavailable when
 * VIES (or the member state behind it) could not answer; unchecked when the shop has no
 * VIES_API_URL or the number is not an EU one.
 */
export const vatCheckStatuses = ['valid', 'invalid', 'unavailable', 'unchecked'] as const;
export type VatCheckStatus = (typeof vatCheckStatuses)[number];

/** A VAT number: its country's two letters and the form that country gives it (shared/vat-numbers.ts). */
export const businessVatIdSchema = z
  .string()
  .transform(normalVatId)
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/, 'A VAT number starts with its country code, for example FR40303265045.')
      .superRefine((vatId, ctx) => {
        const problem = vatIdFormProblem(vatId);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

/** PATCH /api/me `business`: the company, its VAT number, and whether its orders need a purchase-order number. */
export const businessInputSchema = z.strictObject({
  company: singleLineTextSchema(120).trim().min(1, 'The company name is required.'),
  vatId: businessVatIdSchema,
  purchaseOrderRequired: z.boolean().optional(),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;

/** The business as its customer and the shop's staff see it. */
export const businessSchema = z.object({
  company: z.string(),
  vatId: z.string(),
  purchaseOrderRequired: z.boolean(),
  vatCheck: z.object({
    status: z.enum(vatCheckStatuses),
    /** When VIES answered (ISO timestamp); null while unchecked. */
    checkedAt: z.string().nullable(),
    /** VIES's consultation number, the proof of a valid answer. */
    requestId: z.string().nullable(),
  }),
  /** Staff allow it to pay on invoice, due `paymentTermsDays` after the invoice. */
  payOnInvoice: z.boolean(),
  paymentTermsDays: z.number().int(),
});
export type Business = z.infer<typeof businessSchema>;

/**
 * The account's business as a booking reads it (business/'s column of the checkout's facts): what
 * decides its VAT (shared/vat-treatment.ts), whether it must give a purchase-order number, whether
 * it may pay on invoice, and the billing address its invoices print.
 */
export type CheckoutBusiness = {
  company: string;
  vatId: string;
  vatCheck: VatCheckStatus;
  purchaseOrderRequired: boolean;
  payOnInvoice: boolean;
  paymentTermsDays: number;
  /** The account's billing address (all four parts), or null while it has none. */
  address: { street: string; postcode: string; city: string; country: string } | null;
};

/** PATCH /api/admin/users/{id}: what the shop allows a business customer. */
export const invoiceTermsFields = {
  payOnInvoice: z.boolean().optional(),
  paymentTermsDays: z.number().int('Whole days.').min(1, 'At least 1 day.').max(120, 'At most 120 days.').optional(),
};
export const invoiceTermsInputSchema = z
  .strictObject(invoiceTermsFields)
  .refine((input) => input.payOnInvoice !== undefined || input.paymentTermsDays !== undefined, {
    message: 'Send payOnInvoice or paymentTermsDays.',
  });
export type InvoiceTermsInput = z.infer<typeof invoiceTermsInputSchema>;
