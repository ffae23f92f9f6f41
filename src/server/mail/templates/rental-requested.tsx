import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { formatEuros, toCents } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { MailLayout } from './layout';
import { ActionButton, Details, Paragraph } from './parts';
import { RentalDetails } from './rental-details';
import { linkUrl, renderMail, type Recipient } from './render-mail';

/** One line of the order: a rental. */
export type OrderMailLine = {
  productName: string;
  dates: DateRange;
  /** The units picked for the rental. */
  serialNumbers: string[];
  /** Euros as the API writes them ("36.00"), at the booked daily price. */
  total: string;
};

export type RentalRequestedMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  lines: OrderMailLine[];
  /** The order's total, euros as the API writes them: the sum of its lines. */
  total: string;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string, more: number) => string;
    title: string;
    intro: (product: string) => string;
    introOrder: (reference: string, lines: number) => string;
    orderTotal: string;
    outro: string;
    action: string;
    reason: string;
  }
> = {
  en: {
    subject: (product, more) => `Rental requested: ${product}${more > 0 ? ` and ${more} more` : ''}`,
    title: 'Thank you for your rental request',
    intro: (product) => `We have received your rental request for ${product}. Here are the details:`,
    introOrder: (reference, lines) =>
      `We have received your rental request ${reference} for ${lines} products. Here are the details:`,
    orderTotal: 'Order total',
    outro: 'You can follow it any time under My account > Rental requests.',
    action: 'View my rental request',
    reason: 'You are receiving this email because you requested a rental at Framehire.',
  },
  es: {
    subject: (product, more) => `Alquiler solicitado: ${product}${more > 0 ? ` y ${more} más` : ''}`,
    title: 'Gracias por tu solicitud de alquiler',
    intro: (product) => `Hemos recibido tu solicitud de alquiler de ${product}. Estos son los detalles:`,
    introOrder: (reference, lines) =>
      `Hemos recibido tu solicitud de alquiler ${reference} de ${lines} productos. Estos son los detalles:`,
    orderTotal: 'Total del pedido',
    outro: 'Puedes seguirla cuando quieras en Mi cuenta > Solicitudes de alquiler.',
    action: 'Ver mi solicitud',
    reason: 'Recibes este correo porque has solicitado un alquiler en Framehire.',
  },
  de: {
    subject: (product, more) => `Mietanfrage erhalten: ${product}${more > 0 ? ` und ${more} weitere` : ''}`,
    title: 'Danke für deine Mietanfrage',
    intro: (product) => `Wir haben deine Mietanfrage für ${product} erhalten. Hier sind die Details:`,
    introOrder: (reference, lines) =>
      `Wir haben deine Mietanfrage ${reference} über ${lines} Produkte erhalten. Hier sind die Details:`,
    orderTotal: 'Gesamtbetrag der Bestellung',
    outro: 'Du findest sie jederzeit unter Mein Konto > Mietanfragen.',
    action: 'Mietanfrage ansehen',
    reason: 'Du erhältst diese E-Mail, weil du bei Framehire eine Mietanfrage gestellt hast.',
  },
};

/**
 * The booking confirmation: one per order, sent once it is stored, listing every line with its
 * dates, units and total at the booked price. A one-line order reads as a single rental always did.
 */
export function rentalRequestedMail(language: Language, data: RentalRequestedMailData): Promise<Mail> {
  const t = texts[language];
  const common = commonTexts[language];
  const [first] = data.lines;
  if (!first) throw new Error('An order mail needs at least one line');
  const single = data.lines.length === 1;
  return renderMail(
    data.to.email,
    t.subject(first.productName, data.lines.length - 1),
    <MailLayout
      language={language}
      preview={single ? `${first.productName} · ${formatDateRange(first.dates, language)}` : data.reference}
      title={t.title}
      reason={t.reason}
    >
      <Paragraph>{common.greeting(data.to.name)}</Paragraph>
      <Paragraph>{single ? t.intro(first.productName) : t.introOrder(data.reference, data.lines.length)}</Paragraph>
      {data.lines.map((line, index) => (
        <RentalDetails
          key={index}
          language={language}
          productName={line.productName}
          dates={line.dates}
          serialNumbers={line.serialNumbers}
          total={line.total}
        />
      ))}
      {single ? null : <Details rows={[{ label: t.orderTotal, value: formatEuros(toCents(data.total), language) }]} />}
      <Paragraph>{t.outro}</Paragraph>
      <ActionButton href={linkUrl(data.orderUrl)} label={t.action} fallback={common.buttonFallback} />
    </MailLayout>,
  );
}
