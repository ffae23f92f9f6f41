import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { asLanguage } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import type { OrderInvoice } from '../../shared/schemas/invoice';
import { breakdownByRate, numericToRate } from '../../shared/vat';
import type { Database, Executor } from '../db/client';
import { type InvoiceRow, invoiceLines, invoices } from './schema';
import { hasEInvoice, type InvoiceDocument } from './document';

/*
 * Issued documents read back: as an order lists them, and whole, as their PDF and
 * e-invoice print them. Everything comes from the rows written when each was issued.
 */

/** Where a document's PDF is: for its order's owner and administrators (invoices/routes.ts). */
export const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;
/** The EN 16931 e-invoice of a document issued to a business. */
export const eInvoicePath = (id: number) => `/api/invoices/${id}/e-invoice`;

export const toOrderInvoice = (row: InvoiceRow): OrderInvoice => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  total: fromCents(row.grossCents),
  vat: fromCents(row.vatCents),
  vatTreatment: row.vatTreatment,
  dueDate: row.dueDate,
  issueDate: row.issueDate,
  url: invoicePdfPath(row.id),
  eInvoiceUrl: hasEInvoice(row) ? eInvoicePath(row.id) : null,
});

const corrected = alias(invoices, 'corrected');

async function readWhere(executor: Executor, where: SQL): Promise<InvoiceDocument | null> {
  const [found] = await executor
    .select({ invoice: invoices, corrects: corrected.number, correctsIssueDate: corrected.issueDate })
    .from(invoices)
    .leftJoin(corrected, eq(corrected.id, invoices.correctsId))
    .where(where);
  if (!found) return null;
  const { invoice } = found;
  const lines = (
    await executor
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position))
  ).map((line) => ({
    position: line.position,
    description: line.description,
    dateFrom: line.dateFrom,
    dateTo: line.dateTo,
    days: line.days,
    quantity: line.quantity,
    units: line.units,
    unitPriceCents: line.unitPriceCents,
    vatRate: numericToRate(line.vatRate),
    netCents: line.netCents,
    vatCents: line.vatCents,
    grossCents: line.grossCents,
  }));
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    issuedAt: invoice.issuedAt,
    language: asLanguage(invoice.language),
    orderId: invoice.orderId,
    orderReference: invoice.orderReference,
    corrects: found.corrects,
    correctsIssueDate: found.correctsIssueDate,
    seller: invoice.seller,
    buyer: invoice.buyer,
    payment: invoice.payment,
    lines,
    vatBreakdown: breakdownByRate(lines),
    vatTreatment: invoice.vatTreatment,
    dueDate: invoice.dueDate,
    totals: { netCents: invoice.netCents, vatCents: invoice.vatCents, grossCents: invoice.grossCents },
  };
}

export function createInvoiceStore(db: Database) {
  return {
    /** A whole document, for its PDF or e-invoice; null when there is none. */
    read: (id: number, executor: Executor = db) => readWhere(executor, eq(invoices.id, id)),

    /** The document a money movement issued (an order's payment, a refund, a deposit kept), if any. */
    forPayment: (paymentId: number) => readWhere(db, eq(invoices.paymentId, paymentId)),

    /** An order's documents, oldest first, as the order lists them. */
    async listForOrder(orderId: number, executor: Executor = db): Promise<OrderInvoice[]> {
      const rows = await executor
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId))
        .orderBy(asc(invoices.id));
      return rows.map(toOrderInvoice);
    },

    /** The order a document belongs to and its customer, for deciding who may read it; null if none. */
    async ownerOf(id: number): Promise<{ orderId: number | null; userId: string | null } | null> {
      const { rows } = await db.execute<{ order_id: number | null; user_id: string | null }>(
        // The order (and its customer) may be gone: then only administrators read the document.
        sql`SELECT i.order_id, o.user_id FROM invoices i LEFT JOIN orders o ON o.id = i.order_id WHERE i.id = ${id}`,
      );
      const row = rows[0];
      return row ? { orderId: row.order_id, userId: row.user_id } : null;
    },
  };
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;
