import { formatDateRange, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { renderLetter } from './letter';
import { euros, orderTexts, type PaymentChannel } from './order-parts';
import { type Detail, Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type RentalRescheduledMailData = {
  to: Recipient;
  productName: string;
  kind: 'shorten' | 'move';
  before: DateRange;
  after: DateRange;
  /** The line's total now, in euros as the API writes them. */
  total: string;
  /**
   * Paid: what comes back (by the cancellation rules, possibly nothing) and how; at pick-up: the
   * lower total is what will be due, nothing to refund.
   */
  money: { paid: true; refund: string; percent: number; channel: PaymentChannel } | { paid: false };
  serialNumbers: string[];
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
  /** The credit note of the refund, attached to the mail, if one was issued. */
  invoice?: AttachedInvoice;
};

const texts: Record<
  Language,
  {
    subject: (product: string) => string;
    title: Record<RentalRescheduledMailData['kind'], string>;
    intro: (product: string, before: string, after: string) => string;
    labels: { product: string; before: string; after: string; total: string; refund: string; units: string };
    refundRule: (percent: number) => string;
    noRefund: string;
    atPickup: (total: string) => string;
    action: string;
  }
> = {
  en: {
    subject: (product) => `New dates for your rental of ${product}`,
    title: { shorten: 'Your rental is shorter', move: 'Your rental has new dates' },
    intro: (product, before, after) => `Your rental of ${product} now runs ${after} instead of ${before}.`,
    labels: {
      product: 'Product',
      before: 'Old dates',
      after: 'New dates',
      total: 'New total',
      refund: 'Refund',
      units: 'Your units (serial numbers)',
    },
    refundRule: (percent) =>
      `Our cancellation rules give back ${percent}% of the days you no longer rent, counted from the first day you had booked.`,
    noRefund:
      'The change came too close to the first day you had booked: our cancellation rules give nothing back for it.',
    atPickup: (total) => `You pay ${total} at pick-up.`,
    action: 'View my rental request',
  },
  es: {
    subject: (product) => `Nuevas fechas para tu alquiler de ${product}`,
    title: { shorten: 'Tu alquiler es más corto', move: 'Tu alquiler tiene nuevas fechas' },
    intro: (product, before, after) => `Tu alquiler de ${product} pasa a ser del ${after} en lugar del ${before}.`,
    labels: {
      product: 'Producto',
      before: 'Fechas anteriores',
      after: 'Nuevas fechas',
      total: 'Nuevo total',
      refund: 'Reembolso',
      units: 'Tus unidades (números de serie)',
    },
    refundRule: (percent) =>
      `Nuestras condiciones de cancelación devuelven el ${percent} % de los días que ya no alquilas, contando desde el primer día que habías reservado.`,
    noRefund:
      'El cambio llegó demasiado cerca del primer día que habías reservado: nuestras condiciones de cancelación no devuelven nada por él.',
    atPickup: (total) => `Pagarás ${total} al recoger el material.`,
    action: 'Ver mi solicitud',
  },
  de: {
    subject: (product) => `Neuer Zeitraum für deine Miete von ${product}`,
    title: { shorten: 'Deine Miete ist kürzer', move: 'Deine Miete hat einen neuen Zeitraum' },
    intro: (product, before, after) => `Deine Miete von ${product} läuft jetzt ${after} statt ${before}.`,
    labels: {
      product: 'Produkt',
      before: 'Bisheriger Zeitraum',
      after: 'Neuer Zeitraum',
      total: 'Neuer Gesamtbetrag',
      refund: 'Erstattung',
      units: 'Deine Geräte (Seriennummern)',
    },
    refundRule: (percent) =>
      `Nach unseren Stornobedingungen erstatten wir ${percent} % der Tage, die du nicht mehr mietest, gerechnet ab dem ursprünglich gebuchten ersten Tag.`,
    noRefund:
      'Die Änderung kam zu kurz vor dem ursprünglich gebuchten ersten Tag: Nach unseren Stornobedingungen gibt es dafür keine Erstattung.',
    atPickup: (total) => `Du zahlst ${total} bei der Abholung.`,
    action: 'Mietanfrage ansehen',
  },
};

/** The customer shortened or moved a rental before it started: old and new dates, and the money. */
export function rentalRescheduledMail(language: Language, data: RentalRescheduledMailData): Promise<Mail> {
  const t = texts[language];
  const o = orderTexts[language];
  const before = formatDateRange(data.before, language);
  const after = formatDateRange(data.after, language);
  const total = euros(data.total, language);
  const rows: Detail[] = [
    { label: t.labels.product, value: data.productName },
    { label: t.labels.before, value: before },
    { label: t.labels.after, value: after },
    { label: t.labels.total, value: total },
  ];
  const { money } = data;
  const refunds = money.paid && money.refund !== '0.00';
  if (money.paid) rows.push({ label: t.labels.refund, value: euros(money.refund, language) });
  if (refunds) rows.push({ label: o.howBackLabel, value: o.howBack[money.channel], prose: true });
  if (data.serialNumbers.length > 0) rows.push({ label: t.labels.units, value: data.serialNumbers.join(', ') });
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.productName),
    preview: `${data.productName} · ${after}`,
    title: t.title[data.kind],
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro(data.productName, before, after)}</Paragraph>
        <Details rows={rows} />
        {money.paid ? (
          <Paragraph>{refunds ? t.refundRule(money.percent) : t.noRefund}</Paragraph>
        ) : (
          <Paragraph>{t.atPickup(total)}</Paragraph>
        )}
        {data.invoice ? <Paragraph>{invoiceAttachedTexts[language](data.invoice)}</Paragraph> : null}
      </>
    ),
  });
}
