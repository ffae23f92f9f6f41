/*
 * invoices/'s face: what other folders use of it. They import '../invoices', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export type { InvoiceDocument } from './document';
export { createInvoicing } from './issue';
export type { Invoicing } from './issue';
export { invoiceLineTexts } from '../invoice-line-texts';
export { createInvoiceListing } from './listing';
export { createPdf, FONT } from './pdf-fonts';
export { countryName } from './pdf-format';
export { createInvoiceStore } from './store';
// The accountant's periods and CSV conventions, which the reports follow (reports/).
export { CSV_BOM, csvDelimiters, csvFormatOf, csvText } from './csv';
export type { CsvFormat } from './csv';
export { resolvePeriod } from './period';
export type { InvoiceStore } from './store';
