import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs';
import type { ShopCalendar } from '../shop-calendar';
import { queueMail } from './mail-jobs';
import { REMINDER_HOUR } from './reminders';

/** How often the worker looks for overdue invoices on account (graphile-worker crontab: at minute 20 of every hour). */
export const INVOICE_REMINDERS_CRONTAB = '20 * * * * invoice-reminders';
export const INVOICE_REMINDERS_TASK = 'invoice-reminders';

/**
 * The reminders of overdue invoices on account (docs/business-customers.md): at each of the shop's
 * reminder days after an invoice's due date (invoices.reminderDays), while its order still owes
 * money, its customer gets the invoice again with what is open. Each step is written once to
 * invoice_reminders, in the transaction of its mail job, so two workers or a restart send it once;
 * a shop that was down over several steps sends the latest only. An order paid (its balance, as
 * money/ adds it up, at 0 or below) gets none, and its mail is not sent if it was paid between.
 * Answers how many reminders it scheduled.
 */
export async function scheduleInvoiceReminders(deps: {
  db: Database;
  calendar: ShopCalendar;
  jobs: JobQueue;
  reminderDays: () => Promise<number[]>;
  /** The order's balance in cents (money/'s one balance); null once it is gone. */
  balanceOf: (orderId: number) => Promise<number | null>;
}): Promise<number> {
  const { db, calendar, jobs } = deps;
  if (calendar.hour() < REMINDER_HOUR) return 0;
  const steps = await deps.reminderDays();
  if (steps.length === 0) return 0;
  const today = calendar.today();
  const { rows } = await db.execute<{ id: number; order_id: number; steps: number[] }>(sql`
    SELECT i.id, i.order_id, array_agg(s.step ORDER BY s.step) AS steps
      FROM invoices i
      JOIN orders o ON o.id = i.order_id AND o.status = 'Placed'
      CROSS JOIN unnest(${`{${steps.join(',')}}`}::int[]) AS s(step)
     WHERE i.due_date IS NOT NULL AND i.due_date + s.step <= ${today}::date
       AND NOT EXISTS (SELECT 1 FROM invoice_reminders r WHERE r.invoice_id = i.id AND r.step_days = s.step)
     GROUP BY i.id, i.order_id`);
  let scheduled = 0;
  for (const invoice of rows) {
    const balance = await deps.balanceOf(invoice.order_id);
    if (balance === null || balance <= 0) continue;
    scheduled += await db.transaction(async (tx) => {
      const written = await tx.execute<{ step_days: number }>(sql`
        INSERT INTO invoice_reminders (invoice_id, step_days)
        SELECT ${invoice.id}, step FROM unnest(${`{${invoice.steps.join(',')}}`}::int[]) AS s(step)
        ON CONFLICT DO NOTHING
        RETURNING step_days`);
      if (written.rows.length === 0) return 0;
      const latest = Math.max(...written.rows.map((row) => row.step_days));
      await queueMail(jobs, { kind: 'invoice-due', invoiceId: invoice.id, reminderDays: latest }, tx);
      return 1;
    });
  }
  return scheduled;
}
