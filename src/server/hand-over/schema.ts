import { date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import { rentals } from '../db/schema/rentals';

/**
 * The late-return mails sent, one row per rental and day late (1 and 3): the primary key makes
 * "one mail on the first day late and one on the third" hold however many workers sweep at once.
 */
export const lateNotices = pgTable(
  'late_notices',
  {
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    daysLate: smallint('days_late').notNull(),
    /** The shop's date it was sent on. */
    day: date('day', { mode: 'string' }).$type<IsoDate>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.rentalId, table.daysLate] })],
);
