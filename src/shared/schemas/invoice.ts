import { z } from 'zod';
import { vatTreatments } from '../vat-treatment';
import { moneySchema } from './catalog';
import { singleLineTextSchema } from './input';
import { countryCodeSchema } from './settings';
import { isoDateSchema } from './dates';

/*
 * Invoices and credit notes. An invoice is issued when an order is paid, and for what
 * is charged later (damage kept from a deposit, late fees); a refund or a cancellation that gives
 * money back issues a credit note that names the invoice it corrects. Nothing issued ever changes.
 * Amounts are positive on both kinds: a credit note's kind says it takes the amount back.
 */

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** What an order lists of its documents: checked from outside as `invoices: [{ number, kind, total, url }]`. */
export const orderInvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(invoiceKinds),
  /** What it charges, or for a credit note gives back, VAT included, in euros. */
  total: moneySchema,
  /** An invoice on account (the order is paid on invoice): the day it is due by; null otherwise. */
  dueDate: isoDateSchema.nullable(),
  /** The VAT that total includes; "0.00" when reverse-charged (the business owes it). */
  vat: moneySchema,
  /** `reverse_charge`: the buyer owes the VAT, the document charges none and says so (decision 089). */
  vatTreatment: z.enum(vatTreatments),
  /** The shop's date it was issued on. */
  issueDate: isoDateSchema,
  /** The PDF (application/pdf), for the order's owner and administrators only. */
  url: z.string(),
  /** The EN 16931 e-invoice (CII XML), for orders placed by a business; null otherwise. */
  eInvoiceUrl: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

const line = (max: number, message: string) => singleLineTextSchema(max).trim().min(1, message);

/**
 * A VAT identification number as the EU writes it: the country's two letters, then 2 to 13
 * letters or digits ("DE123456789", "ESB12345678"); spaces, dots and dashes are dropped.
 */
export const vatIdSchema = z
  .string()
  .transform((text) => text.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z.string().regex(/^[A-Z]{2}[A-Z0-9]{2,13}$/, 'A VAT number starts with its country code, for example DE123456789.'),
  );

/**
 * The business a customer buys for, entered at checkout: it is the buyer on the order's
 * invoices, and those invoices also come as an EN 16931 e-invoice.
 */
export const businessBuyerSchema = z.strictObject({
  company: line(120, 'The company name is required.'),
  vatId: vatIdSchema,
  street: line(120, 'The street and number are required.'),
  postcode: line(16, 'The postcode is required.'),
  city: line(80, 'The city is required.'),
  /** ISO 3166-1 alpha-2; the VAT number's country when left out (EL is GR). */
  country: countryCodeSchema.pipe(z.string().length(2)).optional(),
});
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** The business with its country: as given, else its VAT number's (Greece writes EL there). */
export function withCountry(business: BusinessBuyer): Required<BusinessBuyer> {
  const prefix = business.vatId.slice(0, 2);
  return { ...business, country: business.country ?? (prefix === 'EL' ? 'GR' : prefix) };
}

/** An amount that may be below zero: "-19.99". */
export const signedMoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The customer on a document: a person, or the business they entered at checkout. */
export type InvoiceBuyer = {
  name: string;
  email: string;
  /** Set when the order was placed for a business: then the document also has an e-invoice. */
  company: string | null;
  vatId: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** The buyer's purchase-order number for the order (EN 16931 BT-13); absent on documents issued before it existed. */
  purchaseOrder?: string | null;
};

/**
 * How the money a document is about moved, as it stood on the day of issue: an invoice is issued
 * once paid (`paid`); a credit note's refund goes back through Stripe or is given at the counter
 * (`refund_pending` until then is how it was issued; the order page shows where it stands now).
 */
export type InvoicePaymentNote = {
  /**
   * `due`: an invoice on account, to be paid by bank transfer by its due date. `credited`: a credit
   * note that takes an amount off an invoice on account not paid yet; no money moves.
   */
  status: 'paid' | 'refunded' | 'refund_pending' | 'due' | 'credited';
  channel: 'stripe' | 'cash' | 'terminal' | 'bank_transfer';
  /** When the payment was recorded (ISO timestamp). */
  at: string;
};

/** One VAT rate's totals: taxable (net) amount, VAT and gross, each the sum of the lines at that rate. */
export const vatTotalSchema = z.object({
  rate: z.number(),
  net: moneySchema,
  vat: moneySchema,
  gross: moneySchema,
});
export type VatTotal = z.infer<typeof vatTotalSchema>;

/** One document in the accountant's list (GET /api/admin/invoices). */
export const adminInvoiceSchema = orderInvoiceSchema.extend({
  orderId: z.number().int().nullable(),
  orderReference: z.string(),
  /** The invoice a credit note corrects. */
  corrects: z.string().nullable(),
  customerName: z.string(),
  company: z.string().nullable(),
  net: moneySchema,
  vat: moneySchema,
  vatByRate: z.array(vatTotalSchema),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/**
 * The documents issued in a period (the shop's dates, both ends included), newest first, with the
 * period's totals per VAT rate: invoices minus credit notes.
 */
export const invoiceListSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  items: z.array(adminInvoiceSchema),
  totalsByRate: z.array(
    z.object({ rate: z.number(), net: signedMoneySchema, vat: signedMoneySchema, gross: signedMoneySchema }),
  ),
  totals: z.object({ net: signedMoneySchema, vat: signedMoneySchema, gross: signedMoneySchema }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/**
 * An invoice on account still open (GET /api/admin/invoices/open-items): issued to an order paid
 * on invoice whose balance is not paid yet; overdue once its due date has passed.
 */
export const openItemSchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  orderId: z.number().int(),
  orderReference: z.string(),
  customerName: z.string(),
  company: z.string().nullable(),
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  /** Days past the due date (0 while it is not due yet). */
  daysOverdue: z.number().int(),
  /** The invoice's amount, and what the order still owes (its balance: part payments taken off). */
  total: moneySchema,
  open: moneySchema,
  /** Reminders sent so far, and the last one's time (ISO); null before any. */
  reminders: z.number().int(),
  lastReminderAt: z.string().nullable(),
  url: z.string(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

export const openItemsSchema = z.object({
  items: z.array(openItemSchema),
  /** What all of them still owe. */
  open: moneySchema,
});
export type OpenItems = z.infer<typeof openItemsSchema>;
