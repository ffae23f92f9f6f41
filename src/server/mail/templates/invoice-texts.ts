import type { Language } from '../../../shared/languages';
import type { InvoiceKind } from '../../../shared/schemas/invoice';

/** The document a payment's mail carries as its attachment. */
export type AttachedInvoice = { number: string; kind: InvoiceKind };

/** The sentence that tells the reader the invoice or credit note is attached. */
export const invoiceAttachedTexts: Record<Language, (invoice: AttachedInvoice) => string> = {
  en: ({ number, kind }) => `Your ${kind === 'invoice' ? 'invoice' : 'credit note'} ${number} is attached.`,
  es: ({ number, kind }) => `Te adjuntamos tu ${kind === 'invoice' ? 'factura' : 'factura rectificativa'} ${number}.`,
  de: ({ number, kind }) =>
    `Im Anhang findest du deine ${kind === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur'} ${number}.`,
};
