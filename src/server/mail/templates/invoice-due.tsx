import { formatCalendarDate, type IsoDate } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { euros } from './order-parts';
import { invoiceAttachedTexts } from './invoice-texts';
import { renderLetter } from './letter';
import { Details, type Detail, Paragraph } from './parts';
import type { Recipient } from './render-mail';

/**
 * An invoice on account (the order is paid on invoice): sent when it is issued, with the order
 * confirmed, and again as a reminder at each of the shop's steps while it is overdue and unpaid
 * (invoices/reminders.ts). The invoice PDF is attached; the bank details are in the mail too.
 */
export type InvoiceDueMailData = {
  to: Recipient;
  /** The invoice's number and the order's reference (FH-2026-000123). */
  number: string;
  reference: string;
  /** What is still to pay (euros as the API writes them, formatted here) and by when. */
  amount: string;
  dueDate: IsoDate;
  /** The shop's account (its legal details); empty parts are left out. */
  iban: string;
  bic: string;
  accountHolder: string;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
  /** Absent: the invoice's first mail; a number: the reminder of that many days after the due date. */
  reminderDays?: number;
};

type Texts = {
  subject: (number: string, reference: string) => string;
  reminderSubject: (number: string, date: string) => string;
  title: string;
  reminderTitle: string;
  body: (reference: string, amount: string, date: string, number: string) => string;
  reminderBody: (number: string, reference: string, date: string, amount: string) => string;
  paidMeanwhile: string;
  iban: string;
  bic: string;
  holder: string;
  reference: string;
  action: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: (number, reference) => `Invoice ${number} for your order ${reference}`,
    reminderSubject: (number, date) => `Reminder: invoice ${number} was due on ${date}`,
    title: 'Your order is confirmed',
    reminderTitle: 'Your invoice is overdue',
    body: (reference, amount, date, number) =>
      `Your order ${reference} is confirmed. Please pay ${amount} by bank transfer by ${date}, quoting invoice ${number}.`,
    reminderBody: (number, reference, date, amount) =>
      `Invoice ${number} for your order ${reference} was due on ${date}, and ${amount} of it is still open. Please pay it by bank transfer, quoting the invoice's number.`,
    paidMeanwhile: 'If you have paid in the meantime, thank you: please ignore this reminder.',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Account holder',
    reference: 'Payment reference',
    action: 'View your order',
  },
  es: {
    subject: (number, reference) => `Factura ${number} de tu pedido ${reference}`,
    reminderSubject: (number, date) => `Recordatorio: la factura ${number} vencía el ${date}`,
    title: 'Tu pedido está confirmado',
    reminderTitle: 'Tu factura está vencida',
    body: (reference, amount, date, number) =>
      `Tu pedido ${reference} está confirmado. Abona ${amount} por transferencia bancaria antes del ${date}, indicando la factura ${number}.`,
    reminderBody: (number, reference, date, amount) =>
      `La factura ${number} de tu pedido ${reference} vencía el ${date} y quedan ${amount} pendientes. Abónalos por transferencia bancaria indicando el número de la factura.`,
    paidMeanwhile: 'Si ya has pagado, gracias: puedes ignorar este recordatorio.',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Titular de la cuenta',
    reference: 'Concepto de la transferencia',
    action: 'Ver tu pedido',
  },
  de: {
    subject: (number, reference) => `Rechnung ${number} zu deiner Bestellung ${reference}`,
    reminderSubject: (number, date) => `Zahlungserinnerung: Rechnung ${number} war am ${date} fällig`,
    title: 'Deine Bestellung ist bestätigt',
    reminderTitle: 'Deine Rechnung ist überfällig',
    body: (reference, amount, date, number) =>
      `Deine Bestellung ${reference} ist bestätigt. Bitte überweise ${amount} bis zum ${date} und gib dabei die Rechnungsnummer ${number} an.`,
    reminderBody: (number, reference, date, amount) =>
      `Die Rechnung ${number} zu deiner Bestellung ${reference} war am ${date} fällig, ${amount} davon sind noch offen. Bitte überweise den Betrag unter Angabe der Rechnungsnummer.`,
    paidMeanwhile: 'Falls du inzwischen bezahlt hast, danke: Dann kannst du diese Erinnerung ignorieren.',
    iban: 'IBAN',
    bic: 'BIC',
    holder: 'Kontoinhaber',
    reference: 'Verwendungszweck',
    action: 'Bestellung ansehen',
  },
};

export function invoiceDueMail(language: Language, data: InvoiceDueMailData): Promise<Mail> {
  const t = texts[language];
  const date = formatCalendarDate(data.dueDate, language);
  const amount = euros(data.amount, language);
  const reminder = data.reminderDays !== undefined;
  const bank: Detail[] = [
    ...(data.iban ? [{ label: t.iban, value: data.iban }] : []),
    ...(data.bic ? [{ label: t.bic, value: data.bic }] : []),
    ...(data.accountHolder ? [{ label: t.holder, value: data.accountHolder }] : []),
    { label: t.reference, value: data.number },
  ];
  return renderLetter(language, {
    to: data.to,
    subject: reminder ? t.reminderSubject(data.number, date) : t.subject(data.number, data.reference),
    preview: `${data.number} · ${amount}`,
    title: reminder ? t.reminderTitle : t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.orderUrl, label: t.action },
    children: (
      <>
        <Paragraph>
          {reminder
            ? t.reminderBody(data.number, data.reference, date, amount)
            : t.body(data.reference, amount, date, data.number)}
        </Paragraph>
        <Details rows={bank} />
        {reminder && <Paragraph>{t.paidMeanwhile}</Paragraph>}
        <Paragraph>{invoiceAttachedTexts[language]({ number: data.number, kind: 'invoice' })}</Paragraph>
      </>
    ),
  });
}
