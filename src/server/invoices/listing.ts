import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { fromCents, fromSignedCents } from '../../shared/money';
import type { AdminInvoice, InvoiceKind, InvoiceList } from '../../shared/schemas/invoice';
import { numericToRate } from '../../shared/vat';
import type { VatTreatment } from '../../shared/vat-treatment';
import type { Database } from '../db/client';
import { hasEInvoice, type InvoiceDocument } from './document';
import type { Period } from './period';
import { eInvoicePath, invoicePdfPath } from './store';

/*
 * The accountant's view of a period: the documents issued in it with their amounts
 * per VAT rate, the period's totals per rate (credit notes subtract), and the rows of its CSV.
 * Every sum is made by PostgreSQL from the lines as issued, in one statement each.
 */

/**
 * The list answers at most this many documents, the newest; its totals always cover the whole
 * period, and the CSV and ZIP every document. A cap rather than pages: the list is read as one
 * period with its totals (pages of it would each need the period's totals anyway), a small shop
 * issues a few hundred documents a month, and a year of a busy one is in the exports.
 */
export const MAX_LISTED_INVOICES = 2_000;

type ByRate = { rate: string; net: number; vat: number; gross: number };

type ListRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  issue_date: IsoDate;
  order_id: number | null;
  order_reference: string;
  corrects: string | null;
  customer_name: string;
  company: string | null;
  seller: InvoiceDocument['seller'];
  buyer: InvoiceDocument['buyer'];
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  vat_treatment: VatTreatment;
  due_date: IsoDate | null;
  by_rate: ByRate[];
};

type ExportSqlRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  issue_date: IsoDate;
  order_reference: string;
  corrects: string | null;
  customer_name: string;
  company: string | null;
  vat_id: string | null;
  rate: string;
  net: number;
  vat: number;
  gross: number;
  channel: string | null;
  paid_on: IsoDate | null;
  paid_cents: number | null;
  vat_treatment: VatTreatment;
};

type TotalRow = { rate: string; net: string; vat: string; gross: string; documents: string };

/** One row of the CSV: a document's amounts at one VAT rate, credit notes already negative. */
export type ExportRow = {
  id: number;
  number: string;
  kind: InvoiceKind;
  issueDate: IsoDate;
  orderReference: string;
  corrects: string | null;
  customerName: string;
  company: string | null;
  vatId: string | null;
  rate: number;
  /** reverse_charge: the buyer owes the VAT (its rate is 0); standard: the shop's VAT. */
  vatTreatment: VatTreatment;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** How the document's money moved (stripe, cash, terminal, bank_transfer), as it was issued. */
  paymentMethod: string | null;
  /** The shop's day of that payment or refund. */
  paymentDate: IsoDate | null;
  /** Its amount: paid for an invoice, given back (negative) for a credit note. */
  paidCents: number | null;
};

/** How many documents the exports read per statement: their memory stays flat however long the period. */
const EXPORT_BATCH = 200;

const inPeriod = (period: Period) => sql`i.issue_date BETWEEN ${period.from}::date AND ${period.to}::date`;

/** The keyset after the last document read: exports go oldest first, by issue date and id. */
type ExportKey = { issueDate: IsoDate; id: number };
const afterKey = (key: ExportKey | null) =>
  key ? sql`AND (i.issue_date, i.id) > (${key.issueDate}::date, ${key.id})` : sql``;

function toAdminInvoice(row: ListRow): AdminInvoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    total: fromCents(row.gross_cents),
    vatTreatment: row.vat_treatment,
    dueDate: row.due_date,
    issueDate: row.issue_date,
    url: invoicePdfPath(row.id),
    eInvoiceUrl: hasEInvoice(row) ? eInvoicePath(row.id) : null,
    orderId: row.order_id,
    orderReference: row.order_reference,
    corrects: row.corrects,
    customerName: row.customer_name,
    company: row.company,
    net: fromCents(row.net_cents),
    vat: fromCents(row.vat_cents),
    vatByRate: row.by_rate.map((group) => ({
      rate: numericToRate(group.rate),
      net: fromCents(group.net),
      vat: fromCents(group.vat),
      gross: fromCents(group.gross),
    })),
  };
}

