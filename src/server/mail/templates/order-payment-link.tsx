import type { DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { euros } from './order-parts';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';
import { RentalDetails } from './rental-details';

export type OrderPaymentLinkMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  lines: { productName: string; dates: DateRange }[];
  /** What is to pay now, in euros ("276.90"). */
  amount: string;
  /** Stripe's payment page for the order. */
  paymentUrl: string;
  /** Until when the units are held for the payment (ISO moment), shown in the shop's time zone. */
  payBy: string;
  timeZone: string;
};

const locales: Record<Language, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

const texts: Record<
  Language,
  {
    subject: (reference: string) => string;
    title: string;
    body: (reference: string, amount: string) => string;
    deadline: (when: string) => string;
    action: string;
  }
> = {
  en: {
    subject: (reference) => `Pay for your order ${reference}`,
    title: 'Your order is waiting for payment',
    body: (reference, amount) =>
      `We have taken your order ${reference} and are holding the equipment for you. Pay ${amount} online to confirm it.`,
    deadline: (when) => `Please pay by ${when}; after that the units are released and the order lapses.`,
    action: 'Pay now',
  },
  es: {
    subject: (reference) => `Paga tu pedido ${reference}`,
    title: 'Tu pedido está pendiente de pago',
    body: (reference, amount) =>
      `Hemos registrado tu pedido ${reference} y te estamos guardando el equipo. Paga ${amount} en línea para confirmarlo.`,
    deadline: (when) => `Paga antes del ${when}; después, liberaremos las unidades y el pedido caducará.`,
    action: 'Pagar ahora',
  },
  de: {
    subject: (reference) => `Bezahle deine Bestellung ${reference}`,
    title: 'Deine Bestellung wartet auf die Zahlung',
    body: (reference, amount) =>
      `Wir haben deine Bestellung ${reference} aufgenommen und reservieren die Ausrüstung für dich. Bezahle ${amount} online, um sie zu bestätigen.`,
    deadline: (when) =>
      `Bitte bezahle bis ${when}; danach geben wir die Geräte wieder frei und die Bestellung verfällt.`,
    action: 'Jetzt bezahlen',
  },
};

/** An order staff took to be paid online: Stripe's payment page, and until when it holds. */
export function orderPaymentLinkMail(language: Language, data: OrderPaymentLinkMailData): Promise<Mail> {
  const t = texts[language];
  const amount = euros(data.amount, language);
  const when = new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: data.timeZone,
  }).format(new Date(data.payBy));
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.reference),
    preview: t.body(data.reference, amount),
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.paymentUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.body(data.reference, amount)}</Paragraph>
        {data.lines.map((line, index) => (
          <RentalDetails key={index} language={language} productName={line.productName} dates={line.dates} />
        ))}
        <Paragraph>{t.deadline(when)}</Paragraph>
      </>
    ),
  });
}
