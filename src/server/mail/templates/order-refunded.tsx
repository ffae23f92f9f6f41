import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { euros, orderTexts, type PaymentChannel } from './order-parts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { Details, type Detail, Paragraph } from './parts';
import type { Recipient } from './render-mail';

/**
 * Why the money comes back: the shop's own words (an administrator's reason), a payment that
 * came after the order's hold had lapsed, or the shop's cancellation rules (a customer's cancellation).
 */
export type RefundWhy =
  | { kind: 'reason'; text: string }
  | { kind: 'late-payment' }
  | { kind: 'rules'; fullRefundDaysBefore: number; lateRefundPercent: number };

export type OrderRefundedMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  /** This refund, and all refunded for the order so far (this one included), euros as the API writes them. */
  refunded: string;
  refundedInAll: string;
  channel: PaymentChannel;
  why: RefundWhy;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
  /** The credit note of this refund, attached to the mail, if one was issued. */
  invoice?: AttachedInvoice;
};

const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);

const texts: Record<
  Language,
  {
    subject: (reference: string) => string;
    title: string;
    intro: (amount: string, reference: string) => string;
    labels: { refunded: string; inAll: string; why: string };
    latePayment: string;
    rules: (days: number, percent: string | null) => string;
  }
> = {
  en: {
    subject: (reference) => `Refund for your order ${reference}`,
    title: 'You are getting money back',
    intro: (amount, reference) => `We are refunding ${amount} for your order ${reference}.`,
    labels: { refunded: 'Amount refunded', inAll: 'Refunded in all', why: 'Why' },
    latePayment:
      'Your payment arrived after the time to pay had run out and the units had been released, so we are refunding all of it.',
    rules: (days, percent) =>
      days === 0
        ? 'You cancelled before the rental started, and our cancellation rules refund the full amount until then.'
        : `You cancelled, and our cancellation rules refund the full amount up to ${days === 1 ? '1 day' : `${days} days`} before the first day of the rental and ${percent ? `${percent} of it` : 'nothing'} after that.`,
  },
  es: {
    subject: (reference) => `Reembolso de tu pedido ${reference}`,
    title: 'Te devolvemos dinero',
    intro: (amount, reference) => `Te devolvemos ${amount} de tu pedido ${reference}.`,
    labels: { refunded: 'Importe devuelto', inAll: 'Devuelto en total', why: 'Por qué' },
    latePayment:
      'Tu pago llegó cuando ya había terminado el plazo para pagar y las unidades se habían liberado, así que te lo devolvemos entero.',
    rules: (days, percent) =>
      days === 0
        ? 'Has cancelado antes de que empezara el alquiler, y nuestras condiciones de cancelación devuelven el importe íntegro hasta ese momento.'
        : `Has cancelado, y nuestras condiciones de cancelación devuelven el importe íntegro hasta ${days === 1 ? '1 día' : `${days} días`} antes del primer día del alquiler y ${percent ? `el ${percent}` : 'nada'} después.`,
  },
  de: {
    subject: (reference) => `Erstattung für deine Bestellung ${reference}`,
    title: 'Du bekommst Geld zurück',
    intro: (amount, reference) => `Wir erstatten dir ${amount} für deine Bestellung ${reference}.`,
    labels: { refunded: 'Erstatteter Betrag', inAll: 'Insgesamt erstattet', why: 'Warum' },
    latePayment:
      'Deine Zahlung kam erst an, als die Zahlungsfrist schon abgelaufen war und die Geräte wieder freigegeben waren. Deshalb erstatten wir sie dir vollständig.',
    rules: (days, percent) =>
      days === 0
        ? 'Du hast vor Mietbeginn storniert, und nach unseren Stornobedingungen erstatten wir bis dahin den vollen Betrag.'
        : `Du hast storniert. Nach unseren Stornobedingungen erstatten wir bis ${days === 1 ? '1 Tag' : `${days} Tage`} vor dem ersten Miettag den vollen Betrag und danach ${percent ?? 'nichts'}.`,
  },
};

/** A refund of an order's payment: how much, why, and how it reaches the customer. */
export function orderRefundedMail(language: Language, data: OrderRefundedMailData): Promise<Mail> {
  const t = texts[language];
  const o = orderTexts[language];
  const amount = euros(data.refunded, language);
  const why =
    data.why.kind === 'reason'
      ? { label: o.reasonLabel, value: data.why.text }
      : {
          label: t.labels.why,
          value:
            data.why.kind === 'late-payment'
              ? t.latePayment
              : t.rules(
                  data.why.fullRefundDaysBefore,
                  data.why.lateRefundPercent > 0 ? percent(data.why.lateRefundPercent, language) : null,
                ),
        };
  const rows: Detail[] = [
    { label: o.reference, value: data.reference },
    { label: t.labels.refunded, value: amount },
  ];
  if (data.refundedInAll !== data.refunded)
    rows.push({ label: t.labels.inAll, value: euros(data.refundedInAll, language) });
  rows.push({ ...why, prose: true }, { label: o.howBackLabel, value: o.howBack[data.channel], prose: true });
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(data.reference),
    preview: `${data.reference} · ${amount}`,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action: { href: data.orderUrl, label: o.viewOrder },
    children: (
      <>
        <Paragraph>{t.intro(amount, data.reference)}</Paragraph>
        <Details rows={rows} />
        {data.invoice ? <Paragraph>{invoiceAttachedTexts[language](data.invoice)}</Paragraph> : null}
      </>
    ),
  });
}
