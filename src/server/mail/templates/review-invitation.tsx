import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type ReviewInvitationMailData = {
  to: Recipient;
  productName: string;
  /** The absolute address of /products/{id}, where the review is written. */
  productUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    /** Without the product's name, which can be a long compound that a phone's title would break. */
    title: string;
    preview: string;
    body: (product: string) => string;
    why: string;
    action: string;
    reason: string;
  }
> = {
  en: {
    subject: (product) => `How was ${product}?`,
    title: 'How was your rental?',
    preview: 'A few words from you help other customers choose.',
    body: (product) => `Your rental of ${product} has ended. We hope everything went well!`,
    why: 'A short review helps other customers choose the right equipment, and helps us improve.',
    action: 'Leave a review',
    reason: 'You are receiving this email because you rented this product at Framehire.',
  },
  es: {
    subject: (product) => `¿Qué te ha parecido ${product}?`,
    title: '¿Qué tal tu alquiler?',
    preview: 'Unas palabras tuyas ayudan a otros clientes a elegir.',
    body: (product) => `Tu alquiler de ${product} ha terminado. ¡Esperamos que todo haya ido bien!`,
    why: 'Una reseña breve ayuda a otros clientes a elegir el equipo adecuado y a nosotros a mejorar.',
    action: 'Escribir una reseña',
    reason: 'Recibes este correo porque has alquilado este producto en Framehire.',
  },
  de: {
    subject: (product) => `Wie hat dir ${product} gefallen?`,
    title: 'Wie war deine Miete?',
    preview: 'Ein paar Worte von dir helfen anderen bei der Wahl.',
    body: (product) => `Deine Miete für ${product} ist zu Ende. Wir hoffen, alles hat gut geklappt!`,
    why: 'Eine kurze Bewertung hilft anderen, die richtige Ausrüstung zu finden, und uns, besser zu werden.',
    action: 'Bewertung schreiben',
    reason: 'Du erhältst diese E-Mail, weil du dieses Produkt bei Framehire gemietet hast.',
  },
};

/** After a rental has ended: an invitation to review the product. */
export function reviewInvitationMail(language: Language, data: ReviewInvitationMailData): Promise<Mail> {
  const t = texts[language];
  const subject = t.subject(data.productName);
  return renderLetter(language, {
    to: data.to,
    subject: subject,
    preview: t.preview,
    title: t.title,
    reason: t.reason,
    action: { href: data.productUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.body(data.productName)}</Paragraph>
        <Paragraph>{t.why}</Paragraph>
      </>
    ),
  });
}
