import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { InvoiceKind } from '../../shared/schemas/invoice';
import type { LegalSettings } from '../../shared/schemas/settings';
import type { VatGroup } from '../../shared/vat';

/*
 * An invoice or credit note as it was issued (issue 29): everything its PDF and its e-invoice
 * print, read back from the rows written once when it was issued (store.ts). The renderers
 * (pdf.ts, e-invoice.ts) read only this, never the order or the settings as they are now.
 */

/** The shop as the seller, from its legal details on the day of issue. */
export type InvoiceSeller = LegalSettings;

/** The customer: a person, or the business they entered at checkout. */
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
};

/**
 * How the money it is about moved, as it stood on the day of issue: an invoice is issued once
 * paid (`paid`); a credit note's refund goes back through Stripe or is given at the counter
 * (`refund_pending` until then is how it was issued; the order page shows where it stands now).
 */
export type InvoicePaymentNote = {
  status: 'paid' | 'refunded' | 'refund_pending';
  channel: 'stripe' | 'cash' | 'terminal';
  /** When the payment was recorded (ISO timestamp). */
  at: string;
};

export type InvoiceDocumentLine = {
  position: number;
  /** The product's name in the document's language, or what was charged ("Damage: …"). */
  description: string;
  dateFrom: IsoDate | null;
  dateTo: IsoDate | null;
  days: number | null;
  quantity: number;
  /** The units' serial numbers. */
  units: string[];
  /** Per day and unit, VAT included; null for a line that is not a rental's. */
  unitPriceCents: number | null;
  vatRate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
};

export type InvoiceDocument = {
  id: number;
  kind: InvoiceKind;
  number: string;
  issueDate: IsoDate;
  issuedAt: Date;
  language: Language;
  orderId: number | null;
  orderReference: string;
  /** The number of the invoice a credit note corrects; null for an invoice. */
  corrects: string | null;
  /** The issue date of the invoice a credit note corrects. */
  correctsIssueDate: IsoDate | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  payment: InvoicePaymentNote;
  lines: InvoiceDocumentLine[];
  /** Per rate, highest first; each the sum of its lines. */
  vatBreakdown: VatGroup[];
  totals: { netCents: number; vatCents: number; grossCents: number };
};
