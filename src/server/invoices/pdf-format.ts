import { formatCalendarDate, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { InvoiceDocument } from './document';
import { pdfTexts } from './pdf-texts';

/** Numbers, dates and sentences of a PDF, formatted for its language. */

/** One formatter per language and kind, made on first use: a document formats a hundred amounts. */
function cached<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const locale = (language: Language) => (language === 'en' ? 'en-GB' : language);

// The shop's one formatter of euros (shared/money.ts), kept per language.
const euros = cached((language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }));
export const money = (cents: number, language: Language) => euros(language).format(cents / 100);

const percent = cached(
  (language) => new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }),
);
/** 19 -> "19%" (en), "19 %" (es, de); 5.5 -> "5,5 %". */
export const ratePercent = (rate: number, language: Language) => percent(language).format(rate / 100);

/** "12 March 2030", "12 de marzo de 2030", "12. März 2030": the dates of the header. */
export const longDate = (date: IsoDate, language: Language) => formatCalendarDate(date, language);

/** "12/03/2030", "12/03/2030", "12.03.2030": the dates in the table, where columns are narrow. */
const numericDate = cached(
  (language) =>
    new Intl.DateTimeFormat(locale(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);
export const shortDate = (date: IsoDate, language: Language) =>
  numericDate(language).format(new Date(`${date}T00:00:00Z`));

/** "Germany", "Alemania", "Deutschland"; the code itself when the runtime knows no name. */
export const countryName = (code: string, language: Language) => {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * How the money moved. A document is issued in the transaction that records its money
 * (invoices/issue.ts), so the payment's date in the shop's calendar is the issue date.
 */
export function paymentSentence(doc: InvoiceDocument): string {
  const t = pdfTexts[doc.language];
  const { payment } = doc;
  const date = longDate(doc.issueDate, doc.language);
  if (payment.status === 'due' && doc.dueDate) {
    return t.dueBy(money(doc.totals.grossCents, doc.language), longDate(doc.dueDate, doc.language), doc.number);
  }
  if (payment.status === 'credited') return t.credited(doc.corrects ?? '');
  if (payment.status === 'paid') return t.paid(date, payment.channel);
  if (payment.status === 'refunded') return t.refunded(date, payment.channel);
  return t.refundPending(payment.channel);
}
