import { formatCalendarDate, formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { toCents } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { euros } from './order-parts';
import { Details, Paragraph, type Detail } from './parts';
import type { Recipient } from './render-mail';

export type RentalOverdueMailData = {
  to: Recipient;
  productName: string;
  dates: DateRange;
  /** The units handed over and not back yet. */
  serialNumbers: string[];
  /** Days past the rental's last day, today (the shop's calendar). */
  daysLate: number;
  /** Euros ("15.00"): the late fee each day for the units still out, and the rental's late fees so far. */
  feePerDay: string;
  feeSoFar: string;
  /** Where to bring the units back, one line each (the shop's name and address); empty while the shop has none. */
  shopAddress: string[];
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: string;
    intro: (product: string, lastDay: string, days: number) => string;
    labels: {
      product: string;
      dates: string;
      units: string;
      daysLate: string;
      feePerDay: string;
      feeSoFar: string;
      address: string;
    };
    fee: (perDay: string) => string;
    noFee: string;
    noAddress: string;
    action: string;
  }
> = {
  en: {
    subject: (product) => `Your rental of ${product} is overdue`,
    title: 'Please bring your rental back',
    intro: (product, lastDay, days) =>
      `Your rental of ${product} ended on ${lastDay}, ${days === 1 ? '1 day' : `${days} days`} ago, and these units have not come back yet:`,
    labels: {
      product: 'Product',
      dates: 'Dates',
      units: 'Not back yet (serial numbers)',
      daysLate: 'Days late',
      feePerDay: 'Late fee per day',
      feeSoFar: 'Late fee so far',
      address: 'Bring them back to',
    },
    fee: (perDay) =>
      `Please bring them back as soon as you can. Until they are back, the late fee grows by ${perDay} a day; it is charged when you return them.`,
    noFee: 'Please bring them back as soon as you can.',
    noAddress: 'Bring them back to the shop where you picked them up.',
    action: 'View my rental request',
  },
  es: {
    subject: (product) => `Tu alquiler de ${product} está vencido`,
    title: 'Por favor, devuelve tu alquiler',
    intro: (product, lastDay, days) =>
      `Tu alquiler de ${product} terminó el ${lastDay}, hace ${days === 1 ? '1 día' : `${days} días`}, y todavía no nos has devuelto estas unidades:`,
    labels: {
      product: 'Producto',
      dates: 'Fechas',
      units: 'Pendientes de devolver (números de serie)',
      daysLate: 'Días de retraso',
      feePerDay: 'Recargo por día de retraso',
      feeSoFar: 'Recargo acumulado',
      address: 'Dónde devolverlas',
    },
    fee: (perDay) =>
      `Por favor, devuélvelas lo antes posible. Hasta que las devuelvas, el recargo aumenta ${perDay} cada día; se cobra en el momento de la devolución.`,
    noFee: 'Por favor, devuélvelas lo antes posible.',
    noAddress: 'Devuélvelas en la tienda donde las recogiste.',
    action: 'Ver mi solicitud',
  },
  de: {
    subject: (product) => `Deine Miete für ${product} ist überfällig`,
    title: 'Bitte bring deine Mietgeräte zurück',
    intro: (product, lastDay, days) =>
      `Deine Miete für ${product} endete am ${lastDay}, vor ${days === 1 ? '1 Tag' : `${days} Tagen`}, und diese Geräte sind noch nicht zurück:`,
    labels: {
      product: 'Produkt',
      dates: 'Zeitraum',
      units: 'Noch nicht zurück (Seriennummern)',
      daysLate: 'Tage überfällig',
      feePerDay: 'Verspätungsgebühr pro Tag',
      feeSoFar: 'Verspätungsgebühr bisher',
      address: 'Rückgabe an',
    },
    fee: (perDay) =>
      `Bitte bring sie so bald wie möglich zurück. Bis sie zurück sind, steigt die Verspätungsgebühr jeden Tag um ${perDay}; sie wird bei der Rückgabe berechnet.`,
    noFee: 'Bitte bring sie so bald wie möglich zurück.',
    noAddress: 'Bring sie bitte in den Laden zurück, in dem du sie abgeholt hast.',
    action: 'Mietanfrage ansehen',
  },
};

/** A rental past its last day with units not back: sent on the first and the third day late. */
export function rentalOverdueMail(language: Language, data: RentalOverdueMailData): Promise<Mail> {
  const t = texts[language];
  const lastDay = formatCalendarDate(data.dates.dateTo, language);
  const charged = toCents(data.feePerDay) > 0;
  const rows: Detail[] = [
    { label: t.labels.product, value: data.productName },
    { label: t.labels.dates, value: formatDateRange(data.dates, language) },
    { label: t.labels.units, value: data.serialNumbers },
    { label: t.labels.daysLate, value: String(data.daysLate) },
    ...(charged
      ? [
          { label: t.labels.feePerDay, value: euros(data.feePerDay, language) },
          { label: t.labels.feeSoFar, value: euros(data.feeSoFar, language) },
        ]
      : []),
    ...(data.shopAddress.length > 0 ? [{ label: t.labels.address, value: data.shopAddress.join(', ') }] : []),
  ];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.productName),
    preview: `${data.productName} · ${data.serialNumbers.join(', ')}`,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro(data.productName, lastDay, data.daysLate)}</Paragraph>
        <Details rows={rows} />
        <Paragraph>{charged ? t.fee(euros(data.feePerDay, language)) : t.noFee}</Paragraph>
        {data.shopAddress.length === 0 && <Paragraph>{t.noAddress}</Paragraph>}
      </>
    ),
  });
}
