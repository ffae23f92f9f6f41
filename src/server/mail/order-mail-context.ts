import { eq } from 'drizzle-orm';
import { asLanguage, type Language } from '../../shared/languages';
import type { Order, PaymentMovement } from '../../shared/schemas/order';
import type { ShopSettings } from '../../shared/schemas/settings';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { orders as orderTable } from '../db/schema/orders';
import type { InvoiceDocument } from '../invoices';
import type { Mail, MailAttachment } from './mailer';
import type { OrderMailLine } from './templates/order-parts';
import type { Recipient } from './templates/render-mail';
import { unitLabels } from './unit-labels';

/** An order as its mails tell it, in the mail's language, or null once it is gone. */
export type OrderReader = { find(orderId: number, language: Language): Promise<Order | null> };

/** The shop's settings as they are when the mail is written (deposits on or off, the cancellation rules). */
export type SettingsReader = { read(): Promise<ShopSettings> };

/** The invoice or credit note a payments row issued, or null when it issued none. */
export type InvoiceReader = {
  forPayment(paymentId: number): Promise<InvoiceDocument | null>;
  read(id: number): Promise<InvoiceDocument | null>;
};

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

/** What every mail about an order is written from (order-mails.ts, money-mails.ts). */
export function orderMailContext(deps: OrderMailDeps) {
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

  return { withInvoice, load, linesOf, movement, orderUrl };
}
