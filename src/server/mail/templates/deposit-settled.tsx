import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { renderLetter } from './letter';
import { euros, orderTexts, type PaymentChannel } from './order-parts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { Details, type Detail, Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type DepositSettledMailData = {
  to: Recipient;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  /** Kept against damage or a loss, or given back. */
  outcome: 'kept' | 'returned';
  /** This movement, and the deposit taken at pick-up ("0.00" if none is recorded), euros as the API writes them. */
  amount: string;
  taken: string;
  /** The shop's reason for keeping it. */
  reason: string | null;
  /** How a returned deposit goes back. */
  channel: PaymentChannel;
  /** The absolute address of /account/orders/{id}. */
  orderUrl: string;
  /** The invoice for the amount kept, attached to the mail, if one was issued. */
  invoice?: AttachedInvoice;
};

const texts: Record<
  Language,
  {
    subject: Record<'kept' | 'returned', (reference: string) => string>;
    title: { keptAll: string; keptPart: string; returned: string };
    kept: (amount: string, taken: string | null) => string;
    returned: (amount: string, reference: string) => string;
    labels: { kept: string; returned: string };
  }
> = {
  en: {
    subject: {
      kept: (reference) => `Your deposit for order ${reference}`,
      returned: (reference) => `Your deposit is returned: ${reference}`,
    },
    title: {
      keptAll: 'We have kept your deposit',
      keptPart: 'We have kept part of your deposit',
      returned: 'Your deposit is back',
    },
    kept: (amount, taken) =>
      taken
        ? `Of the ${taken} deposit you left at pick-up, we have kept ${amount}.`
        : `We have kept ${amount} of your deposit.`,
    returned: (amount, reference) => `We have returned ${amount} of your deposit for order ${reference}.`,
    labels: { kept: 'Deposit kept', returned: 'Deposit returned' },
  },
  es: {
    subject: {
      kept: (reference) => `Tu fianza del pedido ${reference}`,
      returned: (reference) => `Te hemos devuelto la fianza: ${reference}`,
    },
    title: {
      keptAll: 'Hemos retenido tu fianza',
      keptPart: 'Hemos retenido parte de tu fianza',
      returned: 'Te devolvemos la fianza',
    },
    kept: (amount, taken) =>
      taken
        ? `De la fianza de ${taken} que dejaste al recoger, hemos retenido ${amount}.`
        : `Hemos retenido ${amount} de tu fianza.`,
    returned: (amount, reference) => `Te hemos devuelto ${amount} de la fianza de tu pedido ${reference}.`,
    labels: { kept: 'Fianza retenida', returned: 'Fianza devuelta' },
  },
  de: {
    subject: {
      kept: (reference) => `Deine Kaution für die Bestellung ${reference}`,
      returned: (reference) => `Kaution zurückgezahlt: ${reference}`,
    },
    title: {
      keptAll: 'Wir haben deine Kaution einbehalten',
      keptPart: 'Wir haben einen Teil deiner Kaution einbehalten',
      returned: 'Du bekommst deine Kaution zurück',
    },
    kept: (amount, taken) =>
      taken
        ? `Von der Kaution über ${taken}, die du bei der Abholung hinterlegt hast, haben wir ${amount} einbehalten.`
        : `Wir haben ${amount} deiner Kaution einbehalten.`,
    returned: (amount, reference) =>
      `Wir haben dir ${amount} deiner Kaution für die Bestellung ${reference} zurückgezahlt.`,
    labels: { kept: 'Einbehaltene Kaution', returned: 'Zurückgezahlte Kaution' },
  },
};

/** The shop kept some or all of the deposit (with its reason), or returned it (and how). */
export function depositSettledMail(language: Language, data: DepositSettledMailData): Promise<Mail> {
  const t = texts[language];
  const o = orderTexts[language];
  const amount = euros(data.amount, language);
  const taken = data.taken === '0.00' ? null : euros(data.taken, language);
  const kept = data.outcome === 'kept';
  const rows: Detail[] = [
    { label: o.reference, value: data.reference },
    { label: kept ? t.labels.kept : t.labels.returned, value: amount },
  ];
  if (kept && data.reason) rows.push({ label: o.reasonLabel, value: data.reason, prose: true });
  if (!kept) rows.push({ label: o.howBackLabel, value: o.howBack[data.channel], prose: true });
  const keptAll = taken !== null && data.amount === data.taken;
  return renderLetter(language, {
    to: data.to,
    subject: t.subject[data.outcome](data.reference),
    preview: `${data.reference} · ${amount}`,
    title: kept ? (keptAll ? t.title.keptAll : t.title.keptPart) : t.title.returned,
    reason: commonTexts[language].rentalReason,
    action: { href: data.orderUrl, label: o.viewOrder },
    children: (
      <>
        <Paragraph>{kept ? t.kept(amount, taken) : t.returned(amount, data.reference)}</Paragraph>
        <Details rows={rows} />
        {data.invoice ? <Paragraph>{invoiceAttachedTexts[language](data.invoice)}</Paragraph> : null}
      </>
    ),
  });
}
