import type { Language } from '../../shared/languages';

/**
 * The words of the feeds' events, in the reader's language: a customer's feed in their profile's
 * language, the shop's in the shop's default (English). Informal "tú" and "du", as in the mails.
 */
export type FeedTexts = {
  /** The calendar's name in the app's list of calendars. */
  customerCalendar: (shop: string) => string;
  shopCalendar: (shop: string) => string;
  /** A customer's rental: "2 × Canon EOS R5". */
  rental: (line: string) => string;
  pickUp: (line: string, customer: string, reference: string) => string;
  return: (line: string, customer: string, reference: string) => string;
  order: (reference: string) => string;
  customer: (name: string, email: string) => string;
  serialNumbers: (serials: string) => string;
  /** The first and last day (formatDateRange), in the description of a pick-up or return. */
  period: (range: string) => string;
};

export const feedTexts: Record<Language, FeedTexts> = {
  en: {
    customerCalendar: (shop) => `${shop}: my rentals`,
    shopCalendar: (shop) => `${shop}: pick-ups and returns`,
    rental: (line) => `Rental: ${line}`,
    pickUp: (line, customer, reference) => `Pick-up: ${line}, ${customer}, ${reference}`,
    return: (line, customer, reference) => `Return: ${line}, ${customer}, ${reference}`,
    order: (reference) => `Order ${reference}`,
    customer: (name, email) => `Customer: ${name} <${email}>`,
    serialNumbers: (serials) => `Serial numbers: ${serials}`,
    period: (range) => `Rental period: ${range}`,
  },
  es: {
    customerCalendar: (shop) => `${shop}: mis alquileres`,
    shopCalendar: (shop) => `${shop}: recogidas y devoluciones`,
    rental: (line) => `Alquiler: ${line}`,
    pickUp: (line, customer, reference) => `Recogida: ${line}, ${customer}, ${reference}`,
    return: (line, customer, reference) => `Devolución: ${line}, ${customer}, ${reference}`,
    order: (reference) => `Pedido ${reference}`,
    customer: (name, email) => `Cliente: ${name} <${email}>`,
    serialNumbers: (serials) => `Números de serie: ${serials}`,
    period: (range) => `Periodo de alquiler: ${range}`,
  },
  de: {
    customerCalendar: (shop) => `${shop}: meine Mieten`,
    shopCalendar: (shop) => `${shop}: Abholungen und Rückgaben`,
    rental: (line) => `Miete: ${line}`,
    pickUp: (line, customer, reference) => `Abholung: ${line}, ${customer}, ${reference}`,
    return: (line, customer, reference) => `Rückgabe: ${line}, ${customer}, ${reference}`,
    order: (reference) => `Bestellung ${reference}`,
    customer: (name, email) => `Kunde: ${name} <${email}>`,
    serialNumbers: (serials) => `Seriennummern: ${serials}`,
    period: (range) => `Mietzeitraum: ${range}`,
  },
};

/** A line as its events name it: its quantity and product, "2 × Canon EOS R5". */
export const lineName = (quantity: number, productName: string) => `${quantity} × ${productName}`;
