import { sql } from 'drizzle-orm';
import { daysBetween, type IsoDate } from '../../shared/calendar-date';
import { fromCents, toSignedCents } from '../../shared/money';
import type { OpenItems } from '../../shared/schemas/invoice';
import type { Database } from '../db/client';
import type { ShopCalendar } from '../shop-calendar';

type Row = {
  id: number;
  number: string;
  order_id: number;
  order_reference: string;
  customer_name: string;
  company: string | null;
  issue_date: IsoDate;
  due_date: IsoDate;
  gross_cents: number;
  reminders: number;
  last_reminder_at: Date | null;
};

/**
 * The accountant's open items (docs/business-customers.md): the invoices on account whose order
 * still owes money, oldest due first. The candidates are read in one statement (invoices on
 * account of placed orders without the payment that settles them); what each still owes is its
 * order's balance as money/ adds it up, the one every screen shows.
 */
export function createOpenItems(
  db: Database,
  calendar: ShopCalendar,
  /** The order's `balanceDue` as orders/ answers it (app/ hands it in: orders read money, not the other way). */
  balanceOf: (orderId: number) => Promise<string>,
) {
  return {
    async list(): Promise<OpenItems> {
      const { rows } = await db.execute<Row>(sql`
        SELECT i.id, i.number, i.order_id, i.order_reference, i.buyer->>'name' AS customer_name,
               i.buyer->>'company' AS company, i.issue_date::text AS issue_date, i.due_date::text AS due_date,
               i.gross_cents,
               (SELECT count(*)::int FROM invoice_reminders r WHERE r.invoice_id = i.id) AS reminders,
               (SELECT max(r.sent_at) FROM invoice_reminders r WHERE r.invoice_id = i.id) AS last_reminder_at
          FROM invoices i JOIN orders o ON o.id = i.order_id AND o.status = 'Placed'
         WHERE i.due_date IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.kind = 'charge' AND p.state <> 'failed')
         ORDER BY i.due_date, i.id`);
      const today = calendar.today();
      const items = [];
      for (const row of rows) {
        const openCents = toSignedCents(await balanceOf(row.order_id));
        if (openCents <= 0) continue;
        items.push({
          invoiceId: row.id,
          number: row.number,
          orderId: row.order_id,
          orderReference: row.order_reference,
          customerName: row.customer_name,
          company: row.company,
          issueDate: row.issue_date,
          dueDate: row.due_date,
          daysOverdue: Math.max(0, daysBetween(row.due_date, today)),
          total: fromCents(row.gross_cents),
          open: fromCents(openCents),
          reminders: row.reminders,
          lastReminderAt: row.last_reminder_at ? new Date(row.last_reminder_at).toISOString() : null,
          url: `/api/invoices/${row.id}/pdf`,
        });
      }
      return { items, open: fromCents(items.reduce((sum, item) => sum + toSignedCents(item.open), 0)) };
    },
  };
}

export type OpenItemsList = ReturnType<typeof createOpenItems>;
