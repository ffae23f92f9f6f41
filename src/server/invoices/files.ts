import type { InvoiceDocument } from './document';
import { eInvoiceXml, facturXPdf } from './e-invoice';
import { renderInvoicePdf } from './pdf';

/*
 * The files of an issued document (issue 29), as the customer, the dashboard and the ZIP hand
 * them out: the PDF, which for a business buyer is the Factur-X one (the same PDF with its
 * EN 16931 XML inside, so one file serves both a person and the buyer's accounting software),
 * and for a business buyer the XML alone (CII).
 */

export const isBusinessDocument = (doc: InvoiceDocument) => doc.buyer.company !== null;

const isCountryCode = (code: string | null) => code !== null && /^[A-Z]{2}$/.test(code);

/**
 * Whether the document has what EN 16931 requires of the parties: the seller's name, country and
 * VAT number (the shop's legal details on the day of issue) and the buyer's country. A shop that
 * issued before filling in its legal details has documents without them, and a document never
 * changes: those stay PDFs only.
 */
export function hasEInvoice(doc: InvoiceDocument): boolean {
  const { seller, buyer } = doc;
  return (
    isBusinessDocument(doc) &&
    seller.name.trim() !== '' &&
    seller.vatId.trim() !== '' &&
    isCountryCode(seller.country) &&
    isCountryCode(buyer.country)
  );
}

export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = await renderInvoicePdf(doc);
  return hasEInvoice(doc) ? facturXPdf(doc, pdf) : pdf;
}

/** The CII XML, or null for a document that has none (see hasEInvoice). */
export async function invoiceXml(doc: InvoiceDocument): Promise<string | null> {
  return hasEInvoice(doc) ? eInvoiceXml(doc) : null;
}

/** A file name from the number: the number is our own text ("INV-2030-00001"), kept to safe characters anyway. */
export const fileNameOf = (doc: Pick<InvoiceDocument, 'number'>, extension: 'pdf' | 'xml') =>
  `${doc.number.replace(/[^\w.-]/g, '_')}.${extension}`;
