import { formatDateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { formatEuros } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import {
  euros,
  extrasRows,
  hasExtras,
  type OrderExtras,
  orderDepositCents,
  OrderLines,
  type OrderMailLine,
  orderTexts,
  subjectProduct,
} from './order-parts';
import { Details, type Detail, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type { OrderMailLine } from './order-parts';

export type RentalRequestedMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  lines: OrderMailLine[];
  /** The order's total, euros as the API writes them: its lines, less the discount, plus the waiver. */
  total: string;
  /** Its coupon's discount and its damage waiver, when it has them. */
  extras?: OrderExtras;
  /** What the customer pays in the shop, for an order paid at pick-up; unset otherwise. */
  payAtPickup?: string;
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
    payAtPickup: (amount: string) => string;
    outro: string;
    action: string;
  }
> = {
  en: {
    subject: (product, more) => `Rental requested: ${product}${more > 0 ? ` and ${more} more` : ''}`,
    title: 'Thank you for your rental request',
    intro: (product) => `We have received your rental request for ${product}. Here are the details:`,
    introOrder: (reference, lines) =>
      `We have received your rental request ${reference} for ${lines} products. Here are the details:`,
    payAtPickup: (amount) => `Pay ${amount} at pick-up, in cash or by card.`,
    outro: 'You can follow it any time under My account > Rental requests.',
    action: 'View my rental request',
  },
  es: {
    subject: (product, more) => `Alquiler solicitado: ${product}${more > 0 ? ` y ${more} más` : ''}`,
    title: 'Gracias por tu solicitud de alquiler',
    intro: (product) => `Hemos recibido tu solicitud de alquiler de ${product}. Estos son los detalles:`,
    introOrder: (reference, lines) =>
      `Hemos recibido tu solicitud de alquiler ${reference} de ${lines} productos. Estos son los detalles:`,
    payAtPickup: (amount) => `Pagas ${amount} al recoger el equipo, en efectivo o con tarjeta.`,
    outro: 'Puedes seguirla cuando quieras en Mi cuenta > Solicitudes de alquiler.',
    action: 'Ver mi solicitud',
  },
  de: {
    subject: (product, more) => `Mietanfrage erhalten: ${product}${more > 0 ? ` und ${more} weitere` : ''}`,
    title: 'Danke für deine Mietanfrage',
    intro: (product) => `Wir haben deine Mietanfrage für ${product} erhalten. Hier sind die Details:`,
    introOrder: (reference, lines) =>
      `Wir haben deine Mietanfrage ${reference} über ${lines} Produkte erhalten. Hier sind die Details:`,
    payAtPickup: (amount) => `Du zahlst ${amount} bei der Abholung, bar oder mit Karte.`,
    outro: 'Du findest sie jederzeit unter Mein Konto > Mietanfragen.',
    action: 'Mietanfrage ansehen',
  },
};

/**
 * The booking confirmation of an order paid at pick-up: one per order, sent once it is stored,
 * listing every line with its dates, units, total at the booked price and deposit, then what is
 * paid at pick-up. A one-line order reads as a single rental always did. (An order paid online
 * is confirmed by its payment mail instead: order-paid.tsx.)
 */
export function rentalRequestedMail(language: Language, data: RentalRequestedMailData): Promise<Mail> {
  const t = texts[language];
  const o = orderTexts[language];
  const { product, more } = subjectProduct(data.lines);
  const single = more === 0;
  const depositCents = orderDepositCents(data.lines);
  const deposit = formatEuros(depositCents, language);
  const summary: Detail[] = [];
  // One line shows its own total and deposit; several are summed up here, and so is a discount or waiver.
  summary.push(...extrasRows(language, data.extras));
  if (!single || hasExtras(data.extras)) summary.push({ label: o.orderTotal, value: euros(data.total, language) });
  if (depositCents > 0 && !single) summary.push({ label: o.depositInAll, value: deposit });
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(product, more),
    preview: single ? `${product} · ${formatDateRange(data.lines[0]!.dates, language)}` : data.reference,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.orderUrl, label: t.action },
    children: (
      <>
        <Paragraph>{single ? t.intro(product) : t.introOrder(data.reference, data.lines.length)}</Paragraph>
        <OrderLines language={language} lines={data.lines} />
        {summary.length > 0 ? <Details rows={summary} /> : null}
        {data.payAtPickup !== undefined ? (
          <Paragraph>{t.payAtPickup(euros(data.payAtPickup, language))}</Paragraph>
        ) : null}
        {depositCents > 0 ? <Paragraph>{o.depositSentence(deposit)}</Paragraph> : null}
        <Paragraph>{t.outro}</Paragraph>
      </>
    ),
  });
}
