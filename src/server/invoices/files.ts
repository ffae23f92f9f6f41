import { hasEInvoice, type InvoiceDocument } from './document';

/*
 * The files of an issued document, as the customer, the dashboard and the ZIP hand
 * them out: the PDF, which for a business buyer is the Factur-X one (the same PDF with its
 * EN 16931 XML inside, so one file serves both a person and the buyer's accounting software),
 * and for a business buyer the XML alone (CII).
 */

export const isBusinessDocument = (doc: InvoiceDocument) => doc.buyer.company !== null;

/*
 * The renderers are loaded on first use: pdfkit and the e-invoice library take about 0.9 s and
 * 67 MB to load (measured on this machine), which every process would pay at start for a file
 * most of them never write.
 */
const renderers = () => Promise.all([import('./pdf'), import('./e-invoice')]);

export async function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const [{ renderInvoicePdf }, { facturXPdf }] = await renderers();
  const pdf = await renderInvoicePdf(doc);
  return hasEInvoice(doc) ? facturXPdf(doc, pdf) : pdf;
}

/** The CII XML, or null for a document that has none (see hasEInvoice in document.ts). */
export async function invoiceXml(doc: InvoiceDocument): Promise<string | null> {
  if (!hasEInvoice(doc)) return null;
  const [, { eInvoiceXml }] = await renderers();
  return eInvoiceXml(doc);
}

/** A file name from the number: the number is our own text ("INV-2030-00001"), kept to safe characters anyway. */
export const fileNameOf = (doc: Pick<InvoiceDocument, 'number'>, extension: 'pdf' | 'xml') =>
  `${doc.number.replace(/[^\w.-]/g, '_')}.${extension}`;
