import type { Language } from '../../shared/languages';
import type { RentalState } from '../../shared/rental-rules';

/** The states an event names after its summary (rentals/rental-state.ts); the others say nothing more. */
type NamedState = Extract<RentalState, 'awaitingPayment' | 'out' | 'overdue' | 'returned'>;

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
  /** Where the rental stands at the counter, after an event's summary: "Return: … (returned)". */
  state: Record<NamedState, string>;
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
    state: { awaitingPayment: 'awaiting payment', out: 'handed over', overdue: 'overdue', returned: 'returned' },
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
    state: { awaitingPayment: 'pendiente de pago', out: 'entregado', overdue: 'con retraso', returned: 'devuelto' },
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
    state: {
      awaitingPayment: 'Zahlung ausstehend',
      out: 'ausgegeben',
      overdue: 'überfällig',
      returned: 'zurückgegeben',
    },
  },
};

/** A line as its events name it: its quantity and product, "2 × Canon EOS R5". */
export const lineName = (quantity: number, productName: string) => `${quantity} × ${productName}`;

/** A summary with the state it names after it, "Return: … (returned)"; as it is for a state it does not name. */
export const withState = (summary: string, texts: FeedTexts, state: RentalState | null) =>
  state !== null && Object.hasOwn(texts.state, state) ? `${summary} (${texts.state[state as NamedState]})` : summary;
