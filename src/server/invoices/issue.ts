import { eq, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { InvoiceKind } from '../../shared/schemas/invoice';
import { extrasByRate } from '../../shared/discounts';
import { numericToRate, rateToNumeric, spreadCents, splitLinesByRate } from '../../shared/vat';
import type { Executor } from '../db/client';
import { type InvoiceRow, invoiceLines, invoices } from './schema';
import { adjustmentsBeforeCharge, buyerOf, chargeInvoiceOf, couponCodeOf, rentalLines } from './document-sources';
import { ratePercent } from './pdf-format';
import type { PaymentRow } from '../db/schema/payments';
import type { Publish } from '../events';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import type { InvoicePaymentNote } from './document';
import { invoiceLineTexts } from '../invoice-line-texts';
import { takeInvoiceNumber } from './numbering';

/*
 * Issuing invoices and credit notes, always inside the transaction that moves the
 * money, after it locked the order: the document, its number and the payment commit together or
 * not at all. An invoice when an order is paid (its live lines at their booked prices and rates)
 * and for what is charged later (a deposit kept against damage, a late return's fee); a credit
 * note, correcting the order's invoice, for every refund. Each line's VAT is taken out of its gross
 * amount and rounded on the line (shared/vat.ts); the document's totals are the sums of its lines,
 * so they equal the money moved to the cent.
 */

type DraftLine = {
  description: string;
  rentalId?: number;
  productId?: number;
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
  /** The days charged (closed days may be free); a rental line has it. */
  days?: number;
  quantity: number;
  units?: string[];
  unitPriceCents?: number;
  vatRate: number;
  grossCents: number;
};

type Draft = {
  kind: InvoiceKind;
  orderId: number;
  /** The money movement it is about; null for an invoice on account, issued before it is paid. */
  payment: PaymentRow | null;
  /** An invoice on account: the day its amount is due by. */
  dueDate?: IsoDate;
  /** How its money moved, when there is no payment to say it (a correction of an invoice on account). */
  note?: InvoicePaymentNote;
  correctsId?: number;
  lines: DraftLine[];
};

/** A charge made after the order was paid: what it is (in the customer's language), its amount, its rate. */
export type LaterCharge = {
  describe: (language: Language) => string;
  grossCents: number;
  /** Percent; the shop's standard rate when left out. */
  vatRate?: number;
};

const paymentNote = (row: PaymentRow | null): InvoicePaymentNote =>
  row === null
    ? // On account: to be paid by bank transfer by its due date.
      { status: 'due', channel: 'bank_transfer', at: new Date().toISOString() }
    : {
        status: row.kind === 'refund' ? (row.state === 'succeeded' ? 'refunded' : 'refund_pending') : 'paid',
        channel: row.channel,
        at: row.createdAt.toISOString(),
      };

/** Issues `draft`: its number from the series, its lines with their VAT, its totals their sums, and invoice.issued. */
async function issueDraft(tx: Executor, deps: InvoicingDeps, draft: Draft): Promise<InvoiceRow> {
  const { settings, calendar, publish } = deps;
  const shop = await settings.read(tx);
  const { reference, buyer, language, vatTreatment } = await buyerOf(tx, draft.orderId);
  const issueDate = calendar.today();
  const year = Number(issueDate.slice(0, 4));
  const series = draft.kind === 'invoice' ? shop.invoices.prefix : shop.invoices.creditNotePrefix;
  const { sequence, number } = await takeInvoiceNumber(tx, series, year);
  // A reverse-charged order's documents charge no VAT, whatever a line was drafted at (a later
  // fee, a kept deposit): its amounts are without VAT already (decision 089).
  const lines = splitLinesByRate(
    vatTreatment === 'reverse_charge' ? draft.lines.map((line) => ({ ...line, vatRate: 0 })) : draft.lines,
  );
  const sum = (key: 'netCents' | 'vatCents' | 'grossCents') => lines.reduce((total, line) => total + line[key], 0);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: draft.kind,
      series,
      year,
      sequence,
      number,
      orderId: draft.orderId,
      orderReference: reference,
      paymentId: draft.payment?.id ?? null,
      correctsId: draft.correctsId ?? null,
      issueDate,
      language,
      seller: shop.legal,
      buyer,
      payment: draft.note ?? paymentNote(draft.payment),
      netCents: sum('netCents'),
      vatCents: sum('vatCents'),
      grossCents: sum('grossCents'),
      vatTreatment,
      dueDate: draft.dueDate ?? null,
    })
    .returning();
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      invoiceId: invoice!.id,
      position: index + 1,
      description: line.description,
      rentalId: line.rentalId ?? null,
      productId: line.productId ?? null,
      dateFrom: line.dateFrom ?? null,
      dateTo: line.dateTo ?? null,
      days: line.days ?? null,
      quantity: line.quantity,
      units: line.units ?? [],
      unitPriceCents: line.unitPriceCents ?? null,
      vatRate: rateToNumeric(line.vatRate),
      netCents: line.netCents,
      vatCents: line.vatCents,
      grossCents: line.grossCents,
    })),
  );
  await publish({ type: 'invoice.issued', invoiceId: invoice!.id, orderId: draft.orderId }, tx);
  return invoice!;
}

