import type { DateRange } from '../../../shared/calendar-date';
import type { Language } from '../../../shared/languages';
import { formatEuros, toCents } from '../../../shared/money';
import type { Detail } from './parts';
import { RentalDetails } from './rental-details';

/*
 * What the mails about an order share (the confirmation, the payment, the refund, the deposit):
 * its lines, the words for money and for where it went, written once.
 */

/** Euros as the API writes them ("1234.50"), as the reader's language writes them ("1.234,50 €"). */
export const euros = (amount: string, language: Language) => formatEuros(toCents(amount), language);

/** Where money went through, as the payments ledger says (db/schema/payments.ts). */
export type PaymentChannel = 'stripe' | 'cash' | 'terminal' | 'bank_transfer';

/** One line of the order: a rental. */
export type OrderMailLine = {
  productName: string;
  dates: DateRange;
  /** The units picked for the rental. */
  serialNumbers: string[];
  /** Euros as the API writes them ("36.00"), at the booked daily price. */
  total: string;
  /** The deposit per piece (unit, or kit) asked at pick-up, when the shop takes deposits and this product has one. */
  depositPerUnit?: string;
  /** How many pieces it books: units, or kits (whose units are their parts'); its units when left out. */
  quantity?: number;
};

const piecesOfLine = (line: OrderMailLine) => line.quantity ?? line.serialNumbers.length;

export const orderTexts: Record<
  Language,
  {
    reference: string;
    orderTotal: string;
    depositAtPickup: string;
    depositInAll: string;
    /** The deposit taken at pick-up, in a sentence, for the mails that confirm an order. */
    depositSentence: (amount: string) => string;
    /** What was paid and how, as a label: "Paid online". */
    paidVia: Record<PaymentChannel, string>;
    reasonLabel: string;
    /** How money paid back (a refund, a deposit) reaches the customer. */
    howBackLabel: string;
    howBack: Record<PaymentChannel, string>;
    viewOrder: string;
  }
> = {
  en: {
    reference: 'Order',
    orderTotal: 'Order total',
    depositAtPickup: 'Deposit at pick-up',
    depositInAll: 'Deposit at pick-up, in all',
    depositSentence: (amount) =>
      `At pick-up we also take a deposit of ${amount}, which you get back when you return everything in good order.`,
    paidVia: {
      stripe: 'Paid online',
      cash: 'Paid in cash',
      terminal: 'Paid by card in the shop',
      bank_transfer: 'Paid by bank transfer',
    },
    reasonLabel: 'Reason',
    howBackLabel: 'How you get it back',
    howBack: {
      stripe:
        'To the card you paid with, through Stripe. Your bank usually shows it within a few days (at most 10 working days).',
      cash: 'In cash, at the counter.',
      terminal: "To your card, through the shop's card terminal.",
      bank_transfer: 'By bank transfer to your account.',
    },
    viewOrder: 'View my order',
  },
  es: {
    reference: 'Pedido',
    orderTotal: 'Total del pedido',
    depositAtPickup: 'Fianza al recoger',
    depositInAll: 'Fianza al recoger, en total',
    depositSentence: (amount) =>
      `Al recogerlo también te pedimos una fianza de ${amount}, que te devolvemos cuando nos lo devuelvas todo en buen estado.`,
    paidVia: {
      stripe: 'Pagado en línea',
      cash: 'Pagado en efectivo',
      terminal: 'Pagado con tarjeta en la tienda',
      bank_transfer: 'Pagado por transferencia bancaria',
    },
    reasonLabel: 'Motivo',
    howBackLabel: 'Cómo lo recibes',
    howBack: {
      stripe:
        'En la tarjeta con la que pagaste, a través de Stripe. Tu banco suele reflejarlo en unos días (como mucho, 10 días hábiles).',
      cash: 'En efectivo, en el mostrador.',
      terminal: 'En tu tarjeta, con el datáfono de la tienda.',
      bank_transfer: 'Por transferencia a tu cuenta.',
    },
    viewOrder: 'Ver mi pedido',
  },
  de: {
    reference: 'Bestellung',
    orderTotal: 'Gesamtbetrag der Bestellung',
    depositAtPickup: 'Kaution bei Abholung',
    depositInAll: 'Kaution bei Abholung, insgesamt',
    depositSentence: (amount) =>
      `Bei der Abholung nehmen wir außerdem eine Kaution von ${amount}, die du zurückbekommst, wenn du alles in gutem Zustand zurückgibst.`,
    paidVia: {
      stripe: 'Online bezahlt',
      cash: 'Bar bezahlt',
      terminal: 'Im Laden mit Karte bezahlt',
      bank_transfer: 'Per Überweisung bezahlt',
    },
    reasonLabel: 'Grund',
    howBackLabel: 'So bekommst du es zurück',
    howBack: {
      stripe:
        'Auf die Karte, mit der du bezahlt hast, über Stripe. Deine Bank zeigt die Gutschrift meist nach wenigen Tagen an (spätestens nach 10 Werktagen).',
      cash: 'Bar an der Kasse im Laden.',
      terminal: 'Auf deine Karte, über das Kartenterminal im Laden.',
      bank_transfer: 'Per Überweisung auf dein Konto.',
    },
    viewOrder: 'Bestellung ansehen',
  },
};

