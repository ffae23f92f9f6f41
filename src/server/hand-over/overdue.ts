import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { unitOutLate } from '../db/units-out';
import type { Publish } from '../events';
import type { ShopCalendar } from '../shop-calendar';

/** Late notices go out from this hour of the shop's day on (when it opens), never in the night. */
export const OVERDUE_NOTICE_HOUR = 9;

/** How often the worker looks for rentals gone overdue (graphile-worker crontab: at minute 10 of every hour). */
export const OVERDUE_CRONTAB = '10 * * * * sweep-overdue';
export const OVERDUE_TASK = 'sweep-overdue';

/** The days late a customer is told on: the first, and the third. */
export const LATE_NOTICE_DAYS = [1, 3] as const;

/**
 * The overdue sweep: a rental overdue today (not cancelled, past its last day in the
 * shop's calendar, a unit handed over and not back; one never handed over is not) gets a late
 * notice on its first and its third day late. Each notice is a late_notices row, written once
 * (its key is the rental and the notice's day), and each row written now publishes
 * `rental.overdue` in the same transaction: however many workers sweep at once, or again after a
 * restart, one mail goes out per notice. A sweep that first finds a rental on its fourth day
 * late records both notices but publishes only the third day's: one mail, the one that is due.
 * Answers how many notices it published.
 */
export async function sweepOverdue(deps: { db: Database; calendar: ShopCalendar; publish: Publish }): Promise<number> {
  const { db, calendar, publish } = deps;
  if (calendar.hour() < OVERDUE_NOTICE_HOUR) return 0;
  const today = calendar.today();
  const days = sql.raw(LATE_NOTICE_DAYS.map((day) => `(${day})`).join(', '));
  return db.transaction(async (tx) => {
    // The units out past their last day, from the partial index of units out (rental_items_out_idx),
    // gathered first (ARRAY(...)) so the rentals are read by their key (see hand-over/desk.ts).
    // Rows are written in one order, so two sweeps at once queue on the same key, never deadlock.
    const { rows } = await tx.execute<{ rental_id: number; days_late: number }>(sql`
      INSERT INTO late_notices (rental_id, days_late, day)
      SELECT late.id, notice.days_late, ${today}::date
      FROM (
        SELECT r.id, ${today}::date - r.date_to AS days FROM rentals r
        WHERE r.cancelled_at IS NULL AND r.id = ANY (ARRAY(
          SELECT ri.rental_id FROM rental_items ri
          WHERE ${unitOutLate('ri', today)}
        ))
      ) late
      JOIN (VALUES ${days}) AS notice (days_late) ON late.days >= notice.days_late
      ORDER BY late.id, notice.days_late
      ON CONFLICT DO NOTHING
      RETURNING rental_id, days_late`);
    const latest = new Map<number, number>();
    for (const row of rows) latest.set(row.rental_id, Math.max(latest.get(row.rental_id) ?? 0, row.days_late));
    for (const [rentalId, daysLate] of latest) await publish({ type: 'rental.overdue', rentalId, daysLate }, tx);
    return latest.size;
  });
}
