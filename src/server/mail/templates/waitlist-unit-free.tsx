import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type WaitlistUnitFreeMailData = {
  to: Recipient;
  productName: string;
  dates: DateRange;
  /** The absolute address that fills the cart with the product on these dates (shared/cart-link.ts). */
  cartUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: string;
    intro: (product: string, dates: string) => string;
    firstComes: string;
    ended: string;
    labels: { product: string; dates: string };
    action: string;
    reason: string;
  }
> = {
  en: {
    subject: (product) => `${product} is free on your dates`,
    title: 'A unit is free',
    intro: (product, dates) =>
      `You asked us to tell you when ${product} is free for ${dates}. A unit has just freed up.`,
    firstComes: 'We are telling everyone waiting for these dates at the same time: whoever books first gets the unit.',
    ended:
      'Your waitlist request has now ended. If the unit is gone by the time you book, you can ask to be told again on the product page.',
    labels: { product: 'Product', dates: 'Dates' },
    action: 'Put it in my cart',
    reason: 'You are receiving this email because you asked Framehire to tell you when this product is free.',
  },
  es: {
    subject: (product) => `${product} está libre en tus fechas`,
    title: 'Hay una unidad libre',
    intro: (product, dates) =>
      `Nos pediste que te avisáramos cuando ${product} estuviera libre para ${dates}. Acaba de quedar libre una unidad.`,
    firstComes:
      'Avisamos a la vez a todas las personas que esperan estas fechas: quien reserve primero se queda con la unidad.',
    ended:
      'Tu solicitud de aviso ha terminado. Si la unidad ya no está libre cuando reserves, puedes volver a pedir el aviso en la página del producto.',
    labels: { product: 'Producto', dates: 'Fechas' },
    action: 'Añadirlo a mi carrito',
    reason: 'Recibes este correo porque pediste a Framehire que te avisara cuando este producto estuviera libre.',
  },
  de: {
    subject: (product) => `${product} ist in deinem Zeitraum frei`,
    title: 'Ein Gerät ist frei',
    intro: (product, dates) =>
      `Du wolltest Bescheid bekommen, sobald ${product} für ${dates} frei ist. Gerade ist ein Gerät frei geworden.`,
    firstComes:
      'Wir benachrichtigen alle, die auf diesen Zeitraum warten, gleichzeitig: Wer zuerst bucht, bekommt das Gerät.',
    ended:
      'Deine Benachrichtigung ist damit erledigt. Ist das Gerät beim Buchen schon wieder weg, kannst du auf der Produktseite erneut um Bescheid bitten.',
    labels: { product: 'Produkt', dates: 'Zeitraum' },
    action: 'In meinen Warenkorb legen',
    reason: 'Du erhältst diese E-Mail, weil du bei Framehire um Bescheid gebeten hast, sobald dieses Produkt frei ist.',
  },
};

/** A unit of a product the customer waits for is free on their dates: one mail, then the request has ended. */
export function waitlistUnitFreeMail(language: Language, data: WaitlistUnitFreeMailData): Promise<Mail> {
  const t = texts[language];
  const dates = formatDateRange(data.dates, language);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.productName),
    preview: `${data.productName} · ${dates}`,
    title: t.title,
    reason: t.reason,
    action: { href: data.cartUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro(data.productName, dates)}</Paragraph>
        <Details
          rows={[
            { label: t.labels.product, value: data.productName },
            { label: t.labels.dates, value: dates },
          ]}
        />
        <Paragraph>{t.firstComes}</Paragraph>
      </>
    ),
    after: <Paragraph muted>{t.ended}</Paragraph>,
  });
}
