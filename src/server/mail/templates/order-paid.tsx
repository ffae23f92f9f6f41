import type { Language } from '../../../shared/languages';
import { formatEuros } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import {
  euros,
  extrasRows,
  type OrderExtras,
  orderDepositCents,
  OrderLines,
  type OrderMailLine,
  orderTexts,
  type PaymentChannel,
  subjectProduct,
} from './order-parts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { Details, type Detail, Paragraph } from './parts';
import type { Recipient } from './render-mail';

type PaidFacts = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  /** The payment, euros as the API writes them, and where it went through. */
  paid: string;
  channel: PaymentChannel;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
  /** The invoice of this payment, attached to the mail, if one was issued. */
  invoice?: AttachedInvoice;
};

/**
 * An order paid online is confirmed by this mail (no booking mail went before it): its lines, what
 * was paid and the deposit still due at pick-up. An order paid in the shop gets a short receipt.
 */
export type OrderPaidMailData =
  (PaidFacts & { kind: 'confirmation'; lines: OrderMailLine[]; extras?: OrderExtras }) | (PaidFacts & { kind: 'receipt' });

const texts: Record<
  Language,
  {
    confirmation: {
      subject: (product: string, more: number) => string;
      title: string;
      intro: (reference: string) => string;
    };
    receipt: {
      subject: (reference: string) => string;
      title: string;
      /** `byTransfer`: the money came to the shop's bank, not to its counter. */
      body: (amount: string, reference: string, byTransfer: boolean) => string;
    };
  }
> = {
  en: {
    confirmation: {
      subject: (product, more) => `Paid and confirmed: ${product}${more > 0 ? ` and ${more} more` : ''}`,
      title: 'Thank you, your order is confirmed',
      intro: (reference) =>
        `We have received your payment for order ${reference}, and your rental is confirmed. Here are the details:`,
    },
    receipt: {
      subject: (reference) => `Payment received: ${reference}`,
      title: 'Thank you for your payment',
      body: (amount, reference, byTransfer) =>
        `We received ${amount} ${byTransfer ? 'by bank transfer' : 'in the shop'} for your order ${reference}.`,
    },
  },
  es: {
    confirmation: {
      subject: (product, more) => `Pagado y confirmado: ${product}${more > 0 ? ` y ${more} más` : ''}`,
      title: 'Gracias, tu pedido está confirmado',
      intro: (reference) =>
        `Hemos recibido el pago de tu pedido ${reference} y tu alquiler está confirmado. Estos son los detalles:`,
    },
    receipt: {
      subject: (reference) => `Pago recibido: ${reference}`,
      title: 'Gracias por tu pago',
      body: (amount, reference, byTransfer) =>
        `Hemos recibido ${amount} ${byTransfer ? 'por transferencia bancaria' : 'en la tienda'} por tu pedido ${reference}.`,
    },
  },
  de: {
    confirmation: {
      subject: (product, more) => `Bezahlt und bestätigt: ${product}${more > 0 ? ` und ${more} weitere` : ''}`,
      title: 'Danke, deine Bestellung ist bestätigt',
      intro: (reference) =>
        `Wir haben deine Zahlung für die Bestellung ${reference} erhalten, deine Miete ist bestätigt. Hier sind die Details:`,
    },
    receipt: {
      subject: (reference) => `Zahlung erhalten: ${reference}`,
      title: 'Danke für deine Zahlung',
      body: (amount, reference, byTransfer) =>
        `Wir haben ${byTransfer ? 'per Überweisung' : 'im Laden'} ${amount} für deine Bestellung ${reference} erhalten.`,
    },
  },
};

/**
 * The mail of `order.paid`. It is one function returning one Mail so that the invoice, when the
 * shop issues one, is attached here and nowhere else.
 */
export function orderPaidMail(language: Language, data: OrderPaidMailData): Promise<Mail> {
  const o = orderTexts[language];
  const amount = euros(data.paid, language);
  const paid: Detail = { label: o.paidVia[data.channel], value: amount };
  const action = { href: data.orderUrl, label: o.viewOrder };
  if (data.kind === 'receipt') {
    const t = texts[language].receipt;
    return renderLetter(language, {
      to: data.to,
      subject: t.subject(data.reference),
      preview: `${data.reference} · ${amount}`,
      title: t.title,
      reason: commonTexts[language].rentalReason,
      action,
      children: (
        <>
          <Paragraph>{t.body(amount, data.reference, data.channel === 'bank_transfer')}</Paragraph>
          <Details rows={[{ label: o.reference, value: data.reference }, paid]} />
          {data.invoice ? <Paragraph>{invoiceAttachedTexts[language](data.invoice)}</Paragraph> : null}
        </>
      ),
    });
  }
  const t = texts[language].confirmation;
  const { product, more } = subjectProduct(data.lines);
  const depositCents = orderDepositCents(data.lines);
  const deposit = formatEuros(depositCents, language);
  const summary: Detail[] = [...extrasRows(language, data.extras), paid];
  if (depositCents > 0 && more > 0) summary.push({ label: o.depositInAll, value: deposit });
  return renderLetter(language, {
    to: data.to,
    subject: t.subject(product, more),
    preview: `${data.reference} · ${amount}`,
    title: t.title,
    reason: commonTexts[language].rentalReason,
    action,
    children: (
      <>
        <Paragraph>{t.intro(data.reference)}</Paragraph>
        <OrderLines language={language} lines={data.lines} />
        <Details rows={summary} />
        {depositCents > 0 ? <Paragraph>{o.depositSentence(deposit)}</Paragraph> : null}
        {data.invoice ? <Paragraph>{invoiceAttachedTexts[language](data.invoice)}</Paragraph> : null}
      </>
    ),
  });
}
