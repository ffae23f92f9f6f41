import type { Language } from '../../shared/languages';

/*
 * What an invoice line says when it is not a rental's own line, in the customer's language: the
 * document is written once, in that language, and printed as written ever after.
 */
export const invoiceLineTexts: Record<
  Language,
  {
    keptFromDeposit: (reason: string) => string;
    cancellation: (product: string) => string;
    refund: (reason: string) => string;
  }
> = {
  en: {
    keptFromDeposit: (reason) => `Kept from the deposit: ${reason}`,
    cancellation: (product) => `Cancellation: ${product}`,
    refund: (reason) => `Refund: ${reason}`,
  },
  es: {
    keptFromDeposit: (reason) => `Retenido de la fianza: ${reason}`,
    cancellation: (product) => `Cancelación: ${product}`,
    refund: (reason) => `Reembolso: ${reason}`,
  },
  de: {
    keptFromDeposit: (reason) => `Von der Kaution einbehalten: ${reason}`,
    cancellation: (product) => `Stornierung: ${product}`,
    refund: (reason) => `Erstattung: ${reason}`,
  },
};