export function createInvoiceListing(db: Database, timeZone: string) {
  /** The period's documents, newest first, each with its lines summed per rate (a subquery per row, one statement). */
  async function items(period: Period): Promise<AdminInvoice[]> {
    const { rows } = await db.execute<ListRow>(sql`
      SELECT i.id, i.number, i.kind, i.issue_date::text AS issue_date, i.order_id, i.order_reference,
             c.number AS corrects, i.buyer->>'name' AS customer_name, i.buyer->>'company' AS company,
             i.seller, i.buyer,
             i.net_cents, i.vat_cents, i.gross_cents, i.vat_treatment, i.due_date::text AS due_date,
             (SELECT coalesce(json_agg(r ORDER BY r.rate::numeric DESC), '[]')
                FROM (SELECT l.vat_rate::text AS rate, sum(l.net_cents)::int AS net,
                             sum(l.vat_cents)::int AS vat, sum(l.gross_cents)::int AS gross
                        FROM invoice_lines l WHERE l.invoice_id = i.id GROUP BY l.vat_rate) r) AS by_rate
        FROM invoices i
        LEFT JOIN invoices c ON c.id = i.corrects_id
       WHERE ${inPeriod(period)}
       ORDER BY i.issue_date DESC, i.id DESC
       LIMIT ${MAX_LISTED_INVOICES}`);
    return rows.map(toAdminInvoice);
  }

  /** The period's sums per rate over every document in it, a credit note's lines counted negative. */
  async function totals(period: Period) {
    const { rows } = await db.execute<TotalRow>(sql`
      SELECT l.vat_rate::text AS rate,
             sum(CASE WHEN i.kind = 'credit_note' THEN -l.net_cents ELSE l.net_cents END) AS net,
             sum(CASE WHEN i.kind = 'credit_note' THEN -l.vat_cents ELSE l.vat_cents END) AS vat,
             sum(CASE WHEN i.kind = 'credit_note' THEN -l.gross_cents ELSE l.gross_cents END) AS gross,
             count(DISTINCT i.id) AS documents
        FROM invoices i
        JOIN invoice_lines l ON l.invoice_id = i.id
       WHERE ${inPeriod(period)}
       GROUP BY l.vat_rate
       ORDER BY l.vat_rate DESC`);
    // bigint sums arrive as text; a period's cents stay far below 2^53.
    return rows.map((row) => ({
      rate: numericToRate(row.rate),
      net: Number(row.net),
      vat: Number(row.vat),
      gross: Number(row.gross),
    }));
  }

  return {
    /** The accountant's list of a period (invoiceListSchema). */
    async list(period: Period): Promise<InvoiceList> {
      const [listed, byRate] = await Promise.all([items(period), totals(period)]);
      const sum = (pick: (row: (typeof byRate)[number]) => number) =>
        byRate.reduce((total, row) => total + pick(row), 0);
      return {
        ...period,
        items: listed,
        totalsByRate: byRate.map((row) => ({
          rate: row.rate,
          net: fromSignedCents(row.net),
          vat: fromSignedCents(row.vat),
          gross: fromSignedCents(row.gross),
        })),
        totals: {
          net: fromSignedCents(sum((row) => row.net)),
          vat: fromSignedCents(sum((row) => row.vat)),
          gross: fromSignedCents(sum((row) => row.gross)),
        },
      };
    },

    /** The CSV's rows, oldest document first, read a batch of documents at a time. */
    async *exportRows(period: Period): AsyncGenerator<ExportRow> {
      let after: ExportKey | null = null;
      for (;;) {
        const { rows }: { rows: ExportSqlRow[] } = await db.execute<ExportSqlRow>(sql`
          WITH batch AS (
            SELECT i.* FROM invoices i
             WHERE ${inPeriod(period)} ${afterKey(after)}
             ORDER BY i.issue_date, i.id
             LIMIT ${EXPORT_BATCH})
          SELECT i.id, i.number, i.kind, i.issue_date::text AS issue_date, i.order_reference,
                 c.number AS corrects, i.buyer->>'name' AS customer_name, i.buyer->>'company' AS company,
                 i.buyer->>'vatId' AS vat_id, l.vat_rate::text AS rate,
                 sum(l.net_cents)::int AS net, sum(l.vat_cents)::int AS vat, sum(l.gross_cents)::int AS gross,
                 i.payment->>'channel' AS channel,
                 ((i.payment->>'at')::timestamptz AT TIME ZONE ${timeZone})::date::text AS paid_on,
                 p.amount_cents AS paid_cents, i.vat_treatment
            FROM batch i
            JOIN invoice_lines l ON l.invoice_id = i.id
            LEFT JOIN invoices c ON c.id = i.corrects_id
            LEFT JOIN payments p ON p.id = i.payment_id
           GROUP BY i.id, i.number, i.kind, i.issue_date, i.order_reference, c.number, i.buyer, i.payment,
                    p.amount_cents, l.vat_rate, i.vat_treatment
           ORDER BY i.issue_date, i.id, l.vat_rate DESC`);
        if (rows.length === 0) return;
        for (const row of rows) {
          const sign = row.kind === 'credit_note' ? -1 : 1;
          yield {
            id: row.id,
            number: row.number,
            kind: row.kind,
            issueDate: row.issue_date,
            orderReference: row.order_reference,
            corrects: row.corrects,
            customerName: row.customer_name,
            company: row.company,
            vatId: row.vat_id,
            rate: numericToRate(row.rate),
            vatTreatment: row.vat_treatment,
            netCents: sign * row.net,
            vatCents: sign * row.vat,
            grossCents: sign * row.gross,
            paymentMethod: row.channel,
            paymentDate: row.paid_on,
            paidCents: row.paid_cents === null ? null : sign * row.paid_cents,
          };
        }
        const last: { id: number; issue_date: IsoDate } = rows.at(-1)!;
        after = { issueDate: last.issue_date, id: last.id };
      }
    },

    /** The VAT rates of the lines of the period's documents charged the shop's VAT (a reverse charge has an account of its own). */
    async ratesIn(period: Period): Promise<number[]> {
      const { rows } = await db.execute<{ rate: string }>(sql`
        SELECT DISTINCT l.vat_rate::text AS rate
          FROM invoices i JOIN invoice_lines l ON l.invoice_id = i.id
         WHERE ${inPeriod(period)} AND i.vat_treatment = 'standard'`);
      return rows.map((row) => numericToRate(row.rate));
    },

    /** The ids of the period's documents, oldest first, a batch at a time (for the ZIP). */
    async *documentIds(period: Period): AsyncGenerator<number> {
      let after: ExportKey | null = null;
      for (;;) {
        const { rows }: { rows: { id: number; issue_date: IsoDate }[] } = await db.execute<{
          id: number;
          issue_date: IsoDate;
        }>(sql`
          SELECT i.id, i.issue_date::text AS issue_date FROM invoices i
           WHERE ${inPeriod(period)} ${afterKey(after)}
           ORDER BY i.issue_date, i.id
           LIMIT ${EXPORT_BATCH}`);
        for (const row of rows) yield row.id;
        if (rows.length < EXPORT_BATCH) return;
        const last: { id: number; issue_date: IsoDate } = rows.at(-1)!;
        after = { issueDate: last.issue_date, id: last.id };
      }
    },
  };
}

export type InvoiceListing = ReturnType<typeof createInvoiceListing>;
