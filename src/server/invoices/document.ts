import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { InvoiceBuyer, InvoiceKind, InvoicePaymentNote } from '../../shared/schemas/invoice';
import type { LegalSettings } from '../../shared/schemas/settings';
import type { VatGroup } from '../../shared/vat';
import type { VatTreatment } from '../../shared/vat-treatment';

/*
 * An invoice or credit note as it was issued: everything its PDF and its e-invoice
 * print, read back from the rows written once when it was issued (store.ts). The renderers
 * (pdf.ts, e-invoice.ts) read only this, never the order or the settings as they are now.
 */

/** The shop as the seller, from its legal details on the day of issue. */
export type InvoiceSeller = LegalSettings;

export type { InvoiceBuyer, InvoicePaymentNote };

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
  /** `reverse_charge`: the buyer owes the VAT (decision 089); the document charges none and says so. */
  vatTreatment: VatTreatment;
  /** An invoice on account: the day it is due by (its payment note says `due`); null otherwise. */
  dueDate: IsoDate | null;
  totals: { netCents: number; vatCents: number; grossCents: number };
};

const isCountryCode = (code: string | null) => code !== null && /^[A-Z]{2}$/.test(code);

/**
 * Whether a document has an e-invoice: its buyer entered a company at checkout, and it has what
 * EN 16931 requires of the parties (the seller's name, country and VAT number, the shop's legal
 * details on the day of issue, and the buyer's country). A shop that issued before filling in its
 * legal details has documents without them, and a document never changes: those stay PDFs only.
 */
export function hasEInvoice(doc: Pick<InvoiceDocument, 'buyer' | 'seller'>): boolean {
  const { seller, buyer } = doc;
  return (
    buyer.company !== null &&
    seller.name.trim() !== '' &&
    seller.vatId.trim() !== '' &&
    isCountryCode(seller.country) &&
    isCountryCode(buyer.country)
  );
}
