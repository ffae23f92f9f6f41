import type { Language } from '../../shared/languages';
import type { InvoicePaymentNote } from './document';

/*
 * The words of an invoice or credit note PDF, in the document's language. German law calls a
 * seller's correcting document a "Rechnungskorrektur" ("Gutschrift" is a buyer's self-billing
 * there), Spanish law a "factura rectificativa".
 */

type Channel = InvoicePaymentNote['channel'];

export type PdfTexts = {
  title: { invoice: string; credit_note: string };
  number: string;
  issueDate: string;
  order: string;
  /** The buyer's purchase-order number (EN 16931 BT-13). */
  purchaseOrder: string;
  corrects: (number: string, date: string) => string;
  billTo: string;
  vatId: string;
  columns: {
    position: string;
    description: string;
    quantity: string;
    pricePerDay: string;
    net: string;
    vatRate: string;
    vat: string;
    gross: string;
  };
  days: (count: number) => string;
  units: string;
  breakdown: { title: string; rate: string; net: string; vat: string; gross: string };
  totals: { net: string; vat: string; invoice: string; credit_note: string };
  pricesIncludeVat: string;
  /** A reverse-charged document's legal note (Directive 2006/112/EC, art. 226(11a)): the buyer owes the VAT. */
  reverseCharge: string;
  pricesWithoutVat: string;
  paid: (date: string, channel: Channel) => string;
  refunded: (date: string, channel: Channel) => string;
  refundPending: (channel: Channel) => string;
  /** An invoice on account: what to pay, by when, to which account, quoting what. */
  dueBy: (amount: string, date: string, number: string) => string;
  bankAccount: (iban: string, bic: string, holder: string) => string;
  /** A credit note taking an amount off an invoice on account not paid yet. */
  credited: (invoice: string) => string;
  page: (page: number, pages: number) => string;
};

