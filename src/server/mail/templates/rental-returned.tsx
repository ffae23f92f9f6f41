import { formatCalendarDate, type DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { toCents } from '../../../shared/money';
import type { Mail } from '../mailer';
import { commonTexts } from './common-texts';
import { type AttachedInvoice, invoiceAttachedTexts } from './invoice-texts';
import { renderLetter } from './letter';
import { euros, orderTexts, type PaymentChannel } from './order-parts';
import { type Detail, Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

/** A unit the desk found damaged or missing at the return, with the note the customer sees on the incident. */
export type ReturnFinding = { unit: string; condition: 'damaged' | 'missing'; note: string };

/** The late fee charged at the return, as the check-in recorded it. */
export type ReturnLateFee = {
  /** Euros as the API writes them: what was charged (the ledger's row). */
  amount: string;
  daysLate: number;
  /** How it was paid at the counter. */
  channel: PaymentChannel;
  /** How the shop's fee counts it, when that is what was charged: pieces × days × the fee a day. */
  counted?: { pieces: number; perDay: string; per: 'unit' | 'kit' };
  /** Its invoice, attached to the mail. */
  invoice?: AttachedInvoice;
};

export type RentalReturnedMailData = {
  to: Recipient;
  productName: string;
  /** The order's public reference (FH-2026-000123). */
  reference: string;
  dates: DateRange;
  /** What the desk recorded at this return; none for a return that was only late. */
  findings: ReturnFinding[];
  /** The photos the shop took of the damage since the check-in. */
  photos: number;
  /** The deposit the shop still holds for the order while the damage or loss is settled ("0.00" for none). */
  depositHeld: string;
  /** The customer took the damage waiver for this rental. */
  damageWaiver: boolean;
  lateFee?: ReturnLateFee;
  /** The absolute address of /account/rental-requests/{id}. */
  rentalUrl: string;
};

type Texts = {
  subject: {
    damaged: (product: string) => string;
    missing: (product: string) => string;
    both: (product: string) => string;
    late: (product: string) => string;
  };
  title: { damaged: string; missing: string; both: string; late: string };
  recorded: (product: string, reference: string) => string;
  labels: {
    unit: string;
    condition: string;
    note: string;
    daysLate: string;
    lateFee: string;
    counted: string;
    payment: string;
  };
  condition: Record<ReturnFinding['condition'], string>;
  photos: (count: number) => string;
  next: string;
  damagedNext: string;
  depositHeld: (amount: string) => string;
  waiver: string;
  missingNext: string;
  late: (product: string, lastDay: string, days: number) => string;
  counted: (pieces: number, per: 'unit' | 'kit', days: number, perDay: string) => string;
  action: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: {
      damaged: (product) => `Damage recorded on your return of ${product}`,
      missing: (product) => `Not everything of ${product} has come back`,
      both: (product) => `Damage and missing equipment on your return of ${product}`,
      late: (product) => `Late fee for your rental of ${product}`,
    },
    title: {
      damaged: 'We found damage',
      missing: 'Something has not come back',
      both: 'We found damage, and something is missing',
      late: 'Your return was late',
    },
    recorded: (product, reference) =>
      `We have checked in your rental of ${product} (order ${reference}) and recorded the following:`,
    labels: {
      unit: 'Unit (serial number)',
      condition: 'Found',
      note: 'Our note',
      daysLate: 'Days late',
      lateFee: 'Late fee',
      counted: 'How it is counted',
      payment: 'Payment',
    },
    condition: { damaged: 'Damaged', missing: 'Not returned' },
    photos: (count) =>
      count === 0
        ? 'We took no photos of the damage.'
        : `We took ${count === 1 ? '1 photo' : `${count} photos`} of the damage; you can see them on your rental.`,
    next: 'What happens next',
    damagedNext: 'We will look at the damage closely and contact you about any costs before we charge anything.',
    depositHeld: (amount) =>
      `Until this is settled we hold on to your deposit of ${amount}; whatever is not needed for it comes back to you.`,
    waiver:
      'You took the damage waiver for this rental: our terms say what it covers, and we will take it into account.',
    missingNext:
      'If you find it, please bring it back as soon as you can: the rental stays open until it is back, and after its last day the late fee keeps growing. If it does not turn up, we will contact you about its replacement cost.',
    late: (product, lastDay, days) =>
      `Your rental of ${product} ended on ${lastDay} and came back ${days === 1 ? '1 day' : `${days} days`} late, so we have charged the late fee.`,
    counted: (pieces, per, days, perDay) =>
      `${pieces} ${per === 'kit' ? (pieces === 1 ? 'kit' : 'kits') : pieces === 1 ? 'unit' : 'units'} × ${days === 1 ? '1 day' : `${days} days`} × ${perDay}`,
    action: 'View my rental request',
  },
  es: {
    subject: {
      damaged: (product) => `Daños registrados en la devolución de ${product}`,
      missing: (product) => `No se ha devuelto todo de ${product}`,
      both: (product) => `Daños y material sin devolver en la devolución de ${product}`,
      late: (product) => `Recargo por retraso en tu alquiler de ${product}`,
    },
    title: {
      damaged: 'Hemos encontrado daños',
      missing: 'Falta algo por devolver',
      both: 'Hemos encontrado daños y falta algo por devolver',
      late: 'Tu devolución llegó tarde',
    },
    recorded: (product, reference) =>
      `Hemos recibido tu alquiler de ${product} (pedido ${reference}) y hemos registrado lo siguiente:`,
    labels: {
      unit: 'Unidad (número de serie)',
      condition: 'Estado',
      note: 'Nuestra nota',
      daysLate: 'Días de retraso',
      lateFee: 'Recargo por retraso',
      counted: 'Cómo se calcula',
      payment: 'Pago',
    },
    condition: { damaged: 'Dañada', missing: 'No devuelta' },
    photos: (count) =>
      count === 0
        ? 'No hemos tomado fotos de los daños.'
        : `Hemos tomado ${count === 1 ? '1 foto' : `${count} fotos`} de los daños; puedes verlas en tu alquiler.`,
    next: 'Qué pasa ahora',
    damagedNext:
      'Vamos a revisar los daños con calma y nos pondremos en contacto contigo por los posibles costes antes de cobrarte nada.',
    depositHeld: (amount) =>
      `Hasta que esto se resuelva, retenemos tu fianza de ${amount}; lo que no haga falta te lo devolvemos.`,
    waiver:
      'Contrataste la protección contra daños para este alquiler: nuestras condiciones indican lo que cubre y lo tendremos en cuenta.',
    missingNext:
      'Si lo encuentras, devuélvelo lo antes posible: el alquiler sigue abierto hasta que vuelva y, pasado su último día, el recargo por retraso sigue aumentando. Si no aparece, nos pondremos en contacto contigo por el coste de reposición.',
    late: (product, lastDay, days) =>
      `Tu alquiler de ${product} terminó el ${lastDay} y se devolvió con ${days === 1 ? '1 día' : `${days} días`} de retraso, así que te hemos cobrado el recargo por retraso.`,
    counted: (pieces, per, days, perDay) =>
      `${pieces} ${per === 'kit' ? (pieces === 1 ? 'kit' : 'kits') : pieces === 1 ? 'unidad' : 'unidades'} × ${days === 1 ? '1 día' : `${days} días`} × ${perDay}`,
    action: 'Ver mi solicitud',
  },
  de: {
    subject: {
      damaged: (product) => `Schaden bei der Rückgabe von ${product} festgestellt`,
      missing: (product) => `Nicht alles von ${product} ist zurückgekommen`,
      both: (product) => `Schaden und fehlende Geräte bei der Rückgabe von ${product}`,
      late: (product) => `Verspätungsgebühr für deine Miete von ${product}`,
    },
    title: {
      damaged: 'Wir haben einen Schaden festgestellt',
      missing: 'Etwas ist nicht zurückgekommen',
      both: 'Wir haben einen Schaden festgestellt, und etwas fehlt',
      late: 'Deine Rückgabe kam zu spät',
    },
    recorded: (product, reference) =>
      `Wir haben deine Miete von ${product} (Bestellung ${reference}) zurückgenommen und Folgendes festgehalten:`,
    labels: {
      unit: 'Gerät (Seriennummer)',
      condition: 'Zustand',
      note: 'Unsere Notiz',
      daysLate: 'Tage verspätet',
      lateFee: 'Verspätungsgebühr',
      counted: 'So wird sie berechnet',
      payment: 'Zahlung',
    },
    condition: { damaged: 'Beschädigt', missing: 'Nicht zurückgegeben' },
    photos: (count) =>
      count === 0
        ? 'Wir haben keine Fotos vom Schaden gemacht.'
        : `Wir haben ${count === 1 ? '1 Foto' : `${count} Fotos`} vom Schaden gemacht; du findest sie bei deiner Miete.`,
    next: 'Wie es weitergeht',
    damagedNext:
      'Wir sehen uns den Schaden genau an und melden uns wegen möglicher Kosten bei dir, bevor wir etwas berechnen.',
    depositHeld: (amount) =>
      `Bis das geklärt ist, behalten wir deine Kaution von ${amount} ein; was dafür nicht nötig ist, bekommst du zurück.`,
    waiver:
      'Du hast für diese Miete den Schadenschutz gebucht: Unsere Bedingungen sagen, was er abdeckt, und das berücksichtigen wir.',
    missingNext:
      'Wenn du es findest, bring es bitte so bald wie möglich zurück: Die Miete bleibt offen, bis es zurück ist, und nach ihrem letzten Tag steigt die Verspätungsgebühr weiter. Taucht es nicht auf, melden wir uns wegen der Kosten für den Ersatz bei dir.',
    late: (product, lastDay, days) =>
      `Deine Miete von ${product} endete am ${lastDay} und kam ${days === 1 ? '1 Tag' : `${days} Tage`} zu spät zurück, deshalb haben wir die Verspätungsgebühr berechnet.`,
    counted: (pieces, per, days, perDay) =>
      `${pieces} ${per === 'kit' ? (pieces === 1 ? 'Set' : 'Sets') : pieces === 1 ? 'Gerät' : 'Geräte'} × ${days === 1 ? '1 Tag' : `${days} Tage`} × ${perDay}`,
    action: 'Mietanfrage ansehen',
  },
};

/**
 * A rental checked in at the desk with something to tell: units found damaged or not returned
 * (what was recorded, the photos taken, what happens next), a late fee charged (with its invoice),
 * or both, in one mail for the one return.
 */
export function rentalReturnedMail(language: Language, data: RentalReturnedMailData): Promise<Mail> {
  const t = texts[language];
  const damaged = data.findings.some((finding) => finding.condition === 'damaged');
  const missing = data.findings.some((finding) => finding.condition === 'missing');
  const kind = damaged && missing ? 'both' : damaged ? 'damaged' : missing ? 'missing' : 'late';
  const fee = data.lateFee;
  const feeRows: Detail[] = [];
  if (fee) {
    feeRows.push({ label: t.labels.daysLate, value: String(fee.daysLate) });
    feeRows.push({ label: t.labels.lateFee, value: euros(fee.amount, language) });
    if (fee.counted) {
      const { pieces, per, perDay } = fee.counted;
      feeRows.push({ label: t.labels.counted, value: t.counted(pieces, per, fee.daysLate, euros(perDay, language)) });
    }
    feeRows.push({ label: t.labels.payment, value: orderTexts[language].paidVia[fee.channel] });
  }
  const held = toCents(data.depositHeld) > 0;
  return renderLetter(language, {
    to: data.to,
    subject: t.subject[kind](data.productName),
    preview: `${data.reference} · ${data.productName}`,
    title: t.title[kind],
    reason: commonTexts[language].rentalReason,
    action: { href: data.rentalUrl, label: t.action },
    children: (
      <>
        {data.findings.length > 0 ? (
          <>
            <Paragraph>{t.recorded(data.productName, data.reference)}</Paragraph>
            {data.findings.map((finding, index) => (
              <Details
                key={index}
                rows={[
                  { label: t.labels.unit, value: finding.unit },
                  { label: t.labels.condition, value: t.condition[finding.condition] },
                  ...(finding.note ? [{ label: t.labels.note, value: finding.note, prose: true }] : []),
                ]}
              />
            ))}
            {damaged || data.photos > 0 ? <Paragraph>{t.photos(data.photos)}</Paragraph> : null}
            <Paragraph>
              <strong>{t.next}:</strong>{' '}
              {[damaged ? t.damagedNext : null, missing ? t.missingNext : null].filter(Boolean).join(' ')}
            </Paragraph>
            {held ? <Paragraph>{t.depositHeld(euros(data.depositHeld, language))}</Paragraph> : null}
            {damaged && data.damageWaiver ? <Paragraph>{t.waiver}</Paragraph> : null}
          </>
        ) : null}
        {fee ? (
          <>
            <Paragraph>
              {t.late(data.productName, formatCalendarDate(data.dates.dateTo, language), fee.daysLate)}
            </Paragraph>
            <Details rows={feeRows} />
            {fee.invoice ? <Paragraph>{invoiceAttachedTexts[language](fee.invoice)}</Paragraph> : null}
          </>
        ) : null}
      </>
    ),
  });
}
