import { formatCalendarDate, formatDateRange, type DateRange, type IsoDate } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { ClosedDayKind } from '../../../shared/schemas/closed-days';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type RentalDaysClosedMailData = {
  to: Recipient;
  orderReference: string;
  /** The order's rentals whose pick-up or return falls on a day the shop is now closed. */
  rentals: {
    productName: string;
    dates: DateRange;
    closed: { kind: ClosedDayKind; date: IsoDate }[];
    /** A unit was handed over already: the rental has begun and only its return can be agreed. */
    underWay: boolean;
  }[];
  /** The absolute address of the rental's page (/account/rental-requests/{id}), or of the list for several. */
  rentalUrl: string;
};

type Texts = {
  subject: (reference: string) => string;
  title: string;
  intro: (reference: string) => string;
  labels: { product: string; dates: string; closedOn: Record<ClosedDayKind, string> };
  closedDay: (day: string) => string;
  options: string;
  move: string;
  cancel: string;
  underWay: string;
  sorry: string;
  action: { change: string; view: string };
};

const texts: Record<Language, Texts> = {
  en: {
    subject: (reference) => `We are closed on a day of your order ${reference}`,
    title: 'We are closed on a day of your rental',
    intro: (reference) =>
      `We have had to close the shop on a day your order ${reference} needs us open, so nobody will be there to hand over or take back your gear:`,
    labels: {
      product: 'Product',
      dates: 'Dates',
      closedOn: { 'pick-up': 'Pick-up day', return: 'Return day' },
    },
    closedDay: (day) => `${day} (closed)`,
    options: 'What you can do:',
    move: 'Move the rental to other dates from your account, at no extra cost.',
    cancel:
      'Or cancel it from your account: you get back everything you paid for it, whatever our cancellation rules say.',
    underWay:
      'A rental you already have with you cannot be moved or cancelled from your account: get in touch with us and we will agree on another day for you to bring it back.',
    sorry: 'We are sorry for the trouble.',
    action: { change: 'Move or cancel my rental', view: 'View my rental request' },
  },
  es: {
    subject: (reference) => `Cerramos un día de tu pedido ${reference}`,
    title: 'Cerramos un día de tu alquiler',
    intro: (reference) =>
      `Hemos tenido que cerrar la tienda un día en que tu pedido ${reference} nos necesita abiertos, así que no habrá nadie para entregarte o recoger el material:`,
    labels: {
      product: 'Producto',
      dates: 'Fechas',
      closedOn: { 'pick-up': 'Día de recogida', return: 'Día de devolución' },
    },
    closedDay: (day) => `${day} (cerrado)`,
    options: 'Qué puedes hacer:',
    move: 'Cambiar el alquiler a otras fechas desde tu cuenta, sin coste adicional.',
    cancel:
      'O cancelarlo desde tu cuenta: te devolvemos todo lo que pagaste por él, digan lo que digan nuestras condiciones de cancelación.',
    underWay:
      'Un alquiler que ya tienes contigo no se puede cambiar ni cancelar desde tu cuenta: ponte en contacto con nosotros y acordaremos otro día para que lo devuelvas.',
    sorry: 'Sentimos las molestias.',
    action: { change: 'Cambiar o cancelar mi alquiler', view: 'Ver mi solicitud' },
  },
  de: {
    subject: (reference) => `An einem Tag deiner Bestellung ${reference} haben wir geschlossen`,
    title: 'An einem Tag deiner Miete haben wir geschlossen',
    intro: (reference) =>
      `Wir mussten den Laden an einem Tag schließen, an dem deine Bestellung ${reference} uns geöffnet braucht. Es ist dann niemand da, der dir die Ausrüstung übergibt oder sie zurücknimmt:`,
    labels: {
      product: 'Produkt',
      dates: 'Zeitraum',
      closedOn: { 'pick-up': 'Abholtag', return: 'Rückgabetag' },
    },
    closedDay: (day) => `${day} (geschlossen)`,
    options: 'Das kannst du tun:',
    move: 'Die Miete in deinem Konto auf andere Tage verschieben, ohne Aufpreis.',
    cancel:
      'Oder sie in deinem Konto stornieren: Du bekommst alles zurück, was du dafür bezahlt hast, unabhängig von unseren Stornobedingungen.',
    underWay:
      'Eine Miete, deren Ausrüstung du schon hast, kannst du in deinem Konto weder verschieben noch stornieren: Melde dich bei uns, dann vereinbaren wir einen anderen Tag für die Rückgabe.',
    sorry: 'Entschuldige bitte die Umstände.',
    action: { change: 'Miete verschieben oder stornieren', view: 'Mietanfrage ansehen' },
  },
};

/**
 * The shop closed a day an order's rentals pick up or return on, and chose to tell the customer
 * (decision 102): which rentals and days, and their options. Move or cancel for a rental not yet
 * handed over (the cancellation refunded in full); for one under way, agreeing another return day.
 */
export function rentalDaysClosedMail(language: Language, data: RentalDaysClosedMailData): Promise<Mail> {
  const t = texts[language];
  const mayChange = data.rentals.some((rental) => !rental.underWay);
  const underWay = data.rentals.some((rental) => rental.underWay);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.orderReference),
    preview: data.rentals.map((rental) => rental.productName).join(', '),
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: mayChange ? t.action.change : t.action.view },
    children: (
      <>
        <Paragraph>{t.intro(data.orderReference)}</Paragraph>
        {data.rentals.map((rental, index) => (
          <Details
            key={index}
            rows={[
              { label: t.labels.product, value: rental.productName },
              { label: t.labels.dates, value: formatDateRange(rental.dates, language) },
              ...rental.closed.map(({ kind, date }) => ({
                label: t.labels.closedOn[kind],
                value: t.closedDay(formatCalendarDate(date, language)),
              })),
            ]}
          />
        ))}
        {mayChange ? (
          <>
            <Paragraph>{t.options}</Paragraph>
            <Paragraph>{`• ${t.move}`}</Paragraph>
            <Paragraph>{`• ${t.cancel}`}</Paragraph>
          </>
        ) : null}
        {underWay ? <Paragraph>{t.underWay}</Paragraph> : null}
        <Paragraph>{t.sorry}</Paragraph>
      </>
    ),
  });
}