type InvoicingDeps = { settings: SettingsService; calendar: ShopCalendar; publish: Publish };

export function createInvoicing(deps: InvoicingDeps) {
  const { settings } = deps;
  const issue = (tx: Executor, draft: Draft) => issueDraft(tx, deps, draft);

  /** An invoice for money charged after the order was paid (a deposit kept, a late fee). */
  async function forLaterCharge(tx: Executor, orderId: number, payment: PaymentRow, charges: LaterCharge[]) {
    const [{ language }, shop] = await Promise.all([buyerOf(tx, orderId), settings.read(tx)]);
    const lines = charges.map((charge): DraftLine => ({
      description: charge.describe(language),
      quantity: 1,
      vatRate: charge.vatRate ?? shop.vat.standardRate,
      grossCents: charge.grossCents,
    }));
    return issue(tx, { kind: 'invoice', orderId, payment, lines });
  }

  /**
   * The credit note of a refund, correcting the order's invoice: for a cancelled line, one line
   * naming it at its rate; for a refund by hand, the amount spread over the invoice's rates in
   * proportion to what each was paid. None when the order has no invoice (a payment that came
   * after the order lapsed is refunded in full and was never invoiced).
   */
  async function forRefund(
    tx: Executor,
    orderId: number,
    refund: PaymentRow,
    cause: { rentalId: number; dateChange?: boolean; lineChange?: 'price' | 'quantity' } | { reason: string },
  ): Promise<InvoiceRow | null> {
    const corrected = await chargeInvoiceOf(tx, orderId);
    if (!corrected) return null;
    const { language } = await buyerOf(tx, orderId);
    const texts = invoiceLineTexts[language];
    let lines: DraftLine[];
    if ('rentalId' in cause) {
      const [line] = await rentalLines(tx, orderId, language, cause.rentalId);
      if (!line) throw new Error(`No rental ${cause.rentalId} on order ${orderId}`);
      lines = [
        {
          description: cause.dateChange
            ? texts.dateChange(line.name)
            : cause.lineChange === 'price'
              ? texts.priceChange(line.name)
              : cause.lineChange === 'quantity'
                ? texts.quantityChange(line.name)
                : texts.cancellation(line.name),
          rentalId: line.rentalId,
          productId: line.productId,
          dateFrom: line.dateFrom,
          dateTo: line.dateTo,
          days: line.chargedDays,
          quantity: line.quantity,
          units: line.units,
          vatRate: line.vatRate,
          grossCents: refund.amountCents,
        },
      ];
    } else {
      const byRate = await tx
        .select({ vatRate: invoiceLines.vatRate, grossCents: sql<number>`sum(${invoiceLines.grossCents})::int` })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, corrected.id))
        .groupBy(invoiceLines.vatRate)
        .orderBy(sql`${invoiceLines.vatRate} DESC`);
      const shares = spreadCents(
        refund.amountCents,
        byRate.map((rate) => rate.grossCents),
      );
      lines = byRate
        .map((rate, index) => ({
          description: texts.refund(cause.reason),
          quantity: 1,
          vatRate: numericToRate(rate.vatRate),
          grossCents: shares[index]!,
        }))
        .filter((line) => line.grossCents > 0);
    }
    return issue(tx, { kind: 'credit_note', orderId, payment: refund, correctsId: corrected.id, lines });
  }

  /**
   * The invoice of an order's money: each live line at its booked daily price and VAT rate, the
   * discount, the waiver and fees; issued with its payment (`charge`), or on account (null) with
   * the day it is due by. An order paid on invoice has its invoice already: the payment that
   * settles it issues none.
   */
  async function forOrder(tx: Executor, orderId: number, charge: PaymentRow | null, dueDate?: IsoDate) {
    if (charge !== null && (await chargeInvoiceOf(tx, orderId)) !== null) return null;
    const { language } = await buyerOf(tx, orderId);
    const live = await rentalLines(tx, orderId, language);
    const lines = live.map((line): DraftLine => ({
      description: line.name,
      rentalId: line.rentalId,
      productId: line.productId,
      dateFrom: line.dateFrom,
      dateTo: line.dateTo,
      quantity: line.quantity,
      units: line.units,
      unitPriceCents: line.dailyPriceCents,
      vatRate: line.vatRate,
      days: line.chargedDays,
      grossCents: line.dailyPriceCents * line.chargedDays * line.quantity,
    }));
    const texts = invoiceLineTexts[language];
    // The coupon's discount and the damage waiver, each a line per VAT rate (docs/pricing.md):
    // the discount a negative amount, so each rate's VAT is that of its rent after it.
    const rented = live.map((line) => ({
      vatRate: line.vatRate,
      rentCents: line.dailyPriceCents * line.chargedDays * line.quantity,
      discountCents: line.discountCents,
      waiverCents: line.waiverCents,
    }));
    const couponCode = await couponCodeOf(tx, orderId);
    for (const group of extrasByRate(rented)) {
      const rate = ratePercent(group.rate, language);
      if (group.discountCents > 0) {
        lines.push({
          description: texts.discount(couponCode ?? '', rate),
          quantity: 1,
          vatRate: group.rate,
          grossCents: -group.discountCents,
        });
      }
      if (group.waiverCents > 0) {
        lines.push({
          description: texts.damageWaiver(rate),
          quantity: 1,
          vatRate: group.rate,
          grossCents: group.waiverCents,
        });
      }
    }
    const adjustments = await adjustmentsBeforeCharge(tx, orderId, language);
    for (const fee of adjustments.fees) {
      lines.push({
        description: fee.kind === 'cancellation_fee' ? texts.cancellationFee(fee.name) : texts.changeFee(fee.name),
        rentalId: fee.rentalId,
        productId: fee.productId,
        quantity: 1,
        vatRate: numericToRate(fee.vatRate),
        grossCents: fee.amountCents,
      });
    }
    const invoice = await issue(tx, { kind: 'invoice', orderId, payment: charge, lines, dueDate });
    // Goodwill given before the order was settled took that much off its price: the invoice
    // says what the lines cost, and a credit note of the goodwill corrects it at once.
    for (const given of adjustments.goodwill) {
      await forRefund(
        tx,
        orderId,
        { ...given.refund, amountCents: given.cents },
        { reason: given.refund.reason ?? '' },
      );
    }
    return invoice;
  }

  /** What the order's documents ask, when it has an invoice on account: invoices less credit notes. */
  async function documentedOnAccount(tx: Executor, orderId: number): Promise<number | null> {
    const { rows } = await tx.execute<{ on_account: boolean; cents: string | null }>(sql`
      SELECT bool_or(due_date IS NOT NULL) AS on_account,
             sum(CASE WHEN kind = 'invoice' THEN gross_cents ELSE -gross_cents END) AS cents
        FROM invoices WHERE order_id = ${orderId}`);
    return rows[0]?.on_account ? Number(rows[0].cents ?? 0) : null;
  }

  /** A credit note of `amountCents` off the order's invoice on account, spread over its rates; no money moves. */
  async function forOnAccountCorrection(tx: Executor, orderId: number, amountCents: number) {
    const corrected = await chargeInvoiceOf(tx, orderId);
    if (!corrected || amountCents <= 0) return null;
    const { language } = await buyerOf(tx, orderId);
    const byRate = await tx
      .select({ vatRate: invoiceLines.vatRate, grossCents: sql<number>`sum(${invoiceLines.grossCents})::int` })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, corrected.id))
      .groupBy(invoiceLines.vatRate)
      .orderBy(sql`${invoiceLines.vatRate} DESC`);
    const shares = spreadCents(
      amountCents,
      byRate.map((rate) => rate.grossCents),
    );
    const lines = byRate
      .map((rate, index) => ({
        description: invoiceLineTexts[language].onAccountCorrection,
        quantity: 1,
        vatRate: numericToRate(rate.vatRate),
        grossCents: shares[index]!,
      }))
      .filter((line) => line.grossCents > 0);
    return issue(tx, {
      kind: 'credit_note',
      orderId,
      payment: null,
      correctsId: corrected.id,
      lines,
      note: { status: 'credited', channel: 'bank_transfer', at: new Date().toISOString() },
    });
  }

  return {
    documentedOnAccount,
    forOnAccountCorrection,

    /** The invoice of an order's payment (none when the order has its invoice on account already). */
    forCharge: (tx: Executor, orderId: number, charge: PaymentRow) => forOrder(tx, orderId, charge),

    /** The invoice of an order paid on invoice, issued with it, due `termsDays` after today. */
    forOnAccount: (tx: Executor, orderId: number, termsDays: number) =>
      forOrder(tx, orderId, null, addDays(deps.calendar.today(), termsDays)),

    forLaterCharge,

    /** The part of a deposit kept against damage, invoiced at the standard rate (docs/invoices.md says why). */
    forDepositKept: (tx: Executor, orderId: number, kept: PaymentRow) =>
      forLaterCharge(tx, orderId, kept, [
        {
          describe: (language) => invoiceLineTexts[language].keptFromDeposit(kept.reason ?? ''),
          grossCents: kept.amountCents,
        },
      ]),

    forRefund,
  };
}

export type Invoicing = ReturnType<typeof createInvoicing>;