export const pdfTexts: Record<Language, PdfTexts> = {
  en: {
    title: { invoice: 'Invoice', credit_note: 'Credit note' },
    number: 'Number',
    issueDate: 'Issue date',
    order: 'Order',
    purchaseOrder: 'Purchase order',
    corrects: (number, date) => `Corrects invoice ${number} of ${date}`,
    billTo: 'Bill to',
    vatId: 'VAT ID',
    columns: {
      position: '#',
      description: 'Description',
      quantity: 'Qty',
      pricePerDay: 'Price/day',
      net: 'Net',
      vatRate: 'VAT %',
      vat: 'VAT',
      gross: 'Gross',
    },
    days: (count) => (count === 1 ? '1 day' : `${count} days`),
    units: 'Units',
    breakdown: { title: 'VAT breakdown', rate: 'Rate', net: 'Net', vat: 'VAT', gross: 'Gross' },
    totals: { net: 'Net total', vat: 'Total VAT', invoice: 'Total', credit_note: 'Total credited' },
    pricesIncludeVat: 'Prices per day include VAT.',
    reverseCharge:
      'Reverse charge: the customer owes the VAT (Article 196, Council Directive 2006/112/EC). No VAT is charged on this document.',
    pricesWithoutVat: 'Prices per day without VAT.',
    dueBy: (amount, date, number) => `Please pay ${amount} by bank transfer by ${date}, quoting invoice ${number}.`,
    bankAccount: (iban, bic, holder) =>
      `IBAN ${iban}${bic ? ` · BIC ${bic}` : ''}${holder ? ` · Account holder: ${holder}` : ''}`,
    credited: (invoice) => `Taken off the amount due on invoice ${invoice}: nothing is paid back.`,
    paid: (date, channel) =>
      `Paid on ${date} ${{ stripe: 'by card online', cash: 'in cash', terminal: 'by card at the counter', bank_transfer: 'by bank transfer' }[channel]}.`,
    refunded: (date, channel) =>
      `Refunded on ${date} ${{ stripe: 'to the card paid with', cash: 'in cash', terminal: 'to the card at the counter', bank_transfer: 'by bank transfer' }[channel]}.`,
    refundPending: (channel) =>
      channel === 'stripe'
        ? 'To be refunded to the card paid with.'
        : channel === 'bank_transfer'
          ? 'To be refunded by bank transfer.'
          : 'To be refunded at the counter.',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  es: {
    title: { invoice: 'Factura', credit_note: 'Factura rectificativa' },
    number: 'Número',
    issueDate: 'Fecha de emisión',
    order: 'Pedido',
    purchaseOrder: 'Pedido de compra',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}`,
    billTo: 'Cliente',
    vatId: 'NIF-IVA',
    columns: {
      position: 'Nº',
      description: 'Descripción',
      quantity: 'Cant.',
      pricePerDay: 'Precio/día',
      net: 'Base',
      vatRate: 'IVA %',
      vat: 'IVA',
      gross: 'Importe',
    },
    days: (count) => (count === 1 ? '1 día' : `${count} días`),
    units: 'Unidades',
    breakdown: { title: 'Desglose del IVA', rate: 'Tipo', net: 'Base imponible', vat: 'Cuota', gross: 'Total' },
    totals: {
      net: 'Base imponible total',
      vat: 'Cuota de IVA',
      invoice: 'Total factura',
      credit_note: 'Total rectificado',
    },
    pricesIncludeVat: 'Los precios por día incluyen el IVA.',
    reverseCharge:
      'Inversión del sujeto pasivo: el IVA lo debe el cliente (artículo 196 de la Directiva 2006/112/CE). Este documento no repercute IVA.',
    pricesWithoutVat: 'Precios por día sin IVA.',
    dueBy: (amount, date, number) =>
      `Por favor, abone ${amount} por transferencia bancaria antes del ${date}, indicando la factura ${number}.`,
    bankAccount: (iban, bic, holder) =>
      `IBAN ${iban}${bic ? ` · BIC ${bic}` : ''}${holder ? ` · Titular: ${holder}` : ''}`,
    credited: (invoice) => `Descontado del importe pendiente de la factura ${invoice}: no hay nada que devolver.`,
    paid: (date, channel) =>
      `Pagada el ${date} ${{ stripe: 'con tarjeta en línea', cash: 'en efectivo', terminal: 'con tarjeta en la tienda', bank_transfer: 'por transferencia bancaria' }[channel]}.`,
    refunded: (date, channel) =>
      `Reembolsada el ${date} ${{ stripe: 'en la tarjeta del pago', cash: 'en efectivo', terminal: 'en la tarjeta, en la tienda', bank_transfer: 'por transferencia bancaria' }[channel]}.`,
    refundPending: (channel) =>
      channel === 'stripe'
        ? 'Se reembolsará en la tarjeta con la que se pagó.'
        : channel === 'bank_transfer'
          ? 'Se reembolsará por transferencia bancaria.'
          : 'Se reembolsará en el mostrador de la tienda.',
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  de: {
    title: { invoice: 'Rechnung', credit_note: 'Rechnungskorrektur' },
    number: 'Nummer',
    issueDate: 'Rechnungsdatum',
    order: 'Bestellung',
    purchaseOrder: 'Ihre Bestellnummer',
    corrects: (number, date) => `Korrigiert die Rechnung ${number} vom ${date}`,
    billTo: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    columns: {
      position: 'Pos.',
      description: 'Beschreibung',
      quantity: 'Menge',
      pricePerDay: 'Preis/Tag',
      net: 'Netto',
      vatRate: 'USt. %',
      vat: 'USt.',
      gross: 'Brutto',
    },
    days: (count) => (count === 1 ? '1 Tag' : `${count} Tage`),
    units: 'Geräte',
    breakdown: {
      title: 'Umsatzsteuer nach Steuersätzen',
      rate: 'Steuersatz',
      net: 'Netto',
      vat: 'USt.',
      gross: 'Brutto',
    },
    totals: { net: 'Summe netto', vat: 'Umsatzsteuer', invoice: 'Gesamtbetrag', credit_note: 'Korrekturbetrag' },
    pricesIncludeVat: 'Tagespreise inklusive Umsatzsteuer.',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 der Richtlinie 2006/112/EG). Dieses Dokument weist keine Umsatzsteuer aus.',
    pricesWithoutVat: 'Tagespreise ohne Umsatzsteuer.',
    dueBy: (amount, date, number) =>
      `Bitte überweisen Sie ${amount} bis zum ${date} unter Angabe der Rechnungsnummer ${number}.`,
    bankAccount: (iban, bic, holder) =>
      `IBAN ${iban}${bic ? ` · BIC ${bic}` : ''}${holder ? ` · Kontoinhaber: ${holder}` : ''}`,
    credited: (invoice) => `Vom offenen Betrag der Rechnung ${invoice} abgezogen: Es wird nichts erstattet.`,
    paid: (date, channel) =>
      `Bezahlt am ${date} ${{ stripe: 'online per Karte', cash: 'in bar', terminal: 'per Karte im Laden', bank_transfer: 'per Überweisung' }[channel]}.`,
    refunded: (date, channel) =>
      `Erstattet am ${date} ${{ stripe: 'auf die Karte der Zahlung', cash: 'in bar', terminal: 'auf die Karte, im Laden', bank_transfer: 'per Überweisung' }[channel]}.`,
    refundPending: (channel) =>
      channel === 'stripe'
        ? 'Wird auf die Karte erstattet, mit der bezahlt wurde.'
        : channel === 'bank_transfer'
          ? 'Wird per Überweisung erstattet.'
          : 'Wird an der Kasse im Laden erstattet.',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
};
