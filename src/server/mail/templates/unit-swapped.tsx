import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type UnitSwappedMailData = {
  to: Recipient;
  productName: string;
  dates: DateRange;
  /** The unit the customer now gets, and the one it replaces (out of service). */
  newSerialNumber: string;
  replacedSerialNumber: string;
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: string;
    intro: (product: string, dates: string) => string;
    nothingElse: string;
    labels: { product: string; dates: string; newUnit: string; replaced: string };
    action: string;
  }
> = {
  en: {
    subject: (product) => `A new unit for your rental of ${product}`,
    title: 'You get another unit',
    intro: (product, dates) =>
      `One of the units booked for your rental of ${product} (${dates}) is out of service, so we have set aside another unit of the same product for you.`,
    nothingElse: 'Your dates and your price stay the same; there is nothing you need to do.',
    labels: { product: 'Product', dates: 'Dates', newUnit: 'Your new unit (serial number)', replaced: 'Replaces' },
    action: 'View my rental request',
  },
  es: {
    subject: (product) => `Una nueva unidad para tu alquiler de ${product}`,
    title: 'Te damos otra unidad',
    intro: (product, dates) =>
      `Una de las unidades reservadas para tu alquiler de ${product} (${dates}) está fuera de servicio, así que te hemos reservado otra unidad del mismo producto.`,
    nothingElse: 'Tus fechas y tu precio no cambian; no tienes que hacer nada.',
    labels: {
      product: 'Producto',
      dates: 'Fechas',
      newUnit: 'Tu nueva unidad (número de serie)',
      replaced: 'Sustituye a',
    },
    action: 'Ver mi solicitud',
  },
  de: {
    subject: (product) => `Ein anderes Gerät für deine Miete von ${product}`,
    title: 'Du bekommst ein anderes Gerät',
    intro: (product, dates) =>
      `Eines der Geräte, die für deine Miete von ${product} (${dates}) vorgesehen waren, ist außer Betrieb. Deshalb haben wir ein anderes Gerät desselben Produkts für dich reserviert.`,
    nothingElse: 'Zeitraum und Preis bleiben gleich; du musst nichts weiter tun.',
    labels: { product: 'Produkt', dates: 'Zeitraum', newUnit: 'Dein neues Gerät (Seriennummer)', replaced: 'Ersetzt' },
    action: 'Mietanfrage ansehen',
  },
};

/** An administrator swapped a broken unit of the customer's rental for a working one. */
export function unitSwappedMail(language: Language, data: UnitSwappedMailData): Promise<Mail> {
  const t = texts[language];
  const dates = formatDateRange(data.dates, language);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.productName),
    preview: `${data.productName} · ${data.newSerialNumber}`,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro(data.productName, dates)}</Paragraph>
        <Details
          rows={[
            { label: t.labels.product, value: data.productName },
            { label: t.labels.dates, value: dates },
            { label: t.labels.newUnit, value: data.newSerialNumber },
            { label: t.labels.replaced, value: data.replacedSerialNumber },
          ]}
        />
        <Paragraph>{t.nothingElse}</Paragraph>
      </>
    ),
  });
}
