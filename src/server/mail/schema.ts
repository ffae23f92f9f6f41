import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import { rentals } from '../db/schema/rentals';

/**
 * The reminders sent, one row per rental and day: the primary key makes "exactly one reminder per
 * rental and day" hold however many workers schedule at once, and across restarts.
 */
export const rentalReminders = pgTable(
  'rental_reminders',
  {
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    /** The shop's date the reminder was sent on: the day before the rental starts or ends. */
    day: date('day', { mode: 'string' }).$type<IsoDate>().notNull(),
    kind: text('kind', { enum: ['starts', 'ends'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.rentalId, table.day] })],
);
