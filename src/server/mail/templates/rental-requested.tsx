import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { MailLayout } from './layout';
import { ActionButton, Paragraph } from './parts';
import { RentalDetails } from './rental-details';
import { linkUrl, renderMail, type Recipient } from './render-mail';

export type RentalRequestedMailData = {
  to: Recipient;
  productName: string;
  dates: DateRange;
  /** The units picked for the rental. */
  serialNumbers: string[];
  /** Euros as the API writes them ("36.00"). */
  total: string;
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: string;
    intro: (product: string) => string;
    outro: string;
    action: string;
    reason: string;
  }
> = {
  en: {
    subject: (product) => `Rental requested: ${product}`,
    title: 'Thank you for your rental request',
    intro: (product) => `We have received your rental request for ${product}. Here are the details:`,
    outro: 'You can follow it any time under My account > Rental requests.',
    action: 'View my rental request',
    reason: 'You are receiving this email because you requested a rental at Framehire.',
  },
  es: {
    subject: (product) => `Alquiler solicitado: ${product}`,
    title: 'Gracias por tu solicitud de alquiler',
    intro: (product) => `Hemos recibido tu solicitud de alquiler de ${product}. Estos son los detalles:`,
    outro: 'Puedes seguirla cuando quieras en Mi cuenta > Solicitudes de alquiler.',
    action: 'Ver mi solicitud',
    reason: 'Recibes este correo porque has solicitado un alquiler en Framehire.',
  },
  de: {
    subject: (product) => `Mietanfrage erhalten: ${product}`,
    title: 'Danke für deine Mietanfrage',
    intro: (product) => `Wir haben deine Mietanfrage für ${product} erhalten. Hier sind die Details:`,
    outro: 'Du findest sie jederzeit unter Mein Konto > Mietanfragen.',
    action: 'Mietanfrage ansehen',
    reason: 'Du erhältst diese E-Mail, weil du bei Framehire eine Mietanfrage gestellt hast.',
  },
};

/** The booking confirmation, sent once a rental request is stored. */
export function rentalRequestedMail(language: Language, data: RentalRequestedMailData): Promise<Mail> {
  const t = texts[language];
  const common = commonTexts[language];
  return renderMail(
    data.to.email,
    t.subject(data.productName),
    <MailLayout
      language={language}
      preview={`${data.productName} · ${formatDateRange(data.dates, language)}`}
      title={t.title}
      reason={t.reason}
    >
      <Paragraph>{common.greeting(data.to.name)}</Paragraph>
      <Paragraph>{t.intro(data.productName)}</Paragraph>
      <RentalDetails
        language={language}
        productName={data.productName}
        dates={data.dates}
        serialNumbers={data.serialNumbers}
        total={data.total}
      />
      <Paragraph>{t.outro}</Paragraph>
      <ActionButton href={linkUrl(data.rentalUrl)} label={t.action} fallback={common.buttonFallback} />
    </MailLayout>,
  );
}
