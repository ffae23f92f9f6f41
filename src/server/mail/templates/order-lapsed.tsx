import type { DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';
import { RentalDetails } from './rental-details';

export type OrderLapsedMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  /** What the order held: its units are released, so only the products and their dates. */
  lines: { productName: string; dates: DateRange }[];
  /** Where to book again: the product's page, or the catalogue for several products. */
  bookAgainUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (reference: string) => string;
    title: string;
    body: (reference: string) => string;
    again: string;
    action: string;
  }
> = {
  en: {
    subject: (reference) => `Your order ${reference} was not paid in time`,
    title: 'Your order was not paid in time',
    body: (reference) =>
      `Your order ${reference} was not paid in time, so we have released the units we were holding for you. Nothing was charged.`,
    again: 'Still need the equipment? You can book it again as long as units are free on your dates.',
    action: 'Book again',
  },
  es: {
    subject: (reference) => `Tu pedido ${reference} no se pagó a tiempo`,
    title: 'Tu pedido no se pagó a tiempo',
    body: (reference) =>
      `Tu pedido ${reference} no se pagó a tiempo, así que hemos liberado las unidades que te estábamos guardando. No se te ha cobrado nada.`,
    again: '¿Aún necesitas el equipo? Puedes volver a reservarlo mientras queden unidades libres en tus fechas.',
    action: 'Reservar de nuevo',
  },
  de: {
    subject: (reference) => `Deine Bestellung ${reference} wurde nicht rechtzeitig bezahlt`,
    title: 'Deine Bestellung wurde nicht rechtzeitig bezahlt',
    body: (reference) =>
      `Deine Bestellung ${reference} wurde nicht rechtzeitig bezahlt. Deshalb haben wir die Geräte, die wir für dich reserviert hatten, wieder freigegeben. Es wurde nichts abgebucht.`,
    again: 'Brauchst du die Ausrüstung noch? Du kannst sie erneut buchen, solange an deinen Tagen Geräte frei sind.',
    action: 'Erneut buchen',
  },
};

/** An order paid online whose hold ran out before the payment: its units are free again, nothing was taken. */
export function orderLapsedMail(language: Language, data: OrderLapsedMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.reference),
    preview: data.lines.map((line) => line.productName).join(' · '),
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.bookAgainUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.body(data.reference)}</Paragraph>
        {data.lines.map((line, index) => (
          <RentalDetails key={index} language={language} productName={line.productName} dates={line.dates} />
        ))}
        <Paragraph>{t.again}</Paragraph>
      </>
    ),
  });
}
