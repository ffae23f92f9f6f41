import type { DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { toCents } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { renderLetter } from './letter';
import { euros, orderTexts, type PaymentChannel } from './order-parts';
import { type Detail, Details, Paragraph } from './parts';
import { RentalDetails } from './rental-details';
import type { Recipient } from './render-mail';

/**
 * What a cancellation did with the money, as the refunds code recorded it (money/refunds.ts):
 * a refund (and what the cancellation rules kept), all of it kept by the rules, a credit note off
 * an invoice on account (no money moves), nothing paid, or paid and nothing back (what was paid
 * goes towards the rest of the order).
 */
export type CancellationMoney =
  | { kind: 'refund'; refunded: string; channel: PaymentChannel; kept: string }
  | { kind: 'kept'; kept: string }
  | { kind: 'credited'; credited: string }
  | { kind: 'nothing-paid' }
  | { kind: 'nothing-back' };

export type RentalCancelledMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  /** The cancellation took the order's last live lines: the whole order is cancelled. */
  orderCancelled: boolean;
  /** The lines this cancellation took: product, dates and what each cost (its units are free again). */
  lines: { productName: string; dates: DateRange; total: string }[];
  money: CancellationMoney;
  /** What the order still asks once these lines are off it (its balance), when it goes on; "0.00" when nothing. */
  stillDue: string;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
  /** The credit notes the cancellation issued, attached to the mail. */
  creditNotes: AttachedInvoice[];
};

type Texts = {
  subject: {
    order: (reference: string) => string;
    one: (product: string) => string;
    some: (count: number, reference: string) => string;
  };
  title: { order: string; one: string; some: string };
  intro: {
    order: (reference: string) => string;
    one: (reference: string) => string;
    some: (reference: string) => string;
  };
  rest: string;
  labels: { refund: string; kept: string; credited: string; stillDue: string };
  refund: (amount: string) => string;
  kept: (amount: string) => string;
  credited: (amount: string) => string;
  nothingPaid: { order: string; lines: string };
  nothingBack: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: {
      order: (reference) => `Your order ${reference} is cancelled`,
      one: (product) => `Your rental of ${product} is cancelled`,
      some: (count, reference) => `${count} rentals of your order ${reference} are cancelled`,
    },
    title: { order: 'Your order is cancelled', one: 'Your rental is cancelled', some: 'Your rentals are cancelled' },
    intro: {
      order: (reference) => `Your order ${reference} has been cancelled. This is what it held:`,
      one: (reference) => `This rental of your order ${reference} has been cancelled:`,
      some: (reference) => `These rentals of your order ${reference} have been cancelled:`,
    },
    rest: 'The rest of your order stays booked as it was.',
    labels: {
      refund: 'Refund',
      kept: 'Kept under our cancellation rules',
      credited: 'Taken off your invoice',
      stillDue: 'Still to pay for your order',
    },
    refund: (amount) => `We are refunding ${amount}.`,
    kept: (amount) =>
      `The cancellation came too close to the first day: our cancellation rules keep the ${amount} paid for it, so nothing is refunded.`,
    credited: (amount) =>
      `You pay this order on invoice, so no money needs to come back: a credit note takes ${amount} off your invoice.`,
    nothingPaid: {
      order: 'Nothing had been paid for this order, so there is nothing to refund and nothing left to pay.',
      lines: 'Nothing had been paid for it, so there is nothing to refund.',
    },
    nothingBack: 'Nothing is refunded: what you paid goes towards the rest of your order.',
  },
  es: {
    subject: {
      order: (reference) => `Tu pedido ${reference} está cancelado`,
      one: (product) => `Tu alquiler de ${product} está cancelado`,
      some: (count, reference) => `${count} alquileres de tu pedido ${reference} están cancelados`,
    },
    title: {
      order: 'Tu pedido está cancelado',
      one: 'Tu alquiler está cancelado',
      some: 'Tus alquileres están cancelados',
    },
    intro: {
      order: (reference) => `Se ha cancelado tu pedido ${reference}. Esto es lo que incluía:`,
      one: (reference) => `Se ha cancelado este alquiler de tu pedido ${reference}:`,
      some: (reference) => `Se han cancelado estos alquileres de tu pedido ${reference}:`,
    },
    rest: 'El resto de tu pedido sigue reservado tal como estaba.',
    labels: {
      refund: 'Reembolso',
      kept: 'Retenido según nuestras condiciones de cancelación',
      credited: 'Descontado de tu factura',
      stillDue: 'Pendiente de pago del pedido',
    },
    refund: (amount) => `Te devolvemos ${amount}.`,
    kept: (amount) =>
      `La cancelación llegó demasiado cerca del primer día: según nuestras condiciones de cancelación, nos quedamos con los ${amount} que se pagaron por él, así que no hay reembolso.`,
    credited: (amount) =>
      `Este pedido se paga con factura, así que no hay dinero que devolver: una factura rectificativa descuenta ${amount} de tu factura.`,
    nothingPaid: {
      order: 'No se había pagado nada por este pedido, así que no hay nada que reembolsar ni nada pendiente de pago.',
      lines: 'No se había pagado nada por él, así que no hay nada que reembolsar.',
    },
    nothingBack: 'No hay reembolso: lo que pagaste cuenta para el resto de tu pedido.',
  },
  de: {
    subject: {
      order: (reference) => `Deine Bestellung ${reference} ist storniert`,
      one: (product) => `Deine Miete von ${product} ist storniert`,
      some: (count, reference) => `${count} Mieten deiner Bestellung ${reference} sind storniert`,
    },
    title: {
      order: 'Deine Bestellung ist storniert',
      one: 'Deine Miete ist storniert',
      some: 'Deine Mieten sind storniert',
    },
    intro: {
      order: (reference) => `Deine Bestellung ${reference} wurde storniert. Sie umfasste:`,
      one: (reference) => `Diese Miete aus deiner Bestellung ${reference} wurde storniert:`,
      some: (reference) => `Diese Mieten aus deiner Bestellung ${reference} wurden storniert:`,
    },
    rest: 'Der Rest deiner Bestellung bleibt so gebucht, wie er war.',
    labels: {
      refund: 'Erstattung',
      kept: 'Nach unseren Stornobedingungen einbehalten',
      credited: 'Von deiner Rechnung abgezogen',
      stillDue: 'Für die Bestellung noch zu zahlen',
    },
    refund: (amount) => `Wir erstatten dir ${amount}.`,
    kept: (amount) =>
      `Die Stornierung kam zu kurz vor dem ersten Miettag: Nach unseren Stornobedingungen behalten wir die dafür bezahlten ${amount} ein, es gibt also keine Erstattung.`,
    credited: (amount) =>
      `Du zahlst diese Bestellung auf Rechnung, daher muss kein Geld zurückfließen: Eine Rechnungskorrektur zieht ${amount} von deiner Rechnung ab.`,
    nothingPaid: {
      order: 'Für diese Bestellung wurde noch nichts bezahlt: Es gibt nichts zu erstatten und nichts mehr zu zahlen.',
      lines: 'Dafür wurde noch nichts bezahlt, es gibt also nichts zu erstatten.',
    },
    nothingBack: 'Es gibt keine Erstattung: Was du bezahlt hast, wird auf den Rest deiner Bestellung angerechnet.',
  },
};

