import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { fromSignedCents } from '../../shared/money';
import type { RevenueGrouping, RevenueReport } from '../../shared/schemas/reports';
import type { Database } from '../db/client';
import type { ShopCalendar } from '../shop-calendar';
import { createUtilisation } from './utilisation';

/*
 * The owner's reports (decision 093), read straight from the records that hold the money and the
 * bookings: revenue from the invoices and credit notes issued (never from orders, whose prices
 * may still change), utilisation from the units' bookings (rental_items, quotes' holds left out).
 */

type Period = { from: IsoDate; to: IsoDate };

/**
 * Each grouping: its key and label, and whether it reads the documents' own totals (a period, a
 * customer: a document falls wholly in one group) or their lines (a product, a category: a
 * document spans several). A line's VAT is its own share, so the product or category rows' VAT
 * may differ from the documents' total by a cent of rounding; their net is exact.
 */
const groupings: Record<RevenueGrouping, { key: SQL; label: SQL; lines: boolean; order: SQL }> = {
  day: { key: sql`d.issue_date::text`, label: sql`d.issue_date::text`, lines: false, order: sql`key` },
  week: {
    key: sql`date_trunc('week', d.issue_date)::date::text`,
    label: sql`to_char(d.issue_date, 'IYYY-"W"IW')`,
    lines: false,
    order: sql`key`,
  },
  month: {
    key: sql`to_char(d.issue_date, 'YYYY-MM')`,
    label: sql`to_char(d.issue_date, 'YYYY-MM')`,
    lines: false,
    order: sql`key`,
  },
  customer: {
    key: sql`coalesce(o.user_id, 'buyer:' || (d.buyer->>'name'))`,
    label: sql`coalesce(u.name, d.buyer->>'name')`,
    lines: false,
    order: sql`net DESC, label`,
  },
  product: {
    key: sql`coalesce(l.product_id::text, '')`,
    label: sql`coalesce(p.name, '')`,
    lines: true,
    order: sql`net DESC, label`,
  },
  category: {
    key: sql`coalesce(c.id::text, '')`,
    label: sql`coalesce(c.name, '')`,
    lines: true,
    order: sql`net DESC, label`,
  },
};

type SumRow = { key: string; label: string; net: string; vat: string; gross: string; documents: string };

export function createReports(db: Database, calendar: ShopCalendar) {
  /** Revenue as invoiced in the period (the documents' issue days), a credit note taken off. */
  async function revenue(period: Period, by: RevenueGrouping): Promise<RevenueReport> {
    const grouping = groupings[by];
    const amounts = grouping.lines
      ? sql`d.sign * l.net_cents AS net, d.sign * l.vat_cents AS vat, d.sign * l.gross_cents AS gross`
      : sql`d.sign * d.net_cents AS net, d.sign * d.vat_cents AS vat, d.sign * d.gross_cents AS gross`;
    const from = grouping.lines
      ? sql`docs d JOIN invoice_lines l ON l.invoice_id = d.id
          LEFT JOIN products p ON p.id = l.product_id LEFT JOIN categories c ON c.id = p.category_id`
      : sql`docs d LEFT JOIN orders o ON o.id = d.order_id LEFT JOIN "user" u ON u.id = o.user_id`;
    const { rows } = await db.execute<SumRow>(sql`
      WITH docs AS (
        SELECT i.*, CASE WHEN i.kind = 'credit_note' THEN -1 ELSE 1 END AS sign
          FROM invoices i WHERE i.issue_date BETWEEN ${period.from}::date AND ${period.to}::date
      ),
      amounts AS (SELECT ${grouping.key} AS key, ${grouping.label} AS label, d.id AS document, ${amounts} FROM ${from})
      SELECT key, label, sum(net)::text AS net, sum(vat)::text AS vat, sum(gross)::text AS gross,
             count(DISTINCT document)::text AS documents
        FROM amounts GROUP BY key, label ORDER BY ${grouping.order}`);
    const { rows: totals } = await db.execute<{ net: string; vat: string; gross: string }>(sql`
      SELECT coalesce(sum(sign * net_cents), 0)::text AS net, coalesce(sum(sign * vat_cents), 0)::text AS vat,
             coalesce(sum(sign * gross_cents), 0)::text AS gross
        FROM (SELECT i.*, CASE WHEN i.kind = 'credit_note' THEN -1 ELSE 1 END AS sign FROM invoices i
               WHERE i.issue_date BETWEEN ${period.from}::date AND ${period.to}::date) d`);
    const money = (cents: string) => fromSignedCents(Number(cents));
    const total = totals[0]!;
    return {
      ...period,
      by,
      rows: rows.map((row) => ({
        key: row.key,
        label: row.label,
        net: money(row.net),
        vat: money(row.vat),
        gross: money(row.gross),
        documents: Number(row.documents),
      })),
      total: { net: money(total.net), vat: money(total.vat), gross: money(total.gross) },
    };
  }

  const utilisation = createUtilisation(db, calendar);
  return { revenue, utilisation: utilisation.report, utilisationRows: utilisation.allProducts };
}

export type Reports = ReturnType<typeof createReports>;