/** A line's deposit in all: the amount per piece times its pieces (units, or kits), in cents. */
export const lineDepositCents = (line: OrderMailLine) =>
  line.depositPerUnit === undefined ? 0 : toCents(line.depositPerUnit) * piecesOfLine(line);

/** Each line of the order as the site shows a rental, with its deposit when it has one. */
export function OrderLines(props: { language: Language; lines: OrderMailLine[] }) {
  const t = orderTexts[props.language];
  return props.lines.map((line, index) => {
    const cents = lineDepositCents(line);
    const units = piecesOfLine(line);
    const more: Detail[] = [];
    if (cents > 0) {
      // Several units show how the sum is made: "€200.00 (2 × €100.00)".
      const perUnit = units > 1 ? ` (${units} × ${euros(line.depositPerUnit!, props.language)})` : '';
      more.push({ label: t.depositAtPickup, value: `${formatEuros(cents, props.language)}${perUnit}` });
    }
    return (
      <RentalDetails
        key={index}
        language={props.language}
        productName={line.productName}
        dates={line.dates}
        serialNumbers={line.serialNumbers}
        total={line.total}
        more={more}
      />
    );
  });
}

/** What a coupon took off an order and what its damage waiver costs, euros as the API writes them. */
export type OrderExtras = { discount: string; damageWaiver: string; couponCode: string | null };

const extrasTexts: Record<Language, { coupon: (code: string) => string; discount: string; damageWaiver: string }> = {
  en: { coupon: (code) => `Coupon ${code}`, discount: 'Discount', damageWaiver: 'Damage waiver' },
  es: { coupon: (code) => `Cupón ${code}`, discount: 'Descuento', damageWaiver: 'Protección contra daños' },
  de: { coupon: (code) => `Gutschein ${code}`, discount: 'Rabatt', damageWaiver: 'Schadenschutz' },
};

/** Whether an order has a discount or a damage waiver to show. */
export const hasExtras = (extras: OrderExtras | undefined): extras is OrderExtras =>
  extras !== undefined && (extras.discount !== '0.00' || extras.damageWaiver !== '0.00');

/** The order's discount ("−€69.30") and damage waiver as rows of its summary; none when it has neither. */
export function extrasRows(language: Language, extras: OrderExtras | undefined): Detail[] {
  if (!hasExtras(extras)) return [];
  const t = extrasTexts[language];
  const rows: Detail[] = [];
  if (extras.discount !== '0.00') {
    rows.push({
      label: extras.couponCode ? t.coupon(extras.couponCode) : t.discount,
      value: `−${euros(extras.discount, language)}`,
    });
  }
  if (extras.damageWaiver !== '0.00') rows.push({ label: t.damageWaiver, value: euros(extras.damageWaiver, language) });
  return rows;
}

/** The order's deposit in all, in cents: what its lines ask at pick-up. */
export const orderDepositCents = (lines: OrderMailLine[]) =>
  lines.reduce((sum, line) => sum + lineDepositCents(line), 0);

/** The first line's product, and how many more lines the order has: what a subject names. */
export function subjectProduct(lines: { productName: string }[]): { product: string; more: number } {
  const [first] = lines;
  if (!first) throw new Error('An order mail needs at least one line');
  return { product: first.productName, more: lines.length - 1 };
}
