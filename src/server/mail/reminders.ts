import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-date';
import type { Database } from '../db/client';
import { notHeldSql } from '../db/held-orders';
import type { JobQueue } from '../jobs';
import { queueMail } from './mail-jobs';
import type { ShopCalendar } from '../shop-calendar';

/** Reminders go out from this hour of the shop's day on, never in the night. */
export const REMINDER_HOUR = 8;

/** How often the worker looks for reminders to send (graphile-worker crontab: at minute 5 of every hour). */
export const REMINDERS_CRONTAB = '5 * * * * schedule-reminders';
export const REMINDERS_TASK = 'schedule-reminders';

/**
 * The day before a rental starts, and the day before it ends, its customer gets a reminder (a
 * one-day rental: the "starts" one). "The day before" is the shop's calendar's (decision 008).
 * Each rental and day is written once to rental_reminders, in the same transaction as its mail
 * job, so however many workers run this at once, or again after a restart, one mail goes out.
 * Answers how many reminders it scheduled.
 */
export async function scheduleReminders(deps: {
  db: Database;
  calendar: ShopCalendar;
  jobs: JobQueue;
}): Promise<number> {
  const { db, calendar, jobs } = deps;
  if (calendar.hour() < REMINDER_HOUR) return 0;
  const today = calendar.today();
  const tomorrow = addDays(today, 1);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ rental_id: number; kind: 'starts' | 'ends' }>(sql`
      INSERT INTO rental_reminders (rental_id, day, kind)
      SELECT id, ${today}::date, CASE WHEN date_from = ${tomorrow}::date THEN 'starts' ELSE 'ends' END
      FROM rentals
      WHERE (date_from = ${tomorrow}::date OR date_to = ${tomorrow}::date) AND cancelled_at IS NULL
        AND ${notHeldSql('order_id')}
      ON CONFLICT DO NOTHING
      RETURNING rental_id, kind`);
    for (const row of rows) {
      await queueMail(jobs, { kind: 'rental-reminder', rentalId: row.rental_id, reminder: row.kind }, tx);
    }
    return rows.length;
  });
}
