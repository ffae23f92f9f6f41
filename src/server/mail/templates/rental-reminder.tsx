import { formatCalendarDate, formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import { RentalDetails } from './rental-details';
import type { Recipient } from './render-mail';

export type RentalReminderMailData = {
  to: Recipient;
  /** Sent the day before the rental's first day ('starts') or its last day ('ends'). */
  kind: 'starts' | 'ends';
  productName: string;
  dates: DateRange;
  serialNumbers: string[];
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

type Kind = RentalReminderMailData['kind'];

const texts: Record<
  Language,
  {
    subject: Record<Kind, (product: string) => string>;
    title: Record<Kind, string>;
    intro: Record<Kind, (product: string, date: string) => string>;
    action: string;
  }
> = {
  en: {
    subject: {
      starts: (product) => `Your rental of ${product} starts tomorrow`,
      ends: (product) => `Your rental of ${product} ends tomorrow`,
    },
    title: { starts: 'Your rental starts tomorrow', ends: 'Your rental ends tomorrow' },
    intro: {
      starts: (product, date) => `Your rental of ${product} starts tomorrow, ${date}. Here is what you booked:`,
      ends: (product, date) => `Your rental of ${product} ends tomorrow, ${date}. Please bring the units back:`,
    },
    action: 'View my rental request',
  },
  es: {
    subject: {
      starts: (product) => `Tu alquiler de ${product} empieza mañana`,
      ends: (product) => `Tu alquiler de ${product} termina mañana`,
    },
    title: { starts: 'Tu alquiler empieza mañana', ends: 'Tu alquiler termina mañana' },
    intro: {
      starts: (product, date) => `Tu alquiler de ${product} empieza mañana, el ${date}. Esto es lo que has reservado:`,
      ends: (product, date) =>
        `Tu alquiler de ${product} termina mañana, el ${date}. Por favor, devuelve estas unidades:`,
    },
    action: 'Ver mi solicitud',
  },
  de: {
    subject: {
      starts: (product) => `Deine Miete für ${product} beginnt morgen`,
      ends: (product) => `Deine Miete für ${product} endet morgen`,
    },
    title: { starts: 'Deine Miete beginnt morgen', ends: 'Deine Miete endet morgen' },
    intro: {
      starts: (product, date) => `Deine Miete für ${product} beginnt morgen, am ${date}. Das hast du gebucht:`,
      ends: (product, date) => `Deine Miete für ${product} endet morgen, am ${date}. Bitte bring diese Geräte zurück:`,
    },
    action: 'Mietanfrage ansehen',
  },
};

/** The day before a rental starts or ends. */
export function rentalReminderMail(language: Language, data: RentalReminderMailData): Promise<Mail> {
  const t = texts[language];
  const day = formatCalendarDate(data.kind === 'starts' ? data.dates.dateFrom : data.dates.dateTo, language);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject[data.kind](data.productName),
    preview: `${data.productName} · ${formatDateRange(data.dates, language)}`,
    title: t.title[data.kind],
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro[data.kind](data.productName, day)}</Paragraph>
        <RentalDetails
          language={language}
          productName={data.productName}
          dates={data.dates}
          serialNumbers={data.serialNumbers}
        />
      </>
    ),
  });
}
