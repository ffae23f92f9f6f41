import { eq } from 'drizzle-orm';
import { asLanguage, type Language } from '../../shared/languages';
import type { Order, PaymentMovement } from '../../shared/schemas/order';
import type { ShopSettings } from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { payments } from '../db/schema/payments';
import { orders as orderTable } from '../db/schema/rentals';
import type { InvoiceDocument } from '../invoices/document';
import type { Mail, MailAttachment } from './mailer';
import type { OrderMailLine } from './templates/order-parts';
import type { Recipient } from './templates/render-mail';
import { placedMailFacts } from './placed-mail';
import { unitLabels } from './unit-labels';

/*
 * The mails about an order and its money, each written when it is sent from the order
 * as it is then, in its customer's saved language. A mail whose news no longer holds (the order
 * is gone, a lapsed order was revived, a payment failed) is not sent: null.
 */

/** An order as its mails tell it, in the mail's language, or null once it is gone. */
export type OrderReader = { find(orderId: number, language: Language): Promise<Order | null> };

/** The shop's settings as they are when the mail is written (deposits on or off, the cancellation rules). */
export type SettingsReader = { read(): Promise<ShopSettings> };

/** The invoice or credit note a payments row issued, or null when it issued none. */
export type InvoiceReader = { forPayment(paymentId: number): Promise<InvoiceDocument | null> };

export type OrderMailDeps = {
  db: Database;
  orders: OrderReader;
  settings: SettingsReader;
  invoices: InvoiceReader;
  link: (path: string) => string;
};

/**
 * The document a payment issued, as the file its mail carries: the PDF, or for a business buyer
 * the Factur-X PDF with its e-invoice inside. Loaded on first use: most mails carry none.
 */
export async function invoiceAttachment(doc: InvoiceDocument): Promise<MailAttachment> {
  const { invoicePdf } = await import('../invoices/files');
  const content = await invoicePdf(doc);
  return { filename: `${doc.number}.pdf`, content, contentType: 'application/pdf' };
}

