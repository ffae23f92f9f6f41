import { formatCalendarDate, formatDateRange, type DateRange, type IsoDate } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { formatEuros } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

/** How the added days are paid (decision 047): online already, or at the counter with the order or at the return. */
export type ExtensionPaidBy = 'online' | 'at_pickup' | 'at_return';

export type RentalExtendedMailData = {
  to: Recipient;
  productName: string;
  /** The rental's dates now, and its last day before. */
  dates: DateRange;
  previousDateTo: IsoDate;
  addedDays: number;
  amountCents: number;
  paidBy: ExtensionPaidBy;
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: string;
    intro: (product: string, until: string) => string;
    labels: { product: string; dates: string; previous: string; added: string; amount: string };
    days: (count: number) => string;
    paidBy: Record<ExtensionPaidBy, (amount: string) => string>;
    action: string;
  }
> = {
  en: {
    subject: (product) => `Your rental of ${product} is extended`,
    title: 'Your rental is extended',
    intro: (product, until) => `Your rental of ${product} now ends on ${until}.`,
    labels: { product: 'Product', dates: 'New dates', previous: 'Last day before', added: 'Added', amount: 'Amount' },
    days: (count) => (count === 1 ? '1 day' : `${count} days`),
    paidBy: {
      online: (amount) => `You paid ${amount} online for the added days. The invoice is in your account.`,
      at_pickup: (amount) => `The ${amount} for the added days is paid at pick-up, with the rest of your order.`,
      at_return: (amount) => `The ${amount} for the added days is paid in the shop when you bring the gear back.`,
    },
    action: 'View my rental',
  },
  es: {
    subject: (product) => `Tu alquiler de ${product} se ha ampliado`,
    title: 'Tu alquiler se ha ampliado',
    intro: (product, until) => `Tu alquiler de ${product} termina ahora el ${until}.`,
    labels: {
      product: 'Producto',
      dates: 'Nuevas fechas',
      previous: 'Último día anterior',
      added: 'Añadido',
      amount: 'Importe',
    },
    days: (count) => (count === 1 ? '1 día' : `${count} días`),
    paidBy: {
      online: (amount) => `Has pagado ${amount} en línea por los días añadidos. La factura está en tu cuenta.`,
      at_pickup: (amount) => `Los ${amount} de los días añadidos se pagan al recoger, junto con el resto del pedido.`,
      at_return: (amount) => `Los ${amount} de los días añadidos se pagan en la tienda cuando devuelvas el equipo.`,
    },
    action: 'Ver mi alquiler',
  },
  de: {
    subject: (product) => `Deine Miete von ${product} ist verlängert`,
    title: 'Deine Miete ist verlängert',
    intro: (product, until) => `Deine Miete von ${product} endet jetzt am ${until}.`,
    labels: {
      product: 'Produkt',
      dates: 'Neuer Zeitraum',
      previous: 'Bisher letzter Tag',
      added: 'Dazu',
      amount: 'Betrag',
    },
    days: (count) => (count === 1 ? '1 Tag' : `${count} Tage`),
    paidBy: {
      online: (amount) =>
        `Du hast ${amount} für die zusätzlichen Tage online bezahlt. Die Rechnung findest du in deinem Konto.`,
      at_pickup: (amount) =>
        `Die ${amount} für die zusätzlichen Tage zahlst du bei der Abholung, mit dem Rest deiner Bestellung.`,
      at_return: (amount) =>
        `Die ${amount} für die zusätzlichen Tage zahlst du im Laden, wenn du die Ausrüstung zurückbringst.`,
    },
    action: 'Miete ansehen',
  },
};

/** The customer extended a rental: the new dates, the added days, the amount and how it is paid. */
export function rentalExtendedMail(language: Language, data: RentalExtendedMailData): Promise<Mail> {
  const t = texts[language];
  const dates = formatDateRange(data.dates, language);
  const until = formatCalendarDate(data.dates.dateTo, language);
  const amount = formatEuros(data.amountCents, language);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.productName),
    preview: `${data.productName} · ${dates}`,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro(data.productName, until)}</Paragraph>
        <Details
          rows={[
            { label: t.labels.product, value: data.productName },
            { label: t.labels.dates, value: dates },
            { label: t.labels.previous, value: formatCalendarDate(data.previousDateTo, language) },
            { label: t.labels.added, value: t.days(data.addedDays) },
            { label: t.labels.amount, value: amount },
          ]}
        />
        <Paragraph>{t.paidBy[data.paidBy](amount)}</Paragraph>
      </>
    ),
  });
}