/** The money part: a sentence, and the amounts as facts. */
function moneyPart(language: Language, data: RentalCancelledMailData): { sentence: string; rows: Detail[] } {
  const t = texts[language];
  const { money } = data;
  switch (money.kind) {
    case 'refund': {
      const rows: Detail[] = [{ label: t.labels.refund, value: euros(money.refunded, language) }];
      if (toCents(money.kept) > 0) rows.push({ label: t.labels.kept, value: euros(money.kept, language) });
      const o = orderTexts[language];
      rows.push({ label: o.howBackLabel, value: o.howBack[money.channel], prose: true });
      return { sentence: t.refund(euros(money.refunded, language)), rows };
    }
    case 'kept':
      return {
        sentence: t.kept(euros(money.kept, language)),
        rows: [{ label: t.labels.kept, value: euros(money.kept, language) }],
      };
    case 'credited':
      return {
        sentence: t.credited(euros(money.credited, language)),
        rows: [{ label: t.labels.credited, value: euros(money.credited, language) }],
      };
    case 'nothing-paid':
      return { sentence: data.orderCancelled ? t.nothingPaid.order : t.nothingPaid.lines, rows: [] };
    case 'nothing-back':
      return { sentence: t.nothingBack, rows: [] };
  }
}

/**
 * Lines of an order cancelled, by the customer or by the shop for them, in one step: which ones
 * (or that the whole order is), and the refund that follows as the refunds code recorded it.
 */
export function rentalCancelledMail(language: Language, data: RentalCancelledMailData): Promise<Mail> {
  const t = texts[language];
  const o = orderTexts[language];
  const [first] = data.lines;
  if (!first) throw new Error('A cancellation mail needs at least one line');
  const which = data.orderCancelled ? 'order' : data.lines.length === 1 ? 'one' : 'some';
  const subject =
    which === 'order'
      ? t.subject.order(data.reference)
      : which === 'one'
        ? t.subject.one(first.productName)
        : t.subject.some(data.lines.length, data.reference);
  const money = moneyPart(language, data);
  const rows = [...money.rows];
  if (!data.orderCancelled && toCents(data.stillDue) > 0)
    rows.push({ label: t.labels.stillDue, value: euros(data.stillDue, language) });
  return renderLetter(language, {
    to: data.to,
    subject,
    preview: `${data.reference} · ${data.lines.map((line) => line.productName).join(', ')}`,
    title: t.title[which],
    reason: commonTexts[language].rentalReason,
    action: { href: data.orderUrl, label: o.viewOrder },
    children: (
      <>
        <Paragraph>{t.intro[which](data.reference)}</Paragraph>
        {data.lines.map((line, index) => (
          <RentalDetails
            key={index}
            language={language}
            productName={line.productName}
            dates={line.dates}
            total={line.total}
          />
        ))}
        {data.orderCancelled ? null : <Paragraph>{t.rest}</Paragraph>}
        <Paragraph>{money.sentence}</Paragraph>
        {rows.length > 0 ? <Details rows={rows} /> : null}
        {data.creditNotes.map((note) => (
          <Paragraph key={note.number}>{invoiceAttachedTexts[language](note)}</Paragraph>
        ))}
      </>
    ),
  });
}