export function createOrderMails(deps: OrderMailDeps) {
  const { db, orders, settings, invoices, link } = deps;

  /**
   * A mail about a payments row, with the document that row issued: the template says it is
   * attached, and it is. Without one the mail is as it always was.
   */
  async function withInvoice(
    paymentId: number,
    write: (invoice: { number: string; kind: InvoiceDocument['kind'] } | undefined) => Promise<Mail>,
  ): Promise<Mail> {
    const doc = await invoices.forPayment(paymentId);
    if (!doc) return write(undefined);
    const [mail, attachment] = await Promise.all([
      write({ number: doc.number, kind: doc.kind }),
      invoiceAttachment(doc),
    ]);
    return { ...mail, attachments: [attachment] };
  }

  /** The order, its customer (whom the mail greets) and their saved language, or null once it is gone. */
  async function load(orderId: number): Promise<{ order: Order; to: Recipient; language: Language } | null> {
    const [owner] = await db
      .select({ language: user.language, email: user.email, name: user.name })
      .from(orderTable)
      .innerJoin(user, eq(user.id, orderTable.userId))
      .where(eq(orderTable.id, orderId));
    if (!owner) return null;
    const language = asLanguage(owner.language);
    const order = await orders.find(orderId, language);
    return order && { order, to: { email: owner.email, name: owner.name }, language };
  }

  /** Its live lines as the mails list them, with each one's deposit when the shop takes deposits. */
  async function linesOf(order: Order): Promise<OrderMailLine[]> {
    const { deposits } = await settings.read();
    return order.rentals
      .filter((rental) => rental.cancelledAt === null)
      .map((rental) => ({
        productName: rental.productName,
        dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
        serialNumbers: unitLabels(rental),
        quantity: rental.quantity,
        total: rental.total,
        ...(deposits.enabled && rental.deposit !== '0.00' ? { depositPerUnit: rental.deposit } : {}),
      }));
  }

  /** The payment row an event names, if it is of the kind the mail tells and did not fail. */
  const movement = (order: Order, paymentId: number, kind: PaymentMovement['kind']) =>
    order.payments.find((row) => row.id === paymentId && row.kind === kind && row.state !== 'failed') ?? null;

  const orderUrl = (order: Order) => link(`/account/orders/${order.id}`);

  return {
    /**
     * The booking confirmation of an order paid at pick-up. An order paid online publishes
     * order.placed once Stripe confirms it, together with order.paid, whose mail is its
     * confirmation: it gets no second one.
     */
    async placed(orderId: number) {
      const { rentalRequestedMail } = await import('./templates/all');
      // One statement (decision 058): the order, its customer, its live lines and the deposits setting.
      const facts = await placedMailFacts(db, orderId);
      if (!facts || facts.payment === 'online') return null;
      // Cancelled before the mail went out: there is nothing left to confirm.
      if (facts.lines.length === 0) return null;
      return rentalRequestedMail(facts.language, {
        to: facts.to,
        reference: facts.reference,
        lines: facts.lines,
        total: facts.total,
        payAtPickup: facts.total,
        orderUrl: link(`/account/orders/${facts.orderId}`),
      });
    },

    /** The confirmation of an order paid online; a receipt for one paid in the shop. */
    async paid(orderId: number, paymentId: number) {
      const { orderPaidMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const charge = loaded && movement(loaded.order, paymentId, 'charge');
      // A payment that came after the hold lapsed is refunded, and its refund mail says so.
      if (!loaded || !charge || loaded.order.status === 'Lapsed') return null;
      const { order, to, language } = loaded;
      const facts = {
        to,
        reference: order.reference,
        paid: charge.amount,
        channel: charge.channel,
        orderUrl: orderUrl(order),
      };
      if (order.payment === 'at_pickup')
        return withInvoice(paymentId, (invoice) => orderPaidMail(language, { ...facts, kind: 'receipt', invoice }));
      const lines = await linesOf(order);
      if (lines.length === 0) return null;
      return withInvoice(paymentId, (invoice) =>
        orderPaidMail(language, { ...facts, kind: 'confirmation', lines, invoice }),
      );
    },

    /**
     * The payment link of an order staff took to be paid online: Stripe's page and
     * until when the units are held. Not sent once the order is paid, lapsed or cancelled.
     */
    async paymentLink(orderId: number, timeZone: string) {
      const { orderPaymentLinkMail } = await import('./templates/all');
      const loaded = await load(orderId);
      if (!loaded || loaded.order.status !== 'AwaitingPayment') return null;
      const { order, to, language } = loaded;
      if (!order.checkoutUrl || !order.holdExpiresAt) return null;
      return orderPaymentLinkMail(language, {
        to,
        reference: order.reference,
        lines: order.rentals
          .filter((rental) => rental.cancelledAt === null)
          .map((rental) => ({
            productName: rental.productName,
            dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
          })),
        amount: order.dueNow,
        paymentUrl: order.checkoutUrl,
        payBy: order.holdExpiresAt,
        timeZone,
      });
    },

    /** The hold ran out unpaid: what it held, and where to book again. */
    async lapsed(orderId: number) {
      const { orderLapsedMail } = await import('./templates/all');
      const loaded = await load(orderId);
      // Revived by a payment before this was sent: the payment mail tells the rest.
      if (!loaded || loaded.order.status !== 'Lapsed') return null;
      const { order, to, language } = loaded;
      const products = new Set(order.rentals.map((rental) => rental.productId));
      const [only] = products;
      return orderLapsedMail(language, {
        to,
        reference: order.reference,
        lines: order.rentals.map((rental) => ({
          productName: rental.productName,
          dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
        })),
        bookAgainUrl: link(products.size === 1 ? `/products/${only}` : '/all-products'),
      });
    },

    /** A refund: its amount, why (a late payment, the shop's reason, or the cancellation rules) and how it comes back. */
    async refunded(orderId: number, paymentId: number) {
      const { orderRefundedMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const refund = loaded && movement(loaded.order, paymentId, 'refund');
      if (!loaded || !refund) return null;
      // A refund of a rental's changed dates comes with that change's mail instead.
      const [tied] = await db
        .select({ changeId: payments.rentalChangeId })
        .from(payments)
        .where(eq(payments.id, paymentId));
      if (tied?.changeId != null) return null;
      const { order, to, language } = loaded;
      const why =
        order.status === 'Lapsed'
          ? ({ kind: 'late-payment' } as const)
          : refund.reason
            ? ({ kind: 'reason', text: refund.reason } as const)
            : ({ kind: 'rules', ...(await settings.read()).cancellation } as const);
      return withInvoice(paymentId, (invoice) =>
        orderRefundedMail(language, {
          to,
          reference: order.reference,
          refunded: refund.amount,
          refundedInAll: order.refunded,
          channel: refund.channel,
          why,
          orderUrl: orderUrl(order),
          invoice,
        }),
      );
    },

    /** Some or all of the deposit kept (and why), or returned (and how). */
    async deposit(orderId: number, paymentId: number, outcome: 'kept' | 'returned') {
      const { depositSettledMail } = await import('./templates/all');
      const loaded = await load(orderId);
      const row = loaded && movement(loaded.order, paymentId, outcome === 'kept' ? 'deposit_kept' : 'deposit_returned');
      if (!loaded || !row) return null;
      const { order, to, language } = loaded;
      const facts = {
        to,
        reference: order.reference,
        outcome,
        amount: row.amount,
        taken: order.deposit.taken,
        reason: row.reason,
        channel: row.channel,
        orderUrl: orderUrl(order),
      };
      // What is kept is charged, and invoiced; a returned deposit was never the shop's money.
      if (outcome === 'returned') return depositSettledMail(language, facts);
      return withInvoice(paymentId, (invoice) => depositSettledMail(language, { ...facts, invoice }));
    },
  };
}
